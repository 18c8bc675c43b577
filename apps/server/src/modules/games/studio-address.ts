import type { Config } from '../../config.ts';

/**
 * Where browsers reach the in-house studio: STUDIO_URL behind a proxy, otherwise the host
 * the portal was opened on at the studio's own port (PORT + 1 unless STUDIO_PORT says).
 */
export function studioAddress(config: Pick<Config, 'PORT' | 'STUDIO_PORT' | 'STUDIO_URL'>) {
  const port = config.STUDIO_PORT ?? config.PORT + 1;
  const fixed = config.STUDIO_URL?.replace(/\/$/, '');
  return {
    port,
    urlFor: (hostname: string) =>
      fixed ?? `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`,
    /** The CSP frame-src entry that lets the portal frame the studio's pages. */
    frameSource: fixed ? new URL(fixed).origin : `http://*:${port}`,
  };
}
