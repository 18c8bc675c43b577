import { isAgentType } from '@portal/contracts/identity';
import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { extraIcons } from '../../components/ui/extra-icons.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ErrorState } from '../../components/ui/query-state.tsx';
import { DepositPage } from '../../features/cashier/components/deposit-page.tsx';
import { SecurityCentre } from '../../features/cashier/components/security-centre.tsx';
import { WithdrawPage } from '../../features/cashier/components/withdraw-page.tsx';
import { openAccountDialog } from '../../features/identity/model/account-dialog-store.ts';
import { MessagesPage } from '../../features/messages/components/messages-page.tsx';
import { AccountRecordsPage } from '../../features/records/components/account-records-page.tsx';
import { BettingRecordsPage } from '../../features/records/components/betting-records-page.tsx';
import { ProfitPage } from '../../features/records/components/profit-page.tsx';
import { useBalance } from '../../features/wallet/api/get-balance.ts';
import { TransferFundPage } from '../../features/wallet/components/transfer-fund-page.tsx';
import { TreeTransferPage } from '../../features/wallet/components/tree-transfer-page.tsx';
import { CurrencyProvider } from '../../lib/currency.tsx';
import { errorText } from '../../lib/error-text.ts';
import { useAreaText } from '../../lib/i18n.ts';
import type { Session } from '../../lib/session.ts';
import { PageErrorBoundary } from '../router/page-error-boundary.tsx';
import styles from './member-centre.module.css';
import { type MemberCentrePage, memberCentrePages } from './member-centre-url.ts';
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
  messageV2: extraIcons.mail,
};

/** One page of the member centre, composed from the features that own its data. */
function PageBody({ page, session }: { page: MemberCentrePage; session: Session }) {
  const centre = useMemberCentre();
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
      return <DepositPage />;
    case 'withdraw':
      return <WithdrawPage onOpenSecurityCentre={() => centre.open('securityCenter')} />;
    case 'transferUpline':
      return <TreeTransferPage isAgent={isAgentType(session.memberType)} />;
    case 'personalHistoryCopy':
      return <BettingRecordsPage />;
    case 'transactionHistory':
      return <AccountRecordsPage />;
    case 'personalProfit':
      return <ProfitPage />;
    case 'messageV2':
      return <MessagesPage />;
  }
}

/**
 * The member centre overlay (spec 2): a left menu with a close button, and the page the address
 * names. A modal dialog: focus moves in and stays in, Escape closes it, and focus returns to
 * the control that opened it.
 */
export default function MemberCentre({ page, session }: { page: MemberCentrePage; session: Session }) {
  useAreaText('member');
  const { t } = useTranslation();
  const location = useLocation();
  const centre = useMemberCentre();
  const balance = useBalance();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // What had the focus when the centre opened (the Deposit button, the avatar menu button), to
  // give it back on close: the dialog has no Radix trigger to return to.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  // On phones the menu is a row of tabs that scrolls sideways: keep the current one in view.
  // A ref callback, because the dialog's portal attaches its content after the first commit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is what should scroll again.
  const currentLinkRef = useCallback(
    (link: HTMLAnchorElement | null) => link?.scrollIntoView?.({ block: 'nearest', inline: 'center' }),
    [page],
  );
  const value = balance.data;
  const label = (name: MemberCentrePage) => t(`memberCentre.pages.${name}`);

  let body: ReactNode;
  if (value) {
    body = (
      <CurrencyProvider
        currency={{ code: value.currency, symbol: value.currencySymbol, exponent: value.exponent }}
      >
        <PageErrorBoundary key={page}>
          <Suspense fallback={<LoadingState compact label={t('common.loading')} />}>
            <PageBody page={page} session={session} />
          </Suspense>
        </PageErrorBoundary>
      </CurrencyProvider>
    );
  } else if (balance.isError) {
    // Amounts cannot be written or read without the merchant currency the balance names.
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
          data-modal="memberCentre"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
          onOpenAutoFocus={(event) => {
            // Start on the page's heading, so a screen reader announces where the member is.
            event.preventDefault();
            headingRef.current?.focus();
          }}
        >
          <div className={styles.sidebar}>
            <div className={styles.sidebarHead}>
              <RadixDialog.Title className={styles.title}>{t('memberCentre.title')}</RadixDialog.Title>
              <RadixDialog.Close className={styles.close} aria-label={t('common.close')}>
                <Icon name="close" />
              </RadixDialog.Close>
            </div>
            <p className={styles.account}>{session.username}</p>
            <nav className={styles.nav} aria-label={t('memberCentre.menu')}>
              <ul className={styles.menu}>
                {memberCentrePages.map((name) => (
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
          <section className={styles.content} aria-labelledby="member-centre-heading">
            <h3 id="member-centre-heading" className={styles.heading} ref={headingRef} tabIndex={-1}>
              {label(page)}
            </h3>
            {body}
          </section>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
