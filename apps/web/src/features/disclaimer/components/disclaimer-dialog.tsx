import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { HelpTopicLink } from '../../help/components/help-topic-link.tsx';
import { acceptDisclaimer } from '../model/disclaimer-store.ts';

/**
 * The first-visit 21+ notice (rendered by DisclaimerGate until accepted). Only Accept closes it:
 * no Escape, no outside click. Its terms link opens the help modal over it. The answer lives in session storage, so a new session asks again.
 */
export default function DisclaimerDialog() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(false);
  const accept = () => {
    acceptDisclaimer();
    setAccepted(true);
  };
  return (
    <Dialog
      open={!accepted}
      title={t('disclaimer.title')}
      actions={
        <Button variant="primary" onClick={accept}>
          {t('disclaimer.accept')}
        </Button>
      }
    >
      <p>{t('disclaimer.text')}</p>
      <p>
        <HelpTopicLink slug="term">{t('disclaimer.terms')}</HelpTopicLink>
      </p>
    </Dialog>
  );
}
