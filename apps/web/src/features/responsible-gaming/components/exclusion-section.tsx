import {
  type ExclusionChoice,
  type ExclusionValue,
  selfExclusionMonths,
  timeoutDays,
} from '@portal/contracts/responsible-gaming';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { lengthKey } from '../model/exclusion.ts';
import { ExclusionDialog } from './exclusion-dialog.tsx';
import styles from './responsible-gaming.module.css';

/** A titled row of lengths; each opens the confirm dialog. */
function Lengths({
  title,
  text,
  nameOf,
  choices,
  onChoose,
}: {
  title: string;
  text: string;
  /** The button's full name ("Take a break for 7 days"), its visible text being the length. */
  nameOf: (length: string) => string;
  choices: readonly ExclusionChoice[];
  onChoose: (choice: ExclusionChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <Section title={title}>
      <p className={styles.muted}>{text}</p>
      <div className={styles.lengths}>
        {choices.map((choice) => {
          const length = t(`responsibleGaming.lengths.${lengthKey(choice)}`);
          return (
            <Button
              key={lengthKey(choice)}
              variant="secondary"
              className={styles.lengthButton}
              aria-label={nameOf(length)}
              onClick={() => onChoose(choice)}
            >
              {length}
            </Button>
          );
        })}
      </div>
    </Section>
  );
}

const timeouts: ExclusionChoice[] = timeoutDays.map((days) => ({ kind: 'timeout', days }));
const exclusions: ExclusionChoice[] = selfExclusionMonths.map((months) => ({
  kind: 'self_exclusion',
  months,
}));

/** Take a break (a time-out of 24 hours to 6 weeks) and self-exclusion (6 months to 5 years). */
export function ExclusionSections({ onExcluded }: { onExcluded: (value: ExclusionValue) => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ExclusionChoice | null>(null);
  return (
    <>
      <Lengths
        title={t('responsibleGaming.timeout.title')}
        text={t('responsibleGaming.timeout.text')}
        nameOf={(length) => t('responsibleGaming.timeout.choose', { length })}
        choices={timeouts}
        onChoose={setChoice}
      />
      <Lengths
        title={t('responsibleGaming.exclusion.title')}
        text={t('responsibleGaming.exclusion.text')}
        nameOf={(length) => t('responsibleGaming.exclusion.choose', { length })}
        choices={exclusions}
        onChoose={setChoice}
      />
      {choice ? (
        <ExclusionDialog
          key={lengthKey(choice)}
          choice={choice}
          onClose={() => setChoice(null)}
          onExcluded={onExcluded}
        />
      ) : null}
    </>
  );
}
