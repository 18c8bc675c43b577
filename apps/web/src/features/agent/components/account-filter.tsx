import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import styles from './agent.module.css';

/**
 * One team member by exact account name, for the team reports. The name applies when sent
 * (Enter or the button), not on each key: a half-typed name would match nobody. Emptying the
 * field shows the whole team again.
 */
export function AccountFilter({ value, onApply }: { value: string; onApply: (account: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft.trim());
  };
  return (
    <form className={styles.accountFilter} onSubmit={submit}>
      <TextField
        type="search"
        label={t('agent.reports.account')}
        hint={t('agent.reports.accountHint')}
        value={draft}
        onValueChange={(next) => {
          setDraft(next);
          if (next.trim() === '' && value !== '') onApply('');
        }}
        maxLength={64}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        trailing={
          <Button type="submit" variant="secondary">
            {t('agent.reports.show')}
          </Button>
        }
      />
    </form>
  );
}
