import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { menus } from '../test/fixtures.ts';
import { useGameMenus } from './get-game-menus.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function Vendors() {
  const { data } = useGameMenus();
  if (!data) return <p>none</p>;
  return <p>{data.list.flatMap((entry) => entry.vendors.map((v) => v.name)).join(', ') || 'no vendors'}</p>;
}

describe('game menus (spec 4: vendor list cached in session storage, refetched on language change)', () => {
  it('keeps the answer in session storage with its language', async () => {
    mockApi({ 'GET /lgw/games/game_menus': menus });
    await renderApp(<Vendors />);
    expect(await screen.findByText('Portal Studio, Pocket Games, Portal Studio')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('cache:gameMenus') ?? '{}')).toEqual({
      language: 'en',
      value: menus,
    });
  });

  it('draws the cached list at once, then asks again in the background', async () => {
    sessionStorage.setItem('cache:gameMenus', JSON.stringify({ language: 'en', value: menus }));
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockApi({
      'GET /lgw/games/game_menus': async () => {
        await answered;
        return { list: [] };
      },
    });
    await renderApp(<Vendors />);
    expect(screen.getByText('Portal Studio, Pocket Games, Portal Studio')).toBeTruthy();
    expect(api.callsTo('GET /lgw/games/game_menus')).toHaveLength(1);
    release();
    expect(await screen.findByText('no vendors')).toBeTruthy();
  });

  it('does not use a list cached in another language', async () => {
    sessionStorage.setItem('cache:gameMenus', JSON.stringify({ language: 'vi', value: menus }));
    // The answer waits until the first screen is checked, so what it shows cannot be the answer.
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({
      'GET /lgw/games/game_menus': async () => {
        await answered;
        return { list: [] };
      },
    });
    await renderApp(<Vendors />);
    expect(screen.getByText('none')).toBeTruthy();
    release();
    expect(await screen.findByText('no vendors')).toBeTruthy();
  });
});
