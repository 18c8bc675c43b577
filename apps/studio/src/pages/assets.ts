import { createHash } from 'node:crypto';
import { playScript, studioCss } from '../client/assets.generated.ts';

/**
 * The page's script and style sheet, compiled into the code (`npm run build:client -w
 * apps/studio`) so the studio serves them from memory, bundled or not. Names carry a
 * content hash, so browsers may cache them for good.
 */
export interface Asset {
  path: string;
  body: string;
  type: string;
}

const named = (stem: string, ext: string, body: string, type: string): Asset => {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { path: `/assets/${stem}.${hash}.${ext}`, body, type };
};

export const assets = {
  script: named('play', 'js', playScript, 'text/javascript; charset=utf-8'),
  style: named('studio', 'css', studioCss, 'text/css; charset=utf-8'),
};
