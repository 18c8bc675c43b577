import type { ContractKind, ContractSettingsValue } from '@portal/contracts/agent-contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { extraIcons } from '../../components/ui/extra-icons.ts';
import { iconPath } from '../../components/ui/icon.tsx';
import { useContractSettings } from '../../features/agent/api/get-contract-settings.ts';
import { ContractPage } from '../../features/agent/components/contract-page.tsx';
import {
  DownlineManagementPage,
  type DownlineReport,
} from '../../features/agent/components/downline-management-page.tsx';
import { MyIncomePage } from '../../features/agent/components/my-income-page.tsx';
import { RegisterCentrePage } from '../../features/agent/components/register-centre-page.tsx';
import { TeamBettingPage } from '../../features/agent/components/team-betting-page.tsx';
import { TeamOverviewPage } from '../../features/agent/components/team-overview-page.tsx';
import { TeamTransactionsPage } from '../../features/agent/components/team-transactions-page.tsx';
import { UserProfitPage } from '../../features/agent/components/user-profit-page.tsx';
import { AgentAnnouncementsPage } from '../../features/announcements/components/agent-announcements-page.tsx';
import { useAreaText } from '../../lib/i18n.ts';
import type { Session } from '../../lib/session.ts';
import { CentreDialog } from '../centre-dialog/centre-dialog.tsx';
import {
  type AgentCentrePage,
  agentAccountFromSearch,
  contractKindOfPage,
  shownAgentPage,
  visibleAgentPages,
} from './agent-centre-url.ts';
import { useAgentCentre } from './use-agent-centre.ts';

const menuIcons: Record<AgentCentrePage, string> = {
  agentAnnouncement: iconPath('megaphone'),
  agentTeamOverview: extraIcons.team,
  agentRegisterCentre: extraIcons.userPlus,
  agentDownlineManagement: extraIcons.tree,
  agentTeamBetting: extraIcons.coins,
  agentUserProfit: extraIcons.trend,
  agentMyIncome: extraIcons.wallet,
  agentTransactionDetails: extraIcons.receipt,
  agentDividendRecord: extraIcons.pie,
  agentDailyWages: extraIcons.calendar,
  agentHourlySalary: extraIcons.clock,
  agentRealtimeSalary: extraIcons.bolt,
};

/** Which contract kinds the merchant runs; undefined while the settings are not known. */
const enabledKinds = (settings: ContractSettingsValue | undefined) =>
  settings &&
  (Object.fromEntries(Object.entries(settings).map(([kind, setting]) => [kind, setting.enabled])) as Record<
    ContractKind,
    boolean
  >);

/** The page of each report a downline's row links to. */
const reportPages: Record<DownlineReport, AgentCentrePage> = {
  bets: 'agentTeamBetting',
  profit: 'agentUserProfit',
  transactions: 'agentTransactionDetails',
};

/** One page of the agent centre, composed from the agent feature (its announcements from theirs). */
function PageBody({ page, agentType }: { page: AgentCentrePage; agentType: number }) {
  const centre = useAgentCentre();
  const account = agentAccountFromSearch(useLocation().search);
  // A contract kind's page (dividend record, daily wages, hourly and real-time salaries); its own state per kind.
  const kind = contractKindOfPage(page);
  if (kind) return <ContractPage key={kind} kind={kind} />;
  switch (page) {
    case 'agentAnnouncement':
      return <AgentAnnouncementsPage />;
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
      return (
        <DownlineManagementPage
          onOpenRegister={() => centre.open('agentRegisterCentre')}
          reportHref={(report, account) => centre.hrefOf(reportPages[report], account)}
        />
      );
    // A new `account` in the address (a downline's report link) starts the report afresh on it.
    case 'agentTeamBetting':
      return <TeamBettingPage key={account} initialAccount={account} />;
    case 'agentUserProfit':
      return <UserProfitPage key={account} initialAccount={account} />;
    case 'agentMyIncome':
      return <MyIncomePage />;
    case 'agentTransactionDetails':
      return <TeamTransactionsPage key={account} initialAccount={account} />;
  }
}

/**
 * The agent centre modal (spec 2 "Agent centre modal"): the pages that exist, in the spec's
 * order, in the frame the member centre uses too; a contract kind's page only when the merchant
 * runs that kind (its address otherwise shows the default page).
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
  const centre = useAgentCentre();
  const enabled = enabledKinds(useContractSettings().data);
  const shown = shownAgentPage(page, enabled);
  return (
    <CentreDialog
      modal="agentCentre"
      title={t('agentCentre.title')}
      menuLabel={t('agentCentre.menu')}
      account={session.username}
      pages={visibleAgentPages(enabled)}
      page={shown}
      labelOf={(name) => t(`agentCentre.pages.${name}`)}
      iconOf={(name) => menuIcons[name]}
      hrefOf={centre.hrefOf}
      onClose={centre.close}
    >
      <PageBody page={shown} agentType={agentType} />
    </CentreDialog>
  );
}
