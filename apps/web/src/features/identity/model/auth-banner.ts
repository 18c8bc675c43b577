import { type ComponentType, createContext } from 'react';

/** The banner group of each tab of the login/register popup (spec 2 "Banners"). */
export type AuthBannerGroup = 'login' | 'w_reg';

export type AuthBannerProps = {
  group: AuthBannerGroup;
  /** Told whether the group has banners to show, so the tabs can make room for the close button. */
  onPresence: (shown: boolean) => void;
};

/**
 * The popup's banner, supplied by the app (banners belong to the content feature, and features
 * do not import each other). Without a provider the popup simply has no banner.
 */
export const AuthBannerContext = createContext<ComponentType<AuthBannerProps> | null>(null);
