import type { ApplicationsPage, Promotion } from '@portal/contracts/promotions';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage, loadArea } from '../../../lib/i18n.ts';
import { clearSession, saveSession, TRIAL_TYPE } from '../../../lib/session.ts';
import { failure, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { application, promotion } from '../../../test/promotion-fixtures.ts';
import { location, renderApp } from '../../../test/render.tsx';
import { PromotionsPage } from './promotions-page.tsx';

const LIST = 'GET /wps/promotions';
const APPLICATIONS = 'GET /wps/promotions/applications';

beforeAll(async () => {
  await loadArea('promotions', 'en');
});

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

/** A deposit bonus to apply for, a coming VIP one, a new players' one read only, and one ended. */
const list = () => ({
  currency: 'VND',
  list: [
    promotion('1', { title: 'Weekend reload 50%', bonusMax: 50_000_000 }),
    promotion('2', {
      title: 'VIP cashback',
      category: 'vip',
      state: 'coming_soon',
      startsAt: '2026-12-01T12:00:00.000Z',
      endsAt: null,
      bonusMax: null,
    }),
    promotion('3', { title: 'Welcome gift', category: 'new_player', action: 'info', state: null }),
    promotion('4', { title: 'Autumn deposit', state: 'close' }),
  ],
});

const applicationsPage = (page = 1): ApplicationsPage => ({
  currency: 'VND',
  list:
    page === 1
      ? [
          application('12', { status: 'issued', amount: 25_000_000, reviewedAt: '2026-11-22T12:00:00.000Z' }),
          application('11', {
            promotionId: '4',
            promotionTitle: 'Autumn deposit',
            status: 'rejected',
            remark: null,
            images: 1,
            reason: 'No qualifying deposit',
            reviewedAt: '2026-11-20T12:00:00.000Z',
          }),
        ]
      : [application('3', { promotionTitle: 'Older one', images: 0 })],
  page,
  pageSize: 10,
  total: 11,
  totalPages: 2,
});

/** The app's promotion news, as the page receives it. */
const News = ({ title }: { title: string }) => <section aria-label={title}>news</section>;

async function show(routes: Record<string, MockRoute> = {}, route = '/promotions') {
  const api = mockApi({ [LIST]: list(), [APPLICATIONS]: applicationsPage(), ...routes });
  await renderApp(<PromotionsPage News={News} />, { route });
  return { api };
}

const card = (title: string) => screen.findByRole('article', { name: title });
const cardTitles = () =>
  screen.getAllByRole('article').map((item) => within(item).getByRole('heading', { level: 2 }).textContent);

describe('promotions page (/promotions)', () => {
  it("shows a raffle's winners and prize instead of a ceiling, and its viewer's state", async () => {
    const terms = { prize: 10_000_000, winners: 3, entries: 41, drawnAt: null };
    const raffle = (id: string, title: string, state: Promotion['state'], winners = 3) =>
      promotion(id, { title, action: 'raffle', bonusMax: null, state, raffle: { ...terms, winners } });
    await show({
      [LIST]: {
        currency: 'VND',
        list: [
          raffle('5', 'Lucky Friday', 'join'),
          raffle('6', 'Lucky Monday', 'joined', 1),
          raffle('7', 'Lucky Tuesday', 'claim'),
          raffle('8', 'Lucky Wednesday', 'claimed'),
          raffle('9', 'Lucky Thursday', 'close'),
        ],
      },
    });
    const friday = await card('Lucky Friday');
    expect(within(friday).getByText('3 winners × ₫100,000.00')).toBeTruthy();
    expect(within(friday).queryByText(/Up to/)).toBeNull();
    expect(within(friday).getByText('Join now')).toBeTruthy();
    const monday = await card('Lucky Monday');
    expect(within(monday).getByText('1 winner × ₫100,000.00')).toBeTruthy();
    expect(within(monday).getByText('Joined')).toBeTruthy();
    expect(within(await card('Lucky Tuesday')).getByText('Won – claim prize')).toBeTruthy();
    expect(within(await card('Lucky Wednesday')).getByText('Prize claimed')).toBeTruthy();
    expect(within(await card('Lucky Thursday')).getByText('Closed')).toBeTruthy();
  });

  it('lists each promotion as a card linking to its detail: category, state, window and ceiling', async () => {
    const { api } = await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
    const reload = await card('Weekend reload 50%');
    expect(within(reload).getByText('Deposit')).toBeTruthy();
    expect(within(reload).getByText('Apply now')).toBeTruthy();
    expect(within(reload).getByText('What promotion 1 gives')).toBeTruthy();
    expect(within(reload).getByText('Nov 1, 2026 – Nov 30, 2026')).toBeTruthy();
    expect(within(reload).getByText('Up to ₫500,000.00')).toBeTruthy();
    expect(within(reload).getByRole('link', { name: 'Weekend reload 50%' }).getAttribute('href')).toBe(
      '/promoDetail?id=1',
    );

    const vip = await card('VIP cashback');
    expect(within(vip).getByText('Coming soon')).toBeTruthy();
    expect(within(vip).getByText('From Dec 1, 2026')).toBeTruthy();
    expect(within(vip).queryByText(/^Up to/)).toBeNull();
    const welcome = await card('Welcome gift');
    expect(within(welcome).getByText('New players')).toBeTruthy();
    expect(within(welcome).queryByText(/Apply now|Closed|Coming soon/)).toBeNull();
    expect(within(await card('Autumn deposit')).getByText('Closed')).toBeTruthy();

    // All categories, in the page language.
    expect(api.callsTo(LIST)[0]?.url.search).toBe('?language=en');
    // A visitor has no applications to show.
    expect(screen.queryByRole('tab')).toBeNull();
    expect(api.callsTo(APPLICATIONS)).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Promotion news' })).toBeTruthy();
  });

  it("shows the operator's image on a card that has one, and leaves out one that cannot load", async () => {
    const withImages = list();
    withImages.list[0] = promotion('1', { title: 'Weekend reload 50%', image: '/promotions/reload.svg' });
    withImages.list[2] = promotion('3', { title: 'Welcome gift', image: 'https://cdn.example.com/gone.png' });
    await show({ [LIST]: withImages });
    const reload = await card('Weekend reload 50%');
    const img = reload.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/promotions/reload.svg');
    // Wordless artwork beside the title: no text alternative to read twice.
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect((await card('VIP cashback')).querySelector('img')).toBeNull();

    const gone = (await card('Welcome gift')).querySelector('img');
    expect(gone).not.toBeNull();
    act(() => {
      gone?.dispatchEvent(new Event('error'));
    });
    expect((await card('Welcome gift')).querySelector('img')).toBeNull();
  });

  it('filters by the categories that have promotions, kept in the address', async () => {
    await show();
    await card('Weekend reload 50%');
    const filter = screen.getByRole('group', { name: 'Category' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'New players', 'Deposit', 'VIP']);
    expect(within(filter).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('4 promotions shown')).toBeTruthy();

    await userEvent.click(within(filter).getByRole('button', { name: 'Deposit' }));
    expect(within(filter).getByRole('button', { name: 'Deposit' }).getAttribute('aria-pressed')).toBe('true');
    expect(cardTitles()).toEqual(['Weekend reload 50%', 'Autumn deposit']);
    expect(screen.getByText('2 promotions shown')).toBeTruthy();
    expect(location.current).toBe('/promotions?category=deposit');

    await userEvent.click(within(filter).getByRole('button', { name: 'All' }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(location.current).toBe('/promotions');
  });

  it('opens on the category the address names, and on all when it has none left', async () => {
    await show({}, '/promotions?category=vip');
    expect(await card('VIP cashback')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    cleanup();
    await show({}, '/promotions?category=lottery');
    await card('VIP cashback');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says when no promotion is running, with the way home', async () => {
    await show({ [LIST]: { currency: 'VND', list: [] } });
    expect(await screen.findByText('No promotions are running now. Please check back soon.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Category' })).toBeNull();
  });

  it('shows that it is loading, then a failed load with a way to try again', async () => {
    let answer: () => unknown = () => failure('INTERNAL', 'x', 500);
    await show({ [LIST]: () => answer() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Network link abnormal');
    answer = list;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await card('Weekend reload 50%')).toBeTruthy();
  });

  it('gives a member a tab of their applications: status, remark, images, amount or reason, pages', async () => {
    saveSession({ token: 'm'.repeat(40), memberType: 0, username: 'player01' });
    const { api } = await show({
      [APPLICATIONS]: ({ url }: { url: URL }) => applicationsPage(Number(url.searchParams.get('page'))),
    });
    const tab = await screen.findByRole('tab', { name: 'My applications' });
    expect(screen.getByRole('tab', { name: 'Promotions' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(tab);
    expect(location.current).toBe('/promotions?view=applications');
    const issued = await card('Weekend reload 50%');
    expect(within(issued).getByText('Issued')).toBeTruthy();
    const issuedFacts = [...issued.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextSibling?.textContent}`,
    );
    expect(issuedFacts).toEqual([
      expect.stringMatching(/^Sent: Nov 21, 2026/),
      expect.stringMatching(/^Reviewed: Nov 22, 2026/),
      'Remark: Deposit of 21 Nov',
      'Images: 2 images',
      'Paid: ₫250,000.00',
    ]);
    expect(within(issued).getByRole('link', { name: 'Weekend reload 50%' }).getAttribute('href')).toBe(
      '/promoDetail?id=7',
    );
    const rejected = await card('Autumn deposit');
    expect(within(rejected).getByText('Rejected')).toBeTruthy();
    expect(within(rejected).getByText('No qualifying deposit')).toBeTruthy();
    expect(within(rejected).getByText('1 image')).toBeTruthy();
    expect(within(rejected).getByText('None')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Promotion news' })).toBeNull();

    const pages = screen.getByRole('navigation', { name: 'Application pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await card('Older one')).toBeTruthy();
    expect(api.callsTo(APPLICATIONS).map((call) => call.url.searchParams.toString())).toEqual([
      'page=1&pageSize=10&language=en',
      'page=2&pageSize=10&language=en',
    ]);
  });

  it('moves between the tabs with the keyboard and opens on the applications the address names', async () => {
    saveSession({ token: 'm'.repeat(40), memberType: 0, username: 'player01' });
    await show({}, '/promotions?view=applications');
    const tab = await screen.findByRole('tab', { name: 'My applications' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(await card('Autumn deposit')).toBeTruthy();
    tab.focus();
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Promotions' }));
    expect(await screen.findByRole('group', { name: 'Category' })).toBeTruthy();
    expect(location.current).toBe('/promotions');
  });

  it("reads the promotions and the member's applications in the page language, again when it changes", async () => {
    saveSession({ token: 'm'.repeat(40), memberType: 0, username: 'player01' });
    const inLanguage = (url: URL) =>
      url.searchParams.get('language') === 'vi' ? 'Nạp cuối tuần' : 'Weekend';
    const { api } = await show({
      [LIST]: ({ url }: { url: URL }) => ({
        currency: 'VND',
        list: [promotion('1', { title: inLanguage(url) })],
      }),
      [APPLICATIONS]: ({ url }: { url: URL }) => ({
        ...applicationsPage(),
        list: [application('12', { promotionId: '1', promotionTitle: inLanguage(url) })],
      }),
    });
    expect(await card('Weekend')).toBeTruthy();
    await act(() => applyLanguage('vi'));
    expect(await card('Nạp cuối tuần')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Đơn đăng ký của tôi' }));
    expect(await card('Nạp cuối tuần')).toBeTruthy();
    const languages = (key: string) => api.callsTo(key).map((call) => call.url.searchParams.get('language'));
    expect(languages(LIST)).toEqual(['en', 'vi']);
    expect(languages(APPLICATIONS)).toEqual(['vi']);
  });

  it('says when the member has not applied yet', async () => {
    saveSession({ token: 'm'.repeat(40), memberType: 0, username: 'player01' });
    await show(
      { [APPLICATIONS]: { currency: 'VND', list: [], page: 1, pageSize: 10, total: 0, totalPages: 0 } },
      '/promotions?view=applications',
    );
    expect(await screen.findByText('You have not applied for any promotion yet.')).toBeTruthy();
  });

  it('gives a trial account the promotions only', async () => {
    saveSession({ token: 'g'.repeat(40), memberType: TRIAL_TYPE, username: 'guest01' });
    const { api } = await show({}, '/promotions?view=applications');
    expect(await card('Weekend reload 50%')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    await waitFor(() => expect(api.callsTo(APPLICATIONS)).toHaveLength(0));
  });
});
