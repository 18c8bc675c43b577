import { useAddressDialog } from '../../../lib/use-address-dialog.ts';
import { appPlatformFromSearch, searchWithAppPlatform } from './download-url.ts';

const address = { read: appPlatformFromSearch, write: searchWithAppPlatform };

/** The app download modal (`?app=android`): the tab it shows, or null; Back closes it. */
export function useDownloadDialog() {
  const dialog = useAddressDialog(address, 'appDownloadOpened');
  return { platform: dialog.current, show: dialog.open, close: dialog.close };
}
