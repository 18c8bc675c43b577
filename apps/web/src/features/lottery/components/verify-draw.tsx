import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { useVerifyDraw } from '../api/verify-draw.ts';
import styles from './lottery.module.css';

/**
 * Provably fair, for one drawn in-house draw: its revealed server seed, client seed and nonce,
 * and the server's own check (SHA-256 of the seed equals the hash published at opening; the
 * result recomputed from the seeds equals the one drawn), asked when the player opens it.
 */
export function VerifyDraw({ drawId, numero }: { drawId: string; numero: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const check = useVerifyDraw(drawId, open);
  const value = check.data;
  return (
    <div className={styles.verify}>
      <button
        type="button"
        className={styles.textButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('lottery.fair.verifyNumero', { numero })}
        onClick={() => setOpen(!open)}
      >
        {t('lottery.fair.verify')}
      </button>
      <div id={panelId} hidden={!open} className={styles.verifyPanel}>
        {!open ? null : value ? (
          <>
            <dl className={styles.seeds}>
              <dt>{t('lottery.fair.seedHash')}</dt>
              <dd>{value.seedHash}</dd>
              <dt>{t('lottery.fair.serverSeed')}</dt>
              <dd>{value.serverSeed}</dd>
              <dt>{t('lottery.fair.clientSeed')}</dt>
              <dd>{value.clientSeed}</dd>
              <dt>{t('lottery.fair.nonce')}</dt>
              <dd>{value.nonce}</dd>
            </dl>
            <p
              className={value.hashMatches && value.resultMatches ? styles.verified : styles.errorText}
              role="status"
            >
              {value.hashMatches && value.resultMatches
                ? t('lottery.fair.verified')
                : !value.hashMatches
                  ? t('lottery.fair.hashMismatch')
                  : t('lottery.fair.resultMismatch')}
            </p>
          </>
        ) : check.isError ? (
          <p className={styles.errorText} role="alert">
            {errorText(check.error, t)}
          </p>
        ) : (
          <p className={styles.muted} role="status">
            {t('lottery.fair.checking')}
          </p>
        )}
      </div>
    </div>
  );
}
