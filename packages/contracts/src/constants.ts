/** Business constants of spec section 9, shared by server and web. */
export const AUTOPLAY_MS = 5000;
export const SPEED_TEST_REDIRECT_MS = 5000;
export const DROPDOWN_BLUR_DELAY_MS = 200;
export const CAPTCHA_REFRESH_MIN_MS = 1000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const DISCLAIMER_MIN_AGE = 21;
export const AGREEMENT_MIN_AGE = 18;
export const LOBBY_PAGE_SIZE = 42;
export const DEFAULT_CURRENCY_SYMBOL = '$';

/** Session storage keys named by the spec (section 3). */
export const storageKeys = {
  token: 'token',
  isAgent: 'isAgent',
  username: 'username',
  disclaimerAccept: 'disclaimerAccept',
  selectedVendor: 'selectedVendor',
  lang: 'lang',
  hisLang: 'hisLang',
  theme: 'theme',
} as const;

/** Game categories in side-menu order (spec 2 "Side menu"). */
export const gameCategories = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export type GameCategory = (typeof gameCategories)[number];

/** Whitelabel feature flags of spec 3. */
export const whitelabelFlags = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'DIRECTREG3',
  'CBS3',
] as const;
export type WhitelabelFlag = (typeof whitelabelFlags)[number];

/** Resource types of spec 3. */
export const resourceTypes = [
  'Android',
  'MOBILECONFIG',
  'AFFILIATELINK',
  'SpeedTest',
  'LINE',
  'FACEBOOK',
  'TELEGRAM',
  'TWITTER',
  'INSTAGRAM',
  'USDJUMP',
] as const;
export type ResourceType = (typeof resourceTypes)[number];
export const socialResourceTypes = ['LINE', 'FACEBOOK', 'TELEGRAM', 'TWITTER', 'INSTAGRAM'] as const;

/** System status values (spec 4). */
export const SystemStatus = { Normal: 0, Maintenance: 1, RegionRestricted: 2 } as const;
