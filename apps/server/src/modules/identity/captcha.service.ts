import { AppError } from '@portal/contracts/errors';
import type { KvStore } from '../../lib/kv-store.ts';
import { renderCaptchaPng } from './captcha-image.ts';
import { newNumericCode, newToken, sameText } from './secrets.ts';

const CAPTCHA_TTL_MS = 5 * 60_000;
const NEEDED_TTL_MS = 30 * 60_000;

/**
 * Image captchas, each answerable once. A failed login marks the IP and the account as
 * needing one for the next half hour.
 */
export function createCaptchaService(kv: KvStore) {
  return {
    async create() {
      const captchaId = newToken().slice(0, 24);
      const text = newNumericCode(4);
      await kv.set(`captcha:${captchaId}`, text, CAPTCHA_TTL_MS);
      return { captchaId, image: renderCaptchaPng(text) };
    },

    async check(captchaId: string | undefined, answer: string | undefined): Promise<void> {
      if (!captchaId || !answer)
        throw new AppError('CAPTCHA_INVALID', 'Please enter the captcha', 400, { captchaRequired: true });
      const expected = await kv.take(`captcha:${captchaId}`);
      if (!expected || !sameText(expected, answer.trim())) {
        throw new AppError('CAPTCHA_INVALID', 'The captcha is not correct; please try the new one', 400, {
          captchaRequired: true,
        });
      }
    },

    /** The answer, for the development-only endpoint that lets browser tests pass the captcha. */
    peek: (captchaId: string) => kv.get(`captcha:${captchaId}`),

    async isNeeded(keys: string[]): Promise<boolean> {
      for (const key of keys) if (await kv.get(`captcha-needed:${key}`)) return true;
      return false;
    },

    async markNeeded(keys: string[]): Promise<void> {
      for (const key of keys) await kv.set(`captcha-needed:${key}`, '1', NEEDED_TTL_MS);
    },

    async clearNeeded(keys: string[]): Promise<void> {
      for (const key of keys) await kv.del(`captcha-needed:${key}`);
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
