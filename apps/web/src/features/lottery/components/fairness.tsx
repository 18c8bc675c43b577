import type { Draw } from '@portal/contracts/lottery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './lottery.module.css';

/**
 * Provably fair, before the draw: the SHA-256 hash of the server seed the engine committed to
 * when this draw opened. The seed itself is revealed once the draw has its result, and every
 * drawn result can be checked in the results list.
 */
export function Fairness({ draw, signedIn }: { draw: Draw | null; signedIn: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.fair} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subTitle}>
        {t('lottery.fair.title')}
      </h3>
      {draw?.seedHash ? (
        <>
          <p className={styles.muted}>{t('lottery.fair.committed', { numero: draw.numero })}</p>
          <code className={styles.hash}>{draw.seedHash}</code>
        </>
      ) : (
        <p className={styles.muted}>{signedIn ? t('lottery.fair.noDraw') : t('lottery.fair.logIn')}</p>
      )}
      <p className={styles.muted}>{t('lottery.fair.how')}</p>
    </section>
  );
}
