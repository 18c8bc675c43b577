import { describe, expect, it } from 'vitest';
import {
  fastestLine,
  isCurrentLine,
  isFinished,
  isHostname,
  type Line,
  type LineResult,
  lineUrl,
  median,
  secondsLeft,
  verdictOf,
} from './line-times.ts';

const measured = (ms: number): LineResult => ({ state: 'measured', ms });
const unreachable: LineResult = { state: 'unreachable' };
const line = (domain: string, result: LineResult): Line => ({ domain, result });

describe('median of the timed pings', () => {
  it('takes the middle figure, whatever the order', () => {
    expect(median([38, 12, 40])).toBe(38);
    expect(median([7])).toBe(7);
    expect(median([300, 5, 6, 7, 8])).toBe(7);
  });

  it('averages the two middle figures of an even count, and has none for no figures', () => {
    expect(median([10, 30, 20, 40])).toBe(25);
    expect(median([])).toBeNull();
  });

  it('does not reorder the figures it was given', () => {
    const figures = [3, 1, 2];
    median(figures);
    expect(figures).toEqual([3, 1, 2]);
  });
});

describe('fastest line', () => {
  it('is the line with the smallest figure, unreachable and untested lines ignored', () => {
    expect(
      fastestLine([
        line('a.test', measured(40)),
        line('b.test', unreachable),
        line('c.test', measured(12)),
        line('d.test', { state: 'testing' }),
        line('e.test', { state: 'waiting' }),
      ]),
    ).toEqual({ domain: 'c.test', ms: 12 });
  });

  it('keeps the list order on a tie', () => {
    expect(
      fastestLine([line('a.test', measured(20)), line('b.test', measured(12)), line('c.test', measured(12))]),
    ).toEqual({ domain: 'b.test', ms: 12 });
  });

  it('is none when no line answered', () => {
    expect(fastestLine([line('a.test', unreachable)])).toBeNull();
    expect(fastestLine([])).toBeNull();
  });
});

describe('the same page on another line', () => {
  it('changes only the host: protocol, port, path, search and hash are kept', () => {
    expect(lineUrl('https://www.portal.test:8443/rng?page=PG#top', 'm2.portal.test')).toBe(
      'https://m2.portal.test:8443/rng?page=PG#top',
    );
    expect(lineUrl('http://localhost:3000/', '127.0.0.1')).toBe('http://127.0.0.1:3000/');
    expect(lineUrl('https://portal.test/help', 'mirror.test')).toBe('https://mirror.test/help');
  });

  it('refuses a listed line that is not a plain host name', () => {
    for (const bad of [
      'evil.test/path',
      'user@evil.test',
      'evil.test:81',
      'javascript:alert(1)',
      '',
      'a b.test',
    ]) {
      expect(isHostname(bad)).toBe(false);
      expect(lineUrl('https://portal.test/', bad)).toBeNull();
    }
    expect(isHostname('demo.portal.test')).toBe(true);
    expect(isHostname('127.0.0.1')).toBe(true);
    expect(isHostname('localhost')).toBe(true);
  });

  it('knows the current line without minding case or a final dot', () => {
    expect(isCurrentLine('Demo.Portal.Test', 'demo.portal.test')).toBe(true);
    expect(isCurrentLine('demo.portal.test.', 'demo.portal.test')).toBe(true);
    expect(isCurrentLine('portal.test', 'demo.portal.test')).toBe(false);
  });
});

describe('what the finished test leads to', () => {
  const here = 'http://localhost:3000/promotions?id=4#terms';

  it('switches to a faster line, on the same page', () => {
    expect(verdictOf([line('localhost', measured(40)), line('127.0.0.1', measured(12))], here)).toEqual({
      kind: 'switch',
      fastest: { domain: '127.0.0.1', ms: 12 },
      url: 'http://127.0.0.1:3000/promotions?id=4#terms',
    });
  });

  it('switches too when the page is on a line that is not listed or did not answer', () => {
    expect(verdictOf([line('127.0.0.1', measured(30))], here)).toMatchObject({ kind: 'switch' });
    expect(verdictOf([line('localhost', unreachable), line('127.0.0.1', measured(30))], here)).toMatchObject({
      kind: 'switch',
    });
  });

  it('stays when the current line is the fastest, ties with it, or is the only one answering', () => {
    expect(verdictOf([line('127.0.0.1', measured(40)), line('localhost', measured(12))], here)).toEqual({
      kind: 'onFastest',
      fastest: { domain: 'localhost', ms: 12 },
    });
    // On a tie the current line is the one marked, though it comes later in the list.
    expect(verdictOf([line('127.0.0.1', measured(12)), line('localhost', measured(12))], here)).toEqual({
      kind: 'onFastest',
      fastest: { domain: 'localhost', ms: 12 },
    });
    expect(verdictOf([line('localhost', measured(80)), line('127.0.0.1', unreachable)], here)).toMatchObject({
      kind: 'onFastest',
    });
  });

  it('says so when no line answered', () => {
    expect(verdictOf([line('localhost', unreachable), line('127.0.0.1', unreachable)], here)).toEqual({
      kind: 'noneReachable',
    });
  });

  it('is finished once every line has a figure or is unreachable', () => {
    expect(isFinished([line('a.test', measured(1)), line('b.test', unreachable)])).toBe(true);
    expect(isFinished([line('a.test', measured(1)), line('b.test', { state: 'testing' })])).toBe(false);
    expect(isFinished([])).toBe(false);
  });
});

describe('countdown', () => {
  const start = 1_000_000;

  it('counts whole seconds down from the total to zero', () => {
    expect(secondsLeft(start, start, 5)).toBe(5);
    expect(secondsLeft(start, start + 999, 5)).toBe(5);
    expect(secondsLeft(start, start + 1_000, 5)).toBe(4);
    expect(secondsLeft(start, start + 4_999, 5)).toBe(1);
    expect(secondsLeft(start, start + 5_000, 5)).toBe(0);
  });

  it('never goes below zero, nor above the total when the clock steps back', () => {
    expect(secondsLeft(start, start + 60_000, 5)).toBe(0);
    expect(secondsLeft(start, start - 3_000, 5)).toBe(5);
  });
});
