import type { HubEvent } from '@portal/contracts/wallet';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createHub } from './hub.ts';

const event: HubEvent = { type: 'ready', value: { memberId: '7' } };

describe('hub', () => {
  it('delivers to every listener of the member and to no one else, until unsubscribed', async () => {
    const hub = createHub();
    const got: string[] = [];
    const off = hub.subscribe('7', () => got.push('a'));
    hub.subscribe('7', () => got.push('b'));
    hub.subscribe('8', () => got.push('other'));
    await hub.toMember('7', event);
    off();
    await hub.toMember('7', event);
    expect(got).toEqual(['a', 'b', 'b']);
    await hub.close();
  });

  it('knows when an event can reach no one: a single node without a connection for the member', async () => {
    const local = createHub();
    expect(local.reaches('7')).toBe(false);
    const off = local.subscribe('7', () => {});
    expect(local.reaches('7')).toBe(true);
    expect(local.reaches('8')).toBe(false);
    off();
    expect(local.reaches('7')).toBe(false);
    await local.close();
  });

  it('never fails the sender: a throwing listener or an unreachable Redis goes to onError', async () => {
    const errors: unknown[] = [];
    const local = createHub(undefined, (e) => errors.push(e));
    const got: string[] = [];
    local.subscribe('7', () => {
      throw new Error('socket closed');
    });
    local.subscribe('7', () => got.push('b'));
    await expect(local.toMember('7', event)).resolves.toBeUndefined();
    expect(got).toEqual(['b']);
    // A Redis that refuses every command.
    const refused = async () => {
      throw new Error('connection refused');
    };
    const down = {
      publish: refused,
      subscribe: refused,
      on: () => {},
      disconnect: () => {},
    } as unknown as Redis;
    const remote = createHub({ publisher: down, subscriber: down }, (e) => errors.push(e));
    await expect(remote.toMember('7', event)).resolves.toBeUndefined();
    await expect(remote.toAll(event)).resolves.toBeUndefined();
    // The listener, the subscription, and the two publications.
    expect(errors).toHaveLength(4);
    await local.close();
    await remote.close();
  });

  it.runIf(process.env.REDIS_URL)('reaches a listener on another node through Redis', async () => {
    const url = process.env.REDIS_URL as string;
    const nodeA = createHub({ publisher: new Redis(url), subscriber: new Redis(url) });
    const nodeB = createHub({ publisher: new Redis(url), subscriber: new Redis(url) });
    const received = new Promise<HubEvent>((resolve) => nodeB.subscribe('7', resolve));
    await new Promise((r) => setTimeout(r, 200)); // let both subscriptions settle
    await nodeA.toMember('7', event);
    expect(await received).toEqual(event);
    await nodeA.close();
    await nodeB.close();
  });
});
