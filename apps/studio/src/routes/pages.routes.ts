import type { FastifyInstance } from 'fastify';
import { verifyQuerySchema, verifySpin } from '../fairness/verify.ts';
import { luckyReels } from '../games/lucky-reels/definition.ts';
import { languageOf, strings } from '../i18n/strings.ts';
import { assets } from '../pages/assets.ts';
import { escapeHtml, pageSecurityHeaders } from '../pages/html.ts';
import { playPage } from '../pages/play-page.ts';
import { verifyPage } from '../pages/verify-page.ts';

type Query = Record<string, string | undefined>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The game page, the verify page and their two assets. */
export function pageRoutes(options: { frameAncestors: string }) {
  const headers = pageSecurityHeaders(options.frameAncestors);
  // Rendered once per language: the pages hold no per-request data.
  const playPages = { en: playPage('en'), vi: playPage('vi') };

  return async (app: FastifyInstance) => {
    app.get<{ Params: { gameCode: string }; Querystring: Query }>('/play/:gameCode', async (req, reply) => {
      const lang = languageOf(req.query.lang);
      if (req.params.gameCode !== luckyReels.code) {
        return reply
          .code(404)
          .headers(headers)
          .send(
            `<!doctype html><html lang="${lang}"><title>404</title><p>${escapeHtml(strings[lang].errorWrongGame)}</p></html>`,
          );
      }
      return reply.headers(headers).send(playPages[lang]);
    });

    app.get<{ Querystring: Query }>('/verify', async (req, reply) => {
      const lang = languageOf(req.query.lang);
      const fields = {
        serverSeed: text(req.query.serverSeed),
        clientSeed: text(req.query.clientSeed),
        nonce: text(req.query.nonce),
        serverSeedHash: text(req.query.serverSeedHash),
      };
      const submitted = fields.serverSeed || fields.clientSeed || fields.nonce;
      const parsed = submitted ? verifyQuerySchema.safeParse(fields) : undefined;
      const page = verifyPage({
        lang,
        fields,
        ...(parsed?.success ? { result: verifySpin(parsed.data) } : {}),
        ...(parsed && !parsed.success ? { error: strings[lang].invalidInput } : {}),
      });
      return reply
        .code(parsed && !parsed.success ? 400 : 200)
        .headers(headers)
        .send(page);
    });

    for (const asset of [assets.script, assets.style]) {
      app.get(asset.path, async (_req, reply) =>
        reply
          .header('content-type', asset.type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(asset.body),
      );
    }
  };
}
