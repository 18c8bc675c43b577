import { AppError } from '@portal/contracts/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';

export type SmsMessage = { to: string; text: string; code: string; purpose: string };
export type SmsSender = { send(message: SmsMessage): Promise<void> };
export type OutboxEntry = { to: string; code: string; purpose: string; sentAt: string };

/**
 * Development provider: the code goes to the log and to an in-memory outbox the
 * development-only endpoint reads (the browser tests read codes from it).
 */
export function createLogSmsSender(log: FastifyBaseLogger, outbox: OutboxEntry[]): SmsSender {
  return {
    async send({ to, code, purpose }) {
      log.info({ sms: { to, purpose, code } }, 'SMS (log provider)');
      outbox.push({ to, code, purpose, sentAt: new Date().toISOString() });
      if (outbox.length > 200) outbox.splice(0, outbox.length - 200);
    },
  };
}

/** Real gateways: a URL template filled with the number and text, credentials from config. */
export function createHttpSmsSender(
  config: Pick<Config, 'SMS_HTTP_URL' | 'SMS_HTTP_METHOD' | 'SMS_HTTP_AUTH'>,
): SmsSender {
  const template = config.SMS_HTTP_URL ?? '';
  return {
    async send({ to, text, code }) {
      const fill = (s: string) =>
        s
          .replaceAll('{to}', encodeURIComponent(to))
          .replaceAll('{code}', encodeURIComponent(code))
          .replaceAll('{text}', encodeURIComponent(text));
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (config.SMS_HTTP_AUTH) headers.authorization = config.SMS_HTTP_AUTH;
      let response: Response;
      try {
        response = await fetch(fill(template), {
          method: config.SMS_HTTP_METHOD,
          headers,
          ...(config.SMS_HTTP_METHOD === 'POST' ? { body: JSON.stringify({ to, text }) } : {}),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new AppError('SMS_SEND_FAILED', 'The SMS could not be sent; please try again later');
      }
      if (!response.ok)
        throw new AppError('SMS_SEND_FAILED', 'The SMS could not be sent; please try again later');
    },
  };
}
