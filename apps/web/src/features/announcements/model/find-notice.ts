import type { Announcement, NoticesValue } from '@portal/contracts/announcements';

/** A notice of the frame's lists by id (the home line links to its own), or null. */
export function findNotice(notices: NoticesValue | undefined, id: string): Announcement | null {
  if (!notices) return null;
  const lists = [notices.banners, notices.player, notices.popup, notices.promotion];
  for (const list of lists) {
    const found = list.find((notice) => notice.id === id);
    if (found) return found;
  }
  return null;
}
