import { searchWithParam } from '../../../lib/search-param.ts';
import { type Platform, platforms } from './install-guide.ts';

/**
 * The app download modal is opened by the address like the shell's other dialogs: `?app=android`
 * or `?app=ios`, the tab shown. Linkable, kept on reload, closed by Back.
 */
export const APP_PARAM = 'app';

export function appPlatformFromSearch(search: string): Platform | null {
  const value = new URLSearchParams(search).get(APP_PARAM);
  return platforms.find((platform) => platform === value) ?? null;
}

export const searchWithAppPlatform = (search: string, platform: Platform | null) =>
  searchWithParam(search, APP_PARAM, platform);

/** The download page's address of a platform: where the links point, for a new tab. */
export const downloadPageHref = (platform: Platform) => `/download#${platform}`;

/** The search string without the modal, for effects that should ignore it (scrolling). */
export const searchWithoutAppDownload = (search: string) => searchWithAppPlatform(search, null);
