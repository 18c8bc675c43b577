import { APPLICATION_IMAGE_MAX_BYTES } from '@portal/contracts/promotions';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../../lib/i18n.ts';
import { clearSession, saveSession, TRIAL_TYPE } from '../../../lib/session.ts';
import { failure, type MockCall, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { facts } from '../../../test/facts.ts';
import { application, detail } from '../../../test/promotion-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { PromoDetailPage } from './promo-detail-page.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DETAIL = 'GET /wps/promotions/7';
const APPLY = 'PUT /wps/promotions/7/application';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
function image(magic: number[], name: string, size = 2048) {
  const bytes = new Uint8Array(size);
  bytes.set(magic);
  return new File([bytes], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' });
}

beforeAll(async () => {
  await loadArea('promotions', 'en');
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const member = () => saveSession({ token: 'm'.repeat(40), memberType: 0, username: 'player01' });

async function show(routes: Record<string, MockRoute>, route = '/promoDetail?id=7') {
  const api = mockApi({ [DETAIL]: detail(), ...routes });
  const onLogIn = vi.fn();
  const rendered = await renderApp(<PromoDetailPage onLogIn={onLogIn} onClaimed={vi.fn()} />, { route });
  return { api, onLogIn, queryClient: rendered.queryClient };
}

const panel = (name: RegExp | string) => screen.findByRole('region', { name });
const sentForm = (call: MockCall | undefined) => call?.init?.body as FormData;
const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

/** The promotion's facts, as label → value. */

describe('promotion detail (/promoDetail?id=N)', () => {
  it('names the VIP level a promotion is for, and tells a member below it instead of showing the form', async () => {
    member();
    const { api } = await show({
      [DETAIL]: detail({ level: { rank: 2, name: 'Silver' }, eligible: false }),
    });
    const terms = await panel('Terms');
    expect(facts(terms).For).toBe('Silver members and above');
    // Its action is not the member's to take: the state says so rather than "Apply now".
    expect(facts(terms).Status).toBe('Not yet eligible');
    const box = await panel('Apply');
    expect(within(box).getByText('This promotion is for Silver members and above.')).toBeTruthy();
    expect(within(box).getByText('Your VIP level rises with your approved deposits.')).toBeTruthy();
    expect(within(box).queryByRole('button')).toBeNull();
    expect(api.callsTo(APPLY)).toHaveLength(0);
  });

  it('shows the form to a member whose level reaches it, and says so when the server refuses a level', async () => {
    member();
    await show({
      [DETAIL]: detail({ level: { rank: 2, name: 'Silver' }, eligible: true }),
      [APPLY]: () => failure('PROMOTION_LEVEL_REQUIRED', 'Below', 403, { rank: 2, level: 'Silver' }),
    });
    const box = await panel('Apply');
    await userEvent.click(within(box).getByRole('button', { name: 'Send application' }));
    expect((await within(box).findByRole('alert')).textContent).toBe(
      'This promotion is for Silver members and above.',
    );
  });

  it('shows the title, the facts, the terms with their line breaks and the state', async () => {
    const { api } = await show({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend reload 50%' })).toBeTruthy();
    expect(screen.getByText('Half again on weekend deposits')).toBeTruthy();
    const terms = await panel('Terms');
    expect(facts(terms)).toEqual({
      Category: 'Deposit',
      When: expect.stringMatching(/^Nov 1, 2026, \d{1,2}:00 [AP]M – Nov 30, 2026, \d{1,2}:00 [AP]M$/),
      Bonus: 'Up to ₫500,000.00',
      'Before withdrawal': 'Staked 3 times',
      Status: 'Apply now',
    });
    expect(within(terms).getByText(/Deposit on Saturday/).textContent).toBe(
      'Deposit on Saturday or Sunday.\nOne application a week.',
    );
    expect(screen.getByRole('link', { name: 'All promotions' }).getAttribute('href')).toBe('/promotions');
    // The operator's text in the page language, where they translated it.
    expect(api.callsTo(DETAIL).map((call) => call.url.searchParams.get('language'))).toEqual(['en']);
  });

  it('asks a visitor to log in before applying, with no form', async () => {
    const { onLogIn } = await show({});
    const apply = await panel('Apply');
    expect(within(apply).getByText('Log in to apply for this promotion.')).toBeTruthy();
    await userEvent.click(within(apply).getByRole('button', { name: 'Log in' }));
    expect(onLogIn).toHaveBeenCalledTimes(1);
    expect(within(apply).queryByRole('textbox')).toBeNull();
  });

  it('tells a trial account it needs a real one', async () => {
    saveSession({ token: 'g'.repeat(40), memberType: TRIAL_TYPE, username: 'guest01' });
    await show({});
    const apply = await panel('Apply');
    expect(within(apply).getByText(/Trial accounts cannot apply for promotions/)).toBeTruthy();
    expect(within(apply).queryByRole('button')).toBeNull();
  });

  it('counts the remark live and refuses more than 140 characters before sending', async () => {
    member();
    const { api } = await show({ [APPLY]: { application: application('90') } });
    const apply = await panel('Apply');
    const remark = within(apply).getByLabelText('Remark (optional)') as HTMLTextAreaElement;
    await userEvent.click(remark);
    await userEvent.paste(` ${'r'.repeat(141)} `);
    const counter = within(apply).getByText('141 / 140 characters');
    expect(counter.getAttribute('aria-live')).toBe('polite');
    expect(describedBy(remark)).toContain('141 / 140 characters');
    await userEvent.click(within(apply).getByRole('button', { name: 'Send application' }));
    expect(within(apply).getByRole('alert').textContent).toBe('At most 140 characters');
    await waitFor(() => expect(document.activeElement).toBe(remark));
    expect(api.callsTo(APPLY)).toHaveLength(0);
    await userEvent.type(remark, '{Backspace}{Backspace}');
    expect(within(apply).getByText('140 / 140 characters')).toBeTruthy();
  });

  it('sends the application as multipart with a request id, announces it and shows it under review', async () => {
    member();
    let sent = false;
    const { api, queryClient } = await show({
      [DETAIL]: () =>
        sent
          ? detail({ state: 'applying', application: application('90', { remark: 'Deposit of 21 Nov' }) })
          : detail(),
      [APPLY]: () => {
        sent = true;
        return { application: application('90', { remark: 'Deposit of 21 Nov' }) };
      },
    });
    const apply = await panel('Apply');
    queryClient.setQueryData(['promotions', 'list', 'player01', 'en', 'all'], { currency: 'VND', list: [] });
    queryClient.setQueryData(['promotions', 'applications', 'player01', 1], { list: [] });
    await userEvent.type(within(apply).getByLabelText('Remark (optional)'), '  Deposit of 21 Nov ');
    await userEvent.upload(within(apply).getByLabelText('Images (optional)'), [
      image(PNG, 'receipt.png'),
      image(JPEG, 'bank.jpg'),
    ]);
    await within(apply).findByRole('button', { name: 'Remove bank.jpg' });
    await userEvent.click(within(apply).getByRole('button', { name: 'Send application' }));

    const status = await within(apply).findByText('Your application was sent. The operator will review it.');
    expect(status.closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(status.closest('[role="status"]')));
    const [call] = api.callsTo(APPLY);
    const body = sentForm(call);
    expect([...body.keys()]).toEqual(['requestId', 'remark', 'image', 'image']);
    expect(body.get('requestId')).toMatch(UUID);
    expect(body.get('remark')).toBe('Deposit of 21 Nov');
    expect(body.getAll('image').map((file) => (file as File).name)).toEqual(['receipt.png', 'bank.jpg']);
    const headers = call?.init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${'m'.repeat(40)}`);
    expect(headers['Content-Type']).toBeUndefined();

    const yours = await panel('Your application');
    expect(within(yours).getByText('Your application is under review.')).toBeTruthy();
    expect(facts(yours)).toMatchObject({ Remark: 'Deposit of 21 Nov', Images: '2 images' });
    expect(within(yours).queryByRole('textbox')).toBeNull();
    // The promotion, the list and the applications are read again.
    await waitFor(() => expect(api.callsTo(DETAIL)).toHaveLength(2));
    expect(queryClient.getQueryState(['promotions', 'list', 'player01', 'en', 'all'])?.isInvalidated).toBe(
      true,
    );
    expect(queryClient.getQueryState(['promotions', 'applications', 'player01', 1])?.isInvalidated).toBe(
      true,
    );
    expect(within(await panel('Terms')).getByText('Applying')).toBeTruthy();
  });

  it('sends no remark when there is none, and busy meanwhile sends once', async () => {
    member();
    let reply: (value: unknown) => void = () => undefined;
    const { api } = await show({
      [APPLY]: () =>
        new Promise((resolve) => {
          reply = resolve;
        }),
    });
    const apply = await panel('Apply');
    await userEvent.click(within(apply).getByRole('button', { name: 'Send application' }));
    const busy = within(apply).getByRole('button', { name: 'Sending…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await userEvent.click(busy);
    await act(async () => reply({ application: application('91', { remark: null, images: 0 }) }));
    expect(
      await within(apply).findByText('Your application was sent. The operator will review it.'),
    ).toBeTruthy();
    expect(api.callsTo(APPLY)).toHaveLength(1);
    expect([...sentForm(api.callsTo(APPLY)[0]).keys()]).toEqual(['requestId']);
  });

  it('retries after a failure that may have been recorded with the same request id', async () => {
    member();
    let attempt = 0;
    const { api } = await show({
      [APPLY]: () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        if (attempt === 2) return failure('INTERNAL', 'boom', 500);
        return { application: application('92') };
      },
    });
    const apply = await panel('Apply');
    await userEvent.type(within(apply).getByLabelText('Remark (optional)'), 'Proof');
    const send = within(apply).getByRole('button', { name: 'Send application' });
    await userEvent.click(send);
    expect((await within(apply).findByRole('alert')).textContent).toBe('Network link abnormal, try again.');
    await userEvent.click(send);
    await waitFor(() => expect(api.callsTo(APPLY)).toHaveLength(2));
    await userEvent.click(within(apply).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Your application was sent. The operator will review it.')).toBeTruthy();
    const ids = api.callsTo(APPLY).map((call) => sentForm(call).get('requestId'));
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
  });

  it('shows a refused image under the images, and starts a new request id after a refusal', async () => {
    member();
    let refusal: Response | null = failure('INVALID_IMAGE', 'Image 1 is not a PNG or JPG image', 422);
    const { api } = await show({ [APPLY]: () => refusal ?? { application: application('93') } });
    const apply = await panel('Apply');
    const images = within(apply).getByLabelText('Images (optional)') as HTMLInputElement;
    expect(images.getAttribute('accept')).toContain('image/png,image/jpeg');
    await userEvent.upload(images, [image(PNG, 'odd.png')]);
    await within(apply).findByRole('button', { name: 'Remove odd.png' });
    await userEvent.click(within(apply).getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(describedBy(images)[0]).toBe(
        'One of the images is not a PNG or JPG image. Remove it and try again.',
      ),
    );
    expect(images.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(images));

    refusal = failure('RATE_LIMITED', 'Too many', 429);
    await userEvent.click(within(apply).getByRole('button', { name: 'Send application' }));
    expect((await within(apply).findByRole('alert')).textContent).toBe(
      'You have sent many applications. Please wait a while before sending another.',
    );
    const ids = api.callsTo(APPLY).map((call) => sentForm(call).get('requestId'));
    expect(new Set(ids).size).toBe(2);
  });

  it('refuses an image over 5 MB before it is added', async () => {
    member();
    await show({});
    const apply = await panel('Apply');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(within(apply).getByLabelText('Images (optional)'), [
      image(PNG, 'huge.png', APPLICATION_IMAGE_MAX_BYTES + 1),
    ]);
    expect((await within(apply).findByRole('alert')).textContent).toBe(
      '“huge.png” was not added: it is larger than 5 MB.',
    );
    expect(within(apply).queryByRole('list', { name: 'Chosen images' })).toBeNull();
  });

  it('says so when the member has applied meanwhile, and shows the application read again', async () => {
    member();
    let applied = false;
    const { api } = await show({
      [DETAIL]: () => (applied ? detail({ state: 'applying', application: application('88') }) : detail()),
      [APPLY]: () => {
        applied = true;
        return failure('PROMOTION_APPLIED', 'Already applied', 409);
      },
    });
    const apply = await panel('Apply');
    await userEvent.click(within(apply).getByRole('button', { name: 'Send application' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'You have already applied for this promotion: your application is under review or was issued.',
    );
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(await screen.findByText('Your application is under review.')).toBeTruthy();
    expect(api.callsTo(DETAIL)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it('says a promotion that ended meanwhile has ended', async () => {
    member();
    let ended = false;
    await show({
      [DETAIL]: () => (ended ? detail({ state: 'close' }) : detail()),
      [APPLY]: () => {
        ended = true;
        return failure('PROMOTION_NOT_OPEN', 'Not open', 409, { state: 'close' });
      },
    });
    await userEvent.click(within(await panel('Apply')).getByRole('button', { name: 'Send application' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This promotion has ended.');
    expect(await screen.findByText('This promotion has ended.', { selector: 'p:not([role])' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it("shows the operator's reason after a rejection, with the form to apply again", async () => {
    member();
    await show({
      [DETAIL]: detail({
        state: 'rejected',
        application: application('80', {
          status: 'rejected',
          reason: 'The deposit was before the promotion started',
          reviewedAt: '2026-11-22T12:00:00.000Z',
        }),
      }),
    });
    const again = await panel('Apply again');
    expect(within(again).getByText('Your last application was not approved.')).toBeTruthy();
    expect(within(again).getByText('Reason: The deposit was before the promotion started')).toBeTruthy();
    expect(within(again).getByRole('button', { name: 'Send application' })).toBeTruthy();
    expect(within(await panel('Terms')).getByText('Rejected')).toBeTruthy();
  });

  it('shows the amount an issued application paid', async () => {
    member();
    await show({
      [DETAIL]: detail({
        state: 'issued',
        application: application('81', {
          status: 'issued',
          amount: 25_000_000,
          reviewedAt: '2026-11-22T12:00:00.000Z',
        }),
      }),
    });
    const yours = await panel('Your application');
    expect(within(yours).getByText('₫250,000.00 was paid into your main wallet.')).toBeTruthy();
    expect(facts(yours)).toMatchObject({ Paid: '₫250,000.00', Remark: 'Deposit of 21 Nov' });
    expect(within(yours).queryByRole('button')).toBeNull();
  });

  it('says when a promotion has not started or has ended, with no form', async () => {
    member();
    const { api } = await show({ [DETAIL]: detail({ state: 'coming_soon' }) });
    const status = await panel('Status');
    expect(within(status).getByText(/^This promotion starts on Nov 1, 2026/)).toBeTruthy();
    expect(within(status).queryByRole('textbox')).toBeNull();
    expect(api.calls).toHaveLength(1);
    cleanup();
    await show({ [DETAIL]: detail({ state: 'close' }) });
    expect(within(await panel('Status')).getByText('This promotion has ended.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it('names the turnover in words: once, or a number of times', async () => {
    await show({ [DETAIL]: detail({ turnoverTimes: 1 }) });
    expect(facts(await panel('Terms'))).toHaveProperty('Before withdrawal', 'Staked once');
    cleanup();
    await show({ [DETAIL]: detail({ turnoverTimes: 2.5 }) });
    expect(facts(await panel('Terms'))).toHaveProperty('Before withdrawal', 'Staked 2.5 times');
  });

  it('offers nothing to apply for on a running promotion that is only read', async () => {
    member();
    await show({ [DETAIL]: detail({ action: 'info', state: null, bonusMax: null, turnoverTimes: null }) });
    const terms = await panel('Terms');
    expect(facts(terms)).not.toHaveProperty('Bonus');
    expect(facts(terms)).not.toHaveProperty('Before withdrawal');
    expect(facts(terms)).not.toHaveProperty('Status');
    expect(screen.queryByRole('region', { name: /Apply/ })).toBeNull();
  });

  it('says an unknown promotion is not found, with the way back to the list', async () => {
    await show({ [DETAIL]: failure('PROMOTION_NOT_FOUND', 'No such promotion', 404) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion not found' })).toBeTruthy();
    expect(screen.getByText('This promotion does not exist or is no longer offered.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All promotions' }).getAttribute('href')).toBe('/promotions');
  });

  it('does not ask for an address without a promotion id', async () => {
    const { api } = await show({}, '/promoDetail?id=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion not found' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    await show({ [DETAIL]: () => (fail ? failure('INTERNAL', 'x', 500) : detail()) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Network link abnormal');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend reload 50%' })).toBeTruthy();
  });
});
