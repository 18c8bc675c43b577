import { AppError } from '@portal/contracts/errors';

/** Whether a failed login asks for the captcha from now on (spec 8 "Login failure"). */
export const needsCaptcha = (error: unknown): boolean =>
  error instanceof AppError &&
  (error.value as { captchaRequired?: unknown } | undefined)?.captchaRequired === true;
