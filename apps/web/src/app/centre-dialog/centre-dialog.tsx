import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ErrorState } from '../../components/ui/query-state.tsx';
import { useBalance } from '../../features/wallet/api/get-balance.ts';
import { CurrencyProvider } from '../../lib/currency.tsx';
import { errorText } from '../../lib/error-text.ts';
import { PageErrorBoundary } from '../router/page-error-boundary.tsx';
import styles from './centre-dialog.module.css';

/** A count beside a menu entry, and the words that say what it counts (for assistive technology). */
export type MenuBadge = { count: number; label: string };

export type CentreDialogProps<P extends string> = {
  /** `data-modal` of the dialog: what tests and the page's scroll handling find it by. */
  modal: string;
  title: string;
  menuLabel: string;
  account: string;
  pages: readonly P[];
  page: P;
  labelOf: (page: P) => string;
  iconOf: (page: P) => string;
  hrefOf: (page: P) => To;
  /** A count to show beside an entry (spec 2: open missions); none while unknown or 0. */
  badgeOf?: ((page: P) => MenuBadge | undefined) | undefined;
  onClose: () => void;
  /** The current page; shown once the merchant currency is known. */
  children: ReactNode;
};

/** A count too wide for the badge shows as "99+"; the words carry the exact number. */
const badgeNumber = (count: number) => (count > 99 ? '99+' : String(count));

/** The number for the eye, the words for assistive technology (the entry's description, by `id`). */
function CountBadge({ id, badge }: { id: string; badge: MenuBadge }) {
  return (
    <span id={id} className={styles.badge}>
      <span aria-hidden="true">{badgeNumber(badge.count)}</span>
      <span className="visually-hidden">{badge.label}</span>
    </span>
  );
}

/**
 * The frame the member centre and the agent centre share (spec 2): a left menu with a close
 * button, and the page the address names. A modal dialog: focus moves in and stays in, Escape
 * closes it, and focus returns to the control that opened it.
 */
export function CentreDialog<P extends string>(props: CentreDialogProps<P>) {
  const { page, labelOf } = props;
  const { t } = useTranslation();
  const location = useLocation();
  const balance = useBalance();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const badgeId = useId();
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

  let body: ReactNode;
  if (value) {
    body = (
      <CurrencyProvider
        currency={{ code: value.currency, symbol: value.currencySymbol, exponent: value.exponent }}
      >
        <PageErrorBoundary key={page}>
          <Suspense fallback={<LoadingState compact label={t('common.loading')} />}>
            {props.children}
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
    <RadixDialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          data-modal={props.modal}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
          onOpenAutoFocus={(event) => {
            // Start on the page's heading, so a screen reader announces where the user is.
            event.preventDefault();
            headingRef.current?.focus();
          }}
        >
          <div className={styles.sidebar}>
            <div className={styles.sidebarHead}>
              <RadixDialog.Title className={styles.title}>{props.title}</RadixDialog.Title>
              <RadixDialog.Close className={styles.close} aria-label={t('common.close')}>
                <Icon name="close" />
              </RadixDialog.Close>
            </div>
            <p className={styles.account}>{props.account}</p>
            <nav className={styles.nav} aria-label={props.menuLabel}>
              <ul className={styles.menu}>
                {props.pages.map((name) => {
                  const found = props.badgeOf?.(name);
                  const badge = found && found.count > 0 ? found : undefined;
                  const id = `${badgeId}-${name}`;
                  return (
                    <li key={name}>
                      <Link
                        to={props.hrefOf(name)}
                        replace
                        state={location.state}
                        className={styles.menuLink}
                        aria-current={name === page ? 'page' : undefined}
                        // The name stays the page's; the count is its description, read after it.
                        aria-label={badge ? labelOf(name) : undefined}
                        aria-describedby={badge ? id : undefined}
                        ref={name === page ? currentLinkRef : undefined}
                      >
                        <Icon path={props.iconOf(name)} size={20} />
                        <span>{labelOf(name)}</span>
                        {badge ? <CountBadge id={id} badge={badge} /> : null}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </div>
          <section
            className={styles.content}
            aria-labelledby={headingId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll it with the keyboard, also on a page without controls (nothing to claim yet).
            tabIndex={0}
          >
            <h3 id={headingId} className={styles.heading} ref={headingRef} tabIndex={-1}>
              {labelOf(page)}
            </h3>
            {body}
          </section>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
