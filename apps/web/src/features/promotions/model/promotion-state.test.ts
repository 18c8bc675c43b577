import { promotionStates } from '@portal/contracts/promotions';
import { describe, expect, it } from 'vitest';
import { applicationStep, stateTone } from './promotion-state.ts';

describe('what the detail page offers (spec 4 activity states)', () => {
  it('offers the form to a member while an apply promotion takes applications, again after a rejection', () => {
    expect(applicationStep({ action: 'apply', state: 'join' }, 'member')).toBe('form');
    expect(applicationStep({ action: 'apply', state: 'rejected' }, 'member')).toBe('form');
  });

  it('asks a visitor to log in and a trial account for a real one instead', () => {
    expect(applicationStep({ action: 'apply', state: 'join' }, 'visitor')).toBe('logIn');
    expect(applicationStep({ action: 'apply', state: 'join' }, 'trial')).toBe('trial');
    expect(applicationStep({ action: 'apply', state: 'rejected' }, 'trial')).toBe('trial');
  });

  it('shows the application under review or paid, and no form', () => {
    expect(applicationStep({ action: 'apply', state: 'applying' }, 'member')).toBe('applying');
    expect(applicationStep({ action: 'apply', state: 'issued' }, 'member')).toBe('issued');
  });

  it('says when a promotion is not open, and offers nothing for one that is only read', () => {
    expect(applicationStep({ action: 'apply', state: 'coming_soon' }, 'member')).toBe('comingSoon');
    expect(applicationStep({ action: 'apply', state: 'close' }, 'visitor')).toBe('closed');
    expect(applicationStep({ action: 'info', state: 'close' }, 'member')).toBe('closed');
    expect(applicationStep({ action: 'info', state: null }, 'member')).toBe('none');
    expect(applicationStep({ action: 'info', state: 'join' }, 'member')).toBe('none');
  });

  it('colours each state', () => {
    expect(promotionStates.map(stateTone)).toEqual([
      'neutral',
      'pending',
      'pending',
      'danger',
      'success',
      'neutral',
    ]);
  });
});
