import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_ICON, defaultGameIcon } from './default-icon.ts';
import { imageUrl } from './image-url.ts';

describe('imageUrl', () => {
  it('keeps absolute and site addresses', () => {
    expect(imageUrl('https://cdn.example/a.png', ['https://x'])).toBe('https://cdn.example/a.png');
    expect(imageUrl('/games/a.png', ['https://x'])).toBe('/games/a.png');
  });

  it('puts a bare path on one of the image CDNs, picked at random (spec 9)', () => {
    const cdns = ['https://a.example/', 'https://b.example'];
    expect(imageUrl('g/1.png', cdns, () => 0)).toBe('https://a.example/g/1.png');
    expect(imageUrl('g/1.png', cdns, () => 0.99)).toBe('https://b.example/g/1.png');
    expect(imageUrl('g/1.png', [])).toBe('/g/1.png');
  });

  it('has nothing for a game without an image (the default icon is shown)', () => {
    expect(imageUrl(null, [])).toBeNull();
  });
});

describe('defaultGameIcon', () => {
  it('is the slot picture for slots, and a picture of its own for other categories', () => {
    expect(defaultGameIcon('RNG')).toBe(DEFAULT_GAME_ICON);
    const live = defaultGameIcon('LIVE');
    expect(live.startsWith('data:image/svg+xml,')).toBe(true);
    expect(live).not.toBe(defaultGameIcon('FISH'));
    expect(defaultGameIcon('LIVE')).toBe(live);
  });
});
