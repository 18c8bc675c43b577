import { type ResourceType, socialResourceTypes } from '@portal/contracts/constants';
import type { Resource, SystemInfo } from '@portal/contracts/system';

/** Type 3 of the customer-service path list is the customer-service contact (spec 3). */
const CUSTOMER_SERVICE_TYPE = 3;

export function customerServiceUrl(info: Pick<SystemInfo, 'customerService'>): string | null {
  const entry = info.customerService.version.pathList.find((item) => item.type === CUSTOMER_SERVICE_TYPE);
  return entry?.path || null;
}

export function findResource(resources: readonly Resource[], type: ResourceType): Resource | null {
  return resources.find((resource) => resource.resourceType === type && resource.url !== '') ?? null;
}

/** Configured social links in the side menu's order (LINE, Facebook, Telegram, Twitter, Instagram). */
export function socialLinks(resources: readonly Resource[]): Resource[] {
  return socialResourceTypes.flatMap((type) => findResource(resources, type) ?? []);
}

/** The affiliate programme link, or customer service when the merchant has none (spec 2 "Footer"). */
export function affiliateUrl(info: Pick<SystemInfo, 'resources' | 'customerService'>): string | null {
  return findResource(info.resources, 'AFFILIATELINK')?.url ?? customerServiceUrl(info);
}

/** Same-site paths stay in the single-page app; anything else opens in a new tab. */
export const isInternalPath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');
