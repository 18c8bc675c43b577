import { useAddressDialog } from '../../../lib/use-address-dialog.ts';
import { helpTopicFromSearch, searchWithHelpTopic } from './help-url.ts';

const address = { read: helpTopicFromSearch, write: searchWithHelpTopic };

/** The help modal (`?hp=term`): which topic it shows, or null; Back closes it. */
export function useHelpDialog() {
  const dialog = useAddressDialog(address, 'helpOpened');
  return {
    topic: dialog.current,
    /** Shows `slug`; already open, the modal turns to it in place (no new history entry). */
    show: dialog.open,
    close: dialog.close,
  };
}
