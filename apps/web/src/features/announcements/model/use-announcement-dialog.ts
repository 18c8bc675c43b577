import { useAddressDialog } from '../../../lib/use-address-dialog.ts';
import { announcementFromSearch, searchWithAnnouncement } from './announcement-url.ts';

const address = { read: announcementFromSearch, write: searchWithAnnouncement };

/** The announcement dialog (`?an=`), opened on the list or on one notice; Back closes it. */
export function useAnnouncementDialog() {
  const dialog = useAddressDialog(address, 'announcementOpened');
  return {
    target: dialog.current,
    /** Opens the list, with notice `id` shown first when given. */
    open: (id: string | null = null) => dialog.open({ id }),
    close: dialog.close,
  };
}
