import { isAgentType } from '@portal/contracts/identity';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { useMemberInfo } from '../../features/identity/api/get-member-info.ts';
import { LoginPanel } from '../../features/identity/components/login-panel.tsx';
import { openAccountDialog } from '../../features/identity/model/account-dialog-store.ts';
import type { AgentSiteState } from '../../features/identity/model/agent-site.ts';
import { useAreaText } from '../../lib/i18n.ts';
import { type Session, useSession } from '../../lib/session.ts';
import {
  agentPageFromSearch,
  DEFAULT_AGENT_CENTRE_PAGE,
  searchWithAgentPage,
} from '../agent-centre/agent-centre-url.ts';
import styles from './agent-site-page.module.css';

/**
 * Where a signed-in agent belongs: its agent centre over the home page, on the page the address
 * asked for (/agent?ac=agentRegisterCentre, a link sent before logging in) or its first.
 */
const agentCentreFor = (search: string) => ({
  pathname: '/',
  search: searchWithAgentPage('', agentPageFromSearch(search) ?? DEFAULT_AGENT_CENTRE_PAGE),
});

/** The page's one card: its h1 (also the document title), a line under it, and its content. */
function Card({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <title>{title}</title>
      <h1 id={headingId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.intro}>{intro}</p>
      {children}
    </section>
  );
}

/**
 * The agent login (spec 6): the member login's form sent to the agent site, so a non-agent is
 * refused with 'Non-agents cannot log in'. No registration and no free demo: agents are opened
 * by their upline. The focus starts in the form, on the first empty field.
 */
function AgentLogin() {
  const { t } = useTranslation();
  const state = useLocation().state as AgentSiteState;
  const formRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const fields = Array.from(
      formRef.current?.querySelectorAll<HTMLInputElement>(
        'input:not([type="checkbox"]):not([type="radio"])',
      ) ?? [],
    );
    (fields.find((field) => field.value === '') ?? fields[0])?.focus();
  }, []);

  return (
    <Card title={t('agentSite.title')} intro={t('agentSite.intro')}>
      <div ref={formRef}>
        <LoginPanel
          site="agent"
          notice={state?.notice}
          initialUsername={state?.username}
          // Signing in stores the session; the page then sends the agent to its centre.
          onSignedIn={() => undefined}
          onForgotPassword={() => openAccountDialog({ kind: 'forgot', site: 'agent' })}
        />
      </div>
      <p className={styles.other}>
        {t('agentSite.notAgent')}{' '}
        <Link
          to="/"
          className={styles.otherLink}
          onClick={() => openAccountDialog({ kind: 'auth', tab: 'login' })}
        >
          {t('agentSite.playerLogin')}
        </Link>
      </p>
    </Card>
  );
}

/** A signed-in account: an agent goes to its centre; anyone else is told this is the agent site. */
function SignedIn({ session }: { session: Session }) {
  const { t } = useTranslation();
  const info = useMemberInfo(true);
  const { search } = useLocation();
  // The member info follows a change the operator made; the type stored at login answers first.
  const type = info.data?.type ?? session.memberType;
  if (isAgentType(type)) return <Navigate to={agentCentreFor(search)} replace />;
  if (info.isPending) return <LoadingState label={t('common.loading')} />;
  return (
    <Card
      title={t('agentSite.signedInTitle')}
      intro={t('agentSite.notAgentAccount', { account: info.data?.account ?? session.username })}
    >
      <div className={styles.actions}>
        <Link to="/" className={buttonClass('primary')}>
          {t('agentSite.toMemberSite')}
        </Link>
        <Button variant="secondary" onClick={() => openAccountDialog({ kind: 'logout' })}>
          {t('account.menu.signOut')}
        </Button>
      </div>
    </Card>
  );
}

/** /agent, the agent site inside this app (docs/decisions.md "Agent site"). */
export default function AgentSitePage() {
  // Its text lives with the agent centre's, which the agent opens next.
  useAreaText('agent');
  const session = useSession();
  return <div className={styles.page}>{session ? <SignedIn session={session} /> : <AgentLogin />}</div>;
}
