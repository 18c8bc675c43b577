import type { SystemStatusValue } from '@portal/contracts/system';
import { Button } from '../../../components/ui/button.tsx';
import { NoticeDetails, NoticeScreen } from '../../../components/ui/notice-screen.tsx';
import { formatCountry } from '../../../lib/format.ts';
import { customerServiceUrl } from '../../../lib/system-links.ts';

// The spec fixes this page in English.
export function RestrictionPage({ status }: { status: SystemStatusValue }) {
  const { ip, country } = status.location;
  const contactUrl = customerServiceUrl(status.info);
  const openContact = () => {
    if (contactUrl) window.open(contactUrl, '_blank', 'noopener,noreferrer');
  };
  return (
    <NoticeScreen lang="en">
      <title>IP Restriction</title>
      <h1>IP Restriction</h1>
      <h2>RESTRICTION OF VISIT</h2>
      <NoticeDetails>
        <p>IP: {ip}</p>
        <p>Country: {country ? formatCountry(country, 'en') : 'Unknown'}</p>
      </NoticeDetails>
      <p>This site cannot be accessed from your current location or IP address.</p>
      {contactUrl ? <Button onClick={openContact}>Contact Us</Button> : null}
    </NoticeScreen>
  );
}
