import type { SystemInfo } from '@portal/contracts/system';
import { SystemInfoProvider } from '../lib/system-info.tsx';
import { BootLoading } from './boot/boot-loading.tsx';
import { useInitialLanguage } from './boot/use-initial-language.ts';
import { AppRouter } from './router/router.tsx';

/** The portal itself, rendered once the server says the visitor may use it. */
export function NormalApp({ info }: { info: SystemInfo }) {
  const languageReady = useInitialLanguage(info.languages);
  if (!languageReady) return <BootLoading />;
  return (
    <SystemInfoProvider info={info}>
      <AppRouter />
    </SystemInfoProvider>
  );
}
