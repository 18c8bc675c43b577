import type { GameMenus, VendorCard } from '@portal/contracts/games';
import { describe, expect, it } from 'vitest';
import { categoryOfPath, lobbyHref, vendorAction, visibleCategories } from './categories.ts';

const vendor = (vassalage: string, accountTypeName = vassalage): VendorCard => ({
  vassalage,
  accountTypeName,
  name: vassalage,
  icon: null,
  status: 'active',
  isNew: false,
});

describe('visibleCategories', () => {
  it('keeps the side-menu order of spec 2 and leaves out categories without vendors', () => {
    const menus: GameMenus = {
      list: [
        { gameCategory: 'INHOUSE', vendors: [vendor('IHS')] },
        { gameCategory: 'RNG', vendors: [vendor('PG'), vendor('IHS')] },
        { gameCategory: 'FISH', vendors: [] },
        { gameCategory: 'LIVE', vendors: [vendor('EVO')] },
      ],
    };
    expect(visibleCategories(menus).map((entry) => entry.gameCategory)).toEqual(['LIVE', 'RNG', 'INHOUSE']);
  });

  it('is empty before the menus arrive', () => {
    expect(visibleCategories(undefined)).toEqual([]);
  });
});

describe('vendorAction (spec 4 navigation rules)', () => {
  it.each(['SPORTS', 'ESPORTS', 'FISH', 'PVP', 'LIVE'] as const)(
    '%s vendors open the lobby filtered',
    (category) => {
      expect(vendorAction(category, vendor('AB'))).toEqual({
        kind: 'navigate',
        to: `${lobbyHref(category)}?page=AB`,
      });
    },
  );

  it('RNG vendors open their tab of /rng (spec 2: ?page=)', () => {
    expect(vendorAction('RNG', vendor('PG'))).toEqual({ kind: 'navigate', to: '/rng?page=PG' });
  });

  it('other vendors launch directly, with their lobby to fall back on', () => {
    expect(vendorAction('INHOUSE', vendor('IHS'))).toEqual({ kind: 'launch', fallback: '/inhouse?page=IHS' });
  });

  it('lottery vendors go to the lottery screens', () => {
    expect(vendorAction('LOTT', vendor('TCG_SEA'))).toEqual({ kind: 'navigate', to: '/lottery' });
    expect(vendorAction('ELOTT', vendor('TCG'))).toEqual({ kind: 'navigate', to: '/elott' });
    expect(vendorAction('LOTT', vendor('VN', 'TCG_LOTTO_VN'))).toEqual({
      kind: 'navigate',
      to: '/vnlottery',
    });
  });

  it('escapes vendor codes in the address', () => {
    expect(lobbyHref('LIVE', 'A&B')).toBe('/live?page=A%26B');
  });
});

describe('categoryOfPath', () => {
  it('names the category of each lobby route and nothing else', () => {
    expect(categoryOfPath('/rng')).toBe('RNG');
    expect(categoryOfPath('/esports')).toBe('ESPORTS');
    expect(categoryOfPath('/inhouse')).toBe('INHOUSE');
    expect(categoryOfPath('/lottery')).toBeNull();
    expect(categoryOfPath('/')).toBeNull();
  });
});
