import { luckyReels } from '../games/lucky-reels/definition.ts';
import { symbolArt } from '../games/lucky-reels/symbol-art.ts';
import { fill, type Language, strings, symbolNames } from '../i18n/strings.ts';
import { assets } from './assets.ts';
import { escapeHtml, jsonForScript } from './html.ts';

/** What the page's script reads from its data block. */
export interface PlayBoot {
  gameCode: string;
  lang: Language;
  strings: Record<string, string>;
  symbolNames: Record<string, string>;
}

/**
 * The game page. Everything static (labels, paytable, paylines) is rendered here in the
 * player's language; the script fills in the session, the reels and the fairness panel.
 */
export function playPage(lang: Language): string {
  const t = strings[lang];
  const boot: PlayBoot = { gameCode: luckyReels.code, lang, strings: t, symbolNames: symbolNames[lang] };
  const cells = luckyReels.strips
    .map(
      (_, reel) =>
        `<div class="reel" data-reel="${reel}">${'<div class="cell"></div>'.repeat(luckyReels.rows)}</div>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<title>${escapeHtml(t.gameTitle)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${assets.style.path}">
<script src="${assets.script.path}" defer></script>
</head>
<body>
<script type="application/json" id="boot">${jsonForScript(boot)}</script>
<main class="game" id="game" aria-busy="true">
  <header class="topbar">
    <h1>${escapeHtml(t.gameTitle)}</h1>
    <a id="lobby" class="link" target="_top" hidden>${escapeHtml(t.lobby)}</a>
  </header>
  <p id="play-money" class="notice good" hidden>${escapeHtml(t.playMoneyNote)}</p>
  <p id="error" class="notice error" role="alert" hidden></p>
  <section class="machine">
    <div class="reels" id="reels" role="img" aria-label="${escapeHtml(t.reels)}">${cells}</div>
    <svg class="paylines" id="paylines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true"></svg>
  </section>
  <p id="status" class="status" role="status" aria-live="polite">${escapeHtml(t.loading)}</p>
  <section class="controls">
    <div class="meter"><span class="label" id="balance-label">${escapeHtml(t.balance)}</span><output id="balance">–</output></div>
    <div class="meter"><span class="label">${escapeHtml(t.lastWin)}</span><output id="last-win">–</output></div>
    <div class="bet">
      <label class="label" for="bet">${escapeHtml(t.totalBet)}</label>
      <div class="bet-row">
        <button type="button" id="bet-down" class="round" aria-label="${escapeHtml(t.betDown)}" disabled>−</button>
        <select id="bet" disabled></select>
        <button type="button" id="bet-up" class="round" aria-label="${escapeHtml(t.betUp)}" disabled>+</button>
      </div>
      <small id="line-bet" class="hint"></small>
    </div>
    <button type="button" id="spin" class="spin" disabled>${escapeHtml(t.spin)}</button>
  </section>
  <details class="panel">
    <summary>${escapeHtml(t.paytable)}</summary>
    ${paytable(lang)}
  </details>
  <details class="panel" id="fairness-panel">
    <summary>${escapeHtml(t.fairness)}</summary>
    <p class="hint">${escapeHtml(t.fairnessIntro)}</p>
    <dl class="facts">
      <dt>${escapeHtml(t.serverSeedHash)}</dt><dd><code id="fair-hash">–</code></dd>
      <dt>${escapeHtml(t.nextServerSeedHash)}</dt><dd><code id="fair-next-hash">–</code></dd>
      <dt>${escapeHtml(t.nonce)}</dt><dd><code id="fair-nonce">–</code></dd>
    </dl>
    <p id="last-spin" class="hint" hidden></p>
    <form id="rotate-form" class="rotate" novalidate>
      <label for="client-seed">${escapeHtml(t.clientSeed)}</label>
      <input id="client-seed" name="clientSeed" maxlength="64" autocomplete="off" spellcheck="false" aria-describedby="client-seed-help">
      <small id="client-seed-help" class="hint">${escapeHtml(t.clientSeedHelp)}</small>
      <button type="submit" id="rotate" disabled>${escapeHtml(t.rotate)}</button>
      <p id="rotate-status" class="hint" role="status"></p>
    </form>
    <h3>${escapeHtml(t.previousSeeds)}</h3>
    <ul id="revealed" class="revealed"></ul>
    <p><a class="link" href="/verify?lang=${lang}" target="_blank" rel="noopener">${escapeHtml(t.verifyLink)}</a></p>
  </details>
</main>
</body>
</html>
`;
}

/** The pays of every symbol and the 20 lines, drawn as small grids. */
function paytable(lang: Language): string {
  const t = strings[lang];
  const names = symbolNames[lang];
  const rows = luckyReels.symbols
    .filter((s) => s.kind !== 'wild')
    .map((s) => {
      const pays = [3, 4, 5].map((n) => `<td>${s.pays[n] ? `${n} × ${s.pays[n]}` : '–'}</td>`).join('');
      const name = escapeHtml(names[s.id] ?? s.id);
      return `<tr><th scope="row"><span class="symbol">${symbolArt[s.id] ?? ''}</span>${name}${s.kind === 'scatter' ? ` <small>(${escapeHtml(t.scatterPays)})</small>` : ''}</th>${pays}</tr>`;
    })
    .join('');
  const lines = luckyReels.lines
    .map((rowsOfLine, index) => {
      const grid = Array.from({ length: luckyReels.rows }, (_, row) =>
        rowsOfLine.map((r) => `<i class="${r === row ? 'on' : ''}"></i>`).join(''),
      ).join('');
      return `<li><span class="mini">${grid}</span>${escapeHtml(fill(t.lineNumber, { line: index + 1 }))}</li>`;
    })
    .join('');
  return `<p class="hint">${escapeHtml(t.paytableIntro)}</p>
    <p class="hint"><span class="symbol">${symbolArt.wild}</span>${escapeHtml(t.wildNote)}</p>
    <table class="pays"><tbody>${rows}</tbody></table>
    <p class="hint">${escapeHtml(fill(t.rtpNote, { rtp: luckyReels.declaredRtpPercent.toFixed(2) }))}</p>
    <h3>${escapeHtml(t.paylines)}</h3>
    <ul class="lines">${lines}</ul>`;
}
