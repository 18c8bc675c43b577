import { useAddressDialog } from '../../../lib/use-address-dialog.ts';
import { searchWithSpeedTest, speedTestFromSearch } from './speed-test-url.ts';

// The address holds only whether it is open: `true`, or null for closed.
const address = {
  read: (search: string) => (speedTestFromSearch(search) ? true : null),
  write: (search: string, open: true | null) => searchWithSpeedTest(search, open === true),
};

/** The network speed test dialog (`?st=1`); Back closes it. */
export function useSpeedTestDialog() {
  const dialog = useAddressDialog(address, 'speedTestOpened');
  return {
    open: dialog.current === true,
    /** Opens it; already open, nothing changes. */
    show: () => {
      if (dialog.current === null) dialog.open(true);
    },
    close: dialog.close,
  };
}
