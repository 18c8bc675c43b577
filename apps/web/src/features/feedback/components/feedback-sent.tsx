import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from './feedback.module.css';
import type { SentFeedback } from './feedback-form.tsx';

/** After sending: the number to quote to customer service, and where the answer will arrive. */
export function FeedbackSent({ sent, onClose }: { sent: SentFeedback; onClose: () => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // The form and its submit button are gone; focus the way out.
  useEffect(() => box.current?.querySelector<HTMLButtonElement>('button')?.focus(), []);
  return (
    <div ref={box} className={styles.sent}>
      <div className={styles.sentText} role="status">
        <p className={styles.sentTitle}>{t('feedback.thanks', { id: sent.id })}</p>
        <p>{t(`feedback.answer.${sent.sender}`)}</p>
      </div>
      <div className={styles.actions}>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </div>
    </div>
  );
}
