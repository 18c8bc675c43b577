import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { downlineKindsFor, downlineTypeFor } from './agent.ts';
import { isAgentType, MemberType } from './identity.ts';

describe('downlineTypeFor', () => {
  it('keeps the tree master agent > agent > sub-agent > player', () => {
    expect(downlineTypeFor(MemberType.MasterAgent, 'agent')).toBe(MemberType.Agent);
    expect(downlineTypeFor(MemberType.Agent, 'agent')).toBe(MemberType.SubAgent);
    expect(downlineTypeFor(MemberType.SubAgent, 'agent')).toBeNull();
    expect(downlineTypeFor(MemberType.Affiliate, 'agent')).toBeNull();
    for (const type of [MemberType.MasterAgent, MemberType.Agent, MemberType.SubAgent, MemberType.Affiliate])
      expect(downlineTypeFor(type, 'player')).toBe(MemberType.Player);
  });

  it('lets no player or trial account open anything, whatever the kind', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 100 }),
        fc.constantFrom('player', 'agent') as fc.Arbitrary<'player' | 'agent'>,
        (type, kind) => {
          const created = downlineTypeFor(type, kind);
          if (!isAgentType(type)) expect(created).toBeNull();
          // A downline is never a trial account and never outranks the agent opening it.
          if (created !== null)
            expect([MemberType.Player, MemberType.Agent, MemberType.SubAgent]).toContain(created);
        },
      ),
    );
  });

  it('offers the kinds the rule allows, players first', () => {
    expect(downlineKindsFor(MemberType.MasterAgent)).toEqual(['player', 'agent']);
    expect(downlineKindsFor(MemberType.SubAgent)).toEqual(['player']);
    expect(downlineKindsFor(MemberType.Player)).toEqual([]);
    expect(downlineKindsFor(MemberType.Trial)).toEqual([]);
  });
});
