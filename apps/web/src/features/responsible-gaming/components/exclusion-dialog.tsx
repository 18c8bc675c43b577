import { AppError } from '@portal/contracts/errors';
import {
  type ExclusionBody,
  type ExclusionChoice,
  type ExclusionValue,
  exclusionEnd,
} from '@portal/contracts/responsible-gaming';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, PasswordField } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { encryptField } from '../../../lib/encrypt-field.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { exclude } from '../api/exclude.ts';
import { lengthKey } from '../model/exclusion.ts';
import styles from './responsible-gaming.module.css';

/**
 * The confirm step of a time-out or self-exclusion: what happens, said plainly (logged out
 * everywhere at once, no login until the end, no way back early), the question whether the
 * operator's other brands are covered too, and the login password (sent encrypted). An account
 * opened by social sign-in has no password, and the server does not ask it for one.
 */
export function ExclusionDialog({
  choice,
  onClose,
  onExcluded,
}: {
  choice: ExclusionChoice;
  onClose: () => void;
  onExcluded: (value: ExclusionValue) => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useFormSubmit();
  const checkboxId = useId();
  const [allBrands, setAllBrands] = useState(false);
  const [password, setPassword] = useState('');
  // The end as the server will count it from now; the notice afterwards gives the server's own.
  const [until] = useState(() => exclusionEnd(choice, new Date()).toISOString());
  const timeout = choice.kind === 'timeout';
  const length = t(`responsibleGaming.lengths.${lengthKey(choice)}`);
  const date = formatShortDateTime(until, i18n.language);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(
      {},
      async () => {
        const encrypted = password ? await encryptField(password) : undefined;
        const common = { allBrands, ...(encrypted ? { password: encrypted } : {}) };
        const body: ExclusionBody =
          choice.kind === 'timeout'
            ? { kind: 'timeout', days: choice.days, ...common }
            : { kind: 'self_exclusion', months: choice.months, ...common };
        onExcluded(await exclude(body));
        return null;
      },
      {
        fields: ['password'],
        fieldsOf: (error): Record<string, string> =>
          error instanceof AppError && error.code === 'WRONG_PASSWORD'
            ? {
                password: password
                  ? t('responsibleGaming.confirm.wrongPassword')
                  : t('responsibleGaming.confirm.passwordNeeded'),
              }
            : {},
      },
    );
  };

  return (
    <Modal
      name="exclusionModal"
      title={t(
        timeout ? 'responsibleGaming.confirm.timeoutTitle' : 'responsibleGaming.confirm.exclusionTitle',
        {
          length,
        },
      )}
      description={[
        t('responsibleGaming.confirm.loggedOut'),
        t('responsibleGaming.confirm.noLogin', { date }),
        t('responsibleGaming.confirm.final'),
      ].join(' ')}
      // Not closed while the request runs: its outcome is shown here.
      onClose={form.busy ? undefined : onClose}
    >
      <form ref={form.formRef} className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        <div className={styles.checkField}>
          <div className={styles.check}>
            <input
              id={checkboxId}
              type="checkbox"
              checked={allBrands}
              onChange={(event) => setAllBrands(event.target.checked)}
              aria-describedby={`${checkboxId}-hint`}
            />
            <label htmlFor={checkboxId}>{t('responsibleGaming.confirm.allBrands')}</label>
          </div>
          <p id={`${checkboxId}-hint`} className={styles.hint}>
            {t('responsibleGaming.confirm.allBrandsHint')}
          </p>
        </div>
        <PasswordField
          label={t('responsibleGaming.confirm.password')}
          value={password}
          onValueChange={setPassword}
          autoComplete="current-password"
          hint={t('responsibleGaming.confirm.passwordHint')}
          error={form.errorOf('password')}
        />
        <FormError text={form.formError} />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose} disabled={form.busy}>
            {t('responsibleGaming.confirm.cancel')}
          </Button>
          <Button type="submit" disabled={form.busy}>
            {form.busy
              ? t('responsibleGaming.confirm.sending')
              : t(
                  timeout
                    ? 'responsibleGaming.confirm.startTimeout'
                    : 'responsibleGaming.confirm.startExclusion',
                )}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
