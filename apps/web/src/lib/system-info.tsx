import type { SystemInfo } from '@portal/contracts/system';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * The merchant configuration from the boot-time status call. Boot renders the app only once
 * it has this, so every screen below can rely on it being present.
 */
const SystemInfoContext = createContext<SystemInfo | null>(null);

export function SystemInfoProvider({ info, children }: { info: SystemInfo; children: ReactNode }) {
  return <SystemInfoContext value={info}>{children}</SystemInfoContext>;
}

export function useSystemInfo(): SystemInfo {
  const info = useContext(SystemInfoContext);
  if (!info) throw new Error('useSystemInfo must be used inside SystemInfoProvider');
  return info;
}
