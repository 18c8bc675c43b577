import { useAddressDialog } from '../../../lib/use-address-dialog.ts';
import { feedbackFromSearch, searchWithFeedback } from './feedback-url.ts';

// The address holds only whether it is open: `true`, or null for closed.
const address = {
  read: (search: string) => (feedbackFromSearch(search) ? true : null),
  write: (search: string, open: true | null) => searchWithFeedback(search, open === true),
};

/** The feedback dialog (`?fb=1`); Back closes it. */
export function useFeedbackDialog() {
  const dialog = useAddressDialog(address, 'feedbackOpened');
  return {
    open: dialog.current === true,
    /** Opens it; already open, nothing changes. */
    show: () => {
      if (dialog.current === null) dialog.open(true);
    },
    close: dialog.close,
  };
}
