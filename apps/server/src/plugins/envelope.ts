import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { AppError, type ErrorCode, errorCatalogue } from '@portal/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** Wraps a service result in the success envelope. */
export const ok = <T>(value: T) => ({ success: true as const, value });

type ErrorBody = { success: false; code: ErrorCode; message: string; value?: unknown; requestId?: string };

/** Fastify's own error codes that are the client's fault, mapped to ours. */
const fastifyCodes: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['MALFORMED_JSON', 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['MALFORMED_JSON', 'The request body is empty but JSON was declared'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'This content type is not accepted here'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['MALFORMED_JSON', 'The content length does not match the body'],
  FST_ERR_CTP_INVALID_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'This content type is not accepted here'],
  FST_ERR_VALIDATION: ['VALIDATION_FAILED', 'The request is not valid'],
  FST_ERR_NOT_FOUND: ['NOT_FOUND', 'Not found'],
  FST_REQ_FILE_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The file is larger than 5 MB'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Send this form as multipart/form-data'],
  // @fastify/multipart's limits on counts (its own status for them is 413).
  FST_FILES_LIMIT: ['VALIDATION_FAILED', 'Too many files in the form'],
  FST_FIELDS_LIMIT: ['VALIDATION_FAILED', 'Too many form fields'],
  FST_PARTS_LIMIT: ['VALIDATION_FAILED', 'Too many form parts'],
  FST_PROTO_VIOLATION: ['VALIDATION_FAILED', 'This field name is not allowed'],
};

function toErrorBody(error: FastifyError | Error, requestId: string): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: {
        success: false,
        code: error.code,
        message: error.message,
        ...(error.value === undefined ? {} : { value: error.value }),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      field: [
        error.validationContext,
        ...String(v.instancePath ?? '')
          .split('/')
          .filter(Boolean),
      ].join('.'),
      message: v.message ?? 'Invalid value',
    }));
    const first = issues[0];
    return {
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: first ? `${first.field}: ${first.message}` : 'The request is not valid',
        value: { issues },
      },
    };
  }
  const fastifyCode = 'code' in error ? fastifyCodes[error.code] : undefined;
  if (fastifyCode) {
    const [code, message] = fastifyCode;
    return { status: errorCatalogue[code].status, body: { success: false, code, message } };
  }
  const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
  if (status === 429) {
    return {
      status,
      body: { success: false, code: 'RATE_LIMITED', message: 'Too many requests; please wait and try again' },
    };
  }
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    const code: ErrorCode =
      status === 404
        ? 'NOT_FOUND'
        : status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : 'VALIDATION_FAILED';
    return { status, body: { success: false, code, message: 'The request could not be processed' } };
  }
  return {
    status: 500,
    body: {
      success: false,
      code: 'INTERNAL',
      message: 'Something went wrong on our side; please try again',
      requestId,
    },
  };
}

/** Every failure leaves as the envelope of DESIGN.md section 4; a 5xx never shows internals. */
export function registerEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorBody(error, request.id);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code }, 'request refused');
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}

export function sendNotFoundEnvelope(reply: FastifyReply, path: string) {
  return reply
    .status(404)
    .type('application/json; charset=utf-8')
    .send({ success: false, code: 'NOT_FOUND', message: `No such endpoint: ${path}` } satisfies ErrorBody);
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KiB, a broken
 * request line, a client too slow to send its headers) get the envelope too, not Fastify's own
 * body; the connection is then closed, as the parser cannot find the next request on it.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message]: [ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ['HEADERS_TOO_LARGE', 'The request headers (the address included) are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['REQUEST_TIMEOUT', 'The request took too long to arrive']
        : ['MALFORMED_REQUEST', 'The request is not valid HTTP'];
  const status = errorCatalogue[code].status;
  const body = JSON.stringify({ success: false, code, message } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
