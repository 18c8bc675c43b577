import { isAgentType } from '@portal/contracts/identity';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useMemberInfo } from '../../../features/identity/api/get-member-info.ts';
import { usePlayerAvatar } from '../../../features/identity/api/get-player-avatar.ts';
import { openAccountDialog } from '../../../features/identity/model/account-dialog-store.ts';
import { useUnreadCount } from '../../../features/messages/api/get-unread-count.ts';
import { HeaderBalance } from '../../../features/wallet/components/header-balance.tsx';
import { type Session, TRIAL_TYPE } from '../../../lib/session.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { DEFAULT_AGENT_CENTRE_PAGE } from '../../agent-centre/agent-centre-url.ts';
import { useAgentCentre } from '../../agent-centre/use-agent-centre.ts';
import type { MemberCentrePage } from '../../member-centre/member-centre-url.ts';
import { useMemberCentre } from '../../member-centre/use-member-centre.ts';
import styles from './member-actions.module.css';

/** Below this width the deposit and withdraw buttons move into the avatar menu. */
const NARROW_QUERY = '(max-width: 600px)';

const DEFAULT_AVATAR = '/avatars/default.svg';

/** A count too wide for the badge shows as "99+"; the words carry the exact number. */
const badgeNumber = (count: number) => (count > 99 ? '99+' : String(count));

const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** The avatar image, falling back to the default avatar when it fails to load (spec 8). */
function Avatar({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <img
      className={styles.avatar}
      src={broken ? DEFAULT_AVATAR : src}
      alt=""
      width={32}
      height={32}
      onError={() => setBroken(true)}
    />
  );
}

/**
 * The signed-in block of the header (spec 2): deposit and withdraw (when the member centre is
 * available: not for trial accounts), the balance, account name, VIP label and the avatar menu,
 * which offers the agent centre to agent types (spec 6).
 */
export default function MemberActions({ session }: { session: Session }) {
  const { t } = useTranslation();
  const member = useMemberInfo(true).data;
  const avatar = usePlayerAvatar().data?.avatarUrl ?? member?.avatarUrl ?? DEFAULT_AVATAR;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const account = member?.account ?? session.username;
  // A club level above the standard one shows its colours as a small gem beside its name.
  const club = member && member.clubLabel.rankLevel > 0 ? member.clubLabel : null;
  // The merchant names its club levels; below the first one a member is at the standard level,
  // which is the app's own word and is shown in the page language.
  const vip = club?.labelName || (member ? t('account.standardLevel') : null);
  const type = member?.type ?? session.memberType;
  const trial = type === TRIAL_TYPE;
  const agent = isAgentType(type);
  const narrow = useMediaQuery(NARROW_QUERY);
  const centre = useMemberCentre();
  const agentCentre = useAgentCentre();
  // Spec 6: trial accounts have no member centre; they are told to register instead.
  const openCentre = (page: MemberCentrePage) =>
    trial ? openAccountDialog({ kind: 'needRealAccount' }) : centre.open(page);
  // Spec 3 "Unread messages". Trial accounts cannot open the inbox, so they are not shown a count.
  const unread = useUnreadCount(!trial).data ?? 0;
  const unreadId = useId();

  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const list = menuItems(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list[(index + step + list.length) % list.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? list[0] : list[list.length - 1])?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };
  // Focus goes back to the avatar button first, so the dialog an item opens returns it there.
  const choose = (action: () => void) => {
    close(true);
    action();
  };

  const menuItem = (label: string, action: () => void) => (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={styles.menuItem}
      onClick={() => choose(action)}
    >
      {label}
    </button>
  );

  return (
    <div className={styles.block}>
      {!trial && !narrow ? (
        <div className={styles.cashier}>
          <Button variant="accent" className={styles.cashierButton} onClick={() => openCentre('depositv2')}>
            {t('header.deposit')}
          </Button>
          <Button variant="secondary" className={styles.cashierButton} onClick={() => openCentre('withdraw')}>
            {t('header.withdraw')}
          </Button>
        </div>
      ) : null}
      <HeaderBalance />
      <div className={styles.identity}>
        <span className={styles.account}>{account}</span>
        {trial ? (
          // A free demo account plays for fun: it has no VIP level, and its balance stays at zero.
          <span className={styles.vip} data-rank={0}>
            {t('account.demoLabel')}
          </span>
        ) : vip ? (
          <span className={styles.vip} data-rank={club?.rankLevel ?? 0}>
            {club ? (
              <span
                aria-hidden="true"
                className={styles.gem}
                style={{ background: `linear-gradient(135deg, ${club.color}, ${club.color2})` }}
              />
            ) : null}
            <span className="visually-hidden">{t('account.vipLabel')} </span>
            {vip}
          </span>
        ) : null}
      </div>
      <div className={styles.menuWrap}>
        <button
          ref={buttonRef}
          type="button"
          className={styles.avatarButton}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          // The name stays "Account menu"; the count is its description, read after it.
          aria-label={t('account.menu.label')}
          aria-describedby={unread > 0 ? unreadId : undefined}
          onClick={() => setOpen((current) => !current)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
            }
          }}
        >
          <span className={styles.avatarWrap}>
            <Avatar src={avatar} />
            {unread > 0 ? (
              <span id={unreadId} className={styles.badge}>
                <span aria-hidden="true">{badgeNumber(unread)}</span>
                <span className="visually-hidden">{t('account.menu.unread', { count: unread })}</span>
              </span>
            ) : null}
          </span>
          <Icon name="chevronDown" size={16} />
        </button>
        {open ? (
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={t('account.menu.label')}
            className={styles.menu}
            onKeyDown={onMenuKey}
          >
            <p className={styles.menuHeading} role="none">
              {account}
            </p>
            {menuItem(t('account.menu.memberCentre'), () => openCentre('securityCenter'))}
            {narrow && !trial ? menuItem(t('header.deposit'), () => openCentre('depositv2')) : null}
            {narrow && !trial ? menuItem(t('header.withdraw'), () => openCentre('withdraw')) : null}
            {menuItem(t('account.menu.accountRecord'), () => openCentre('transactionHistory'))}
            {menuItem(t('account.menu.bettingRecord'), () => openCentre('personalHistoryCopy'))}
            {/* A trial account has no VIP level to look at. */}
            {trial ? null : menuItem(t('account.menu.vipClub'), () => openCentre('vipClub'))}
            {agent
              ? menuItem(t('account.menu.agentCentre'), () => agentCentre.open(DEFAULT_AGENT_CENTRE_PAGE))
              : null}
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.menuItem}
              onClick={() => choose(() => openCentre('messageV2'))}
            >
              <span className={styles.menuItemRow}>
                {t('account.menu.messages')}
                {unread > 0 ? (
                  <>
                    {' '}
                    <span className={styles.count}>
                      <span aria-hidden="true">{badgeNumber(unread)}</span>
                      <span className="visually-hidden">({t('account.menu.unread', { count: unread })})</span>
                    </span>
                  </>
                ) : null}
              </span>
            </button>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.menuItem}
              onClick={() =>
                choose(() =>
                  openAccountDialog(
                    trial ? { kind: 'needRealAccount' } : { kind: 'changePassword', forced: null },
                  ),
                )
              }
            >
              {t('account.menu.changePassword')}
            </button>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.menuItem}
              onClick={() => choose(() => openAccountDialog({ kind: 'logout' }))}
            >
              {t('account.menu.signOut')}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
