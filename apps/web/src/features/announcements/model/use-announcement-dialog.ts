import { useLocation, useNavigate } from 'react-router';
import {
  type AnnouncementTarget,
  announcementFromSearch,
  searchWithAnnouncement,
} from './announcement-url.ts';

type OpenedState = { announcementOpened?: boolean } | null;

/**
 * Opening the dialog adds a history entry, so Back closes it; closing goes back to where it was
 * opened from, or drops the parameter when the address itself opened it (a link, a reload).
 */
export function useAnnouncementDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as OpenedState;
  const to = (target: AnnouncementTarget | null) => ({
    pathname: location.pathname,
    search: searchWithAnnouncement(location.search, target),
    hash: location.hash,
  });
  return {
    target: announcementFromSearch(location.search),
    /** Opens the list, with notice `id` shown first when given. */
    open: (id: string | null = null) => {
      if (announcementFromSearch(location.search)) navigate(to({ id }), { replace: true, state });
      else navigate(to({ id }), { state: { ...(state ?? {}), announcementOpened: true } });
    },
    close: () => {
      if (state?.announcementOpened) navigate(-1);
      else navigate(to(null), { replace: true });
    },
  };
}
