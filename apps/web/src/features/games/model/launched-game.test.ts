import { afterEach, describe, expect, it } from 'vitest';
import { getLaunchedGame, storeLaunchedGame } from './launched-game.ts';

afterEach(() => sessionStorage.clear());

describe('the launched game (spec 4: the iframe address is stored)', () => {
  it('keeps the address, the name and the lobby to go back to', () => {
    storeLaunchedGame({
      url: 'http://localhost:8081/play/lucky-reels?token=t',
      name: 'Lucky Reels',
      lobby: '/rng',
    });
    expect(getLaunchedGame()).toEqual({
      url: 'http://localhost:8081/play/lucky-reels?token=t',
      name: 'Lucky Reels',
      lobby: '/rng',
    });
    storeLaunchedGame(null);
    expect(getLaunchedGame()).toBeNull();
  });

  it('never lets a stored value that is not a web address become an iframe source', () => {
    sessionStorage.setItem(
      'launchedGame',
      JSON.stringify({ url: 'javascript:alert(1)', name: 'x', lobby: '/rng' }),
    );
    expect(getLaunchedGame()).toBeNull();
    sessionStorage.setItem('launchedGame', 'not json');
    expect(getLaunchedGame()).toBeNull();
  });

  it('sends an unusual lobby back to home', () => {
    sessionStorage.setItem(
      'launchedGame',
      JSON.stringify({ url: 'https://games.example/play', name: 'x', lobby: 'https://elsewhere.example' }),
    );
    expect(getLaunchedGame()?.lobby).toBe('/');
  });

  it('ends with the session: a sign-out clears session storage', () => {
    storeLaunchedGame({ url: 'https://games.example/play', name: 'x', lobby: '/rng' });
    sessionStorage.clear();
    expect(getLaunchedGame()).toBeNull();
  });
});
