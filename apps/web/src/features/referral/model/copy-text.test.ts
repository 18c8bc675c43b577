import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text.ts';

const setClipboard = (clipboard: unknown) =>
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });

afterEach(() => {
  setClipboard(undefined);
});

describe('copying text', () => {
  it('writes to the clipboard and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    setClipboard({ writeText });
    expect(await copyText('hello')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('hello');
  });

  it('answers false when the browser refuses or has no clipboard', async () => {
    setClipboard({
      writeText: vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))),
    });
    expect(await copyText('hello')).toBe(false);
    setClipboard(undefined);
    expect(await copyText('hello')).toBe(false);
  });
});
