import { describe, expect, it } from 'vitest';
import {
  agentAccountFromSearch,
  agentPageFromSearch,
  searchWithAgentPage,
  searchWithoutAgentCentre,
} from './agent-centre-url.ts';

describe('agent centre address', () => {
  it('reads the page from ?ac=, defaulting to the team overview for unknown names', () => {
    expect(agentPageFromSearch('')).toBeNull();
    expect(agentPageFromSearch('?mc=withdraw')).toBeNull();
    expect(agentPageFromSearch('?ac=agentRegisterCentre')).toBe('agentRegisterCentre');
    expect(agentPageFromSearch('?x=1&ac=agentDownlineManagement')).toBe('agentDownlineManagement');
    expect(agentPageFromSearch('?ac=')).toBe('agentTeamOverview');
    expect(agentPageFromSearch('?ac=agentDividend')).toBe('agentTeamOverview');
    expect(agentPageFromSearch('?ac=agentTransactionDetails&account=player01')).toBe(
      'agentTransactionDetails',
    );
  });

  it('sets and removes the page, keeping the other parameters and closing the member centre', () => {
    expect(searchWithAgentPage('', 'agentTeamOverview')).toBe('?ac=agentTeamOverview');
    expect(searchWithAgentPage('?x=1&ac=agentTeamOverview', 'agentRegisterCentre')).toBe(
      '?x=1&ac=agentRegisterCentre',
    );
    expect(searchWithAgentPage('?mc=withdraw', 'agentTeamOverview')).toBe('?ac=agentTeamOverview');
    expect(searchWithAgentPage('?x=1&ac=agentTeamOverview', null)).toBe('?x=1');
    expect(searchWithoutAgentCentre('?ac=agentTeamOverview')).toBe('');
  });

  it('carries one team member for a report, and drops it on any other move', () => {
    expect(searchWithAgentPage('?ac=agentDownlineManagement', 'agentTeamBetting', 'player01')).toBe(
      '?ac=agentTeamBetting&account=player01',
    );
    expect(agentAccountFromSearch('?ac=agentTeamBetting&account=%20player01%20')).toBe('player01');
    expect(agentAccountFromSearch('?ac=agentTeamBetting')).toBe('');
    expect(agentAccountFromSearch(`?account=${'a'.repeat(80)}`)).toHaveLength(64);
    expect(searchWithAgentPage('?x=1&ac=agentTeamBetting&account=player01', 'agentUserProfit')).toBe(
      '?x=1&ac=agentUserProfit',
    );
    expect(searchWithAgentPage('?ac=agentTeamBetting&account=player01', null)).toBe('');
    // Not the centre's while it is closed: left alone.
    expect(searchWithAgentPage('?account=mine', 'agentTeamOverview')).toBe(
      '?account=mine&ac=agentTeamOverview',
    );
  });
});
