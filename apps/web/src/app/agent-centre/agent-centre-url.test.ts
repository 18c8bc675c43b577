import { describe, expect, it } from 'vitest';
import {
  agentAccountFromSearch,
  agentPageFromSearch,
  contractKindOfPage,
  searchWithAgentPage,
  searchWithoutAgentCentre,
  shownAgentPage,
  visibleAgentPages,
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
    expect(agentPageFromSearch('?ac=agentMyIncome')).toBe('agentMyIncome');
    expect(agentPageFromSearch('?ac=agentDividendRecord')).toBe('agentDividendRecord');
    expect(agentPageFromSearch('?ac=agentDailyWages')).toBe('agentDailyWages');
    expect(agentPageFromSearch('?ac=agentHourlySalary')).toBe('agentHourlySalary');
    expect(agentPageFromSearch('?ac=agentRealtimeSalary')).toBe('agentRealtimeSalary');
  });

  it('lists a contract kind’s page only when the merchant runs that kind, and falls back for the others', () => {
    const all = { dailySalary: true, hourSalary: true, realtimeSalary: true, dividend: true };
    const noDividend = { dailySalary: true, hourSalary: false, realtimeSalary: false, dividend: false };
    const none = { dailySalary: false, hourSalary: false, realtimeSalary: false, dividend: false };
    expect(visibleAgentPages(all)).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'agentRegisterCentre',
      'agentDownlineManagement',
      'agentTeamBetting',
      'agentUserProfit',
      'agentMyIncome',
      'agentTransactionDetails',
      'agentDividendRecord',
      'agentDailyWages',
      'agentHourlySalary',
      'agentRealtimeSalary',
    ]);
    expect(visibleAgentPages(noDividend).slice(-2)).toEqual(['agentTransactionDetails', 'agentDailyWages']);
    expect(visibleAgentPages({ ...none, hourSalary: true }).slice(-2)).toEqual([
      'agentTransactionDetails',
      'agentHourlySalary',
    ]);
    expect(visibleAgentPages({ ...none, realtimeSalary: true }).slice(-2)).toEqual([
      'agentTransactionDetails',
      'agentRealtimeSalary',
    ]);
    // Not known yet: neither.
    expect(visibleAgentPages(undefined).at(-1)).toBe('agentTransactionDetails');
    expect(contractKindOfPage('agentDividendRecord')).toBe('dividend');
    expect(contractKindOfPage('agentDailyWages')).toBe('dailySalary');
    expect(contractKindOfPage('agentHourlySalary')).toBe('hourSalary');
    expect(contractKindOfPage('agentRealtimeSalary')).toBe('realtimeSalary');
    expect(contractKindOfPage('agentMyIncome')).toBeNull();
    expect(shownAgentPage('agentDividendRecord', noDividend)).toBe('agentTeamOverview');
    expect(shownAgentPage('agentHourlySalary', noDividend)).toBe('agentTeamOverview');
    expect(shownAgentPage('agentRealtimeSalary', noDividend)).toBe('agentTeamOverview');
    expect(shownAgentPage('agentRealtimeSalary', all)).toBe('agentRealtimeSalary');
    expect(shownAgentPage('agentDividendRecord', all)).toBe('agentDividendRecord');
    expect(shownAgentPage('agentHourlySalary', all)).toBe('agentHourlySalary');
    expect(shownAgentPage('agentDividendRecord', undefined)).toBe('agentDividendRecord');
    expect(shownAgentPage('agentMyIncome', none)).toBe('agentMyIncome');
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
