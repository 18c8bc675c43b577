import type { VerifyResult } from '../fairness/verify.ts';
import { luckyReels } from '../games/lucky-reels/definition.ts';
import { symbolArt } from '../games/lucky-reels/symbol-art.ts';
import { fill, type Language, strings, symbolNames } from '../i18n/strings.ts';
import { assets } from './assets.ts';
import { escapeHtml } from './html.ts';

export interface VerifyPageInput {
  lang: Language;
  /** What the player typed, shown back in the form. */
  fields: { serverSeed: string; clientSeed: string; nonce: string; serverSeedHash: string };
  result?: VerifyResult;
  error?: string;
}

/**
 * The verify page: a plain GET form, answered on the server by the game's own outcome
 * function. No script at all, so it works anywhere and proves nothing about the page.
 */
export function verifyPage({ lang, fields, result, error }: VerifyPageInput): string {
  const t = strings[lang];
  const field = (name: keyof VerifyPageInput['fields'], label: string, extra = '') =>
    `<label for="${name}">${escapeHtml(label)}</label><input id="${name}" name="${name}" value="${escapeHtml(fields[name])}" autocomplete="off" spellcheck="false"${extra}>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<title>${escapeHtml(t.verifyTitle)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${assets.style.path}">
</head>
<body>
<main class="game verify">
  <h1>${escapeHtml(t.verifyTitle)}</h1>
  <p class="hint">${escapeHtml(t.verifyIntro)}</p>
  <form method="get" action="/verify" class="verify-form">
    <input type="hidden" name="lang" value="${lang}">
    ${field('serverSeed', t.serverSeed, ' required maxlength="64"')}
    ${field('clientSeed', t.clientSeed, ' required maxlength="64"')}
    ${field('nonce', t.nonceField, ' required inputmode="numeric"')}
    ${field('serverSeedHash', t.expectedHash, ' maxlength="64"')}
    <button type="submit">${escapeHtml(t.recompute)}</button>
  </form>
  ${error ? `<p class="notice error" role="alert">${escapeHtml(error)}</p>` : ''}
  ${result ? outcome(lang, result) : ''}
</main>
</body>
</html>
`;
}

function outcome(lang: Language, result: VerifyResult): string {
  const t = strings[lang];
  const names = symbolNames[lang];
  const hash =
    result.hashMatches === null
      ? ''
      : `<p class="notice ${result.hashMatches ? 'good' : 'error'}">${escapeHtml(result.hashMatches ? t.hashMatches : t.hashDiffers)}</p>`;
  const winning = new Set<string>();
  for (const win of result.lineWins) {
    const rows = luckyReels.lines[win.line - 1] ?? [];
    for (let reel = 0; reel < win.count; reel++) winning.add(`${reel}:${rows[reel]}`);
  }
  const reels = result.grid
    .map(
      (column, reel) =>
        `<div class="reel">${column
          .map(
            (id, row) =>
              `<div class="cell${winning.has(`${reel}:${row}`) ? ' win' : ''}" title="${escapeHtml(names[id] ?? id)}">${symbolArt[id] ?? ''}</div>`,
          )
          .join('')}</div>`,
    )
    .join('');
  const label = result.grid
    .map((column, reel) =>
      fill(t.reelsShow, { reel: reel + 1, symbols: column.map((id) => names[id] ?? id).join(', ') }),
    )
    .join('; ');
  const wins = result.lineWins
    .map(
      (w) =>
        `<li>${escapeHtml(fill(t.resultLines, { line: w.line, count: w.count, symbol: names[w.symbol] ?? w.symbol, amount: fill(t.timesLineBet, { pay: w.pay }) }))}</li>`,
    )
    .join('');
  const scatter = result.scatter.pay
    ? `<li>${escapeHtml(fill(t.resultScatter, { count: result.scatter.count, amount: fill(t.timesTotalBet, { pay: result.scatter.pay }) }))}</li>`
    : '';
  const total = result.units
    ? fill(t.winMultiple, { multiple: result.totalBetMultiple, units: result.units })
    : t.noWinVerify;
  return `<section class="result">
    <dl class="facts">
      <dt>${escapeHtml(t.computedHash)}</dt><dd><code>${result.serverSeedHash}</code></dd>
      <dt>${escapeHtml(t.reelStops)}</dt><dd><code>${result.stops.join(', ')}</code></dd>
    </dl>
    ${hash}
    <div class="machine"><div class="reels" role="img" aria-label="${escapeHtml(label)}">${reels}</div></div>
    <p class="status">${escapeHtml(total)}</p>
    <ul>${wins}${scatter}</ul>
  </section>`;
}
