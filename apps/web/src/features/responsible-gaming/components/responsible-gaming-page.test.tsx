import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import type { PlayerLimit, ResponsibleGamingValue } from '@portal/contracts/responsible-gaming';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../../lib/currency.tsx';
import { formatShortDateTime, formatTime } from '../../../lib/format.ts';
import { loadArea } from '../../../lib/i18n.ts';
import { failure, type MockCall, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { responsibleGamingQueryKeys } from '../api/get-responsible-gaming.ts';
import { getExclusionNotice, showExclusionNotice } from '../model/rg-dialogs.ts';
import { ResponsibleGamingPage } from './responsible-gaming-page.tsx';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKey = {
  keyId: 'k1',
  algorithm: 'RSA-OAEP-256',
  spki: keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
};
/** What the server would read from an encrypted field. */
const decrypt = (field: string) =>
  privateDecrypt(
    { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(field.replace(/^rsa:/, ''), 'base64'),
  ).toString('utf8');

const vnd = { code: 'VND', symbol: '₫', exponent: 2 };
const raiseFrom = '2026-11-27T10:00:00.000Z';
const removalFrom = '2026-11-27T12:30:00.000Z';
/** When today's count of the daily time limit starts again. */
const resetsAt = '2026-11-26T17:00:00.000Z';
const en = (iso: string) => formatShortDateTime(iso, 'en');

beforeAll(async () => {
  await loadArea('member', 'en');
  await loadArea('responsible-gaming', 'en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  showExclusionNotice(null);
});

const limit = (
  kind: PlayerLimit['kind'],
  period: PlayerLimit['period'],
  overrides: Partial<PlayerLimit> = {},
) => ({
  kind,
  period,
  amount: null,
  used: 0,
  pending: null,
  ...overrides,
});

/** ₫1,000 a day on deposits (₫250 used, a raise to ₫5,000 waiting), a ₫20,000 monthly loss limit being removed. */
const rgValue = (changes: Partial<Record<string, Partial<PlayerLimit>>> = {}): ResponsibleGamingValue => {
  const base: Record<string, Partial<PlayerLimit>> = {
    'deposit:day': { amount: 100_000, used: 25_000, pending: { amount: 500_000, from: raiseFrom } },
    'deposit:week': { used: 25_000 },
    'wager:day': { used: 150_000 },
    'loss:month': { amount: 2_000_000, used: 120_000, pending: { amount: null, from: removalFrom } },
  };
  const limits = (['deposit', 'wager', 'loss'] as const).flatMap((kind) =>
    (['day', 'week', 'month'] as const).map((period) =>
      limit(kind, period, { ...base[`${kind}:${period}`], ...changes[`${kind}:${period}`] }),
    ),
  );
  return {
    currency: 'VND',
    limits,
    realityCheckMinutes: null,
    sessionLimit: { minutes: null, pending: null },
    dailyTime: { minutes: null, pending: null, playedMinutes: 0, resetsAt },
    coolingOffHours: 24,
  };
};

const bodyOf = (call: MockCall | undefined) =>
  JSON.parse(String(call?.init?.body)) as Record<string, unknown>;

async function show(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'GET /wps/rg': rgValue(),
    'GET /wps/session/publicKey': publicKey,
    ...routes,
  });
  const onSessionEnded = vi.fn();
  const view = await renderApp(
    <CurrencyProvider currency={vnd}>
      <Suspense fallback={<p>Loading</p>}>
        <ResponsibleGamingPage onSessionEnded={onSessionEnded} />
      </Suspense>
    </CurrencyProvider>,
  );
  await screen.findByRole('region', { name: 'Deposit, wager and loss limits' });
  return { api, onSessionEnded, queryClient: view.queryClient };
}

/** The block of one limit, found by its period heading inside its kind's card. */
function limitRow(kind: string, period: string): HTMLElement {
  const card = screen.getByRole('heading', { name: kind, level: 5 }).parentElement as HTMLElement;
  const heading = within(card).getByRole('heading', { name: period, level: 6 });
  return heading.closest('li') as HTMLElement;
}
const limitsRegion = () => screen.getByRole('region', { name: 'Deposit, wager and loss limits' });
/** The figures of a row: Limit and Used, in order. */
const figures = (row: HTMLElement) =>
  within(row)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('responsible gaming page: limits', () => {
  it('shows the rule, each limit with what is used, and the changes waiting', async () => {
    await show();
    expect(
      screen.getByText(
        'A lower limit, or a first one, applies at once. A higher limit or a removal applies only after 24 hours, so it cannot be changed in the heat of the moment.',
      ),
    ).toBeTruthy();
    for (const kind of ['Deposit limit', 'Wager limit', 'Loss limit'])
      expect(screen.getByRole('heading', { name: kind, level: 5 })).toBeTruthy();

    const depositDay = limitRow('Deposit limit', '24 hours');
    expect(figures(depositDay)).toEqual([
      ['Limit', '₫1,000.00'],
      ['Used', '₫250.00'],
    ]);
    expect(depositDay.textContent).toContain(`Raise to ₫5,000.00 from ${en(raiseFrom)}`);

    expect(figures(limitRow('Wager limit', '24 hours'))).toEqual([
      ['Limit', 'No limit'],
      ['Used', '₫1,500.00'],
    ]);
    const lossMonth = limitRow('Loss limit', '30 days');
    expect(figures(lossMonth)[0]).toEqual(['Limit', '₫20,000.00']);
    expect(lossMonth.textContent).toContain(`Removal from ${en(removalFrom)}`);
    // A limit with nothing set offers to set one; one in force offers to change it.
    expect(
      within(limitRow('Wager limit', '7 days')).getByRole('button', {
        name: 'Set limit: Wager limit, 7 days',
      }),
    );
    expect(within(depositDay).getByRole('button', { name: 'Change: Deposit limit, 24 hours' }));
  });

  it('sends a new limit in integer minor units and says it is in force', async () => {
    const { api } = await show({
      'PUT /wps/rg/limits': rgValue({ 'wager:week': { amount: 123_450 } }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set limit: Wager limit, 7 days' }));
    const input = screen.getByLabelText('New limit');
    // The editor opens with the focus in the amount.
    await waitFor(() => expect(document.activeElement).toBe(input));
    await user.type(input, '1,234.5');
    // A first limit applies at once, and the field says so before it is saved.
    expect(screen.getByText('Applies at once.')).toBeTruthy();
    await user.click(within(limitsRegion()).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(within(limitsRegion()).getByRole('status').textContent).toBe(
        'Wager limit, 7 days: ₫1,234.50, in force now.',
      ),
    );
    expect(bodyOf(api.callsTo('PUT /wps/rg/limits')[0])).toEqual({
      kind: 'wager',
      period: 'week',
      amount: 123_450,
    });
    expect(figures(limitRow('Wager limit', '7 days'))[0]).toEqual(['Limit', '₫1,234.50']);
    expect(screen.queryByLabelText('New limit')).toBeNull();
  });

  it('shows a raise as waiting for the cooling-off, and keeping the limit cancels it', async () => {
    let raised = false;
    const { api } = await show({
      'PUT /wps/rg/limits': (call: MockCall) => {
        raised = bodyOf(call).amount !== 100_000;
        return raised
          ? rgValue({ 'deposit:day': { pending: { amount: 300_000, from: raiseFrom } } })
          : rgValue({ 'deposit:day': { pending: null } });
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change: Deposit limit, 24 hours' }));
    const input = screen.getByLabelText<HTMLInputElement>('New limit');
    // Starts from the limit in force.
    expect(input.value).toBe('1000');
    await user.clear(input);
    await user.type(input, '3000');
    expect(screen.getByText('Higher than now: it applies after 24 hours.')).toBeTruthy();
    await user.click(within(limitsRegion()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(limitsRegion()).getByRole('status').textContent).toBe(
        `Deposit limit, 24 hours: ₫3,000.00 from ${en(raiseFrom)}. Until then ₫1,000.00 applies.`,
      ),
    );
    expect(bodyOf(api.callsTo('PUT /wps/rg/limits')[0])).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: 300_000,
    });
    const row = limitRow('Deposit limit', '24 hours');
    expect(row.textContent).toContain(`Raise to ₫3,000.00 from ${en(raiseFrom)}`);

    await user.click(
      within(row).getByRole('button', {
        name: 'Keep ₫1,000.00: cancel the change to Deposit limit, 24 hours',
      }),
    );
    await waitFor(() =>
      expect(within(limitsRegion()).getByRole('status').textContent).toBe(
        'Deposit limit, 24 hours: the change is cancelled, ₫1,000.00 stays.',
      ),
    );
    expect(bodyOf(api.callsTo('PUT /wps/rg/limits')[1])).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: 100_000,
    });
    expect(limitRow('Deposit limit', '24 hours').textContent).not.toContain('Raise to');
  });

  it('removes a limit by sending null; the removal waits', async () => {
    const { api } = await show({
      'PUT /wps/rg/limits': rgValue({ 'deposit:day': { pending: { amount: null, from: raiseFrom } } }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change: Deposit limit, 24 hours' }));
    await user.click(screen.getByRole('button', { name: 'Remove limit' }));
    await waitFor(() =>
      expect(within(limitsRegion()).getByRole('status').textContent).toBe(
        `Deposit limit, 24 hours: removed from ${en(raiseFrom)}. Until then ₫1,000.00 applies.`,
      ),
    );
    expect(bodyOf(api.callsTo('PUT /wps/rg/limits')[0])).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: null,
    });
    expect(limitRow('Deposit limit', '24 hours').textContent).toContain(`Removal from ${en(raiseFrom)}`);
  });

  it('checks the amount in the browser, and shows a refusal in the row', async () => {
    const { api } = await show({
      'PUT /wps/rg/limits': failure('VALIDATION_FAILED', 'amount: Too big', 400),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set limit: Loss limit, 24 hours' }));
    await user.type(screen.getByLabelText('New limit'), '12,50');
    await user.click(within(limitsRegion()).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter an amount in numbers, for example 1,234.50',
    );
    expect(api.callsTo('PUT /wps/rg/limits')).toHaveLength(0);

    await user.clear(screen.getByLabelText('New limit'));
    await user.type(screen.getByLabelText('New limit'), '50');
    await user.click(within(limitsRegion()).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('amount: Too big');
    expect(bodyOf(api.callsTo('PUT /wps/rg/limits')[0])).toEqual({
      kind: 'loss',
      period: 'day',
      amount: 5_000,
    });
    // Cancel closes the editor and gives the focus back to its button.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const button = screen.getByRole('button', { name: 'Set limit: Loss limit, 24 hours' });
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});

describe('responsible gaming page: reality check', () => {
  it('saves the interval and asks the reminder to read it again', async () => {
    const { api, queryClient } = await show({
      'PUT /wps/rg/reality-check': (call: MockCall) => ({ realityCheckMinutes: bodyOf(call).minutes }),
    });
    queryClient.setQueryData(responsibleGamingQueryKeys.session, { realityCheckMinutes: null });
    const user = userEvent.setup();
    const select = screen.getByLabelText<HTMLSelectElement>('Remind me every');
    expect(select.value).toBe('');
    expect([...select.options].map((option) => option.text)).toEqual([
      'Off',
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '60 minutes',
      '90 minutes',
      '120 minutes',
    ]);
    await user.selectOptions(select, '30 minutes');
    const section = screen.getByRole('region', { name: 'Reality check' });
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toBe('Reality check saved: every 30 minutes.'),
    );
    expect(bodyOf(api.callsTo('PUT /wps/rg/reality-check')[0])).toEqual({ minutes: 30 });
    expect(queryClient.getQueryState(responsibleGamingQueryKeys.session)?.isInvalidated).toBe(true);
    expect(
      queryClient.getQueryData<ResponsibleGamingValue>(responsibleGamingQueryKeys.value)?.realityCheckMinutes,
    ).toBe(30);

    await user.selectOptions(select, 'Off');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toBe('Reality checks are off.'),
    );
    expect(bodyOf(api.callsTo('PUT /wps/rg/reality-check')[1])).toEqual({ minutes: null });
  });
});

describe('responsible gaming page: session limit', () => {
  it('sets a limit at once, shows a longer one waiting, and asks the timer to read the session again', async () => {
    let value = rgValue();
    const { api, queryClient } = await show({
      'GET /wps/rg': () => value,
      'PUT /wps/rg/session-limit': (call: MockCall) => {
        const minutes = bodyOf(call).minutes as number | null;
        const current = value.sessionLimit.minutes;
        value = {
          ...value,
          sessionLimit:
            current === null || (minutes !== null && minutes <= current)
              ? { minutes, pending: null }
              : { minutes: current, pending: { minutes, from: raiseFrom } },
        };
        return value;
      },
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const section = screen.getByRole('region', { name: 'Session limit' });
    expect(section.textContent).toContain('No session limit is set.');
    const select = within(section).getByLabelText('End my session after');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No limit', '30 min', '1 h', '1 h 30 min', '2 h', '3 h', '4 h', '6 h']);
    await userEvent.selectOptions(select, '90');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toBe('Session limit saved: 1 h 30 min.'),
    );
    expect(bodyOf(api.callsTo('PUT /wps/rg/session-limit')[0])).toEqual({ minutes: 90 });
    expect(section.textContent).toContain('Your session limit: 1 h 30 min.');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: responsibleGamingQueryKeys.session });

    await userEvent.selectOptions(select, '');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toBe('Saved. The change applies in 24 hours.'),
    );
    expect(bodyOf(api.callsTo('PUT /wps/rg/session-limit')[1])).toEqual({ minutes: null });
    expect(section.textContent).toContain('Your session limit: 1 h 30 min.');
    expect(section.textContent).toContain(`Removed from ${en(raiseFrom)}`);
  });
});

describe('responsible gaming page: daily time limit', () => {
  const dailyRegion = () => screen.getByRole('region', { name: 'Daily time limit' });
  const at = formatTime(resetsAt, 'en');

  /** The server's rule: a first or shorter limit at once, a longer one or none after the cooling-off. */
  function dailyServer(start: ResponsibleGamingValue['dailyTime']) {
    let value = { ...rgValue(), dailyTime: start };
    return {
      'GET /wps/rg': () => value,
      'PUT /wps/rg/daily-time': (call: MockCall) => {
        const minutes = bodyOf(call).minutes as number | null;
        const current = value.dailyTime.minutes;
        value = {
          ...value,
          dailyTime: {
            ...value.dailyTime,
            ...(current === null || (minutes !== null && minutes <= current)
              ? { minutes, pending: null }
              : { pending: { minutes, from: raiseFrom } }),
          },
        };
        return value;
      },
    };
  }

  it("shows the limit, today's use and when the count starts again", async () => {
    const server = dailyServer({ minutes: 120, pending: null, playedMinutes: 72, resetsAt });
    await show({ 'GET /wps/rg': server['GET /wps/rg'] });
    const section = dailyRegion();
    expect(section.textContent).toContain(
      'How long you may be logged in each day, on all your devices together.',
    );
    expect(section.textContent).toContain(
      'A shorter limit applies at once, a longer one or none only after 24 hours.',
    );
    expect(section.textContent).toContain('Your daily time limit: 2 hours.');
    expect(section.textContent).toContain(`Today: 1 h 12 min of 2 hours. The count starts again at ${at}.`);
    const select = within(section).getByLabelText<HTMLSelectElement>('Limit my time each day to');
    expect(select.value).toBe('120');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No limit', '1 hour', '2 hours', '3 hours', '4 hours', '6 hours', '8 hours', '12 hours']);
  });

  it('sets a first limit at once, and asks the timer to read the session again', async () => {
    const server = dailyServer({ minutes: null, pending: null, playedMinutes: 35, resetsAt });
    const { api, queryClient } = await show({
      'GET /wps/rg': server['GET /wps/rg'],
      'PUT /wps/rg/daily-time': server['PUT /wps/rg/daily-time'],
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const section = dailyRegion();
    expect(section.textContent).toContain('No daily time limit is set.');
    expect(section.textContent).toContain(`Today: 35 min. The count starts again at ${at}.`);
    await userEvent.selectOptions(within(section).getByLabelText('Limit my time each day to'), '3 hours');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toBe('Daily time limit saved: 3 hours.'),
    );
    expect(bodyOf(api.callsTo('PUT /wps/rg/daily-time')[0])).toEqual({ minutes: 180 });
    expect(section.textContent).toContain('Your daily time limit: 3 hours.');
    expect(section.textContent).toContain(`Today: 35 min of 3 hours.`);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: responsibleGamingQueryKeys.session });
  });

  it('shows a longer limit, and a removal, waiting for the cooling-off', async () => {
    const server = dailyServer({ minutes: 120, pending: null, playedMinutes: 0, resetsAt });
    const { api } = await show({
      'GET /wps/rg': server['GET /wps/rg'],
      'PUT /wps/rg/daily-time': server['PUT /wps/rg/daily-time'],
    });
    const section = dailyRegion();
    const select = within(section).getByLabelText('Limit my time each day to');
    await userEvent.selectOptions(select, '8 hours');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toBe('Saved. The change applies in 24 hours.'),
    );
    expect(bodyOf(api.callsTo('PUT /wps/rg/daily-time')[0])).toEqual({ minutes: 480 });
    // The limit in force stays until then.
    expect(section.textContent).toContain('Your daily time limit: 2 hours.');
    expect(section.textContent).toContain(`Changes to 8 hours on ${en(raiseFrom)}`);

    await userEvent.selectOptions(select, 'No limit');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(section.textContent).toContain(`Removed on ${en(raiseFrom)}`));
    expect(bodyOf(api.callsTo('PUT /wps/rg/daily-time')[1])).toEqual({ minutes: null });
    expect(section.textContent).not.toContain('Changes to 8 hours');
  });

  it('shows a refusal in the section', async () => {
    await show({
      'PUT /wps/rg/daily-time': failure(
        'VALIDATION_FAILED',
        'minutes: Choose one of the offered lengths',
        400,
      ),
    });
    const section = dailyRegion();
    await userEvent.selectOptions(within(section).getByLabelText('Limit my time each day to'), '1 hour');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'minutes: Choose one of the offered lengths',
    );
    expect(within(section).getByRole('status').textContent).toBe('');
    expect(section.textContent).toContain('No daily time limit is set.');
  });
});

describe('responsible gaming page: time-out and self-exclusion', () => {
  const timeoutValue = { kind: 'timeout', until: '2026-12-03T10:00:00.000Z', accounts: 2 };

  it('asks plainly, sends the encrypted login password, then ends the session', async () => {
    const { api, onSessionEnded } = await show({ 'POST /wps/rg/exclusion': timeoutValue });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Take a break for 7 days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a break for 7 days?' });
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    // The dialog describes what happens: announced with its title when it opens.
    const description = document.getElementById(String(dialog.getAttribute('aria-describedby')));
    expect(description?.textContent).toBe(
      `You will be logged out everywhere at once. You cannot log in until ${en(until)}. This cannot be undone or ended early.`,
    );
    // Focus moves into the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const brands = within(dialog).getByRole('checkbox', {
      name: "Also exclude me from the operator's other brands?",
    });
    expect((brands as HTMLInputElement).checked).toBe(false);
    await user.click(brands);
    await user.type(within(dialog).getByLabelText('Login password', { selector: 'input' }), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Start my break' }));

    await waitFor(() => expect(onSessionEnded).toHaveBeenCalledOnce());
    const body = bodyOf(api.callsTo('POST /wps/rg/exclusion')[0]);
    expect(body).toMatchObject({ kind: 'timeout', days: 7, allBrands: true });
    expect(String(body.password)).toMatch(/^rsa:/);
    expect(decrypt(String(body.password))).toBe('secret123');
    // What to tell the member once signed out (the app shell shows it).
    expect(getExclusionNotice()).toEqual(timeoutValue);
  });

  it('says when the password is wrong, and ends nothing', async () => {
    const { api, onSessionEnded } = await show({
      'POST /wps/rg/exclusion': () => failure('WRONG_PASSWORD', 'The password is not correct'),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Exclude myself for 1 year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself for 1 year?' });
    const password = within(dialog).getByLabelText('Login password', { selector: 'input' });
    await user.type(password, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Exclude me' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The password is not correct.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(bodyOf(api.callsTo('POST /wps/rg/exclusion')[0])).toMatchObject({
      kind: 'self_exclusion',
      months: 12,
      allBrands: false,
    });
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(getExclusionNotice()).toBeNull();

    // Sent without a password (an account opened by social sign-in has none): the field is asked for.
    await user.clear(password);
    await user.click(within(dialog).getByRole('button', { name: 'Exclude me' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Enter your login password.'),
    );
    expect(bodyOf(api.callsTo('POST /wps/rg/exclusion')[1])).not.toHaveProperty('password');

    // Cancel closes the dialog; nothing happened.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('offers every length the contract allows', async () => {
    await show();
    const take = screen.getByRole('region', { name: 'Take a break' });
    expect(
      within(take)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['24 hours', '7 days', '30 days', '6 weeks']);
    const exclusion = screen.getByRole('region', { name: 'Self-exclusion' });
    expect(
      within(exclusion)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['6 months', '1 year', '5 years']);
  });
});
