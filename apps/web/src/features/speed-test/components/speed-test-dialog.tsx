import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useAreaText } from '../../../lib/i18n.ts';
import { useDomainRoutes } from '../api/get-domain-routes.ts';
import { type GoToLine, goToLine } from '../model/go-to-line.ts';
import { SpeedTestRun } from './speed-test-run.tsx';

type Props = {
  onClose: () => void;
  /** Leaves for the fastest line; tests pass a spy. */
  go?: GoToLine;
  /** How long a ping may take before its line counts as unreachable. */
  timeoutMs?: number;
};

/**
 * The network speed test (spec 2, spec 3 "Domain list", spec 9 "auto-redirect 5 seconds"):
 * the merchant's route lines, each timed from this device, the fastest marked, and a countdown
 * to the same page on it when it is not the line the page is on. Open to visitors; its text
 * lives in `locales/speed-test` and loads with it.
 */
export default function SpeedTestDialog({ onClose, go = goToLine, timeoutMs }: Props) {
  useAreaText('speed-test');
  const { t } = useTranslation();
  const routes = useDomainRoutes();
  return (
    <Modal
      name="speedTestModal"
      title={t('speedTest.title')}
      description={t('speedTest.intro')}
      onClose={onClose}
    >
      <QueryState query={routes} loadingLabel={t('speedTest.loadingLines')}>
        {(value) => (
          <Lines domains={value.domainList.map((line) => line.domain)} go={go} timeoutMs={timeoutMs} />
        )}
      </QueryState>
    </Modal>
  );
}

function Lines({
  domains,
  go,
  timeoutMs,
}: {
  domains: string[];
  go: GoToLine;
  timeoutMs: number | undefined;
}) {
  const { t } = useTranslation();
  const key = domains.join('\n');
  // A line listed twice is timed once. The joined key keeps the list stable across refetches.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the domains.
  const unique = useMemo(() => [...new Set(domains)], [key]);
  if (unique.length === 0) return <EmptyState text={t('speedTest.noLines')} />;
  return <SpeedTestRun domains={unique} go={go} timeoutMs={timeoutMs} />;
}
