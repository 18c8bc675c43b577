// The game page's script (compiled into assets.generated.ts by scripts/build-client.mjs).
// It talks only to the studio's own API; the studio talks to the platform.
import type { FairnessState } from '../fairness/fairness.service.ts';
import { luckyReels } from '../games/lucky-reels/definition.ts';
import { symbolArt } from '../games/lucky-reels/symbol-art.ts';
import { formatMinor } from '../i18n/format-money.ts';
import type { StringKey } from '../i18n/strings.ts';
import type { PlayBoot } from '../pages/play-page.ts';
import type { SpinResult } from '../rounds/spin.service.ts';
import type { SessionView } from '../routes/api.routes.ts';
import { followPortalBalance } from './portal-balance.ts';

type Failure = { success: false; code: string; message: string; value?: { balance?: number } };
type Answer<T> = { success: true; value: T } | Failure;

const boot = JSON.parse(document.getElementById('boot')?.textContent ?? '{}') as PlayBoot;
const t = (key: StringKey, values: Record<string, string | number> = {}) =>
  (boot.strings[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const ui = {
  game: $('game'),
  error: $<HTMLParagraphElement>('error'),
  status: $<HTMLParagraphElement>('status'),
  reels: $('reels'),
  paylines: document.getElementById('paylines') as unknown as SVGSVGElement,
  balance: $<HTMLOutputElement>('balance'),
  balanceLabel: $('balance-label'),
  playMoney: $<HTMLParagraphElement>('play-money'),
  lastWin: $<HTMLOutputElement>('last-win'),
  bet: $<HTMLSelectElement>('bet'),
  betDown: $<HTMLButtonElement>('bet-down'),
  betUp: $<HTMLButtonElement>('bet-up'),
  lineBet: $('line-bet'),
  spin: $<HTMLButtonElement>('spin'),
  lobby: $<HTMLAnchorElement>('lobby'),
  hash: $('fair-hash'),
  nextHash: $('fair-next-hash'),
  nonce: $('fair-nonce'),
  lastSpin: $<HTMLParagraphElement>('last-spin'),
  rotateForm: $<HTMLFormElement>('rotate-form'),
  clientSeed: $<HTMLInputElement>('client-seed'),
  rotate: $<HTMLButtonElement>('rotate'),
  rotateStatus: $('rotate-status'),
  revealed: $<HTMLUListElement>('revealed'),
};

const storageKey = `studio-session:${boot.gameCode}`;
const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const state = {
  sessionId: '',
  exponent: 2,
  currency: '',
  balance: 0,
  busy: false,
};

const money = (minor: number) => `${formatMinor(minor, state.exponent)} ${state.currency}`.trim();
const symbolName = (id: string) => boot.symbolNames[id] ?? id;

function remember(id: string) {
  try {
    if (id) sessionStorage.setItem(storageKey, id);
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage may be blocked inside a third-party frame; the game still works until reload.
  }
}
function remembered(): string {
  try {
    return sessionStorage.getItem(storageKey) ?? '';
  } catch {
    return '';
  }
}

/** Calls the studio API; a lost connection becomes a NETWORK failure, never a throw. */
async function api<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
  try {
    const response = await fetch(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(state.sessionId ? { 'x-studio-session': state.sessionId } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      // A spin may wait for the wallet's 5 s limit plus a rollback: give it time.
      signal: AbortSignal.timeout(60_000),
    });
    return (await response.json()) as Answer<T>;
  } catch {
    return { success: false, code: 'NETWORK', message: 'network' };
  }
}

const errorText: Record<string, StringKey> = {
  INSUFFICIENT_FUNDS: 'errorInsufficientFunds',
  SESSION_EXPIRED: 'errorSessionExpired',
  INVALID_LAUNCH: 'errorInvalidLaunch',
  WRONG_GAME: 'errorWrongGame',
  BET_REFUNDED: 'errorRefunded',
  BET_REFUND_PENDING: 'errorRefundPending',
  ROUND_CANCELLED: 'errorRoundCancelled',
  PLAYER_LIMIT: 'errorPlayerLimit',
  BET_REFUSED: 'errorBetRefused',
  PLATFORM_UNAVAILABLE: 'errorUnavailable',
  SPIN_IN_PROGRESS: 'errorSpinInProgress',
  NETWORK: 'errorNetwork',
};

function showError(failure: Failure | null) {
  ui.error.hidden = !failure;
  ui.error.textContent = failure ? t(errorText[failure.code] ?? 'errorGeneric') : '';
  if (failure?.value?.balance !== undefined) setBalance(failure.value.balance);
}

/** The session is gone for good: nothing more can be played from this page. */
function endSession(failure: Failure) {
  remember('');
  state.sessionId = '';
  showError(failure);
  ui.status.textContent = '';
  setControls(false);
}

function setBalance(minor: number) {
  state.balance = minor;
  ui.balance.value = money(minor);
}

function setControls(enabled: boolean) {
  ui.spin.disabled = !enabled;
  ui.bet.disabled = !enabled;
  ui.rotate.disabled = !enabled;
  ui.betDown.disabled = !enabled || ui.bet.selectedIndex <= 0;
  ui.betUp.disabled = !enabled || ui.bet.selectedIndex >= ui.bet.options.length - 1;
}

function showBetHint() {
  const bet = Number(ui.bet.value);
  ui.lineBet.textContent = t('lineBet', { amount: money(bet / luckyReels.lines.length) });
}

function renderFairness(f: FairnessState) {
  ui.hash.textContent = f.serverSeedHash;
  ui.nextHash.textContent = f.nextServerSeedHash;
  ui.nonce.textContent = String(f.nonce);
  if (document.activeElement !== ui.clientSeed) ui.clientSeed.value = f.clientSeed;
  ui.revealed.replaceChildren(
    ...f.revealed.map((r) => {
      const item = document.createElement('li');
      const facts = document.createElement('dl');
      facts.className = 'facts';
      const add = (label: string, value: string) => {
        const dt = document.createElement('dt');
        dt.textContent = label;
        const dd = document.createElement('dd');
        const code = document.createElement('code');
        code.textContent = value;
        dd.append(code);
        facts.append(dt, dd);
      };
      add(t('serverSeed'), r.serverSeed);
      add(t('serverSeedHash'), r.serverSeedHash);
      add(t('clientSeed'), r.clientSeed);
      add(r.spins ? t('spinsPlayed', { last: r.spins - 1 }) : t('noSpins'), String(r.spins));
      item.append(facts);
      if (r.spins) {
        const link = document.createElement('a');
        link.className = 'link';
        link.target = '_blank';
        link.rel = 'noopener';
        link.href = `/verify?${new URLSearchParams({
          lang: boot.lang,
          serverSeed: r.serverSeed,
          clientSeed: r.clientSeed,
          nonce: String(r.spins - 1),
          serverSeedHash: r.serverSeedHash,
        })}`;
        link.textContent = `${t('verifyThis')} (nonce ${r.spins - 1})`;
        item.append(link);
      }
      return item;
    }),
  );
}

function drawSymbol(cell: Element, id: string) {
  cell.innerHTML = symbolArt[id] ?? '';
  cell.setAttribute('data-symbol', id);
}

function drawGrid(grid: string[][]) {
  ui.reels.querySelectorAll('.reel').forEach((reel, r) => {
    reel.classList.remove('spinning');
    reel.querySelectorAll('.cell').forEach((cell, row) => {
      drawSymbol(cell, grid[r]?.[row] ?? 'cherry');
      cell.classList.remove('win');
    });
  });
  ui.reels.setAttribute(
    'aria-label',
    grid
      .map((column, r) => t('reelsShow', { reel: r + 1, symbols: column.map(symbolName).join(', ') }))
      .join('; '),
  );
}

/** A random window per reel, so the machine looks alive before the first spin. */
function idleGrid(): string[][] {
  return luckyReels.strips.map((strip) => {
    const stop = Math.floor(Math.random() * strip.length);
    return Array.from({ length: luckyReels.rows }, (_, row) => {
      const symbol = strip[(stop + row) % strip.length] ?? 0;
      return luckyReels.symbols[symbol]?.id ?? 'cherry';
    });
  });
}

function clearWins() {
  ui.paylines.replaceChildren();
  for (const cell of ui.reels.querySelectorAll('.cell.win')) cell.classList.remove('win');
}

function showWins(result: SpinResult) {
  const svgNs = 'http://www.w3.org/2000/svg';
  const cells = [...ui.reels.querySelectorAll('.reel')].map((reel) => [...reel.querySelectorAll('.cell')]);
  result.lineWins.forEach((win, index) => {
    const rows = luckyReels.lines[win.line - 1] ?? [];
    const line = document.createElementNS(svgNs, 'polyline');
    line.setAttribute('points', rows.map((row, reel) => `${50 + reel * 100},${50 + row * 100}`).join(' '));
    line.setAttribute('class', `payline c${index % 6}`);
    ui.paylines.append(line);
    for (let reel = 0; reel < win.count; reel++) cells[reel]?.[rows[reel] ?? 0]?.classList.add('win');
  });
  for (const [reel, row] of result.scatter.pay ? result.scatter.positions : []) {
    cells[reel]?.[row]?.classList.add('win');
  }
}

function describe(result: SpinResult): string {
  if (!result.win) return t('resultNoWin');
  const parts = [t('resultWin', { amount: money(result.win) })];
  for (const w of result.lineWins) {
    parts.push(
      t('resultLines', {
        line: w.line,
        count: w.count,
        symbol: symbolName(w.symbol),
        amount: money(w.amount),
      }),
    );
  }
  if (result.scatter.pay) {
    parts.push(t('resultScatter', { count: result.scatter.count, amount: money(result.scatter.amount) }));
  }
  if (result.creditPending) parts.push(t('creditPending', { amount: money(result.win) }));
  return parts.join(' ');
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reels keep moving until the answer is in, then stop left to right. */
async function spin() {
  if (state.busy || !state.sessionId) return;
  state.busy = true;
  setControls(false);
  showError(null);
  clearWins();
  ui.spin.textContent = t('spinning');
  ui.status.textContent = t('spinning');
  const reels = [...ui.reels.querySelectorAll('.reel')];
  if (!reduceMotion) for (const reel of reels) reel.classList.add('spinning');
  const [answer] = await Promise.all([
    api<SpinResult>('POST', '/api/spin', { bet: Number(ui.bet.value) }),
    wait(reduceMotion ? 0 : 450),
  ]);
  if (answer.success) {
    const result = answer.value;
    if (!reduceMotion) {
      for (const [index, reel] of reels.entries()) {
        await wait(index ? 110 : 0);
        reel.classList.remove('spinning');
        reel.querySelectorAll('.cell').forEach((cell, row) => {
          drawSymbol(cell, result.grid[index]?.[row] ?? 'cherry');
        });
      }
    }
    drawGrid(result.grid);
    showWins(result);
    setBalance(result.balance);
    ui.lastWin.value = money(result.win);
    ui.status.textContent = describe(result);
    ui.nonce.textContent = String(result.fairness.nonce + 1);
    ui.lastSpin.hidden = false;
    ui.lastSpin.textContent = t('lastSpin', {
      clientSeed: result.fairness.clientSeed,
      nonce: result.fairness.nonce,
    });
  } else {
    for (const reel of reels) reel.classList.remove('spinning');
    ui.status.textContent = '';
    if (answer.code === 'SESSION_EXPIRED') {
      endSession(answer);
    } else {
      showError(answer);
      if (answer.code === 'NETWORK' || answer.code === 'INTERNAL') void refresh();
    }
  }
  ui.spin.textContent = t('spin');
  state.busy = false;
  if (state.sessionId) setControls(true);
  if (!answer.success && answer.code !== 'SESSION_EXPIRED') ui.spin.focus();
}

function applySession(view: SessionView) {
  state.exponent = view.player.exponent;
  state.currency = view.player.currency;
  // A free-play account plays with play money: said once at the top and on the balance itself.
  ui.playMoney.hidden = !view.player.playMoney;
  ui.balanceLabel.textContent = t(view.player.playMoney ? 'playMoney' : 'balance');
  setBalance(view.player.balance);
  const current = Number(ui.bet.value) || view.game.defaultBet;
  ui.bet.replaceChildren(
    ...view.game.betLevels.map((level) => {
      const option = document.createElement('option');
      option.value = String(level);
      option.textContent = money(level);
      option.selected = level === current;
      return option;
    }),
  );
  showBetHint();
  if (view.lobbyUrl && /^https?:\/\//.test(view.lobbyUrl)) {
    ui.lobby.href = view.lobbyUrl;
    ui.lobby.hidden = false;
  }
  renderFairness(view.fairness);
}

/** Reloads balance and seeds (after a lost connection, or when the page comes back into view). */
async function refresh() {
  if (!state.sessionId || state.busy) return;
  const answer = await api<SessionView>('GET', '/api/session');
  if (answer.success) applySession(answer.value);
  else if (answer.code === 'SESSION_EXPIRED') endSession(answer);
}

async function start() {
  drawGrid(idleGrid());
  const params = new URLSearchParams(location.search);
  const launchToken = params.get('token');
  let answer: Answer<SessionView> | null = null;
  if (launchToken) {
    const opened = await api<SessionView & { sessionId: string }>('POST', '/api/sessions', {
      launchToken,
      gameCode: boot.gameCode,
    });
    if (opened.success) {
      state.sessionId = opened.value.sessionId;
      remember(state.sessionId);
    }
    answer = opened;
    // The token is spent either way; keep it out of the history and of any reload.
    params.delete('token');
    const rest = params.toString();
    history.replaceState(null, '', `${location.pathname}${rest ? `?${rest}` : ''}`);
  }
  if (!state.sessionId && remembered()) {
    // A reload: the launch token was used already, the session it opened lives on.
    state.sessionId = remembered();
    answer = await api<SessionView>('GET', '/api/session');
  }
  ui.game.setAttribute('aria-busy', 'false');
  if (!answer) {
    endSession({ success: false, code: 'INVALID_LAUNCH', message: '' });
    return;
  }
  if (!answer.success) {
    endSession(answer);
    return;
  }
  applySession(answer.value);
  ui.status.textContent = '';
  setControls(true);
}

ui.spin.addEventListener('click', () => void spin());
ui.bet.addEventListener('change', () => {
  showBetHint();
  setControls(!state.busy && !!state.sessionId);
});
for (const [button, step] of [
  [ui.betDown, -1],
  [ui.betUp, 1],
] as const) {
  button.addEventListener('click', () => {
    const next = ui.bet.selectedIndex + step;
    if (next < 0 || next >= ui.bet.options.length) return;
    ui.bet.selectedIndex = next;
    ui.bet.dispatchEvent(new Event('change'));
  });
}
// Space spins when nothing else has the focus, as in most slot games.
document.addEventListener('keydown', (event) => {
  if (
    event.key === ' ' &&
    (event.target === document.body || event.target === ui.reels) &&
    !ui.spin.disabled
  ) {
    event.preventDefault();
    void spin();
  }
});
ui.rotateForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  if (state.busy) return;
  const clientSeed = ui.clientSeed.value.trim();
  if (!/^[\p{L}\p{N} _.-]{1,64}$/u.test(clientSeed)) {
    ui.rotateStatus.textContent = t('errorSeed');
    return;
  }
  ui.rotate.disabled = true;
  const answer = await api<{ state: FairnessState }>('POST', '/api/fairness/rotate', { clientSeed });
  ui.rotate.disabled = false;
  if (answer.success) {
    renderFairness(answer.value.state);
    ui.clientSeed.value = answer.value.state.clientSeed;
    ui.lastSpin.hidden = true;
    ui.rotateStatus.textContent = t('rotated');
  } else {
    ui.rotateStatus.textContent =
      answer.code === 'VALIDATION_FAILED' ? t('errorSeed') : t(errorText[answer.code] ?? 'errorGeneric');
    if (answer.code === 'SESSION_EXPIRED') endSession(answer);
  }
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') void refresh();
});
// Money moved outside the game (a deposit approved while it is open) shows without a reload.
if (window.parent !== window) {
  followPortalBalance({
    target: window,
    parent: window.parent,
    shown: () => state.balance,
    idle: () => !state.busy && state.sessionId !== '',
    refresh: () => void refresh(),
  });
}

void start();
