import { isAgentType } from '@portal/contracts/identity';
import type { ReferralValue } from '@portal/contracts/referral';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { extraIcons } from '../../components/ui/extra-icons.ts';
import { DepositPage } from '../../features/cashier/components/deposit-page.tsx';
import { SecurityCentre } from '../../features/cashier/components/security-centre.tsx';
import { WithdrawPage } from '../../features/cashier/components/withdraw-page.tsx';
import { ClubPage } from '../../features/club/components/club-page.tsx';
import { useMemberInfo } from '../../features/identity/api/get-member-info.ts';
import { openAccountDialog } from '../../features/identity/model/account-dialog-store.ts';
import { endLocalSession } from '../../features/identity/model/end-session.ts';
import { useUnreadCount } from '../../features/messages/api/get-unread-count.ts';
import { MessagesPage } from '../../features/messages/components/messages-page.tsx';
import { useMissionSummary } from '../../features/missions/api/get-mission-summary.ts';
import { MissionsPage } from '../../features/missions/components/missions-page.tsx';
import { WaitingMatches } from '../../features/promotions/components/waiting-matches.tsx';
import { RebatePage } from '../../features/rebate/components/rebate-page.tsx';
import { AccountRecordsPage } from '../../features/records/components/account-records-page.tsx';
import { BettingRecordsPage } from '../../features/records/components/betting-records-page.tsx';
import { BonusDetailsPage } from '../../features/records/components/bonus-details-page.tsx';
import { ProfitPage } from '../../features/records/components/profit-page.tsx';
import { useReferral } from '../../features/referral/api/get-referral.ts';
import { ReferralPage } from '../../features/referral/components/referral-page.tsx';
import { ResponsibleGamingPage } from '../../features/responsible-gaming/components/responsible-gaming-page.tsx';
import { balanceQueryKey } from '../../features/wallet/api/get-balance.ts';
import { TransferFundPage } from '../../features/wallet/components/transfer-fund-page.tsx';
import { TreeTransferPage } from '../../features/wallet/components/tree-transfer-page.tsx';
import { useAreaText } from '../../lib/i18n.ts';
import type { Session } from '../../lib/session.ts';
import { CentreDialog, type MenuBadge } from '../centre-dialog/centre-dialog.tsx';
import {
  type MemberCentrePage,
  type MemberPromotion,
  shownMemberPage,
  visibleMemberPages,
} from './member-centre-url.ts';
import { RewardCentre } from './reward-centre.tsx';
import { useMemberCentre } from './use-member-centre.ts';

const menuIcons: Record<MemberCentrePage, string> = {
  securityCenter: extraIcons.shield,
  transferFund: extraIcons.wallet,
  depositv2: extraIcons.deposit,
  withdraw: extraIcons.withdraw,
  transferUpline: extraIcons.transfer,
  personalHistoryCopy: extraIcons.dice,
  transactionHistory: extraIcons.receipt,
  personalProfit: extraIcons.chart,
  bonusDetails: extraIcons.medal,
  rewardCenter: extraIcons.gift,
  referral: extraIcons.userPlus,
  missionLeaderboard: extraIcons.trophy,
  messageV2: extraIcons.mail,
  manualRebate: extraIcons.rebate,
  vipClub: extraIcons.gem,
  responsibleGaming: extraIcons.care,
};

/** Which promotions the merchant runs; undefined while that is not known (or could not be asked). */
const enabledPromotions = (
  referral: ReferralValue | undefined,
): Record<MemberPromotion, boolean> | undefined => referral && { referral: referral.enabled };

/**
 * What a rebate or mission claim changes outside its feature: the header's balance, the wallets,
 * the records.
 */
const CLAIM_KEYS = [balanceQueryKey, ['wallet', 'consolidated'], ['records']] as const;

/** One page of the member centre, composed from the features that own its data. */
function PageBody({ page, session }: { page: MemberCentrePage; session: Session }) {
  const centre = useMemberCentre();
  const memberInfo = useMemberInfo(page === 'transferUpline');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refreshAfterClaim = () => {
    for (const queryKey of CLAIM_KEYS) void queryClient.invalidateQueries({ queryKey });
  };
  switch (page) {
    case 'securityCenter':
      return (
        <SecurityCentre
          onChangeLoginPassword={() => openAccountDialog({ kind: 'changePassword', forced: null })}
        />
      );
    case 'transferFund':
      return <TransferFundPage />;
    case 'depositv2':
      return <DepositPage Offers={WaitingMatches} />;
    case 'withdraw':
      return <WithdrawPage onOpenSecurityCentre={() => centre.open('securityCenter')} />;
    case 'transferUpline':
      return (
        <TreeTransferPage isAgent={isAgentType(session.memberType)} upline={memberInfo.data?.toUpline} />
      );
    case 'personalHistoryCopy':
      return <BettingRecordsPage />;
    case 'transactionHistory':
      return <AccountRecordsPage />;
    case 'personalProfit':
      return <ProfitPage />;
    case 'bonusDetails':
      return <BonusDetailsPage />;
    case 'rewardCenter':
      return <RewardCentre />;
    case 'referral':
      return <ReferralPage />;
    case 'missionLeaderboard':
      return <MissionsPage onClaimed={refreshAfterClaim} />;
    case 'messageV2':
      return <MessagesPage />;
    case 'manualRebate':
      return <RebatePage onClaimed={refreshAfterClaim} />;
    case 'vipClub':
      return <ClubPage />;
    case 'responsibleGaming':
      // A time-out or self-exclusion ended every session on the server: end this one here too,
      // as a logout does (without asking the server, which would answer 401 and reopen the login).
      return <ResponsibleGamingPage onSessionEnded={() => endLocalSession(queryClient, navigate)} />;
  }
}

/**
 * The member centre (spec 2): the member's pages in the shared centre frame; a promotion's page
 * (invite friends) only while the merchant runs it (its address otherwise shows the default page).
 */
export default function MemberCentre({ page, session }: { page: MemberCentrePage; session: Session }) {
  useAreaText('member');
  const { t } = useTranslation();
  const centre = useMemberCentre();
  const enabled = enabledPromotions(useReferral().data);
  const shown = shownMemberPage(page, enabled);
  // Spec 2: the missions entry counts the missions waiting to be claimed; the page reads the same answer.
  const open = useMissionSummary().data?.open;
  // Platform information counts unread messages, as the header's envelope does (the same query).
  const unread = useUnreadCount().data;
  const badgeOf = (name: MemberCentrePage): MenuBadge | undefined => {
    if (name === 'missionLeaderboard' && open)
      return { count: open, label: t('missions.openBadge', { count: open }) };
    if (name === 'messageV2' && unread)
      return { count: unread, label: t('messages.unreadCount', { count: unread }) };
    return undefined;
  };
  return (
    <CentreDialog
      modal="memberCentre"
      title={t('memberCentre.title')}
      menuLabel={t('memberCentre.menu')}
      account={session.username}
      pages={visibleMemberPages(enabled)}
      page={shown}
      labelOf={(name) => t(`memberCentre.pages.${name}`)}
      iconOf={(name) => menuIcons[name]}
      badgeOf={badgeOf}
      hrefOf={centre.hrefOf}
      onClose={centre.close}
    >
      <PageBody page={shown} session={session} />
    </CentreDialog>
  );
}
