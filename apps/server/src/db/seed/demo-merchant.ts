import { randomBytes } from 'node:crypto';
import { bannerGroups } from '@portal/contracts/content';
import { type PatternId, patternSources, type RuleField } from '@portal/contracts/rules';
import { seedDemoContracts } from '../../modules/agent-contracts/agent-contracts.service.ts';
import { seedDemoAnnouncements } from '../../modules/announcements/announcements.demo.ts';
import { seedDemoChannels } from '../../modules/cashier/cashier.demo.ts';
import { seedDemoClubLevels } from '../../modules/club/club.service.ts';
import { seedDemoGames } from '../../modules/games/games.service.ts';
import { seedDemoHelp } from '../../modules/help/help.demo.ts';
import { seedDemoMissions } from '../../modules/missions/missions.service.ts';
import { seedDemoPoints } from '../../modules/points/points.demo.ts';
import { seedDemoPromotions } from '../../modules/promotions/promotions.demo.ts';
import { seedDemoRebateRates } from '../../modules/rebate/rebate.service.ts';
import { seedDemoReferral } from '../../modules/referral/referral.service.ts';
import { seedDemoBannerArtwork } from '../../modules/system/banners.demo.ts';
import type { Db } from '../schema.ts';
import { seedDemoAccounts } from './demo-accounts.ts';

export const DEMO_MERCHANT_CODE = 'demo';

type RuleSeed = [field: RuleField, required: boolean, min: number, max: number, patternId: PatternId];

// Every rule field of spec 3, enabled, with the pattern kind a Vietnamese-market operator uses.
const rules: RuleSeed[] = [
  ['username', true, 6, 16, 'letterFirstAlnum'],
  ['password', true, 6, 20, 'lettersAndDigits'],
  ['payeeName', false, 2, 50, 'fullNameWithSpace'],
  ['paymentPassword', false, 6, 6, 'digits'],
  ['qqNum', false, 5, 12, 'digits'],
  ['line', false, 4, 30, 'noSpaces'],
  ['whatsapp', false, 6, 15, 'digits'],
  ['zalo', false, 6, 15, 'digits'],
  ['facebook', false, 4, 50, 'noSpaces'],
  ['wechat', false, 6, 20, 'noSpaces'],
  ['idNumber', false, 9, 12, 'digits'],
  ['email', false, 6, 80, 'email'],
  ['mobileNum', false, 9, 10, 'phone'],
  ['affiliateCode', false, 4, 16, 'lettersOrDigits'],
  ['captcha', true, 4, 4, 'digits'],
];

/** The whitelabel tree: every feature flag on, grouped under the modules they belong to. */
const features: Array<[modId: string, parent: string | null]> = [
  ['REGISTRATION', null],
  ['USERNAMEREG3', 'REGISTRATION'],
  ['MOBILENUMREG3', 'REGISTRATION'],
  ['REGMOBVERF3', 'REGISTRATION'],
  ['MOBILENUMPASSREG3', 'REGISTRATION'],
  ['DIRECTREG3', 'REGISTRATION'],
  ['LOGIN', null],
  ['FREEPLAY3', 'LOGIN'],
  ['MOBILEVERCODELOGIN3', 'LOGIN'],
  ['SECURITY', null],
  ['PWDEXPFORCECHANGE3', 'SECURITY'],
  ['CHNGPASSVERIF3', 'SECURITY'],
  ['SERVICE', null],
  ['CBS3', 'SERVICE'],
];

const resources: Array<[type: string, url: string, qr: string | null, label: string]> = [
  // The demo has no store app: Android installs the site as a web app, iOS as a Web Clip profile.
  ['Android', '/', '/', 'Android app'],
  ['MOBILECONFIG', '/app.mobileconfig', '/app.mobileconfig', 'iOS app'],
  ['AFFILIATELINK', '/help#affiliate', null, 'Affiliate programme'],
  ['SpeedTest', '/help#speed-test', null, 'Speed test'],
  ['LINE', 'https://line.me/R/ti/p/@portal-demo', null, 'LINE'],
  ['FACEBOOK', 'https://www.facebook.com/portal.demo', null, 'Facebook'],
  ['TELEGRAM', 'https://t.me/portal_demo', null, 'Telegram'],
  ['TWITTER', 'https://twitter.com/portal_demo', null, 'Twitter'],
  ['INSTAGRAM', 'https://www.instagram.com/portal.demo', null, 'Instagram'],
];

/** The languages the web app has texts for: offering another would show English under its name. */
const languages: Array<[code: string, name: string]> = [
  ['en', 'English'],
  ['vi', 'Tiếng Việt'],
];

const banners: Array<
  [title: string, image: string, linkage: 'NONE' | 'URL' | 'ROUTE', target: string | null]
> = [
  ['Welcome to the portal', '/banners/banner-1.svg', 'ROUTE', '/register'],
  ['Regional lottery draws every evening', '/banners/banner-2.svg', 'ROUTE', '/vnlottery'],
  ['Play responsibly', '/banners/banner-3.svg', 'ROUTE', '/help#responsibility'],
];

export const demoRegisterOptions = {
  captchaEnabled: true,
  captchaRequired: false,
  smsVerificationForUsername: false,
  birthdayRequired: true,
  minAge: 21,
  agreementAge: 18,
  phoneLengths: { '84': 9, '66': 9, '1': 10, '86': 11 },
  defaultCountryDialingCode: '84',
};

/**
 * Creates the demo merchant with every feature on. Idempotent: a merchant that already
 * exists is left exactly as the operator changed it.
 */
export async function seedDemoMerchant(db: Db): Promise<boolean> {
  const created = await seedMerchantOnce(db);
  // Parts added after a data folder was first seeded arrive here, each inserted only if missing.
  const merchant = await db
    .selectFrom('merchant')
    .select(['id', 'name'])
    .where('code', '=', DEMO_MERCHANT_CODE)
    .executeTakeFirst();
  if (merchant) {
    await seedDemoChannels(db, merchant.id);
    await seedDemoGames(db, merchant.id, randomBytes(32).toString('hex'));
    await seedDemoAnnouncements(db, merchant.id);
    await seedDemoHelp(db, merchant.id, merchant.name);
    await seedDemoRebateRates(db, merchant.id);
    await seedDemoContracts(db, merchant.id);
    await seedDemoReferral(db, merchant.id);
    await seedDemoPoints(db, merchant.id);
    await seedDemoClubLevels(db, merchant.id);
    await seedDemoMissions(db, merchant.id);
    await seedDemoPromotions(db, merchant.id);
    await seedDemoBannerArtwork(db, merchant.id);
  }
  return created;
}

function seedMerchantOnce(db: Db): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const inserted = await tx
      .insertInto('merchant')
      .values({
        code: DEMO_MERCHANT_CODE,
        name: 'Portal Demo',
        currency: 'VND',
        currency_exponent: 2,
        currency_symbol: '₫',
        time_zone: 'Asia/Ho_Chi_Minh',
        default_language: 'en',
        gtag_id: null,
        register_options: JSON.stringify(demoRegisterOptions),
        is_default: true,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    const merchant_id = inserted.id;

    await tx
      .insertInto('merchant_domain')
      .values([
        { merchant_id, domain: 'localhost', is_route: true, sort: 0 },
        { merchant_id, domain: '127.0.0.1', is_route: true, sort: 1 },
        { merchant_id, domain: 'demo.portal.test', is_route: true, sort: 2 },
      ])
      .execute();
    await tx
      .insertInto('merchant_language')
      .values(languages.map(([code, name], sort) => ({ merchant_id, code, name, sort })))
      .execute();
    await tx
      .insertInto('merchant_feature')
      .values(
        features.map(([mod_id, parent_mod_id], sort) => ({
          merchant_id,
          mod_id,
          parent_mod_id,
          enabled: true,
          sort,
        })),
      )
      .execute();
    await tx
      .insertInto('merchant_resource')
      .values(
        resources.map(([resource_type, url, qr_code_url, label_name_en], sort) => ({
          merchant_id,
          resource_type,
          url,
          qr_code_url,
          label_name_en,
          sort,
        })),
      )
      .execute();
    await tx
      .insertInto('merchant_cdn')
      .values([
        { merchant_id, kind: 'image', url: '/', sort: 0 },
        { merchant_id, kind: 'launch', url: '/', sort: 0 },
      ])
      .execute();
    await tx
      .insertInto('merchant_service_link')
      .values([{ merchant_id, type: 3, path: 'https://t.me/portal_demo_support' }])
      .execute();
    await tx
      .insertInto('merchant_register_rule')
      .values(
        rules.map(([field, required, min_length, max_length, pattern_id]) => ({
          merchant_id,
          field,
          enabled: true,
          required,
          min_length,
          max_length,
          accepted_pattern: patternSources[pattern_id],
          pattern_id,
        })),
      )
      .execute();
    await tx
      .insertInto('banner')
      .values(
        bannerGroups.flatMap((group_name) =>
          banners.map(([title, image_url, linkage_type, link_target], sort) => ({
            merchant_id,
            group_name,
            title,
            image_url,
            linkage_type,
            link_target,
            sort,
          })),
        ),
      )
      .execute();
    await seedDemoAccounts(tx, merchant_id);
    return true;
  });
}
