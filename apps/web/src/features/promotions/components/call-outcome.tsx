import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import outcomeStyles from '../../../components/ui/outcome.module.css';
import { useMoney } from '../../../lib/currency.tsx';
import { errorText } from '../../../lib/error-text.ts';
import styles from './promotions.module.css';

/** The last call of a panel: done (any kind) or answered with an error. */
export type CallOutcome = { kind: string } | { kind: string; error: unknown };

/**
 * Where a panel's call is answered (a raffle's join or claim, a check-in): `success` in a status
 * region that is always in the page, so what arrives in it is announced, and an error in an alert.
 * Either takes the focus when it arrives, as the button the call came from may be gone.
 */
export function CallOutcomeRegion({ outcome, success }: { outcome: CallOutcome | null; success: ReactNode }) {
  const { t } = useTranslation();
  const money = useMoney();
  const statusRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const failed = outcome !== null && 'error' in outcome;

  useEffect(() => {
    if (!outcome) return;
    ('error' in outcome ? alertRef : statusRef).current?.focus();
  }, [outcome]);

  return (
    <>
      <div ref={statusRef} className={styles.status} role="status" tabIndex={-1}>
        {outcome && !failed ? success : null}
      </div>
      {failed ? (
        <p ref={alertRef} className={`${outcomeStyles.refusal} ${styles.status}`} role="alert" tabIndex={-1}>
          {errorText(outcome.error, t, { money })}
        </p>
      ) : null}
    </>
  );
}
