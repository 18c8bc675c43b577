import { SystemStatus } from '@portal/contracts/constants';
import { useSystemStatus } from '../../features/system/api/get-system-status.ts';
import { MaintenancePage } from '../../features/system/components/maintenance-page.tsx';
import { RestrictionPage } from '../../features/system/components/restriction-page.tsx';
import { NormalApp } from '../normal-app.tsx';
import { BootError } from './boot-error.tsx';
import { BootLoading } from './boot-loading.tsx';

/** Asks the server for permissions first; its answer selects one of the three renderings (spec 1). */
export function Boot() {
  const status = useSystemStatus();
  if (status.isPending) return <BootLoading />;
  if (status.isError) {
    return (
      <BootError error={status.error} retrying={status.isFetching} onRetry={() => void status.refetch()} />
    );
  }
  switch (status.data.status) {
    case SystemStatus.Maintenance:
      return <MaintenancePage status={status.data} />;
    case SystemStatus.RegionRestricted:
      return <RestrictionPage status={status.data} />;
    default:
      return <NormalApp info={status.data.info} />;
  }
}
