import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

// 5x7 bitmap digits; each string is one row, '#' is ink.
const glyphs: Record<string, string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
};

const WIDTH = 120;
const HEIGHT = 40;
const SCALE = 4;

/** Draws the digits with jitter and noise lines; returns a data URL of the PNG. */
export function renderCaptchaPng(text: string): string {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  const put = (x: number, y: number, [r, g, b]: [number, number, number]) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (y * WIDTH + x) * 4;
    png.data[i] = r;
    png.data[i + 1] = g;
    png.data[i + 2] = b;
    png.data[i + 3] = 255;
  };
  for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) put(x, y, [240, 242, 248]);
  for (let n = 0; n < 120; n++)
    put(randomInt(WIDTH), randomInt(HEIGHT), [180 + randomInt(60), 180 + randomInt(60), 200]);

  [...text].forEach((char, index) => {
    const glyph = glyphs[char];
    if (!glyph) return;
    const ox = 10 + index * 27 + randomInt(-2, 3);
    const oy = 5 + randomInt(-3, 4);
    const colour: [number, number, number] = [20 + randomInt(80), 30 + randomInt(60), 90 + randomInt(100)];
    glyph.forEach((row, gy) => {
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE; dx++) put(ox + gx * SCALE + dx, oy + gy * SCALE + dy, colour);
      });
    });
  });

  // Lines across the digits make plain template matching harder.
  for (let line = 0; line < 3; line++) {
    let y = randomInt(HEIGHT);
    const slope = (randomInt(HEIGHT) - y) / WIDTH;
    for (let x = 0; x < WIDTH; x++) put(x, Math.round(y + slope * x), [90, 90, 140]);
    y += 1;
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}
