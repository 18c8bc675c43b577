import type { Resource } from '@portal/contracts/system';
import { describe, expect, it } from 'vitest';
import { affiliateUrl, customerServiceUrl, isInternalPath, socialLinks } from './system-links.ts';

const resource = (resourceType: Resource['resourceType'], url: string): Resource => ({
  resourceType,
  url,
  qrCodeUrl: null,
  labelNameEn: resourceType,
});
const service = (pathList: Array<{ type: number; path: string }>) => ({ version: { pathList } });

describe('customerServiceUrl', () => {
  it('takes the type 3 entry of the path list', () => {
    const info = {
      customerService: service([
        { type: 1, path: 'https://vip' },
        { type: 3, path: 'https://cs' },
      ]),
    };
    expect(customerServiceUrl(info)).toBe('https://cs');
  });

  it('is null without a type 3 entry', () => {
    expect(customerServiceUrl({ customerService: service([{ type: 1, path: 'https://vip' }]) })).toBeNull();
  });
});

describe('socialLinks', () => {
  it('lists configured channels in menu order and skips other resources and empty urls', () => {
    const resources = [
      resource('INSTAGRAM', 'https://instagram'),
      resource('Android', '/download#android'),
      resource('LINE', 'https://line'),
      resource('TELEGRAM', ''),
    ];
    expect(socialLinks(resources).map((item) => item.resourceType)).toEqual(['LINE', 'INSTAGRAM']);
  });
});

describe('affiliateUrl', () => {
  it('prefers the affiliate link', () => {
    const info = {
      resources: [resource('AFFILIATELINK', 'https://aff')],
      customerService: service([{ type: 3, path: 'https://cs' }]),
    };
    expect(affiliateUrl(info)).toBe('https://aff');
  });

  it('falls back to customer service when there is no affiliate link', () => {
    expect(affiliateUrl({ resources: [], customerService: service([{ type: 3, path: 'https://cs' }]) })).toBe(
      'https://cs',
    );
  });
});

describe('isInternalPath', () => {
  it('tells app paths from external and protocol-relative addresses', () => {
    expect(isInternalPath('/help#affiliate')).toBe(true);
    expect(isInternalPath('https://t.me/x')).toBe(false);
    expect(isInternalPath('//evil.example')).toBe(false);
  });
});
