import { FEEDBACK_IMAGE_MAX_BYTES } from '@portal/contracts/feedback';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CustomerServiceMenu } from '../../../app/layouts/side-menu/customer-service-menu.tsx';
import { loadArea } from '../../../lib/i18n.ts';
import { clearSession, saveSession, TRIAL_TYPE } from '../../../lib/session.ts';
import { failure, type MockCall, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { goBack, location, renderApp } from '../../../test/render.tsx';
import { FeedbackDialogHost } from './feedback-dialog-host.tsx';

beforeAll(async () => {
  await loadArea('feedback', 'en');
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
function image(
  magic: number[],
  name: string,
  size = 2048,
  type = name.endsWith('.png') ? 'image/png' : 'image/jpeg',
) {
  const bytes = new Uint8Array(size);
  bytes.set(magic);
  return new File([bytes], name, { type });
}

const FIVE_WORDS = 'My deposit did not arrive';
const answer = (id = '123') => ({ id, images: 0, createdAt: '2026-11-21T10:00:00.000Z' });

async function openDialog(routes: Record<string, MockRoute> = {}, route = '/?fb=1') {
  const api = mockApi(routes);
  await renderApp(<FeedbackDialogHost />, { route });
  const box = await screen.findByRole('dialog', { name: 'Feedback' }, { timeout: 3_000 });
  return { api, box };
}

const fields = (box: HTMLElement) => ({
  category: within(box).getByLabelText('Category') as HTMLSelectElement,
  content: within(box).getByLabelText('Description') as HTMLTextAreaElement,
  remark: within(box).getByLabelText('Remark (optional)') as HTMLInputElement,
  images: within(box).getByLabelText('Images (optional)') as HTMLInputElement,
  submit: within(box).getByRole('button', { name: /Send feedback|Sending/ }),
});

/** The element(s) a control is described by (hint, counter, error). */
const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

async function fillIn(box: HTMLElement, { content = FIVE_WORDS, remark = '' } = {}) {
  const form = fields(box);
  await userEvent.selectOptions(form.category, 'Deposit or withdrawal');
  await userEvent.click(form.content);
  await userEvent.paste(content);
  if (remark) {
    await userEvent.click(form.remark);
    await userEvent.paste(remark);
  }
  return form;
}

const sentForm = (call: MockCall | undefined) => call?.init?.body as FormData;

describe('feedback form: the description (spec 5 "between {0} and {1} words")', () => {
  it('counts the words as they are typed, politely, and says the rule while out of range', async () => {
    const { box } = await openDialog();
    const { content } = fields(box);
    await userEvent.type(content, 'The deposit did not');
    const counter = within(box).getByText(/^4 \/ 500 words/);
    expect(counter.textContent).toBe('4 / 500 words · Between 5 and 500 words');
    expect(counter.getAttribute('aria-live')).toBe('polite');
    expect(describedBy(content)).toContain(counter.textContent);
    await userEvent.type(content, ' arrive');
    expect(counter.textContent).toBe('5 / 500 words');
    // Over the maximum: 501 words.
    await userEvent.clear(content);
    await userEvent.paste(Array.from({ length: 501 }, () => 'word').join(' '));
    expect(counter.textContent).toBe('501 / 500 words · Between 5 and 500 words');
    expect(counter.className).toMatch(/counterOver/);
  });

  it('checks the whole form with the contract before sending: a message under each field, focus on the first', async () => {
    const { box, api } = await openDialog({ 'PUT /wps/feedback': answer() });
    const form = fields(box);
    await userEvent.click(form.submit);
    expect(describedBy(form.category)).toContain('Choose a category');
    expect(describedBy(form.content)).toContain('Describe your feedback');
    expect(form.category.getAttribute('aria-invalid')).toBe('true');
    expect(form.content.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(form.category));

    await userEvent.selectOptions(form.category, 'Games');
    await userEvent.type(form.content, 'Too short');
    await userEvent.click(form.submit);
    expect(within(box).getByRole('alert').textContent).toBe('Between 5 and 500 words');
    await waitFor(() => expect(document.activeElement).toBe(form.content));
    expect(form.category.getAttribute('aria-invalid')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('keeps the remark to 140 characters, with a counter (spec 9)', async () => {
    const { box, api } = await openDialog({ 'PUT /wps/feedback': answer() });
    const form = await fillIn(box, { remark: 'r'.repeat(141) });
    const counter = within(box).getByText('141 / 140 characters');
    expect(counter.getAttribute('aria-live')).toBe('polite');
    expect(describedBy(form.remark)).toEqual([
      'Where it happened, or how we can reach you.',
      '141 / 140 characters',
    ]);
    await userEvent.click(form.submit);
    expect(within(box).getByRole('alert').textContent).toBe('At most 140 characters');
    await waitFor(() => expect(document.activeElement).toBe(form.remark));
    expect(api.calls).toHaveLength(0);
    await userEvent.type(form.remark, '{Backspace}');
    expect(within(box).getByText('140 / 140 characters')).toBeTruthy();
  });
});

describe('feedback form: images (spec 9: png or jpg, 5 MB each, at most 3)', () => {
  it('lists each chosen image with its size and a remove button', async () => {
    const { box } = await openDialog();
    const { images } = fields(box);
    expect(images.getAttribute('accept')).toContain('image/png,image/jpeg');
    expect(images.multiple).toBe(true);
    await userEvent.upload(images, [image(PNG, 'screen.png', 1.5 * 1024 * 1024), image(JPEG, 'photo.jpg')]);
    const list = await within(box).findByRole('list', { name: 'Chosen images' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['screen.png1.5 MBRemove', 'photo.jpg2 kBRemove']);
    expect(within(box).getByText('2 / 3 images')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Remove screen.png' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['photo.jpg']);
    expect(document.activeElement).toBe(images);
  });

  it('refuses a fourth image, a file that is not PNG or JPG, and one over 5 MB, saying why', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { box } = await openDialog();
    const { images } = fields(box);
    await user.upload(images, [
      image(PNG, '1.png'),
      image(PNG, '2.png'),
      image(JPEG, '3.jpg'),
      image(JPEG, '4.jpg'),
    ]);
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toBe('“4.jpg” was not added: at most 3 images.');
    expect(describedBy(images)).toContain(alert.textContent);
    expect(within(box).getAllByRole('listitem')).toHaveLength(3);
    // Refusals leave the field valid: nothing of it blocks sending.
    expect(images.getAttribute('aria-invalid')).toBeNull();

    await user.click(within(box).getByRole('button', { name: 'Remove 3.jpg' }));
    await user.upload(images, [
      image(GIF, 'anim.png', 2048, 'image/png'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      image(PNG, 'huge.png', FEEDBACK_IMAGE_MAX_BYTES + 1),
    ]);
    await waitFor(() =>
      expect([...within(box).getByRole('alert').querySelectorAll('p')].map((p) => p.textContent)).toEqual([
        '“anim.png” was not added: only PNG or JPG images are accepted.',
        '“notes.txt” was not added: only PNG or JPG images are accepted.',
        '“huge.png” was not added: it is larger than 5 MB.',
      ]),
    );
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['1.png', '2.png']);
    // Exactly 5 MB is allowed.
    await user.upload(images, [image(JPEG, 'max.jpg', FEEDBACK_IMAGE_MAX_BYTES)]);
    await waitFor(() => expect(within(box).getAllByRole('listitem')).toHaveLength(3));
    expect(within(box).queryByRole('alert')).toBeNull();
  });
});

describe('feedback form: sending (spec 7 PUT /wps/feedback)', () => {
  it('sends a member’s feedback as multipart with the token, busy meanwhile, then shows its number', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    let reply: (value: unknown) => void = () => undefined;
    const { box, api } = await openDialog({
      'PUT /wps/feedback': () =>
        new Promise((resolve) => {
          reply = resolve;
        }),
    });
    const form = await fillIn(box, { content: `  ${FIVE_WORDS} since noon `, remark: ' Bank transfer ' });
    await userEvent.upload(form.images, [image(PNG, 'proof.png'), image(JPEG, 'bank.jpg')]);
    await within(box).findByRole('button', { name: 'Remove bank.jpg' });
    await userEvent.click(form.submit);

    const button = within(box).getByRole('button', { name: 'Sending…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(form.images.disabled).toBe(true);
    const [call] = api.callsTo('PUT /wps/feedback');
    expect(api.calls).toHaveLength(1);
    const body = sentForm(call);
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['category', 'content', 'remark', 'image', 'image']);
    expect(body.get('category')).toBe('payment');
    expect(body.get('content')).toBe(`${FIVE_WORDS} since noon`);
    expect(body.get('remark')).toBe('Bank transfer');
    expect(body.getAll('image').map((file) => (file as File).name)).toEqual(['proof.png', 'bank.jpg']);
    const headers = call?.init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${'t'.repeat(40)}`);
    // The browser writes the multipart type with its boundary.
    expect(headers['Content-Type']).toBeUndefined();

    await act(async () => reply(answer('123')));
    const status = await within(box).findByRole('status');
    expect(status.textContent).toBe(
      'Thank you. Your feedback number is #123.The answer will arrive in Platform information.',
    );
    expect(within(box).queryByRole('textbox')).toBeNull();
    const close = within(box).getAllByRole('button', { name: 'Close' })[0] as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(close));
  });

  it('sends a visitor’s without a token or an empty remark, tells how to get an answer, and closes', async () => {
    const { box, api } = await openDialog({ 'PUT /wps/feedback': answer('7') }, '/lottery?fb=1');
    const form = await fillIn(box);
    await userEvent.click(form.submit);
    const status = await within(box).findByRole('status');
    expect(status.textContent).toBe(
      'Thank you. Your feedback number is #7.Sign in before sending feedback to receive an answer in Platform information.',
    );
    const body = sentForm(api.callsTo('PUT /wps/feedback')[0]);
    expect([...body.keys()]).toEqual(['category', 'content']);
    const headers = api.calls[0]?.init?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    const [close] = within(box).getAllByRole('button', { name: 'Close' });
    await userEvent.click(close as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.current).toBe('/lottery');
  });

  it('tells a trial account that its feedback is not answered', async () => {
    saveSession({ token: 'g'.repeat(40), memberType: TRIAL_TYPE, username: 'guest01' });
    const { box } = await openDialog({ 'PUT /wps/feedback': answer('8') });
    await userEvent.click((await fillIn(box)).submit);
    expect((await within(box).findByRole('status')).textContent).toContain(
      'Feedback from a trial account is not answered.',
    );
  });

  it('shows a refusal in the form, announced, with everything kept as typed', async () => {
    let refusal = failure('RATE_LIMITED', 'You have sent a lot of feedback', 429);
    const { box } = await openDialog({ 'PUT /wps/feedback': () => refusal });
    const form = await fillIn(box, { remark: 'Lobby' });
    await userEvent.upload(form.images, [image(PNG, 'proof.png')]);
    await within(box).findByRole('button', { name: 'Remove proof.png' });
    await userEvent.click(form.submit);
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toBe(
      'You have sent a lot of feedback. Please wait a while before sending more.',
    );
    expect(form.category.value).toBe('payment');
    expect(form.content.value).toBe(FIVE_WORDS);
    expect(form.remark.value).toBe('Lobby');
    expect(within(box).getByRole('button', { name: 'Remove proof.png' })).toBeTruthy();
    expect(within(box).getByRole('button', { name: 'Send feedback' })).toBeTruthy();

    // An image the server will not take: under the images, which are marked invalid.
    refusal = failure('INVALID_IMAGE', 'Image 1 is not a PNG or JPG image', 400);
    await userEvent.click(form.submit);
    await waitFor(() =>
      expect(describedBy(form.images)[0]).toBe(
        'One of the images is not a PNG or JPG image. Remove it and try again.',
      ),
    );
    expect(form.images.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(form.images));

    refusal = failure('PAYLOAD_TOO_LARGE', 'Request body is too large', 413);
    await userEvent.click(form.submit);
    await waitFor(() =>
      expect(describedBy(form.images)[0]).toBe(
        'One of the images is larger than 5 MB. Remove it and try again.',
      ),
    );

    // A field the server names: its message under that field.
    refusal = failure('VALIDATION_FAILED', 'content: Between 5 and 500 words', 400);
    await userEvent.click(form.submit);
    await waitFor(() => expect(describedBy(form.content)).toContain('Between 5 and 500 words'));
    expect(form.images.getAttribute('aria-invalid')).toBeNull();
    expect(form.content.value).toBe(FIVE_WORDS);
  });
});

/**
 * Clicks the menu item inside an awaited act. The address change renders as a transition; once
 * the dialog's chunk is loaded, that render reads its text with React's `use`, and a transition
 * render that does so inside userEvent's synchronous act is left in act's queue and dropped,
 * blocking every later navigation of the test (a test-only effect: browsers have no act queue).
 */
const openFromMenu = () => act(async () => screen.getByRole('button', { name: 'Feedback' }).click());

describe('feedback dialog: opening and closing', () => {
  it('opens from the side menu’s customer service for a visitor, closes with Escape and with Back', async () => {
    mockApi({});
    const onNavigate = vi.fn();
    await renderApp(
      <>
        <ul>
          <CustomerServiceMenu collapsed={false} onExpandMenu={() => undefined} onNavigate={onNavigate} />
        </ul>
        <FeedbackDialogHost />
      </>,
      { route: '/lottery' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    const items = screen.getAllByRole('button').map((button) => button.textContent);
    expect(items.slice(items.indexOf('Announcement'))).toEqual(['Announcement', 'Feedback', 'Speed test']);

    await openFromMenu();
    expect(location.current).toBe('/lottery?fb=1');
    expect(onNavigate).toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: 'Feedback' }, { timeout: 3_000 })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.current).toBe('/lottery');

    await openFromMenu();
    expect(await screen.findByRole('dialog', { name: 'Feedback' })).toBeTruthy();
    await act(async () => goBack());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.current).toBe('/lottery');
  });

  it('opened by the address itself, closing drops the parameter only', async () => {
    await openDialog({}, '/promotions?x=1&fb=1');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.current).toBe('/promotions?x=1');
  });

  it('shows nothing without the address parameter', async () => {
    const api = mockApi({});
    await renderApp(<FeedbackDialogHost />, { route: '/?an=all' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
