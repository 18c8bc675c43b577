import { describe, expect, it } from 'vitest';
import { parseOpsArgs } from './ops-command.ts';

describe('parseOpsArgs', () => {
  it('reads every operator command', () => {
    expect(parseOpsArgs(['maintenance', 'on'], 'demo')).toEqual({
      kind: 'maintenance',
      merchant: 'demo',
      on: true,
      until: null,
      info: null,
    });
    expect(parseOpsArgs(['maintenance', 'on', '--until', '2030-01-01T00:00:00Z'], 'demo')).toMatchObject({
      until: '2030-01-01T00:00:00Z',
    });
    expect(parseOpsArgs(['maintenance', 'off'], 'demo')).toMatchObject({ on: false });
    expect(parseOpsArgs(['region', 'block', 'US', '--merchant', 'm2'], 'demo')).toEqual({
      kind: 'region',
      merchant: 'm2',
      country: 'US',
      blocked: true,
    });
    expect(parseOpsArgs(['region', 'unblock', 'US'], 'demo')).toMatchObject({ blocked: false });
    expect(parseOpsArgs(['audit'], 'demo')).toEqual({ kind: 'audit' });
    expect(parseOpsArgs(['deposit', 'approve', '12'], 'demo')).toEqual({
      kind: 'deposit',
      id: '12',
      decision: 'approve',
      note: null,
    });
    expect(parseOpsArgs(['deposit', 'reject', '12', '--note', 'no money'], 'demo')).toMatchObject({
      decision: 'reject',
      note: 'no money',
    });
    expect(() => parseOpsArgs(['deposit', 'approve', 'x1'], 'demo')).toThrow();
    expect(parseOpsArgs(['ip', 'block', '10.0.0.0/8'], 'demo')).toEqual({
      kind: 'ip',
      merchant: 'demo',
      cidr: '10.0.0.0/8',
      blocked: true,
    });
  });

  it('rejects incomplete or unknown commands with the usage text', () => {
    for (const argv of [
      [],
      ['maintenance'],
      ['region', 'block'],
      ['ip', 'ban', '1.1.1.1'],
      ['maintenance', 'on', '--until'],
      ['maintenance', 'on', '--until', 'tomorrow'],
    ]) {
      expect(() => parseOpsArgs(argv, 'demo'), argv.join(' ')).toThrow();
    }
  });

  it('reads `member type ACCOUNT TYPE`, and refuses an unknown type or a missing word', () => {
    expect(parseOpsArgs(['member', 'type', 'alice', 'master-agent'], 'demo')).toEqual({
      kind: 'member_type',
      merchant: 'demo',
      account: 'alice',
      type: 'master-agent',
    });
    for (const type of ['agent', 'sub-agent', 'affiliate', 'player'])
      expect(parseOpsArgs(['member', 'type', 'bob', type, '--merchant', 'm2'], 'demo')).toMatchObject({
        merchant: 'm2',
        type,
      });
    for (const argv of [
      ['member', 'type', 'alice'],
      ['member', 'type', 'alice', 'boss'],
      ['member', 'type', 'alice', 'trial'],
      ['member', 'type', 'alice', 'agent', 'extra'],
      ['member', 'kind', 'alice', 'agent'],
    ])
      expect(() => parseOpsArgs(argv, 'demo'), argv.join(' ')).toThrow();
    expect(() => parseOpsArgs(['member', 'type', 'alice', 'boss'], 'demo')).toThrow(
      /one of: agent, master-agent/,
    );
  });

  it('reads `contract settle`, with or without an instant to settle the running periods up to', () => {
    expect(parseOpsArgs(['contract', 'settle'], 'demo')).toEqual({
      kind: 'contract_settle',
      merchant: 'demo',
      until: null,
    });
    expect(
      parseOpsArgs(
        ['contract', 'settle', '--until', '2026-03-01T12:00:00+07:00', '--merchant', 'm2'],
        'demo',
      ),
    ).toEqual({
      kind: 'contract_settle',
      merchant: 'm2',
      until: '2026-03-01T12:00:00+07:00',
    });
    for (const argv of [
      ['contract', 'settle', '--until', 'yesterday'],
      ['contract', 'settle', '--until'],
      ['contract', 'settle', 'now'],
    ])
      expect(() => parseOpsArgs(argv, 'demo'), argv.join(' ')).toThrow();
  });

  it('reads `contract enable|disable|set` for every kind, the hourly salary too', () => {
    expect(parseOpsArgs(['contract', 'enable', 'hourSalary'], 'demo')).toEqual({
      kind: 'contract_setting',
      merchant: 'demo',
      contract: 'hourSalary',
      enabled: true,
      period: null,
    });
    expect(parseOpsArgs(['contract', 'disable', 'hourSalary'], 'demo')).toMatchObject({ enabled: false });
    expect(parseOpsArgs(['contract', 'enable', 'dividend', '--period', 'M'], 'demo')).toMatchObject({
      period: 'M',
    });
    expect(
      parseOpsArgs(['contract', 'set', 'boss', 'hourSalary', '--tiers', '0:0:1,5000000:3:1.5'], 'demo'),
    ).toEqual({
      kind: 'contract_set',
      merchant: 'demo',
      account: 'boss',
      contract: 'hourSalary',
      tiers: [
        { minValidBet: 0, minActiveMembers: 0, rateBp: 100 },
        { minValidBet: 5_000_000, minActiveMembers: 3, rateBp: 150 },
      ],
    });
    for (const argv of [
      ['contract', 'enable', 'hourly'],
      ['contract', 'enable', 'hourSalary', '--period', 'X'],
      // An hourly salary pays at most 3% of valid bets, as a daily salary.
      ['contract', 'set', 'boss', 'hourSalary', '--tiers', '0:0:3.01'],
    ])
      expect(() => parseOpsArgs(argv, 'demo'), argv.join(' ')).toThrow();
    expect(() => parseOpsArgs(['contract', 'set', 'boss', 'hourSalary', '--tiers', '0:0:4'], 'demo')).toThrow(
      'The hourSalary rate is at most 3%',
    );
  });

  it('reads `contract set ... realtimeSalary` tiers as SINGLEBET:PROFIT%:LOSS%', () => {
    expect(
      parseOpsArgs(
        ['contract', 'set', 'boss', 'realtimeSalary', '--tiers', '1000:0.2:0.4,100000:0.3:0.6'],
        'demo',
      ),
    ).toEqual({
      kind: 'contract_set',
      merchant: 'demo',
      account: 'boss',
      contract: 'realtimeSalary',
      tiers: [
        { minValidBet: 1000, minActiveMembers: 0, rateBp: 20, lossRateBp: 40 },
        { minValidBet: 100_000, minActiveMembers: 0, rateBp: 30, lossRateBp: 60 },
      ],
    });
    expect(parseOpsArgs(['contract', 'enable', 'realtimeSalary'], 'demo')).toMatchObject({
      contract: 'realtimeSalary',
      enabled: true,
    });
    for (const argv of [
      // The wrong shape, a rate above 3%, no loss rate, tiers not climbing.
      ['contract', 'set', 'boss', 'realtimeSalary', '--tiers', '1000:0.2'],
      ['contract', 'set', 'boss', 'realtimeSalary', '--tiers', '1000:3.5:0.2'],
      ['contract', 'set', 'boss', 'realtimeSalary', '--tiers', '1000:0.2:3.01'],
      ['contract', 'set', 'boss', 'realtimeSalary', '--tiers', '1000:0:0.2'],
      ['contract', 'set', 'boss', 'realtimeSalary', '--tiers', '1000:0.2:0.4,1000:0.3:0.6'],
      ['contract', 'set', 'boss', 'realtimeSalary', '--tiers', '1000:0.2:0.4,2000:0.2:0.4'],
      // A daily salary's tiers stay VALIDBET:ACTIVE:PERCENT.
      ['contract', 'set', 'boss', 'dailySalary', '--tiers', '1000:0.2:0.4'],
    ])
      expect(() => parseOpsArgs(argv, 'demo'), argv.join(' ')).toThrow();
    expect(() =>
      parseOpsArgs(['contract', 'set', 'boss', 'realtimeSalary', '--tiers', '0:1:4'], 'demo'),
    ).toThrow('The realtimeSalary rate is at most 3%');
  });

  it('reads `referral on|off` with amounts in minor units', () => {
    expect(
      parseOpsArgs(['referral', 'on', '--reward', '5000000', '--min-deposit', '10000000'], 'demo'),
    ).toEqual({
      kind: 'referral',
      merchant: 'demo',
      enabled: true,
      reward: 5_000_000,
      minDeposit: 10_000_000,
    });
    expect(parseOpsArgs(['referral', 'off'], 'demo')).toMatchObject({
      enabled: false,
      reward: null,
      minDeposit: null,
    });
    for (const argv of [
      ['referral', 'on', '--reward', '0'],
      ['referral', 'on', '--reward', '1.5'],
      ['referral', 'on', '--min-deposit', '-1'],
      ['referral', 'maybe'],
    ])
      expect(() => parseOpsArgs(argv, 'demo'), argv.join(' ')).toThrow();
  });
});
