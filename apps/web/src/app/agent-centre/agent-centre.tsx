import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { extraIcons } from '../../components/ui/extra-icons.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ErrorState } from '../../components/ui/query-state.tsx';
import { DownlineManagementPage } from '../../features/agent/components/downline-management-page.tsx';
import { RegisterCentrePage } from '../../features/agent/components/register-centre-page.tsx';
import { TeamOverviewPage } from '../../features/agent/components/team-overview-page.tsx';
import { useBalance } from '../../features/wallet/api/get-balance.ts';
import { CurrencyProvider } from '../../lib/currency.tsx';
import { errorText } from '../../lib/error-text.ts';
import { useAreaText } from '../../lib/i18n.ts';
import type { Session } from '../../lib/session.ts';
// The same overlay as the member centre: one look for both centres.
import styles from '../member-centre/member-centre.module.css';
import { PageErrorBoundary } from '../router/page-error-boundary.tsx';
import { type AgentCentrePage, agentCentrePages } from './agent-centre-url.ts';
import { useAgentCentre } from './use-agent-centre.ts';

const menuIcons: Record<AgentCentrePage, string> = {
  agentTeamOverview: extraIcons.team,
  agentRegisterCentre: extraIcons.userPlus,
  agentDownlineManagement: extraIcons.tree,
};

/** One page of the agent centre, composed from the agent feature. */
function PageBody({ page, agentType }: { page: AgentCentrePage; agentType: number }) {
  const centre = useAgentCentre();
  switch (page) {
    case 'agentTeamOverview':
      return <TeamOverviewPage onOpenRegister={() => centre.open('agentRegisterCentre')} />;
    case 'agentRegisterCentre':
      return (
        <RegisterCentrePage
          agentType={agentType}
          onSeeDownlines={() => centre.open('agentDownlineManagement')}
        />
      );
    case 'agentDownlineManagement':
      return <DownlineManagementPage onOpenRegister={() => centre.open('agentRegisterCentre')} />;
  }
}

/**
 * The agent centre modal (spec 2 "Agent centre modal"): a title, a close button, the menu of
 * the pages that exist, and the page the address names on the right. A modal dialog: focus
 * moves in and stays in, Escape closes it, and focus returns to the control that opened it.
 */
export default function AgentCentre({
  page,
  session,
  agentType,
}: {
  page: AgentCentrePage;
  session: Session;
  /** The agent's account type (spec 6): what it may open under itself depends on it. */
  agentType: number;
}) {
  useAreaText('agent');
  const { t } = useTranslation();
  const location = useLocation();
  const centre = useAgentCentre();
  // Amounts are written in the merchant currency, which the balance answer names.
  const balance = useBalance();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  // On phones the menu is a row of tabs that scrolls sideways: keep the current one in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is what should scroll again.
  const currentLinkRef = useCallback(
    (link: HTMLAnchorElement | null) => link?.scrollIntoView?.({ block: 'nearest', inline: 'center' }),
    [page],
  );
  const value = balance.data;
  const label = (name: AgentCentrePage) => t(`agentCentre.pages.${name}`);

  let body: ReactNode;
  if (value) {
    body = (
      <CurrencyProvider
        currency={{ code: value.currency, symbol: value.currencySymbol, exponent: value.exponent }}
      >
        <PageErrorBoundary key={page}>
          <Suspense fallback={<LoadingState compact label={t('common.loading')} />}>
            <PageBody page={page} agentType={agentType} />
          </Suspense>
        </PageErrorBoundary>
      </CurrencyProvider>
    );
  } else if (balance.isError) {
    body = <ErrorState text={errorText(balance.error, t)} onRetry={() => void balance.refetch()} />;
  } else {
    body = <LoadingState compact label={t('common.loading')} />;
  }

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && centre.close()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          data-modal="agentCentre"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
          onOpenAutoFocus={(event) => {
            // Start on the page's heading, so a screen reader announces where the agent is.
            event.preventDefault();
            headingRef.current?.focus();
          }}
        >
          <div className={styles.sidebar}>
            <div className={styles.sidebarHead}>
              <RadixDialog.Title className={styles.title}>{t('agentCentre.title')}</RadixDialog.Title>
              <RadixDialog.Close className={styles.close} aria-label={t('common.close')}>
                <Icon name="close" />
              </RadixDialog.Close>
            </div>
            <p className={styles.account}>{session.username}</p>
            <nav className={styles.nav} aria-label={t('agentCentre.menu')}>
              <ul className={styles.menu}>
                {agentCentrePages.map((name) => (
                  <li key={name}>
                    <Link
                      to={centre.hrefOf(name)}
                      replace
                      state={location.state}
                      className={styles.menuLink}
                      aria-current={name === page ? 'page' : undefined}
                      ref={name === page ? currentLinkRef : undefined}
                    >
                      <Icon path={menuIcons[name]} size={20} />
                      <span>{label(name)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <section className={styles.content} aria-labelledby="agent-centre-heading">
            <h3 id="agent-centre-heading" className={styles.heading} ref={headingRef} tabIndex={-1}>
              {label(page)}
            </h3>
            {body}
          </section>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
