import { describe, expect, it } from 'vitest';
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
import { countRows, useTestApp } from '../../test/test-app.ts';
import { totpNow } from './totp.ts';

const clock = testClock();
const t = useTestApp({ options: { clock } });

const newMobile = () => `9${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;

/** Registers by mobile (code from the outbox) and returns the number and token. */
async function mobileMember(fields: Record<string, unknown> = {}) {
  const mobileNum = newMobile();
  const ip = randomIp();
  await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    remoteAddress: ip,
    payload: { countryDialingCode: '84', mobileNum },
  });
  const verificationCode = await lastCode(t.app, `+84${mobileNum}`);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/register/mobile',
    remoteAddress: ip,
    payload: {
      mobileNum,
      countryDialingCode: '84',
      verificationCode,
      password: await enc(t.app, 'secret123'),
      confirmPassword: await enc(t.app, 'secret123'),
      birthday: '1990-01-01',
      agreeAge: true,
      agreeTerms: true,
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  clock.advance(1100);
  return {
    mobileNum,
    ip,
    token: res.json().value.token as string,
    account: res.json().value.member.account as string,
  };
}

describe('login by SMS code (POST /wps/session/login-code)', () => {
  it('sends a login code to a registered number only, and logs in with it once', async () => {
    const { mobileNum, ip } = await mobileMember();
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: ip,
      payload: { countryDialingCode: '84', mobileNum: newMobile() },
    });
    expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: ip,
      payload: { countryDialingCode: '84', mobileNum },
    });
    expect(sent.json().value.expiredMinutes).toBe(5);
    const code = await lastCode(t.app, `+84${mobileNum}`);
    const attempt = (verificationCode: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login-code',
        remoteAddress: ip,
        payload: { countryDialingCode: '84', mobileNum, verificationCode },
      });
    expect((await attempt('111111')).json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
    const ok = (await attempt(code)).json().value;
    expect(ok.token).toBeTruthy();
    // SMS logins never ask for a password change.
    expect(ok.mustChangePassword).toBe(false);
    expect((await attempt(code)).json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
  });
});

describe('two-factor by SMS code and by authenticator', () => {
  it('sends the code to the bound phone and accepts it', async () => {
    const { account } = await mobileMember();
    const newIp = randomIp();
    const challenge = (await login(t.app, account, 'secret123', {}, newIp)).json().value.twoFactor;
    expect(challenge.options).toEqual(expect.arrayContaining(['smsCode', 'mobileNum']));
    expect(challenge.maskedMobile).toMatch(/^\*+\d{4}$/);
    const send = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/two-factor/send',
      remoteAddress: newIp,
      payload: { challengeId: challenge.challengeId, method: 'smsCode' },
    });
    expect(send.statusCode, send.body).toBe(200);
    const rows = (await t.app.inject('/wps/dev/sms-outbox')).json().value.list;
    const code = rows.find((r: { purpose: string }) => r.purpose === 'twofactor').code;
    const verified = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/two-factor',
      remoteAddress: newIp,
      payload: { challengeId: challenge.challengeId, method: 'smsCode', answer: code },
    });
    expect(verified.json().value.token).toBeTruthy();
  });

  it('accepts a current authenticator code and refuses an old one', async () => {
    const username = uniqueName();
    const res = await registerByUsername(t.app, { username });
    const memberId = res.json().value.member.id as string;
    const secret = 'JBSWY3DPEHPK3PXP';
    await t.app.database.db
      .updateTable('member')
      .set({ totp_secret: secret })
      .where('id', '=', memberId)
      .execute();
    const newIp = randomIp();
    const challenge = (await login(t.app, username, 'secret123', {}, newIp)).json().value.twoFactor;
    expect(challenge.options).toContain('totp');
    const answer = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login/two-factor',
        remoteAddress: newIp,
        payload: { challengeId: challenge.challengeId, method: 'totp', answer: code },
      });
    const stale = totpNow(secret, new Date(clock.now().getTime() - 10 * 60_000));
    expect((await answer(stale)).json()).toMatchObject({ code: 'TWO_FACTOR_FAILED' });
    expect((await answer(totpNow(secret, clock.now()))).json().value.token).toBeTruthy();
  });
});

describe('member info, avatar and language', () => {
  it('serves the member, the avatar and the icon, and saves an offered language only', async () => {
    const { token, account } = await mobileMember();
    const info = (await t.app.inject({ url: '/wps/member/info', headers: bearer(token) })).json().value;
    expect(info).toMatchObject({
      account,
      type: 0,
      clubLabel: { rankLevel: 0 },
      avatarUrl: '/avatars/default.svg',
    });
    expect(
      (await t.app.inject({ url: '/wps/relay/MCSFE_getPlayerAvatar', headers: bearer(token) })).json().value
        .avatarUrl,
    ).toBe('/avatars/default.svg');
    expect(
      (await t.app.inject({ url: '/wps/member/info/icon', headers: bearer(token) })).json().value.icon,
    ).toBe('/avatars/default.svg');
    const setLang = (language: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/wps/member/language',
        headers: bearer(token),
        payload: { language },
      });
    expect((await setLang('vi')).json()).toEqual({ success: true, value: null });
    expect(
      (await t.app.inject({ url: '/wps/member/info', headers: bearer(token) })).json().value.language,
    ).toBe('vi');
    expect((await setLang('de')).statusCode).toBe(400);
    expect((await setLang('<script>')).statusCode).toBe(400);
    for (const url of ['/wps/member/info', '/wps/member/info/icon', '/wps/relay/MCSFE_getPlayerAvatar']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(401);
    }
  });

  it("never exposes another member's data through a token", async () => {
    const a = await mobileMember();
    const b = await mobileMember();
    const seenByA = (await t.app.inject({ url: '/wps/member/info', headers: bearer(a.token) })).json().value;
    const seenByB = (await t.app.inject({ url: '/wps/member/info', headers: bearer(b.token) })).json().value;
    expect(seenByA.account).toBe(a.account);
    expect(seenByB.account).toBe(b.account);
    const members = await countRows(t.app, 'member');
    // The language of B cannot be changed with A's token: the endpoint has no member id to forge.
    await t.app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: bearer(a.token),
      payload: { language: 'th', memberId: seenByB.id },
    });
    expect(
      (await t.app.inject({ url: '/wps/member/info', headers: bearer(b.token) })).json().value.language,
    ).toBeNull();
    expect(await countRows(t.app, 'member')).toBe(members);
  });

  it('publishes the RSA key used for encrypted fields', async () => {
    const key = (await t.app.inject('/wps/session/publicKey')).json().value;
    expect(key).toMatchObject({ algorithm: 'RSA-OAEP-256', keyId: expect.any(String) });
    expect(Buffer.from(key.spki, 'base64').length).toBeGreaterThan(250);
  });
});
