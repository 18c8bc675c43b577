import type { PromotionDetail } from '@portal/contracts/promotions';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { PromoDetailPage } from '../features/promotions/routes/promo-detail-page.tsx';
import { loadArea } from '../lib/i18n.ts';
import { clearSession, saveSession } from '../lib/session.ts';
import { type MockCall, type MockRoute, mockApi } from './api-mock.ts';
import { renderApp } from './render.tsx';

export const DETAIL = 'GET /wps/promotions/7';

/**
 * The detail page tests of a promotion kind (raffle, check-in, deposit match): English text, and
 * 20 November 2026 as today, inside the fixtures' window (1 to 30 November). Only the date is
 * faked, so the user events' timers run.
 */
export function setUpPromoDetailTests() {
  beforeAll(async () => {
    await loadArea('promotions', 'en');
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00.000Z'));
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** A logged-in member (not a trial account). */
export const member = () => saveSession({ token: 'm'.repeat(40), memberType: 0, username: 'player01' });

/** /promoDetail?id=7 showing `promotion` unless `routes` answer the detail otherwise. */
export async function showDetail(promotion: PromotionDetail, routes: Record<string, MockRoute>) {
  const api = mockApi({ [DETAIL]: promotion, ...routes });
  const onLogIn = vi.fn();
  const onClaimed = vi.fn();
  const onDeposit = vi.fn();
  const rendered = await renderApp(
    <PromoDetailPage onLogIn={onLogIn} onClaimed={onClaimed} onDeposit={onDeposit} />,
    { route: '/promoDetail?id=7' },
  );
  return { api, onLogIn, onClaimed, onDeposit, queryClient: rendered.queryClient };
}

export const panel = (name: string) => screen.findByRole('region', { name });
/** The JSON body a call sent. */
export const sent = (call: MockCall | undefined) => JSON.parse(String(call?.init?.body));
