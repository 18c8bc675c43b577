import { describe, expect, it } from 'vitest';
import {
  bearer,
  enc,
  login,
  randomIp,
  registerByUsername,
  testClock,
  uniqueName,
} from '../../test/identity-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const clock = testClock();
const t = useTestApp({ options: { clock } });

async function newPlayer(fields: Record<string, unknown> = {}, ip = randomIp()) {
  const username = uniqueName();
  const res = await registerByUsername(t.app, { username, ...fields }, ip);
  expect(res.statusCode, res.body).toBe(200);
  return { username, ip, token: res.json().value.token as string };
}

describe('POST /wps/session/login', () => {
  it('logs in on a known address and keeps each device its own session', async () => {
    const { username, ip, token } = await newPlayer();
    const res = await login(t.app, username, 'secret123', {}, ip);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ firstTimeLogin: false, mustChangePassword: false, twoFactor: null });
    expect(value.token).not.toBe(token);
    for (const tk of [token, value.token])
      expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(tk) })).statusCode).toBe(200);
  });

  it('asks for the captcha after a failure, refuses a wrong one, then accepts the right one', async () => {
    const { username, ip } = await newPlayer();
    const wrong = await login(t.app, username, 'nope1234', {}, ip);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', value: { captchaRequired: true } });
    const missing = await login(t.app, username, 'secret123', {}, ip);
    expect(missing.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
    const captcha = (await t.app.inject('/wps/captcha')).json().value;
    expect(captcha.image).toMatch(/^data:image\/png;base64,iVBOR/);
    const bad = await login(
      t.app,
      username,
      'secret123',
      { captchaId: captcha.captchaId, captcha: '0000x' },
      ip,
    );
    expect(bad.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
    const fresh = (await t.app.inject('/wps/captcha')).json().value;
    const answer = (await t.app.inject(`/wps/dev/captcha/${fresh.captchaId}`)).json().value.answer;
    const ok = await login(t.app, username, 'secret123', { captchaId: fresh.captchaId, captcha: answer }, ip);
    expect(ok.statusCode, ok.body).toBe(200);
    // The captcha is single use.
    expect((await t.app.inject(`/wps/dev/captcha/${fresh.captchaId}`)).statusCode).toBe(404);
  });

  it('locks the account after five failures, even for the right password, until the lock ends', async () => {
    const { username, ip } = await newPlayer();
    let last = await login(t.app, username, 'bad', {}, ip);
    for (let i = 0; i < 4; i++) {
      const c = (await t.app.inject('/wps/captcha')).json().value;
      const a = (await t.app.inject(`/wps/dev/captcha/${c.captchaId}`)).json().value.answer;
      last = await login(t.app, username, 'bad', { captchaId: c.captchaId, captcha: a }, ip);
    }
    expect(last.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    const c = (await t.app.inject('/wps/captcha')).json().value;
    const a = (await t.app.inject(`/wps/dev/captcha/${c.captchaId}`)).json().value.answer;
    const locked = await login(t.app, username, 'secret123', { captchaId: c.captchaId, captcha: a }, ip);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect(locked.json().message).toMatch(/try again in \d+ minute/);
    clock.advance(16 * 60_000);
    const c2 = (await t.app.inject('/wps/captcha')).json().value;
    const a2 = (await t.app.inject(`/wps/dev/captcha/${c2.captchaId}`)).json().value.answer;
    expect(
      (await login(t.app, username, 'secret123', { captchaId: c2.captchaId, captcha: a2 }, ip)).statusCode,
    ).toBe(200);
  });

  it('answers an unknown account like a wrong password', async () => {
    const res = await login(t.app, 'nobody_here', 'secret123', {}, randomIp());
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS' });
  });

  it('asks for a second factor on a new address and not on a known one', async () => {
    const { username, ip } = await newPlayer({ payeeName: 'Tran Van An' });
    const newIp = randomIp();
    const challenge = (await login(t.app, username, 'secret123', {}, newIp)).json().value;
    expect(challenge.token).toBeNull();
    expect(challenge.twoFactor.options).toContain('bankAccountName');
    const verify = (answer: string, remoteAddress = newIp) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login/two-factor',
        remoteAddress,
        payload: { challengeId: challenge.twoFactor.challengeId, method: 'bankAccountName', answer },
      });
    expect((await verify('Someone Else')).json()).toMatchObject({ code: 'TWO_FACTOR_FAILED' });
    expect((await verify('tran van an', randomIp())).json()).toMatchObject({ code: 'TWO_FACTOR_FAILED' });
    const passed = await verify('tran  van an');
    expect(passed.json().value.token).toBeTruthy();
    expect((await verify('tran van an')).json()).toMatchObject({ code: 'TWO_FACTOR_FAILED' });
    const again = (await login(t.app, username, 'secret123', {}, newIp)).json().value;
    expect(again.twoFactor).toBeNull();
    expect(again.token).toBeTruthy();
    expect((await login(t.app, username, 'secret123', {}, ip)).json().value.twoFactor).toBeNull();
  });

  it('forces the password change for the weak default password', async () => {
    const res = await login(t.app, 'demoplayer', '123456', {}, '127.0.0.1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ mustChangePassword: true });
  });

  it('keeps agents and members on their own sites', async () => {
    const agentOnMember = await login(t.app, 'demoagent', 'Agent12345', {}, randomIp());
    expect(agentOnMember.json()).toMatchObject({
      code: 'NOT_MEMBER',
      message: 'Non-member account unable to login',
    });
    const { username, ip } = await newPlayer();
    const playerOnAgent = await login(t.app, username, 'secret123', { site: 'agent' }, ip);
    expect(playerOnAgent.json()).toMatchObject({
      code: 'NOT_AGENT',
      message: 'Non-agents cannot log in here',
    });
  });

  it('refuses malformed bodies and never answers 500', async () => {
    for (const payload of [
      {},
      { username: 'a' },
      { username: 'a', password: 'plain' },
      { username: 'a', password: 'rsa:!!!' },
      { username: 'a'.repeat(500), password: 'rsa:x' },
      { username: 'x', password: await enc(t.app, 'p'), extra: 1 },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        remoteAddress: randomIp(),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('limits login attempts per address', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/wps/session/login',
            remoteAddress: ip,
            payload: { username: `u${i}`, password: 'rsa:AA' },
          })
        ).statusCode,
      );
    expect(statuses).toContain(429);
  });
});

describe('sessions', () => {
  it('ends on logout; a revoked, random or missing token is refused', async () => {
    const { token } = await newPlayer();
    const out = await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(out.json()).toEqual({ success: true, value: null });
    for (const headers of [bearer(token), bearer('x'.repeat(43)), {}]) {
      const res = await t.app.inject({ url: '/wps/member/info', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Please log in' });
    }
  });

  it('expires after the idle time and slides while used', async () => {
    const { token } = await newPlayer();
    clock.advance(11 * 60 * 60_000);
    expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(token) })).statusCode).toBe(200);
    clock.advance(11 * 60 * 60_000);
    expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(token) })).statusCode).toBe(200);
    clock.advance(13 * 60 * 60_000);
    expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('free play', () => {
  it('creates a trial account that member features refuse with in_need_true_account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      remoteAddress: randomIp(),
      payload: { platform: 'W' },
    });
    const value = res.json().value;
    expect(value.member.type).toBe(4);
    expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(value.token) })).statusCode).toBe(
      200,
    );
    const change = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(value.token),
      payload: {
        newPassword: await enc(t.app, 'abc12345'),
        confirmNewPassword: await enc(t.app, 'abc12345'),
      },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject({
      code: 'TRIAL_ACCOUNT',
      message: 'Please register an account first',
    });
  });
});
