import { AppError } from '@portal/contracts/errors';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { holdsNul, nulRefused } from './nul-text.ts';

export type UploadedFile = { data: Buffer; truncated: boolean };

/**
 * Reads a multipart form: its text fields (each at most once, no NUL) and the files of one
 * field. A body the parser cannot read is the sender's fault, never a 500. The plugin's own
 * limits (file size, counts) surface as their codes, which the envelope maps.
 */
export async function readMultipartForm(
  req: FastifyRequest,
  fileField: string,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send this form as multipart/form-data');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField)
          throw new AppError('VALIDATION_FAILED', `Files go in the field "${fileField}"`);
        const data = await part.toBuffer();
        files.push({ data, truncated: part.file.truncated });
      } else {
        const value = String(part.value);
        // Multipart fields are read here, after the request-wide guard (plugins/text-guard.ts).
        if (holdsNul(part.fieldname) || holdsNul(value)) throw nulRefused();
        if (Object.hasOwn(fields, part.fieldname))
          throw new AppError('VALIDATION_FAILED', `${part.fieldname}: sent twice`);
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    // The parser's own complaints ("Unexpected end of multipart data", a missing boundary)
    // are plain errors without a code or status.
    if (
      error instanceof Error &&
      !(error instanceof AppError) &&
      !('code' in error) &&
      !('statusCode' in error)
    )
      throw new AppError('VALIDATION_FAILED', 'The form could not be read; please send it again');
    throw error;
  }
  return { fields, files };
}

/**
 * A form of text fields checked by `schema` and at most `maxImages` image files in `fileField`
 * (feedback, a promotion application). More files than the plugin's limit is the sender's fault,
 * said as the rule; the images' content is the caller's to check.
 */
export async function readImageForm<T>(
  req: FastifyRequest,
  fileField: string,
  maxImages: number,
  schema: z.ZodType<T>,
): Promise<{ fields: T; images: UploadedFile[] }> {
  let form: Awaited<ReturnType<typeof readMultipartForm>>;
  try {
    form = await readMultipartForm(req, fileField);
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw new AppError('VALIDATION_FAILED', `Attach at most ${maxImages} images`);
    throw error;
  }
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      'VALIDATION_FAILED',
      `${issue?.path.join('.') || 'form'}: ${issue?.message ?? 'Invalid value'}`,
    );
  }
  return { fields: parsed.data, images: form.files };
}
