import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { useAreaText } from '../../../lib/i18n.ts';
import { FeedbackForm, type SentFeedback } from './feedback-form.tsx';
import { FeedbackSent } from './feedback-sent.tsx';

/**
 * The feedback modal (spec 2 "feedback", spec 7 `PUT /wps/feedback`): open to visitors and
 * members; its text lives in `locales/feedback` and loads with it.
 */
export default function FeedbackDialog({ onClose }: { onClose: () => void }) {
  useAreaText('feedback');
  const { t } = useTranslation();
  const [sent, setSent] = useState<SentFeedback | null>(null);
  return (
    <Modal
      name="feedbackModal"
      title={t('feedback.title')}
      description={sent ? undefined : t('feedback.intro')}
      onClose={onClose}
    >
      {sent ? <FeedbackSent sent={sent} onClose={onClose} /> : <FeedbackForm onSent={setSent} />}
    </Modal>
  );
}
