import { describe, expect, it } from 'vitest';
import { agentPageFromSearch, searchWithAgentPage, searchWithoutAgentCentre } from './agent-centre-url.ts';

describe('agent centre address', () => {
  it('reads the page from ?ac=, defaulting to the team overview for unknown names', () => {
    expect(agentPageFromSearch('')).toBeNull();
    expect(agentPageFromSearch('?mc=withdraw')).toBeNull();
    expect(agentPageFromSearch('?ac=agentRegisterCentre')).toBe('agentRegisterCentre');
    expect(agentPageFromSearch('?x=1&ac=agentDownlineManagement')).toBe('agentDownlineManagement');
    expect(agentPageFromSearch('?ac=')).toBe('agentTeamOverview');
    expect(agentPageFromSearch('?ac=agentDividend')).toBe('agentTeamOverview');
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
});
