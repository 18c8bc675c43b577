import type { ReferralFriendsValue, ReferralValue } from '@portal/contracts/referral';
import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import dataTable from '../../../components/ui/data-table.module.css';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import figureStyles from '../../../components/ui/figures.module.css';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QrCode } from '../../../components/ui/qr-code.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { formatShortDateTime } from '../../../lib/format.ts';
import { useReferral } from '../api/get-referral.ts';
import { useReferralFriends } from '../api/get-referral-friends.ts';
import { copyText } from '../model/copy-text.ts';
import { inviteLink } from '../model/invite-link.ts';
import styles from './referral.module.css';

type Invitation = Extract<ReferralValue, { enabled: true }>;
type Copyable = 'link' | 'code';
/** What became of the last copy: on the clipboard, or refused and selected for copying by hand. */
type CopyOutcome = { what: Copyable; copied: boolean };

/** How long "Link copied" stays before the status empties again. */
const COPIED_SHOWN_MS = 3000;

/** A read-only labelled field with its Copy button; the text is selected when it takes the focus. */
function CopyField({
  label,
  value,
  copyLabel,
  onCopy,
  code,
  variant,
}: {
  label: string;
  value: string;
  copyLabel: string;
  onCopy: (input: HTMLInputElement | null) => void;
  code?: boolean;
  variant: ButtonVariant;
}) {
  const id = useId();
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onValueChange={() => undefined}
      readOnly
      spellCheck={false}
      autoComplete="off"
      className={clsx(styles.copyField, code && styles.code)}
      onFocus={(event) => event.currentTarget.select()}
      trailing={
        <Button
          variant={variant}
          className={styles.copyButton}
          onClick={() => onCopy(document.getElementById(id) as HTMLInputElement | null)}
        >
          {copyLabel}
        </Button>
      }
    />
  );
}

/** The rule, the invitation link and the code, each with a way to copy it, and the link's QR code. */
function InvitationSection({ value }: { value: Invitation }) {
  const { t } = useTranslation();
  const money = useMoney();
  const link = inviteLink(window.location.origin, value.path);
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);

  useEffect(() => {
    if (!outcome?.copied) return;
    const timer = setTimeout(() => setOutcome(null), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async (what: Copyable, text: string, input: HTMLInputElement | null) => {
    setOutcome(null);
    if (await copyText(text)) {
      setOutcome({ what, copied: true });
      return;
    }
    // Refused (no permission, a page that is not secure): select it, so it can be copied by hand.
    input?.focus();
    input?.setSelectionRange(0, text.length);
    setOutcome({ what, copied: false });
  };

  return (
    <Section title={t('referral.invitationTitle')}>
      <p className={styles.rule}>
        {t('referral.rule', { minDeposit: money(value.minDeposit), reward: money(value.reward) })}
      </p>
      <div className={styles.shareBlock}>
        <div className={styles.share}>
          <CopyField
            label={t('referral.link')}
            value={link}
            copyLabel={t('referral.copyLink')}
            onCopy={(input) => void copy('link', link, input)}
            variant="primary"
          />
          <CopyField
            label={t('referral.code')}
            value={value.code}
            copyLabel={t('referral.copyCode')}
            onCopy={(input) => void copy('code', value.code, input)}
            variant="secondary"
            code
          />
        </div>
        {/* Always present, so the outcome is announced when its text arrives. */}
        <div role="status" className={styles.status}>
          {outcome ? (
            <p className={clsx(styles.notice, !outcome.copied && styles.selected)}>
              {t(outcome.copied ? `referral.copied.${outcome.what}` : `referral.selected.${outcome.what}`)}
            </p>
          ) : null}
        </div>
        <figure className={styles.qr}>
          <QrCode value={link} label={t('referral.qrLabel')} />
          <figcaption className={styles.qrCaption}>{t('referral.qrCaption')}</figcaption>
        </figure>
      </div>
    </Section>
  );
}

/** How many friends registered, how many earned the reward, and what they earned. */
function FiguresSection({ value }: { value: Invitation }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const count = new Intl.NumberFormat(i18n.language);
  const figures = [
    { key: 'friends', label: t('referral.friendsInvited'), value: count.format(value.friends) },
    { key: 'rewarded', label: t('referral.friendsRewarded'), value: count.format(value.rewardedFriends) },
    { key: 'earned', label: t('referral.earned'), value: money(value.earned) },
  ];
  return (
    <Section title={t('referral.figuresTitle')}>
      <dl className={clsx(figureStyles.figures, styles.figures)}>
        {figures.map((figure) => (
          <div
            key={figure.key}
            className={clsx(
              figureStyles.figure,
              figure.key === 'earned' && [figureStyles.highlight, styles.earned],
            )}
          >
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

type FriendsQuery = ReturnType<typeof useReferralFriends>;

/** The friends who registered with the member's code, newest first, a page at a time. */
function FriendsSection({ friends, onPage }: { friends: FriendsQuery; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const answer: ReferralFriendsValue | undefined = friends.isPlaceholderData ? undefined : friends.data;
  // A page beyond the last one (a stale count): show the last one that exists.
  useEffect(() => {
    if (answer && answer.list.length === 0 && answer.page > 1) onPage(Math.max(1, answer.totalPages));
  }, [answer, onPage]);
  return (
    <Section title={t('referral.friendsTitle')}>
      <QueryState query={friends}>
        {(value) =>
          value.list.length === 0 ? (
            <EmptyState text={t('referral.noFriends')} />
          ) : (
            <div className={clsx(styles.results, friends.isFetching && styles.refreshing)}>
              <div className={styles.tableWrap}>
                <table className={dataTable.table}>
                  <caption className="visually-hidden">{t('referral.friendsTitle')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('referral.account')}</th>
                      <th scope="col">{t('referral.registered')}</th>
                      <th scope="col" className={dataTable.number}>
                        {t('referral.reward')}
                      </th>
                      <th scope="col">{t('referral.rewardedAt')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {value.list.map((row) => (
                      <tr key={`${row.account}-${row.registeredAt}`}>
                        <th scope="row" data-label={t('referral.account')}>
                          {row.account}
                        </th>
                        <td data-label={t('referral.registered')}>
                          <time dateTime={row.registeredAt}>
                            {formatShortDateTime(row.registeredAt, i18n.language)}
                          </time>
                        </td>
                        <td data-label={t('referral.reward')} className={dataTable.number}>
                          {row.reward === null ? (
                            <span className={styles.waiting}>{t('referral.waiting')}</span>
                          ) : (
                            <span className={styles.credit}>{money(row.reward)}</span>
                          )}
                        </td>
                        <td data-label={t('referral.rewardedAt')}>
                          {row.rewardedAt === null ? (
                            <>
                              <span aria-hidden="true">—</span>
                              <span className="visually-hidden">{t('referral.notRewarded')}</span>
                            </>
                          ) : (
                            <time dateTime={row.rewardedAt}>
                              {formatShortDateTime(row.rewardedAt, i18n.language)}
                            </time>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination
                page={value.page}
                totalPages={Math.max(1, value.totalPages)}
                onPage={onPage}
                label={t('referral.friendsPages')}
              />
            </div>
          )
        }
      </QueryState>
    </Section>
  );
}

/**
 * referral (spec 2, "invite friends"): the member's invitation link and code to share, what it
 * pays and has paid, and the friends who registered with it. The member centre lists it only
 * while the merchant runs the promotion.
 */
export function ReferralPage() {
  const { t } = useTranslation();
  const referral = useReferral();
  const [page, setPage] = useState(1);
  // Not asked for a promotion the merchant does not run.
  const friends = useReferralFriends(page, referral.data?.enabled === true);
  return (
    <QueryState query={referral}>
      {(value) =>
        value.enabled ? (
          <>
            <InvitationSection value={value} />
            <FiguresSection value={value} />
            <FriendsSection friends={friends} onPage={setPage} />
          </>
        ) : (
          <EmptyState text={t('referral.unavailable')} />
        )
      }
    </QueryState>
  );
}
