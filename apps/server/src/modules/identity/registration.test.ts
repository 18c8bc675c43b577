import { checkRule } from '@portal/contracts/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adult,
  bearer,
  enc,
  lastCode,
  randomIp,
  registerByUsername,
  uniqueName,
} from '../../test/identity-helpers.ts';
import { countRows, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('PUT /wps/member/register', () => {
  it('registers by username, logs in and hangs the member under the affiliate upline', async () => {
    const username = uniqueName();
    const res = await registerByUsername(t.app, {
      username,
      affiliateCode: 'DEMO01',
      email: 'new@player.test',
    });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.token).toMatch(/^[\w-]{43}$/);
    expect(value.firstTimeLogin).toBe(true);
    expect(value.member).toMatchObject({ account: username, type: 0, toUpline: 'demoagent' });
    const info = await t.app.inject({ url: '/wps/member/info', headers: bearer(value.token) });
    expect(info.json().value.account).toBe(username);
    expect(info.json().value.email).toBe('ne*@player.test');
  });

  it('refuses each broken form with a clear error and writes nothing', async () => {
    const before = await countRows(t.app, 'member');
    const taken = uniqueName();
    expect((await registerByUsername(t.app, { username: taken })).statusCode).toBe(200);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ username: taken }, 409, 'USERNAME_TAKEN'],
      [{ username: taken.toUpperCase() }, 409, 'USERNAME_TAKEN'],
      [{ affiliateCode: 'NOPE99' }, 422, 'INVITATION_CODE_ERROR'],
      [{ confirmPassword: 'other123' }, 400, 'VALIDATION_FAILED'],
      [{ birthday: '2015-01-01' }, 422, 'AGE_RESTRICTED'],
      [{ birthday: '1990-02-30' }, 400, 'VALIDATION_FAILED'],
      [{ username: '1abc' }, 400, 'VALIDATION_FAILED'],
      [{ password: 'abcdefgh' }, 400, 'VALIDATION_FAILED'],
      [{ email: 'not-an-email' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [fields, status, code] of cases) {
      const res = await registerByUsername(t.app, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json()).toMatchObject({ success: false, code });
    }
    const plain = await t.app.inject({
      method: 'PUT',
      remoteAddress: randomIp(),
      url: '/wps/member/register',
      payload: {
        username: uniqueName(),
        password: 'secret123',
        confirmPassword: 'secret123',
        birthday: adult,
        agreeAge: true,
        agreeTerms: true,
      },
    });
    expect(plain.json()).toMatchObject({ success: false, code: 'DECRYPTION_FAILED' });
    const noAgreement = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      remoteAddress: randomIp(),
      payload: { username: uniqueName() },
    });
    expect(noAgreement.statusCode).toBe(400);
    expect(await countRows(t.app, 'member')).toBe(before + 1);
  });

  it('accepts exactly the usernames the served rule accepts (fuzzed)', async () => {
    const rules = (await t.app.inject('/wps/system/setting/register')).json().value.rules;
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 0, maxLength: 20 }), async (raw) => {
        const username = raw.trim();
        const res = await registerByUsername(t.app, { username });
        expect(res.statusCode).toBeLessThan(500);
        const expected = checkRule(rules.username, username) === null;
        if (expected) expect([200, 409], username).toContain(res.statusCode);
        else expect(res.statusCode, username).toBe(400);
      }),
      { numRuns: 25 },
    );
  });
});

describe('registration by mobile', () => {
  it('sends a code, registers with it, and refuses the code a second time', async () => {
    const mobileNum = `9${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '84', mobileNum },
    });
    expect(sent.json().value.expiredMinutes).toBe(5);
    const again = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '84', mobileNum },
    });
    expect(again.statusCode).toBe(429);
    const code = await lastCode(t.app, `+84${mobileNum}`);
    const body = async (verificationCode: string) => ({
      mobileNum,
      countryDialingCode: '84',
      verificationCode,
      password: await enc(t.app, 'secret123'),
      confirmPassword: await enc(t.app, 'secret123'),
      birthday: adult,
      agreeAge: true,
      agreeTerms: true,
    });
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register/mobile',
      remoteAddress: randomIp(),
      payload: await body('000000'),
    });
    expect(wrong.json(), wrong.body).toMatchObject({ success: false, code: 'VERIFICATION_CODE_INVALID' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register/mobile',
      remoteAddress: randomIp(),
      payload: await body(code),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.member.account).toBe(`m84${mobileNum}`);
    const replay = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register/mobile',
      remoteAddress: randomIp(),
      payload: await body(code),
    });
    expect(replay.statusCode).toBeGreaterThanOrEqual(400);
    expect(replay.statusCode).toBeLessThan(500);
  });

  it('refuses a phone of the wrong length for its region before sending anything', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '84', mobileNum: '12345' },
    });
    expect(res.statusCode).toBe(400);
  });
  it('refuses a sixth code to one address within five minutes, saying when to retry', async () => {
    const send = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        remoteAddress: '10.250.1.1',
        payload: { countryDialingCode: '84', mobileNum: `91234567${i}` },
      });
    for (let i = 0; i < 5; i++) expect((await send(i)).statusCode).toBe(200);
    const refused = await send(5);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests; retry after 5 minutes',
      value: { retryAfterSeconds: 300 },
    });
  });
});

describe('GET /wps/agent/affiliate', () => {
  it('accepts a real agent code and refuses others', async () => {
    expect((await t.app.inject('/wps/agent/affiliate?code=demo01')).json().value).toEqual({
      valid: true,
      agentAccount: 'demoagent',
    });
    expect((await t.app.inject('/wps/agent/affiliate?code=zzz')).json()).toMatchObject({
      success: false,
      code: 'INVITATION_CODE_ERROR',
    });
  });
});
