import type { FastifyInstance } from 'fastify';
import { hostOf, originOf } from '../../plugins/request-origin.ts';
import { profileFileName, webAppManifest, webClipProfile } from './app-install.ts';
import type { SystemService } from './system.service.ts';

/**
 * The files a phone installs the site from (the download page's QR codes point here): files, not
 * API calls, so they stay out of the envelope and the API document.
 */
export function appInstallRoutes(service: SystemService, publicUrl: string | undefined) {
  return async (app: FastifyInstance) => {
    app.get('/app.mobileconfig', { schema: { hide: true } }, async (req, reply) => {
      const { brand } = (await service.settingsFor(hostOf(req))).info;
      const site = { name: brand.name, code: brand.merchantCode, origin: originOf(req, publicUrl).origin };
      return reply
        .type('application/x-apple-aspen-config')
        .header('content-disposition', `attachment; filename="${profileFileName(brand.merchantCode)}"`)
        .header('cache-control', 'no-cache')
        .send(webClipProfile(site));
    });

    app.get('/manifest.webmanifest', { schema: { hide: true } }, async (req, reply) => {
      const { brand } = (await service.settingsFor(hostOf(req))).info;
      return reply
        .type('application/manifest+json')
        .header('cache-control', 'no-cache')
        .send(JSON.stringify(webAppManifest({ name: brand.name })));
    });
  };
}
