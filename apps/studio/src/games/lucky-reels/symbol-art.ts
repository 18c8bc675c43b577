/**
 * Inline SVG drawings of the symbols (no image files, no emoji fonts needed), used by the
 * game page and by the server-rendered verify page. Static markup only, no user data.
 */
const svg = (body: string) =>
  `<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg">${body}</svg>`;

const fruit = (fill: string, shade: string, shape: string) =>
  `${shape.replace('FILL', fill)}<path d="M50 22c4-8 12-12 20-11-3 7-10 11-20 11z" fill="#3fa34d"/><ellipse cx="40" cy="48" rx="7" ry="11" fill="${shade}" opacity=".45"/>`;

export const symbolArt: Record<string, string> = {
  wild: svg(
    '<rect x="6" y="18" width="88" height="64" rx="14" fill="#6a1b9a" stroke="#f6c945" stroke-width="5"/><text x="50" y="62" font-family="Arial, sans-serif" font-size="30" font-weight="900" text-anchor="middle" fill="#f6c945">WILD</text>',
  ),
  scatter: svg(
    '<circle cx="50" cy="50" r="44" fill="#0d47a1"/><path d="M50 12l10 26 28 1-22 17 8 27-24-16-24 16 8-27-22-17 28-1z" fill="#ffd54f" stroke="#ff8f00" stroke-width="3" stroke-linejoin="round"/>',
  ),
  seven: svg(
    '<text x="50" y="84" font-family="Georgia, serif" font-size="86" font-weight="900" text-anchor="middle" fill="#e53935" stroke="#7f0000" stroke-width="4">7</text>',
  ),
  bar: svg(
    '<rect x="8" y="28" width="84" height="44" rx="8" fill="#212121" stroke="#bdbdbd" stroke-width="4"/><text x="50" y="61" font-family="Arial, sans-serif" font-size="28" font-weight="900" text-anchor="middle" fill="#fafafa">BAR</text>',
  ),
  bell: svg(
    '<path d="M50 12c-5 0-8 3-8 7v3c-13 4-20 15-20 29v15l-8 11h72l-8-11V51c0-14-7-25-20-29v-3c0-4-3-7-8-7z" fill="#fbc02d" stroke="#a66f00" stroke-width="4" stroke-linejoin="round"/><circle cx="50" cy="83" r="8" fill="#a66f00"/>',
  ),
  plum: svg(fruit('#8e24aa', '#f3e5f5', '<circle cx="50" cy="58" r="32" fill="FILL"/>')),
  orange: svg(fruit('#fb8c00', '#fff3e0', '<circle cx="50" cy="58" r="32" fill="FILL"/>')),
  lemon: svg(fruit('#fdd835', '#fffde7', '<ellipse cx="50" cy="58" rx="38" ry="27" fill="FILL"/>')),
  cherry: svg(
    '<path d="M34 66C38 44 48 26 66 14M66 66C64 46 64 30 66 14" fill="none" stroke="#3fa34d" stroke-width="5" stroke-linecap="round"/><circle cx="32" cy="70" r="17" fill="#c62828"/><circle cx="68" cy="70" r="17" fill="#e53935"/><circle cx="26" cy="64" r="4" fill="#ffcdd2"/><circle cx="62" cy="64" r="4" fill="#ffcdd2"/>',
  ),
};
