import type {
  Announcement,
  AnnouncementAudience,
  AnnouncementPage,
  AnnouncementType,
  NoticesValue,
} from '@portal/contracts/announcements';
import type { MockCall } from './api-mock.ts';

/** An announcement as the server lists it; published on 21 Nov 2026 at 10:<id> local time. */
export const announcement = (
  id: string,
  type: AnnouncementType,
  overrides: Partial<Announcement> = {},
): Announcement => ({
  id,
  type,
  title: `Notice ${id}`,
  content: `Text of notice ${id}`,
  date: new Date(2026, 10, 21, 10, Number(id) % 60, 0).getTime(),
  ...overrides,
});

/** One announcement as the operator keeps it: who may read it. */
export type Published = Announcement & { audience: AnnouncementAudience };

export const published = (
  id: string,
  type: AnnouncementType,
  audience: AnnouncementAudience = 'everyone',
  overrides: Partial<Announcement> = {},
): Published => ({ ...announcement(id, type, overrides), audience });

const bare = ({ audience: _audience, ...rest }: Published): Announcement => rest;

/** Whether a call carries a session token (the server then adds the members' announcements). */
const signedIn = (call: MockCall) =>
  new Headers(call.init?.headers).get('Authorization')?.startsWith('Bearer ') ?? false;

function pageOf(list: Published[], url: URL): AnnouncementPage {
  const page = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 9);
  return {
    list: list.slice((page - 1) * pageSize, page * pageSize).map(bare),
    page,
    pageSize,
    total: list.length,
    totalPages: Math.ceil(list.length / pageSize),
  };
}

/**
 * The three announcement calls over `list` (newest first as given), as the server answers them:
 * everyone's for a visitor, members' too with a token, agents' only in the agent centre's list.
 */
export function fakeAnnouncements(list: Published[]) {
  const readable = (call: MockCall) =>
    list.filter((a) => a.audience === 'everyone' || (a.audience === 'members' && signedIn(call)));
  const ofType = (call: MockCall, type: AnnouncementType) =>
    readable(call)
      .filter((a) => a.type === type)
      .slice(0, 10)
      .map(bare);
  return {
    'GET /wps/notices': (call: MockCall): NoticesValue => ({
      player: ofType(call, 'PL'),
      banners: ofType(call, 'B'),
      popup: ofType(call, 'PU'),
      promotion: ofType(call, 'PR'),
    }),
    'GET /wps/relay/MCSFE_getListAnnouncements': (call: MockCall) =>
      pageOf(
        readable(call).filter((a) => a.type === (call.url.searchParams.get('type') ?? 'PL')),
        call.url,
      ),
    'GET /wps/agent/announcements': (call: MockCall) =>
      pageOf(
        list.filter((a) => a.audience === 'agents'),
        call.url,
      ),
  };
}
