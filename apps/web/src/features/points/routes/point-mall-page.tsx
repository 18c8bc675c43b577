import { AppError } from '@portal/contracts/errors';
import type { ConvertValue } from '@portal/contracts/points';
import { type ComponentType, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { HomeLink } from '../../../components/ui/home-link.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useAreaText } from '../../../lib/i18n.ts';
import { TRIAL_TYPE, useSession } from '../../../lib/session.ts';
import { usePoints } from '../api/get-points.ts';
import { PointMallTabs } from '../components/point-mall-tabs.tsx';
import styles from '../components/points.module.css';
import { PointsSummary } from '../components/points-summary.tsx';

type Prompts = {
  /** Opens the login popup. */
  onLogIn: () => void;
  /** Opens the registration popup. */
  onRegister?: (() => void) | undefined;
};

/** What points are, for those who have none to show: visitors are asked to log in, trial accounts to register. */
function Intro({ trial, onLogIn, onRegister }: Prompts & { trial: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('points.intro.title')}
      </h2>
      <ul className={styles.introList}>
        <li>{t('points.intro.earn')}</li>
        <li>{t('points.intro.spend')}</li>
        <li>{t('points.intro.neverExpire')}</li>
      </ul>
      {trial ? (
        <p className={styles.notice}>{t('account.needRealAccount')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('points.intro.logInPrompt')}</p>
          <div className={styles.actions}>
            <Button onClick={onLogIn}>{t('points.intro.logIn')}</Button>
            {onRegister ? (
              <Button variant="secondary" onClick={onRegister}>
                {t('points.intro.register')}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}

const isCode = (error: unknown, code: string) => error instanceof AppError && error.code === code;

type MemberProps = {
  onConverted?: ((value: ConvertValue) => void) | undefined;
  onOpenSecurityCentre?: (() => void) | undefined;
};

/** A member's mall: the summary and the tabs, or why there is none. */
function MemberMall({ onConverted, onOpenSecurityCentre, ...prompts }: MemberProps & Prompts) {
  const { t } = useTranslation();
  const points = usePoints();
  const closed = <EmptyState icon="gift" text={t('points.closed')} action={<HomeLink />} />;
  if (points.data === undefined && isCode(points.error, 'FEATURE_DISABLED')) return closed;
  if (points.data === undefined && isCode(points.error, 'TRIAL_ACCOUNT')) return <Intro trial {...prompts} />;
  return (
    <QueryState query={points}>
      {(value) =>
        value.enabled ? (
          <>
            <PointsSummary value={value} />
            <PointMallTabs
              value={value}
              onConverted={onConverted}
              onOpenSecurityCentre={onOpenSecurityCentre}
            />
          </>
        ) : (
          closed
        )
      }
    </QueryState>
  );
}

const AsIs = ({ children }: { children: ReactNode }) => children;

export type PointMallPageProps = Prompts &
  MemberProps & {
    /**
     * Wraps a member's mall: the app provides the merchant currency there (read from the balance
     * answer, which names it), and what to show until it is known.
     */
    MemberScope?: ComponentType<{ children: ReactNode }>;
  };

/**
 * /pointMall (spec 1 "a point mall"; spec 2 "points mall with redeem history and points
 * details"): members see their points and the merchant's rules, redeem rewards, follow their
 * requests and points, and convert points to money; visitors learn how points work and are
 * asked to log in, trial accounts to register. Points never expire. The app supplies the account
 * prompts and what a conversion refreshes outside this feature.
 */
export function PointMallPage({
  MemberScope = AsIs,
  onConverted,
  onOpenSecurityCentre,
  ...prompts
}: PointMallPageProps) {
  useAreaText('points');
  const { t } = useTranslation();
  const session = useSession();
  let body: ReactNode;
  if (!session) body = <Intro trial={false} {...prompts} />;
  else if (session.memberType === TRIAL_TYPE) body = <Intro trial {...prompts} />;
  else
    body = (
      <MemberScope>
        <MemberMall {...prompts} onConverted={onConverted} onOpenSecurityCentre={onOpenSecurityCentre} />
      </MemberScope>
    );
  return (
    <Page title={t('points.title')} subtitle={t('points.subtitle')}>
      {body}
    </Page>
  );
}
