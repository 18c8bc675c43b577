import { api } from '../../../lib/api-client.ts';

const sentGuard = async () => ({
  safeParse: (value: unknown) =>
    typeof value === 'object' && value !== null && (value as { sent?: unknown }).sent === true
      ? { success: true as const, data: { sent: true as const } }
      : { success: false as const },
});

export const forgotByEmail = (body: { username: string; email: string }) =>
  api.post('/wps/member/password/email', body, sentGuard);
