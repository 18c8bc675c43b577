import type { SystemStatusValue } from '@portal/contracts/system';
import { NoticeScreen } from '../../../components/ui/notice-screen.tsx';
import { formatLocalDateTime } from '../../../lib/format.ts';
import { customerServiceUrl } from '../../../lib/system-links.ts';

// The spec fixes this page in Portuguese, whatever language the visitor picked.
const DEFAULT_INFO =
  'Estamos realizando uma manutenção programada para melhorar a sua experiência. Voltaremos em breve. Obrigado pela compreensão.';

export function MaintenancePage({ status }: { status: SystemStatusValue }) {
  const maintenance = status.maintenance;
  const endTime = maintenance?.endTime ? formatLocalDateTime(maintenance.endTime, 'pt-BR') : null;
  const contactUrl = maintenance?.contactUrl || customerServiceUrl(status.info);
  return (
    <NoticeScreen lang="pt">
      <title>Maintenance</title>
      <h1>Maintenance</h1>
      {endTime ? <p>Previsão de término: {endTime}</p> : null}
      <p>{maintenance?.info || DEFAULT_INFO}</p>
      {contactUrl ? (
        <a href={contactUrl} target="_blank" rel="noopener noreferrer">
          Fale conosco
        </a>
      ) : null}
    </NoticeScreen>
  );
}
