import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, expect, vi } from 'vitest';
import { CurrencyProvider } from '../lib/currency.tsx';
import { type RangeShortcut, shortcutRange, toQueryRange } from '../lib/date-range.ts';
import { loadArea } from '../lib/i18n.ts';
import { failure, type MockCall, type MockRoute, mockApi } from './api-mock.ts';
import { renderApp } from './render.tsx';

/** The merchant currency the agent pages are tested in; the fixtures' figures are VND minor units. */
export const vnd = { code: 'VND', symbol: '₫', exponent: 2 };

/** For a file of agent page tests: the agent area's English text first, a clean page and `fetch` after each. */
export function setUpAgentPageTests() {
  beforeAll(async () => {
    await loadArea('agent', 'en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/** Answers the API with `routes` and renders `page` in VND with the app's providers; the mock. */
export async function renderAgentPage(page: ReactNode, routes: Record<string, MockRoute>) {
  const api = mockApi(routes);
  await renderApp(<CurrencyProvider currency={vnd}>{page}</CurrencyProvider>);
  return api;
}

/** The query parameters of every call to `route` ("GET /wps/agent/…"), oldest first. */
export const queriesTo = (api: ReturnType<typeof mockApi>, route: string) =>
  api.callsTo(route).map((call: MockCall) => Object.fromEntries(call.url.searchParams));

/**
 * For a file of tests of one agent report, read from `route`: the setup, `show` (answers the API
 * with `routes` over `defaults` and renders `page`, given the test's `option`: the account it
 * opens on, or the kind it lists) and `asked` (the queries the report sent).
 */
export function agentReportTests<Option = string>(
  route: string,
  page: (option?: Option) => ReactNode,
  defaults: Record<string, MockRoute> = {},
) {
  setUpAgentPageTests();
  return {
    route,
    show: (routes: Record<string, MockRoute>, option?: Option) =>
      renderAgentPage(page(option), { ...defaults, ...routes }),
    asked: (api: ReturnType<typeof mockApi>) => queriesTo(api, route),
  };
}

/** A range shortcut's `from` and `to`, as a report asks for them. */
export const rangeOf = (shortcut: RangeShortcut) => {
  const range = toQueryRange(shortcutRange(shortcut));
  if (!range.ok) throw new Error('bad range');
  return { from: range.from, to: range.to };
};

/** The summary tile labelled `label`. */
export const tile = (label: string) => {
  const item = screen.getByText(label, { selector: 'span' }).closest('li');
  if (!item) throw new Error(`no tile ${label}`);
  return item;
};

/**
 * A team report on screen with its first answer: an end before the start shows the field's
 * alert and the hint instead of the table, and asks the server nothing more.
 */
export async function expectNothingAskedForImpossibleRange(calls: () => unknown[]) {
  await screen.findByRole('table');
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-01' } });
  expect(screen.getByRole('alert').textContent).toBe('The end date is before the start date');
  expect(screen.getByText('Choose a valid period to see the report.')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
  expect(calls()).toHaveLength(1);
}

/**
 * Shows the page (`show`) with `route` refused as for a member who is not an agent, then
 * answered by `ok`: the refusal, then Retry brings the table (the one named `table`, if given).
 */
export async function expectRetryAfterNotAgent(
  show: (routes: Record<string, MockRoute>) => Promise<unknown>,
  route: string,
  ok: Record<string, (call: MockCall) => unknown>,
  table?: string,
) {
  let fail = true;
  await show({
    [route]: (call: MockCall) =>
      fail ? failure('NOT_AGENT', 'Only agents can do this', 403) : ok[route]?.(call),
  });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toMatch('This account is not an agent.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table', table ? { name: table } : undefined)).toBeTruthy();
}
