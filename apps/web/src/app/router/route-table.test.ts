import { describe, expect, it } from 'vitest';
import { mustLogIn, type Region, routeTable } from './route-table.ts';

// Spec 2's table, written out independently of the implementation it checks.
const spec: Record<string, Region[]> = {
  '/': ['header', 'banner', 'footer', 'sideMenu'],
  '/index': ['header', 'banner', 'footer', 'sideMenu'],
  '/index.html': ['header', 'banner', 'footer', 'sideMenu'],
  '/home': ['header', 'banner', 'footer', 'sideMenu'],
  '/register': ['header', 'banner'],
  '/register.html': ['header', 'banner'],
  '/pointMall': ['header', 'banner', 'footer'],
  '/lottery': ['header'],
  '/vnlottery': ['header', 'sideMenu'],
  '/elott': ['header', 'banner', 'footer', 'sideMenu'],
  '/rng': ['header', 'banner', 'footer', 'sideMenu'],
  '/pvp': ['header', 'banner', 'footer', 'sideMenu'],
  '/live': ['header', 'banner', 'footer', 'sideMenu'],
  '/fish': ['header', 'banner', 'footer', 'sideMenu'],
  '/sports': ['header', 'banner', 'footer', 'sideMenu'],
  '/esports': ['header', 'banner', 'footer', 'sideMenu'],
  '/inhouse': ['header', 'banner', 'footer', 'sideMenu'],
  '/promotions': ['header', 'footer', 'sideMenu'],
  '/promoDetail': ['header', 'footer', 'sideMenu'],
  '/seamless': ['header', 'sideMenu'],
  '/help': ['header', 'banner', 'footer', 'sideMenu'],
  '/helpmc': [],
  '/game': ['header'],
  '/login': ['header'],
  '/download': ['header'],
};
// Not in spec 2's table: the agent site of spec 6, a login page under the header alone.
const agentSite: Record<string, Region[]> = { '/agent': ['header'] };
const expected = { ...spec, ...agentSite };

const byPath = new Map(routeTable.map((entry) => [entry.path, entry]));

describe('route table', () => {
  it('registers exactly the paths of spec 2 and the agent site, each once', () => {
    expect(routeTable.map((entry) => entry.path).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s has exactly the regions %j', (path, regions) => {
    expect([...(byPath.get(path)?.regions ?? ['missing'])].sort()).toEqual([...regions].sort());
  });

  it('shares one lobby page between the seven game categories', () => {
    const lobbies = routeTable.filter((entry) => entry.page === 'lobby').map((entry) => entry.path);
    expect(lobbies.sort()).toEqual(['/esports', '/fish', '/inhouse', '/live', '/pvp', '/rng', '/sports']);
  });

  it('starts the side menu in mini mode only on /vnlottery and /seamless', () => {
    const mini = routeTable.filter((entry) => entry.miniSideMenu).map((entry) => entry.path);
    expect(mini.sort()).toEqual(['/seamless', '/vnlottery']);
  });

  it('uses the home banner group on home, the route name elsewhere and register on /register', () => {
    expect(byPath.get('/index.html')?.bannerGroup).toBe('home');
    expect(byPath.get('/rng')?.bannerGroup).toBe('rng');
    expect(byPath.get('/pointMall')?.bannerGroup).toBe('pointMall');
    expect(byPath.get('/register.html')?.bannerGroup).toBe('register');
  });

  it('gives every route with a banner region a banner group', () => {
    for (const entry of routeTable) {
      expect(entry.regions.includes('banner')).toBe(entry.bannerGroup !== null);
    }
  });
});

describe('mustLogIn', () => {
  it('lets everyone through when the brand does not require login', () => {
    expect(mustLogIn('/rng', false, false)).toBe(false);
  });

  it('redirects guests from protected routes when login is required', () => {
    expect(mustLogIn('/', true, false)).toBe(true);
    expect(mustLogIn('/rng', true, false)).toBe(true);
  });

  it.each(['/login', '/register', '/register.html', '/helpmc', '/download', '/agent'])(
    'keeps %s public',
    (path) => {
      expect(mustLogIn(path, true, false)).toBe(false);
    },
  );

  it('lets a visitor with a session token through', () => {
    expect(mustLogIn('/rng', true, true)).toBe(false);
  });
});
