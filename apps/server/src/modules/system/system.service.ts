import { AppError } from '@portal/contracts/errors';
import type { SystemStatusValue } from '@portal/contracts/system';
import type { Db } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import * as bannerRepo from './banners.repo.ts';
import { readingLanguage } from './content-languages.ts';
import type { GeoLookup } from './geoip.ts';
import { ipInRanges, parseCidr } from './ip-rules.ts';
import { type MerchantSettings, toMerchantSettings } from './merchant-settings.ts';
import * as repo from './system.repo.ts';

export type SystemServiceDeps = { db: Db; clock: Clock; geo: GeoLookup; cacheMs: number };
export type SystemService = ReturnType<typeof createSystemService>;

const STATUS_BODIES_PER_MERCHANT = 1024;

const plainHost = /^[a-z0-9.-]{1,253}(?::\d{1,5})?$/;

/** Host names as sent by the web app: a bare host, host:port, or a whole URL. */
export function hostnameOf(input: string | undefined): string | null {
  if (!input) return null;
  const text = input.trim().toLowerCase();
  // The common case, 'example.com' or 'example.com:8080', needs no URL parser.
  if (plainHost.test(text)) return text.split(':')[0] || null;
  try {
    return new URL(text.includes('://') ? text : `http://${text}`).hostname || null;
  } catch {
    return null;
  }
}

export function createSystemService(deps: SystemServiceDeps) {
  const merchantIds = createTtlCache<string, string>(deps.cacheMs, deps.clock);
  const settings = createTtlCache<string, MerchantSettings>(deps.cacheMs, deps.clock);
  // Encoded status answers, dropped with the settings they were built from.
  const statusBodies = new WeakMap<MerchantSettings, Map<string, { body: Buffer; until: number }>>();

  async function merchantIdFor(host: string | null): Promise<string> {
    return merchantIds.get(host ?? '', async () => {
      const id =
        (host && (await repo.findMerchantIdByDomain(deps.db, host))) ||
        (await repo.findDefaultMerchantId(deps.db));
      if (!id) throw new AppError('NOT_FOUND', 'No merchant serves this site');
      return id;
    });
  }

  async function settingsFor(host: string | null): Promise<MerchantSettings> {
    return settingsById(await merchantIdFor(host));
  }

  /** For work that knows its merchant already (a vendor call names a player, not a site). */
  function settingsById(id: string): Promise<MerchantSettings> {
    return settings.get(id, async () => {
      const rows = await repo.loadMerchantSettingsRows(deps.db, id);
      if (!rows) throw new AppError('NOT_FOUND', 'No merchant serves this site');
      return toMerchantSettings(rows);
    });
  }

  async function merchantIdByCode(code: string): Promise<string> {
    const id = await repo.findMerchantIdByCode(deps.db, code);
    if (!id) throw new AppError('NOT_FOUND', `Unknown merchant '${code}'`);
    return id;
  }

  function statusHead(merchant: MerchantSettings, ip: string): Omit<SystemStatusValue, 'info'> {
    const country = deps.geo(ip);
    const { on, until, info, contactUrl } = merchant.maintenance;
    const inMaintenance = on && (until === null || until.getTime() > deps.clock.now().getTime());
    const restricted =
      (country !== null && merchant.blockedCountries.has(country)) || ipInRanges(ip, merchant.blockedRanges);
    return {
      status: inMaintenance ? 1 : restricted ? 2 : 0,
      maintenance: inMaintenance ? { endTime: until?.toISOString() ?? null, info, contactUrl } : null,
      regionRestriction: restricted,
      location: { ip, country },
    };
  }

  /** Called after an operator change so this node serves it at once. */
  function invalidate(): void {
    merchantIds.clear();
    settings.clear();
  }

  return {
    settingsFor,
    settingsById,
    invalidate,
    /** The operator names a merchant by its code (`npm run ops -- --merchant CODE`). */
    merchantIdByCode,

    /** Spec 4 "System status": maintenance wins over region restriction. */
    async status(host: string | null, ip: string): Promise<SystemStatusValue> {
      const merchant = await settingsFor(host);
      return { ...statusHead(merchant, ip), info: merchant.info };
    },

    /**
     * The status envelope as UTF-8 bytes. This is the busiest public call, so the bytes of a
     * whole answer are kept per visitor address, with the merchant settings they came from (an
     * operator change replaces those): a request encodes nothing. The answer only changes with
     * time when a maintenance window ends, so an answer given in one is kept until its end.
     */
    async statusEnvelope(host: string | null, ip: string): Promise<Buffer> {
      const merchant = await settingsFor(host);
      const now = deps.clock.now().getTime();
      let bodies = statusBodies.get(merchant);
      if (!bodies) {
        bodies = new Map();
        statusBodies.set(merchant, bodies);
      }
      const cached = bodies.get(ip);
      if (cached && cached.until > now) return cached.body;
      const head = statusHead(merchant, ip);
      const json = JSON.stringify(head);
      const body = Buffer.from(`{"success":true,"value":${json.slice(0, -1)},"info":${merchant.infoJson}}}`);
      const until = head.maintenance?.endTime
        ? Date.parse(head.maintenance.endTime)
        : Number.POSITIVE_INFINITY;
      // Many visitors must not grow memory without bound: start over.
      if (bodies.size >= STATUS_BODIES_PER_MERCHANT) bodies.clear();
      bodies.set(ip, { body, until });
      return body;
    },

    async domainRoutes(host: string | null) {
      const merchant = await settingsFor(host);
      return {
        domainList: merchant.domains.filter((d) => d.isRoute).map((d) => ({ domain: d.domain, speed: null })),
      };
    },

    /** A group's carousel, each banner's artwork in `language` where the merchant has it. */
    async banners(host: string | null, groupName: string, language: string | undefined) {
      const merchant = await settingsFor(host);
      const reading = await readingLanguage(async () => merchant, merchant.id, language);
      const rows = await bannerRepo.listActiveBanners(deps.db, merchant.id, groupName, reading);
      return {
        list: rows.map((r) => ({
          bannerId: Number(r.id),
          url: r.image_url,
          title: r.title,
          linkageType: r.linkage_type,
          linkTarget: r.link_target,
          groupName: r.group_name,
        })),
      };
    },

    async setMaintenance(
      merchantCode: string,
      change: { on: boolean; until: Date | null; info: string | null },
    ) {
      if (change.until && change.until.getTime() <= deps.clock.now().getTime()) {
        throw new AppError('VALIDATION_FAILED', 'The maintenance end time must be in the future');
      }
      const id = await merchantIdByCode(merchantCode);
      await repo.updateMaintenance(deps.db, id, change.on ? change : { on: false, until: null, info: null });
      invalidate();
    },

    /** The welcome bonus a visitor's registration earns, in minor units; 0 stops it. */
    async setWelcomeBonus(merchantCode: string, amount: number) {
      const id = await merchantIdByCode(merchantCode);
      await repo.updateWelcomeBonus(deps.db, id, amount);
      invalidate();
    },

    async setCountryBlocked(merchantCode: string, country: string, blocked: boolean) {
      const code = country.toUpperCase();
      if (!/^[A-Z]{2}$/.test(code))
        throw new AppError('VALIDATION_FAILED', 'A country is two letters, e.g. US');
      const id = await merchantIdByCode(merchantCode);
      await (blocked
        ? repo.insertBlockedCountry(deps.db, id, code)
        : repo.deleteBlockedCountry(deps.db, id, code));
      invalidate();
    },

    /** Spec 2: the side menu's app download, left out on the domains the operator names. */
    async setDomainAppDownload(merchantCode: string, domain: string, on: boolean) {
      const host = hostnameOf(domain);
      const id = await merchantIdByCode(merchantCode);
      if (!host || !(await repo.updateDomainAppDownload(deps.db, id, host, on)))
        throw new AppError('NOT_FOUND', `The merchant has no domain '${domain}'`, 404);
      invalidate();
    },

    async setIpBlocked(merchantCode: string, cidr: string, blocked: boolean) {
      const range = parseCidr(cidr);
      if (!range) throw new AppError('VALIDATION_FAILED', `'${cidr}' is not an IP address or CIDR range`);
      const id = await merchantIdByCode(merchantCode);
      await (blocked
        ? repo.insertBlockedIp(deps.db, id, range.text)
        : repo.deleteBlockedIp(deps.db, id, range.text));
      invalidate();
    },
  };
}

/** Every merchant's route lines, for the document policy built at start-up (the speed test times them). */
export const allRouteDomains = (db: Db) => repo.allRouteDomains(db);
