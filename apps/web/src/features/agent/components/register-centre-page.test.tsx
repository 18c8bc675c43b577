import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { type PatternId, patternSources, type RuleField } from '@portal/contracts/rules';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../../lib/currency.tsx';
import { loadArea } from '../../../lib/i18n.ts';
import { SystemInfoProvider } from '../../../lib/system-info.tsx';
import { failure, type MockCall, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { renderApp, systemInfo } from '../../../test/render.tsx';
import { RegisterCentrePage } from './register-centre-page.tsx';

const vnd = { code: 'VND', symbol: '₫', exponent: 2 };
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spki = keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

/** What the server would read from an `rsa:` field. */
const decrypt = (field: unknown) => {
  expect(String(field)).toMatch(/^rsa:/);
  return privateDecrypt(
    { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(String(field).slice(4), 'base64'),
  ).toString('utf8');
};

// The demo merchant's username and password rules, as the server serves them.
const rule = (minLength: number, maxLength: number, patternId: PatternId) => ({
  enabled: true,
  required: true,
  minLength,
  maxLength,
  acceptedPattern: patternSources[patternId],
  patternId,
});
const rules: Partial<Record<RuleField, ReturnType<typeof rule>>> = {
  username: rule(6, 16, 'letterFirstAlnum'),
  password: rule(6, 20, 'lettersAndDigits'),
};
const info = { ...systemInfo, register: { ...systemInfo.register, rules } };

beforeAll(async () => {
  await loadArea('agent', 'en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const created = (call: MockCall) => {
  const body = JSON.parse(String(call.init?.body)) as Record<string, unknown>;
  return { account: body.username, type: body.kind === 'agent' ? 1 : 0 };
};

async function show(agentType: number, routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'GET /wps/session/publicKey': { keyId: 'k1', algorithm: 'RSA-OAEP-256', spki },
    'PUT /wps/agent/downline': created,
    ...routes,
  });
  const onSeeDownlines = vi.fn();
  await renderApp(
    <SystemInfoProvider info={info}>
      <CurrencyProvider currency={vnd}>
        <RegisterCentrePage agentType={agentType} onSeeDownlines={onSeeDownlines} />
      </CurrencyProvider>
    </SystemInfoProvider>,
  );
  return { api, onSeeDownlines };
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert')?.textContent ?? null;

async function fill(values: { username?: string; password?: string; confirm?: string; nickname?: string }) {
  if (values.username !== undefined) await userEvent.type(field('Username'), values.username);
  if (values.password !== undefined) await userEvent.type(field('Password'), values.password);
  if (values.confirm !== undefined) await userEvent.type(field('Confirm password'), values.confirm);
  if (values.nickname !== undefined) await userEvent.type(field('Nickname (optional)'), values.nickname);
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Open account' }));

describe('register centre (agentRegisterCentre)', () => {
  it("refuses what the merchant's registration rules refuse, in their words, before any call", async () => {
    const { api } = await show(41);
    // The rules' own hints, as the registration page shows them.
    expect(
      screen.getByText('Must start with a letter and use only letters and digits (6-16 characters)'),
    ).toBeTruthy();
    await fill({ username: '1abcdefg', password: 'abcdefgh', confirm: 'abcdefgX' });
    await submit();
    expect(errorOf(field('Username'))).toBe(
      'Must start with a letter and use only letters and digits (6-16 characters)',
    );
    expect(errorOf(field('Password'))).toBe('Must combine letters and digits (6-20 characters)');
    expect(errorOf(field('Confirm password'))).toBe('Inconsistent twice: the passwords do not match');
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Username')));
    expect(api.calls).toHaveLength(0);

    await userEvent.clear(field('Username'));
    await submit();
    expect(errorOf(field('Username'))).toBe('Input cannot be empty');
    expect(api.calls).toHaveLength(0);
  });

  it('sends the passwords encrypted with the server key, and names the new account on success', async () => {
    const { api, onSeeDownlines } = await show(41);
    await fill({ username: 'newplayer1', password: 'secret123', confirm: 'secret123', nickname: ' Bình ' });
    await submit();
    const done = await screen.findByRole('heading', { name: 'Account opened' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByRole('status').textContent).toBe(
      'The account newplayer1 (Player) has been opened under yours.',
    );
    const [call] = api.callsTo('PUT /wps/agent/downline');
    const body = JSON.parse(String(call?.init?.body)) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['confirmPassword', 'kind', 'nickname', 'password', 'username']);
    expect(body).toMatchObject({ kind: 'player', username: 'newplayer1', nickname: 'Bình' });
    expect(decrypt(body.password)).toBe('secret123');
    expect(decrypt(body.confirmPassword)).toBe('secret123');
    expect(JSON.stringify(body)).not.toContain('secret123');

    await userEvent.click(screen.getByRole('button', { name: 'See downlines' }));
    expect(onSeeDownlines).toHaveBeenCalledOnce();

    // "Open another": an empty form again, ready for the next username.
    await userEvent.click(screen.getByRole('button', { name: 'Open another' }));
    expect(field('Username').value).toBe('');
    expect(field('Password').value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(field('Username')));
  });

  it("shows the server's refusal under the field it names", async () => {
    let answer: MockRoute = failure('USERNAME_TAKEN', 'This username is already taken', 409);
    await show(41, { 'PUT /wps/agent/downline': () => answer });
    await fill({ username: 'taken01', password: 'secret123', confirm: 'secret123' });
    await submit();
    await waitFor(() => expect(errorOf(field('Username'))).toBe('This username is already taken'));
    await waitFor(() => expect(document.activeElement).toBe(field('Username')));

    answer = new Response(
      JSON.stringify({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'password: This password is too easy to guess',
        value: { issues: [{ field: 'password', message: 'This password is too easy to guess' }] },
      }),
      { status: 400 },
    );
    await submit();
    await waitFor(() => expect(errorOf(field('Password'))).toBe('This password is too easy to guess'));
    expect(errorOf(field('Username'))).toBeNull();

    // A refusal of the whole request (here the rate limit) is the form's error.
    answer = failure('RATE_LIMITED', 'Too many requests, please wait a moment', 429);
    await submit();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Too many requests, please wait a moment']);
    expect(screen.queryByRole('heading', { name: 'Account opened' })).toBeNull();
  });

  it('offers no choice of type to a sub-agent: it opens players only', async () => {
    const { api } = await show(41);
    expect(screen.queryByRole('group', { name: 'Account type' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    await fill({ username: 'player07', password: 'secret123', confirm: 'secret123' });
    await submit();
    await screen.findByRole('heading', { name: 'Account opened' });
    const body = JSON.parse(String(api.callsTo('PUT /wps/agent/downline')[0]?.init?.body));
    expect(body.kind).toBe('player');
  });

  it('lets a master agent choose between a player and an agent', async () => {
    const { api } = await show(42);
    const group = screen.getByRole('group', { name: 'Account type' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual(['Player', 'Agent']);
    expect(radios.map((radio) => radio.checked)).toEqual([true, false]);
    await userEvent.click(within(group).getByRole('radio', { name: 'Agent' }));
    await fill({ username: 'agent007', password: 'secret123', confirm: 'secret123' });
    await submit();
    await screen.findByRole('heading', { name: 'Account opened' });
    const body = JSON.parse(String(api.callsTo('PUT /wps/agent/downline')[0]?.init?.body));
    expect(body.kind).toBe('agent');
  });

  it('names the kind of agent the choice opens: an agent opens sub-agents', async () => {
    await show(2);
    const group = screen.getByRole('group', { name: 'Account type' });
    expect(within(group).getByRole('radio', { name: 'Sub-agent' })).toBeTruthy();
  });
});
