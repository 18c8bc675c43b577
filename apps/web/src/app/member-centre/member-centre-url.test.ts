import { describe, expect, it } from 'vitest';
import { pageFromSearch, searchWithoutMemberCentre, searchWithPage } from './member-centre-url.ts';

describe('member centre address', () => {
  it('reads the page from ?mc=, defaulting to the security centre for unknown names', () => {
    expect(pageFromSearch('')).toBeNull();
    expect(pageFromSearch('?mc=withdraw')).toBe('withdraw');
    expect(pageFromSearch('?gameCode=x&mc=depositv2')).toBe('depositv2');
    expect(pageFromSearch('?mc=messageV2')).toBe('messageV2');
    expect(pageFromSearch('?mc=manualRebate')).toBe('manualRebate');
    expect(pageFromSearch('?mc=')).toBe('securityCenter');
    expect(pageFromSearch('?mc=rewardCenter')).toBe('securityCenter');
  });

  it('sets and removes the page, keeping the other parameters', () => {
    expect(searchWithPage('', 'transactionHistory')).toBe('?mc=transactionHistory');
    expect(searchWithPage('?gameCode=x&mc=withdraw', 'depositv2')).toBe('?gameCode=x&mc=depositv2');
    expect(searchWithPage('?gameCode=x&mc=withdraw', null)).toBe('?gameCode=x');
    expect(searchWithoutMemberCentre('?mc=withdraw')).toBe('');
  });
});
