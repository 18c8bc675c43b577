import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  enc,
  lastCode,
  login,
  randomIp,
  registerByUsername,
  testClock,
  uniqueName,
} from '../../test/identity-helpers.ts';
import { linkIn, startSmtpServer } from '../../test/smtp-test-server.ts';
import { countRows, createTestApp, type TestApp } from '../../test/test-app.ts';

const clock = testClock();
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://portal.test' }, { clock });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function player(fields: Record<string, unknown> = {}) {
  const username = uniqueName();
  const ip = randomIp();
  const res = await registerByUsername(t.app, { username, ...fields }, ip);
  expect(res.statusCode, res.body).toBe(200);
  return { username, ip, token: res.json().value.token as string };
}

const change = async (token: string, oldPassword: string, newPassword: string, confirm = newPassword) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/password',
    headers: bearer(token),
    payload: {
      oldPassword: await enc(t.app, oldPassword),
      newPassword: await enc(t.app, newPassword),
      confirmNewPassword: await enc(t.app, confirm),
    },
  });

describe('POST /wps/member/password', () => {
  it('changes the password and ends every session', async () => {
    const { username, ip, token } = await player();
    expect((await change(token, 'wrong123', 'better456')).json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect((await change(token, 'secret123', 'better456', 'better457')).json()).toMatchObject({
      code: 'PASSWORD_MISMATCH',
    });
    expect((await change(token, 'secret123', '123456')).statusCode).toBe(400);
    expect((await change(token, 'secret123', 'better456')).json()).toEqual({ success: true, value: null });
    expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(token) })).statusCode).toBe(401);
    expect((await login(t.app, username, 'better456', {}, ip)).statusCode).toBe(200);
  });
});

describe('forgot password by email', () => {
  it('mails a one-time link that sets a new password, and refuses it the second time', async () => {
    const { username, ip } = await player({ email: 'reset.me@example.test' });
    const wrongPair = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username, email: 'other@example.test' },
    });
    expect(wrongPair.json()).toMatchObject({
      code: 'USER_NOT_FOUND',
      message: 'Username/email does not exist',
    });
    // The web app posts this form-encoded, as the spec says.
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, email: 'Reset.Me@example.test' }).toString(),
    });
    expect(sent.json()).toEqual({ success: true, value: { sent: true } });
    const mail = smtp.messages.find((m) => m.to.includes('reset.me@example.test'));
    const link = linkIn(mail?.raw ?? '');
    expect(link).toMatch(/^http:\/\/portal\.test\/\?resetToken=/);
    const token = new URL(link as string).searchParams.get('resetToken') as string;
    const reset = async () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/password/reset',
        payload: {
          token,
          newPassword: await enc(t.app, 'fresh789a'),
          confirmNewPassword: await enc(t.app, 'fresh789a'),
        },
      });
    expect((await reset()).json()).toEqual({ success: true, value: null });
    const reused = await reset();
    expect(reused.json(), reused.body).toMatchObject({ code: 'RESET_LINK_INVALID' });
    expect((await login(t.app, username, 'fresh789a', {}, ip)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { username } = await player({ email: 'late@example.test' });
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username, email: 'late@example.test' },
    });
    const link = linkIn(smtp.messages.filter((m) => m.to.includes('late@example.test')).at(-1)?.raw ?? '');
    const token = new URL(link as string).searchParams.get('resetToken');
    clock.advance(61 * 60_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: {
        token,
        newPassword: await enc(t.app, 'fresh789a'),
        confirmNewPassword: await enc(t.app, 'fresh789a'),
      },
    });
    expect(res.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
  });
});

/** A member registered by a new mobile number (code from the outbox) with the password 'secret123'. */
async function mobileMember() {
  const mobileNum = `9${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
  const send = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    remoteAddress: randomIp(),
    payload: { countryDialingCode: '84', mobileNum },
  });
  expect(send.statusCode).toBe(200);
  const registered = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/register/mobile',
    remoteAddress: randomIp(),
    payload: {
      mobileNum,
      countryDialingCode: '84',
      verificationCode: await lastCode(t.app, `+84${mobileNum}`),
      password: await enc(t.app, 'secret123'),
      confirmPassword: await enc(t.app, 'secret123'),
      birthday: '1990-01-01',
      agreeAge: true,
      agreeTerms: true,
    },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  return { mobileNum, account: registered.json().value.member.account as string };
}

/** Asks for a password-reset code by SMS to `mobileNum`. */
const sendResetCode = (mobileNum: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/forgot',
    remoteAddress: randomIp(),
    payload: { countryDialingCode: '84', mobileNum },
  });

/** Resets the password of `mobileNum` to 'phone123a' with an SMS code. */
const resetByPhone = async (
  mobileNum: string,
  verificationCode: string,
  extra: Record<string, unknown> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/password/verification',
    payload: {
      countryDialingCode: '84',
      mobileNum,
      verificationCode,
      newPassword: await enc(t.app, 'phone123a'),
      confirmNewPassword: await enc(t.app, 'phone123a'),
      ...extra,
    },
  });

describe('forgot password by phone', () => {
  it('resets with an SMS code and logs the member in; codes expire, are single use and limited', async () => {
    const { mobileNum } = await mobileMember();

    const forgot = () => sendResetCode(mobileNum);
    // Sends to one number are throttled to one a second.
    expect((await forgot()).json()).toMatchObject({ code: 'RATE_LIMITED' });
    clock.advance(1100);
    expect((await forgot()).json().value.expirationTime).toBeGreaterThan(clock.now().getTime());
    const first = await lastCode(t.app, `+84${mobileNum}`);
    const reset = (code: string) => resetByPhone(mobileNum, code);
    clock.advance(6 * 60_000);
    expect((await reset(first)).json()).toMatchObject({ code: 'VERIFICATION_CODE_EXPIRED' });

    clock.advance(2000);
    expect((await forgot()).statusCode).toBe(200);
    const second = await lastCode(t.app, `+84${mobileNum}`);
    const members = await countRows(t.app, 'member');
    for (let i = 0; i < 5; i++) expect((await reset('000000')).json().code).toBe('VERIFICATION_CODE_INVALID');
    // After five wrong tries even the right code is refused.
    expect((await reset(second)).json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });

    clock.advance(6 * 60_000);
    expect((await forgot()).statusCode).toBe(200);
    const third = await lastCode(t.app, `+84${mobileNum}`);
    const ok = await reset(third);
    expect(ok.json().value.token).toBeTruthy();
    expect((await reset(third)).json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
    expect(await countRows(t.app, 'member')).toBe(members);
  });

  it('refuses a pure agent the member-site phone reset without changing anything, and resets it from the agent site', async () => {
    clock.advance(2000);
    const { mobileNum, account } = await mobileMember();
    await t.app.database.db.updateTable('member').set({ type: 2 }).where('account', '=', account).execute();
    clock.advance(2000);
    await sendResetCode(mobileNum);
    const code = await lastCode(t.app, `+84${mobileNum}`);
    const reset = (site?: 'agent') => resetByPhone(mobileNum, code, site ? { site } : {});
    expect((await reset()).json()).toMatchObject({ code: 'NOT_MEMBER' });
    // The new password was never set: the old one still opens the agent site.
    const old = (await login(t.app, account, 'secret123', { site: 'agent' }, randomIp())).json();
    expect(old.success, JSON.stringify(old)).toBe(true);

    // From the agent site the same code resets and signs in there.
    const agentSite = (await reset('agent')).json();
    expect(agentSite.value.token, JSON.stringify(agentSite)).toBeTruthy();
    const fresh = (await login(t.app, account, 'phone123a', { site: 'agent' }, randomIp())).json();
    expect(fresh.success, JSON.stringify(fresh)).toBe(true);
  });
});
