import type { ChatMessage, ChatMessagesValue } from '@portal/contracts/chat';
import type { SystemInfo } from '@portal/contracts/system';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CustomerServiceMenu } from '../../../app/layouts/side-menu/customer-service-menu.tsx';
import { MemberHost } from '../../../app/member-centre/member-host.tsx';
import { loadArea } from '../../../lib/i18n.ts';
import { clearSession, saveSession, TRIAL_TYPE } from '../../../lib/session.ts';
import { SystemInfoProvider } from '../../../lib/system-info.tsx';
import { balanceValue, failure, type MockCall, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { location, renderApp, systemInfo } from '../../../test/render.tsx';
import { closeAccountDialog, getAccountDialog } from '../../identity/model/account-dialog-store.ts';

beforeAll(async () => {
  await loadArea('chat', 'en');
});

/** Stands in for the browser's WebSocket (the hub); opens on the next tick like a real one. */
class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  sent: string[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
    setTimeout(() => this.onopen?.(new Event('open')), 0);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
  push(event: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
}

afterEach(() => {
  cleanup();
  clearSession();
  closeAccountDialog();
  FakeWebSocket.instances = [];
  vi.unstubAllGlobals();
});

const withChat: SystemInfo = {
  ...systemInfo,
  whitelabel: [{ modId: 'CBS3', enabled: '1', childrenNodes: [] }],
};

const NOW = new Date().toISOString();
const msg = (id: string, sender: ChatMessage['sender'], text: string, createdAt = NOW): ChatMessage => ({
  id,
  sender,
  text,
  createdAt,
});
const page = (messages: ChatMessage[], extra: Partial<ChatMessagesValue> = {}): ChatMessagesValue => ({
  desk: 'live',
  messages,
  more: false,
  unread: 0,
  ...extra,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const bodyOf = (call: MockCall | undefined) =>
  JSON.parse(String(call?.init?.body)) as Record<string, unknown>;

/**
 * A signed-in member on a CBS3 merchant: the side menu's customer service, and the member's
 * session (the hub socket, the chat window) as the app mounts them.
 */
async function signedIn(routes: Record<string, MockRoute>, { route = '/', memberType = 0 } = {}) {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  const api = mockApi({
    'GET /wps/v2/wallets/balance': balanceValue(0),
    'GET /wps/relay/chat/unread': { unReadCount: 0 },
    'POST /wps/chat/read': { unread: 0 },
    ...routes,
  });
  saveSession({ token: 'c'.repeat(43), memberType, username: 'player03' });
  const rendered = await renderApp(
    <SystemInfoProvider info={withChat}>
      <ul>
        <CustomerServiceMenu collapsed={false} onExpandMenu={() => undefined} onNavigate={() => undefined} />
      </ul>
      <MemberHost />
    </SystemInfoProvider>,
    { route },
  );
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const socket = FakeWebSocket.instances[0] as FakeWebSocket;
  await waitFor(() => expect(socket.sent).toHaveLength(1));
  return { api, socket, ...rendered };
}

/** The window, open on the address; found by its name, the desk that answers. */
const findWindow = (name = 'Live chat') => screen.findByRole('dialog', { name }, { timeout: 3_000 });
const conversation = (box: HTMLElement) => within(box).getByRole('region', { name: 'Conversation' });
const texts = (box: HTMLElement) =>
  within(conversation(box))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
const messageBox = (box: HTMLElement) => within(box).getByRole('textbox', { name: 'Message' });

/** Clicks inside an awaited act: the address change renders the lazy window (see feedback's test). */
const click = (element: HTMLElement) => act(async () => element.click());

describe('chat window: opening (spec 4 "Chat")', () => {
  it('opens from the side menu for a member, loads the conversation and marks it read, so the badge drops to 0', async () => {
    let unread = 2;
    const { api } = await signedIn({
      'GET /wps/relay/chat/unread': () => ({ unReadCount: unread }),
      'GET /wps/chat/messages': () =>
        page([msg('1', 'member', 'Hello'), msg('2', 'service', 'Hi, how can we help?')], { unread }),
      'POST /wps/chat/read': () => {
        unread = 0;
        return { unread: 0 };
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    const item = await screen.findByRole('button', {
      name: 'Chat room',
      description: '2 unread chat messages',
    });
    await click(item);
    expect(location.current).toBe('/?chat=1');

    const box = await findWindow();
    await waitFor(() => expect(texts(box)).toEqual(['You: Hello', 'Live chat: Hi, how can we help?']));
    expect(within(box).getByRole('heading', { name: 'Live chat' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST /wps/chat/read')).toHaveLength(1));
    // The page behind the dialog is hidden from assistive technology meanwhile.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Chat room', hidden: true }).getAttribute('aria-describedby'),
      ).toBeNull(),
    );
    expect(screen.queryByText('2 unread chat messages')).toBeNull();
    // Focus starts in the message box.
    expect(document.activeElement).toBe(messageBox(box));
  });

  it('says VIP service for the VIP desk, and greets an empty conversation', async () => {
    const { api } = await signedIn(
      { 'GET /wps/chat/messages': page([], { desk: 'vip' }) },
      { route: '/promotions?chat=1' },
    );
    const box = await findWindow('VIP service');
    expect(await within(box).findByText('Ask us anything: we answer here.')).toBeTruthy();
    // Opening marks read even when nothing was unread.
    await waitFor(() => expect(api.callsTo('POST /wps/chat/read')).toHaveLength(1));
  });

  it('closes with Escape and with the close button, dropping the address parameter', async () => {
    await signedIn({ 'GET /wps/chat/messages': page([]) }, { route: '/lottery?x=1&chat=1' });
    await findWindow();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.current).toBe('/lottery?x=1');

    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    const item = screen.getByRole('button', { name: 'Chat room' });
    // A click focuses the button in a browser; `click()` alone does not.
    item.focus();
    await click(item);
    const box = await findWindow();
    expect(document.activeElement).toBe(messageBox(box));
    await userEvent.click(within(box).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.current).toBe('/lottery?x=1');
    // Focus goes back to the menu item that opened it.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chat room' })),
    );
  });

  it('closes on logout (spec 4)', async () => {
    await signedIn({ 'GET /wps/chat/messages': page([msg('1', 'member', 'Hello')]) }, { route: '/?chat=1' });
    await findWindow();
    act(() => clearSession());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells a trial account to register a real one when the address asks for the window', async () => {
    const { api } = await signedIn({}, { route: '/?chat=1', memberType: TRIAL_TYPE });
    await waitFor(() => expect(getAccountDialog()).toEqual({ kind: 'needRealAccount' }));
    expect(location.current).toBe('/');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('GET /wps/chat/messages')).toHaveLength(0);
    expect(api.callsTo('GET /wps/relay/chat/unread')).toHaveLength(0);
  });
});

describe('chat window: sending', () => {
  it('shows the message at once as sending, then the server’s copy; Enter sends, Shift+Enter adds a line', async () => {
    let reply: (value: unknown) => void = () => undefined;
    const { api, socket } = await signedIn(
      {
        'GET /wps/chat/messages': page([]),
        'POST /wps/chat/messages': () =>
          new Promise((resolve) => {
            reply = resolve;
          }),
      },
      { route: '/?chat=1' },
    );
    const box = await findWindow();
    await within(box).findByText('Ask us anything: we answer here.');
    const input = messageBox(box);
    await userEvent.type(input, '  Where is my deposit?{Shift>}{Enter}{/Shift}It was at noon');
    expect((input as HTMLTextAreaElement).value).toBe('  Where is my deposit?\nIt was at noon');
    expect(within(box).getByText('35 / 1000')).toBeTruthy();
    expect(api.callsTo('POST /wps/chat/messages')).toHaveLength(0);
    await userEvent.keyboard('{Enter}');

    expect((input as HTMLTextAreaElement).value).toBe('');
    const [call] = api.callsTo('POST /wps/chat/messages');
    const body = bodyOf(call);
    expect(body.text).toBe('Where is my deposit?\nIt was at noon');
    expect(body.requestId).toMatch(UUID);
    // Pending: shown at once, below the greeting gone.
    expect(texts(box)).toEqual(['You: Where is my deposit?\nIt was at noon']);
    expect(within(box).getByText('Sending…')).toBeTruthy();

    // The hub brings the stored copy to every tab of the member, often before the answer: it
    // stands in for the one on its way, shown once.
    const stored = msg('7', 'member', 'Where is my deposit?\nIt was at noon', '2026-11-21T10:00:00.000Z');
    act(() => socket.push({ type: 'chat', value: { message: stored, unread: 0 } }));
    await waitFor(() => expect(within(box).queryByText('Sending…')).toBeNull());
    expect(texts(box)).toEqual(['You: Where is my deposit?\nIt was at noon']);

    await act(async () => reply({ message: stored }));
    expect(texts(box)).toEqual(['You: Where is my deposit?\nIt was at noon']);
    expect(conversation(box).querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-11-21T10:00:00.000Z',
    );
    // The Send button sends too.
    await userEvent.type(input, 'Thanks');
    await userEvent.click(within(box).getByRole('button', { name: 'Send' }));
    expect(bodyOf(api.callsTo('POST /wps/chat/messages')[1]).text).toBe('Thanks');
    expect(within(box).getByText('Sending…')).toBeTruthy();
    // No copy over the hub this time: the answer replaces the one on its way.
    await act(async () => reply({ message: msg('8', 'member', 'Thanks') }));
    await waitFor(() => expect(within(box).queryByText('Sending…')).toBeNull());
    expect(texts(box)).toEqual(['You: Where is my deposit?\nIt was at noon', 'You: Thanks']);
  });

  it('sends nothing when empty; over 1000 characters it says so and sends nothing', async () => {
    const { api } = await signedIn({ 'GET /wps/chat/messages': page([]) }, { route: '/?chat=1' });
    const box = await findWindow();
    const input = messageBox(box);
    await userEvent.type(input, '   {Enter}');
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(1001));
    const alert = within(box).getByRole('alert');
    expect(alert.textContent).toBe('Your message is too long: at most 1000 characters.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(within(box).getByText('1001 / 1000')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(box).getByRole('button', { name: 'Send' }));
    expect(api.callsTo('POST /wps/chat/messages')).toHaveLength(0);
  });

  it('keeps a failed message with the reason and a retry that sends the same requestId again', async () => {
    let answer: unknown = failure('INTERNAL', 'Something went wrong', 503);
    const { api } = await signedIn(
      {
        'GET /wps/chat/messages': page([msg('5', 'service', 'Welcome')]),
        'POST /wps/chat/messages': () => answer,
      },
      { route: '/?chat=1' },
    );
    const box = await findWindow();
    await within(box).findByText('Welcome');
    await userEvent.type(messageBox(box), 'Are you there?{Enter}');
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toMatch(/^Not sent\. /);
    const retry = within(box).getByRole('button', { name: 'Retry', description: 'You: Are you there?' });

    answer = { message: msg('6', 'member', 'Are you there?') };
    await userEvent.click(retry);
    await waitFor(() => expect(within(box).queryByRole('alert')).toBeNull());
    expect(texts(box)).toEqual(['Live chat: Welcome', 'You: Are you there?']);
    const [first, second] = api.callsTo('POST /wps/chat/messages');
    expect(bodyOf(second)).toEqual(bodyOf(first));
    expect(bodyOf(first).requestId).toMatch(UUID);
  });

  it('says so when the member writes too fast (RATE_LIMITED)', async () => {
    await signedIn(
      {
        'GET /wps/chat/messages': page([]),
        'POST /wps/chat/messages': failure(
          'RATE_LIMITED',
          'You are sending messages too fast; wait a moment',
          429,
        ),
      },
      { route: '/?chat=1' },
    );
    const box = await findWindow();
    await userEvent.type(messageBox(box), 'Hello?{Enter}');
    expect((await within(box).findByRole('alert')).textContent).toBe(
      'Not sent. You are sending messages too fast. Wait a moment, then retry.',
    );
    expect(within(box).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('chat window: live messages (hub `chat` events)', () => {
  it('shows the service’s new message, announces it politely and marks it read while open', async () => {
    const { api, socket, queryClient } = await signedIn(
      { 'GET /wps/chat/messages': page([msg('1', 'member', 'Hello')]) },
      { route: '/?chat=1' },
    );
    const box = await findWindow();
    await within(box).findByText('Hello');
    await waitFor(() => expect(api.callsTo('POST /wps/chat/read')).toHaveLength(1));
    const status = within(box).getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');

    act(() =>
      socket.push({ type: 'chat', value: { message: msg('2', 'service', 'Hi! Checking now.'), unread: 1 } }),
    );
    await waitFor(() => expect(texts(box)).toEqual(['You: Hello', 'Live chat: Hi! Checking now.']));
    expect(status.textContent).toBe('Live chat: Hi! Checking now.');
    await waitFor(() => expect(api.callsTo('POST /wps/chat/read')).toHaveLength(2));
    await waitFor(() => expect(queryClient.getQueryData(['chat', 'unread'])).toBe(0));

    // The member's own message from another tab joins too, unannounced and not marking read.
    act(() => socket.push({ type: 'chat', value: { message: msg('3', 'member', 'Thanks'), unread: 0 } }));
    await waitFor(() => expect(texts(box)).toHaveLength(3));
    expect(status.textContent).toBe('Live chat: Hi! Checking now.');
    expect(api.callsTo('POST /wps/chat/read')).toHaveLength(2);
  });

  it('moves the side menu’s badge with the events while the window is closed', async () => {
    const { socket } = await signedIn({});
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    act(() => socket.push({ type: 'chat', value: { message: msg('9', 'service', 'Any news?'), unread: 3 } }));
    expect(
      await screen.findByRole('button', { name: 'Chat room', description: '3 unread chat messages' }),
    ).toBeTruthy();
  });
});

describe('chat window: earlier messages', () => {
  it('loads the page before the first message on request, above it, until there is none left', async () => {
    const { api } = await signedIn(
      {
        'GET /wps/chat/messages': (call: MockCall) =>
          call.url.searchParams.get('before') === '31'
            ? page([msg('29', 'member', 'Older question'), msg('30', 'service', 'Older answer')])
            : page([msg('31', 'member', 'Newer question'), msg('32', 'service', 'Newer answer')], {
                more: true,
              }),
      },
      { route: '/?chat=1' },
    );
    const box = await findWindow();
    const earlier = await within(box).findByRole('button', { name: 'Load earlier messages' });
    await userEvent.click(earlier);
    await waitFor(() =>
      expect(texts(box)).toEqual([
        'You: Older question',
        'Live chat: Older answer',
        'You: Newer question',
        'Live chat: Newer answer',
      ]),
    );
    expect(api.callsTo('GET /wps/chat/messages').map((call) => call.url.search)).toEqual(['', '?before=31']);
    expect(within(box).queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
    expect(document.activeElement).toBe(conversation(box));
  });
});
