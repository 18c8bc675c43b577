import { useLocation, useNavigate } from 'react-router';
import { feedbackFromSearch, searchWithFeedback } from './feedback-url.ts';

type OpenedState = { feedbackOpened?: boolean } | null;

/**
 * Opening the dialog adds a history entry, so Back closes it; closing goes back to where it was
 * opened from, or drops the parameter when the address itself opened it (a link, a reload).
 */
export function useFeedbackDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as OpenedState;
  const to = (open: boolean) => ({
    pathname: location.pathname,
    search: searchWithFeedback(location.search, open),
    hash: location.hash,
  });
  return {
    open: feedbackFromSearch(location.search),
    show: () => {
      if (feedbackFromSearch(location.search)) return;
      navigate(to(true), { state: { ...(state ?? {}), feedbackOpened: true } });
    },
    close: () => {
      if (state?.feedbackOpened) navigate(-1);
      else navigate(to(false), { replace: true });
    },
  };
}
