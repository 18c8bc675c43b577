import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../../lib/i18n.ts';
import { clearSession, saveSession } from '../../../lib/session.ts';
import { failure, type MockCall, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import SpeedTestDialog from './speed-test-dialog.tsx';

// jsdom's page is http://localhost:3000/, so `localhost` is the current line.
const LINES = ['localhost', '127.0.0.1', 'demo.portal.test'];

beforeAll(async () => {
  await loadArea('speed-test', 'en');
  await import('@portal/contracts/system');
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * How each line answers its pings, in order (the first is the warm-up): a time in ms, 'down'
 * (the request fails), 'hang' (no answer until aborted) or a promise to hold the line in
 * "Testing…". The last entry repeats.
 */
type Answer = number | 'down' | 'hang' | Promise<number>;

/** The lines' answers, with a clock that only the pings move, so the figures are exact. */
function network(answers: Record<string, Answer[]>) {
  let clock = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  const served: Record<string, number> = {};
  return async (call: MockCall) => {
    const host = call.url.hostname;
    const list = answers[host] ?? ['down'];
    const index = served[host] ?? 0;
    served[host] = index + 1;
    const answer = list[Math.min(index, list.length - 1)] as Answer;
    if (answer === 'down') throw new TypeError('Failed to fetch');
    if (answer === 'hang') {
      return new Promise((_resolve, reject) => {
        call.init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    clock += typeof answer === 'number' ? answer : await answer;
    return { at: new Date().toISOString() };
  };
}

const routes = (domains = LINES) => ({ domainList: domains.map((domain) => ({ domain, speed: null })) });

type Options = {
  lines?: MockRoute;
  answers?: Record<string, Answer[]>;
  route?: string;
  timeoutMs?: number;
};

/** The dialog until it is closed. */
function Opened({ go, timeoutMs }: { go: (url: string) => void; timeoutMs: number | undefined }) {
  const [open, setOpen] = useState(true);
  return open ? <SpeedTestDialog onClose={() => setOpen(false)} go={go} timeoutMs={timeoutMs} /> : null;
}

/** The dialog, closable, with a spy instead of leaving the page. */
async function openTest({
  lines = routes(),
  answers = { localhost: [40], '127.0.0.1': [12], 'demo.portal.test': ['down'] },
  route = '/',
  timeoutMs,
}: Options = {}) {
  const go = vi.fn();
  const api = mockApi({ 'GET /wps/system/domainRoute': lines, 'GET /wps/system/ping': network(answers) });
  await renderApp(
    <Suspense fallback={null}>
      <Opened go={go} timeoutMs={timeoutMs} />
    </Suspense>,
    { route },
  );
  const box = await screen.findByRole('dialog', { name: 'Network speed test' }, { timeout: 3_000 });
  return { api, go, box };
}

/** A line's row, by its domain; its cells as read. */
const row = (box: HTMLElement, domain: string) => {
  const header = within(box).getByRole('rowheader', {
    name: new RegExp(`^${domain.replace(/\./g, '\\.')}( |$)`),
  });
  return header.closest('tr') as HTMLTableRowElement;
};
const cells = (tr: HTMLTableRowElement) => [...tr.cells].map((cell) => cell.textContent);
const status = (box: HTMLElement) => within(box).getByRole('status');
const finished = (box: HTMLElement) =>
  waitFor(() => expect(status(box).textContent).not.toBe('Testing the lines…'), { timeout: 3_000 });

/** Moves the faked clock (the countdown's timer and Date), running what it sets off. */
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const fakeCountdownClock = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });

describe('network speed test: timing the lines', () => {
  it('shows each line waiting, then testing, then its figure', async () => {
    let release: (ms: number) => void = () => undefined;
    const held = new Promise<number>((resolve) => {
      release = resolve;
    });
    const { box } = await openTest({
      answers: { localhost: [5, held, 20], '127.0.0.1': [30], 'demo.portal.test': [50] },
    });
    await waitFor(() => expect(cells(row(box, 'localhost'))[1]).toBe('Testing…'));
    expect(cells(row(box, '127.0.0.1'))[1]).toBe('Waiting');
    expect(cells(row(box, 'demo.portal.test'))[1]).toBe('Waiting');
    expect(status(box).textContent).toBe('Testing the lines…');
    expect(within(box).getByRole('button', { name: 'Test again' }).getAttribute('aria-disabled')).toBe(
      'true',
    );

    release(25);
    await finished(box);
    expect(cells(row(box, 'localhost'))).toEqual(['localhost Current line Fastest', '20 ms']);
    expect(cells(row(box, '127.0.0.1'))).toEqual(['127.0.0.1', '30 ms']);
    expect(cells(row(box, 'demo.portal.test'))).toEqual(['demo.portal.test', '50 ms']);
  });

  it('takes the median of three timed pings after an untimed warm-up, and calls each line directly', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    const { api, box } = await openTest({
      answers: { localhost: [500, 38, 90, 12], '127.0.0.1': [1, 60, 61, 59], 'demo.portal.test': ['down'] },
    });
    await finished(box);
    expect(cells(row(box, 'localhost'))[1]).toBe('38 ms');
    expect(cells(row(box, '127.0.0.1'))[1]).toBe('60 ms');

    const [lines] = api.callsTo('GET /wps/system/domainRoute');
    expect(lines?.url.searchParams.get('url')).toBe('localhost:3000');
    const pings = api.callsTo('GET /wps/system/ping');
    // Warm-up and 3 timed pings on each line that answers; one try on the one that does not.
    expect(pings.map((call) => call.url.host)).toEqual([
      ...Array(4).fill('localhost:3000'),
      ...Array(4).fill('127.0.0.1:3000'),
      'demo.portal.test:3000',
    ]);
    for (const ping of pings) {
      expect(ping.url.protocol).toBe('http:');
      expect(ping.url.searchParams.get('t')?.length).toBeLessThanOrEqual(32);
      expect(ping.init).toMatchObject({ cache: 'no-store', mode: 'cors', credentials: 'omit' });
      // No session token goes to another line (and no preflight is needed).
      expect(ping.init?.headers).toBeUndefined();
    }
    expect(new Set(pings.map((call) => call.url.searchParams.get('t'))).size).toBe(pings.length);
  });

  it('marks a line that fails or does not answer in time as unreachable, and never calls a listed value that is not a host name', async () => {
    const { api, box } = await openTest({
      lines: routes(['localhost', 'slow.portal.test', 'demo.portal.test', 'evil.test/x']),
      answers: { localhost: [10], 'slow.portal.test': [5, 'hang'], 'demo.portal.test': ['down'] },
      timeoutMs: 30,
    });
    await finished(box);
    expect(cells(row(box, 'slow.portal.test'))[1]).toBe('Unreachable');
    expect(cells(row(box, 'demo.portal.test'))[1]).toBe('Unreachable');
    expect(cells(row(box, 'evil.test/x'))[1]).toBe('Unreachable');
    expect(api.callsTo('GET /wps/system/ping').some((call) => call.url.pathname.includes('evil'))).toBe(
      false,
    );
    expect(cells(row(box, 'localhost'))).toEqual(['localhost Current line Fastest', '10 ms']);
  });

  it('says so when no line answers, with no countdown', async () => {
    const { box, go } = await openTest({ answers: { localhost: ['down'], '127.0.0.1': ['down'] } });
    await finished(box);
    expect(status(box).textContent).toBe('No line answered. Check your connection and test again.');
    expect(within(box).queryByText(/Switching to the fastest line/)).toBeNull();
    expect(within(box).queryByText('Fastest')).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  it('tests again on demand, with fresh figures', async () => {
    const { api, box } = await openTest({
      answers: {
        localhost: [10, 10, 10, 10, 50],
        '127.0.0.1': [30, 30, 30, 30, 20],
        'demo.portal.test': ['down'],
      },
    });
    await finished(box);
    expect(status(box).textContent).toBe('Fastest line: localhost, 10 ms.You are on the fastest line.');
    const again = within(box).getByRole('button', { name: 'Test again' });
    expect(again.getAttribute('aria-disabled')).toBe('false');
    await userEvent.click(again);
    await waitFor(() => expect(cells(row(box, 'localhost'))[1]).toBe('50 ms'));
    expect(cells(row(box, 'localhost'))).toEqual(['localhost Current line', '50 ms']);
    expect(cells(row(box, '127.0.0.1'))).toEqual(['127.0.0.1 Fastest', '20 ms']);
    expect(api.callsTo('GET /wps/system/domainRoute')).toHaveLength(1);
    expect(api.callsTo('GET /wps/system/ping')).toHaveLength(2 * (4 + 4 + 1));
  });
});

describe('network speed test: the list of lines', () => {
  it('shows the loading state, then an error with a retry when the list fails', async () => {
    let fail = true;
    let answer: (value: unknown) => void = () => undefined;
    const { box } = await openTest({
      lines: () => {
        if (fail) return failure('NOT_FOUND', 'No route lines for this site.', 404);
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    });
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toContain('No route lines for this site.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await within(box).findByRole('status')).textContent).toBe('Loading the lines…');
    answer(routes());
    expect(await within(box).findAllByRole('row')).toHaveLength(1 + LINES.length);
    await finished(box);
    expect(within(box).queryByRole('alert')).toBeNull();
  });

  it('says so when the merchant lists no lines', async () => {
    const { api, box } = await openTest({ lines: routes([]) });
    expect(await within(box).findByText('This site has no other lines to test.')).toBeTruthy();
    expect(within(box).queryByRole('table')).toBeNull();
    expect(api.callsTo('GET /wps/system/ping')).toHaveLength(0);
  });
});

describe('network speed test: switching to the fastest line (spec 9, 5 seconds)', () => {
  it('marks the current and the fastest line, announces the result, and counts down to the same page there', async () => {
    fakeCountdownClock();
    const { box, go } = await openTest({ route: '/promotions?id=4&st=1#terms' });
    await finished(box);
    expect(cells(row(box, 'localhost'))).toEqual(['localhost Current line', '40 ms']);
    expect(cells(row(box, '127.0.0.1'))).toEqual(['127.0.0.1 Fastest', '12 ms']);
    expect(cells(row(box, 'demo.portal.test'))).toEqual(['demo.portal.test', 'Unreachable']);
    expect(status(box).textContent).toBe('Fastest line: 127.0.0.1, 12 ms.');

    const stay = within(box).getByRole('button', { name: 'Stay on this line' });
    expect(within(box).getByText('Switching to the fastest line in 5 s')).toBeTruthy();
    // The way to stop it has the focus, and reads the countdown.
    expect(document.activeElement).toBe(stay);
    // A no-break space keeps the figure with its unit on a narrow screen.
    expect(
      within(box).getByRole('button', { description: 'Switching to the fastest line in 5\u00a0s' }),
    ).toBe(stay);

    await advance(1_000);
    expect(within(box).getByText('Switching to the fastest line in 4 s')).toBeTruthy();
    await advance(3_000);
    expect(within(box).getByText('Switching to the fastest line in 1 s')).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
    await advance(1_000);
    // Same protocol, port, path, search and hash; the test does not open again there.
    expect(go).toHaveBeenCalledExactlyOnceWith('http://127.0.0.1:3000/promotions?id=4#terms');
    expect(within(box).getByText('Opening 127.0.0.1…')).toBeTruthy();
    await advance(10_000);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('goes at once with "Go now"', async () => {
    fakeCountdownClock();
    const { box, go } = await openTest({ route: '/help' });
    await finished(box);
    fireEvent.click(within(box).getByRole('button', { name: 'Go now' }));
    expect(go).toHaveBeenCalledExactlyOnceWith('http://127.0.0.1:3000/help');
    await advance(10_000);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('stays with "Stay on this line", and can still switch later', async () => {
    fakeCountdownClock();
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    const { box, go } = await openTest();
    await finished(box);
    // The session is kept per address: a member is told before leaving.
    expect(within(box).getByText('You will need to log in again on the other line.')).toBeTruthy();
    await advance(2_000);
    fireEvent.click(within(box).getByRole('button', { name: 'Stay on this line' }));
    expect(within(box).getByText('You are staying on this line.')).toBeTruthy();
    expect(within(box).queryByText(/Switching to the fastest line in/)).toBeNull();
    expect(document.activeElement).toBe(within(box).getByRole('button', { name: 'Test again' }));
    await advance(10_000);
    expect(go).not.toHaveBeenCalled();
    fireEvent.click(within(box).getByRole('button', { name: 'Switch to the fastest line' }));
    expect(go).toHaveBeenCalledExactlyOnceWith('http://127.0.0.1:3000/');
  });

  it('stops the countdown when the dialog is closed', async () => {
    fakeCountdownClock();
    const { box, go } = await openTest();
    await finished(box);
    await advance(2_000);
    fireEvent.keyDown(document.activeElement ?? box, { key: 'Escape' });
    await waitFor(() => expect(box.isConnected).toBe(false));
    await advance(10_000);
    expect(go).not.toHaveBeenCalled();
  });

  it('stays, with no countdown, when the current line is the fastest', async () => {
    fakeCountdownClock();
    const { box, go } = await openTest({
      answers: { localhost: [9], '127.0.0.1': [30], 'demo.portal.test': [0.2] },
    });
    await finished(box);
    // A line on this very machine can answer in under a millisecond.
    expect(cells(row(box, 'demo.portal.test'))).toEqual(['demo.portal.test Fastest', 'under 1 ms']);
    expect(status(box).textContent).toBe('Fastest line: demo.portal.test, under 1 ms.');
    cleanup();

    const again = await openTest({
      answers: { localhost: [9], '127.0.0.1': [30], 'demo.portal.test': ['down'] },
    });
    await finished(again.box);
    expect(cells(row(again.box, 'localhost'))).toEqual(['localhost Current line Fastest', '9 ms']);
    expect(status(again.box).textContent).toBe('Fastest line: localhost, 9 ms.You are on the fastest line.');
    expect(within(again.box).queryByText(/Switching to the fastest line/)).toBeNull();
    expect(within(again.box).queryByRole('button', { name: 'Go now' })).toBeNull();
    await advance(10_000);
    expect(again.go).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });
});
