import { useAddressDialog } from '../../../lib/use-address-dialog.ts';
import { chatFromSearch, searchWithChat } from './chat-url.ts';

// The address holds only whether it is open: `true`, or null for closed.
const address = {
  read: (search: string) => (chatFromSearch(search) ? true : null),
  write: (search: string, open: true | null) => searchWithChat(search, open === true),
};

/** The chat window (`?chat=1`); Back closes it. */
export function useChatDialog() {
  const dialog = useAddressDialog(address, 'chatOpened');
  return {
    open: dialog.current === true,
    /** Opens it; already open, nothing changes. */
    show: () => {
      if (dialog.current === null) dialog.open(true);
    },
    close: dialog.close,
  };
}
