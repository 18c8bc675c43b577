import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { resetByLink } from '../api/reset-by-link.ts';
import { closeAccountDialog, openAccountDialog } from '../model/account-dialog-store.ts';
import { encryptField } from '../model/encrypt-field.ts';
import { errorText, fieldIssues } from '../model/error-text.ts';
import { checkNewPassword, type Problem } from '../model/form-rules.ts';
import { useProblemText } from '../model/use-problem-text.ts';
import styles from './account.module.css';
import { FormError, focusFirstInvalid, PasswordField } from './fields.tsx';

/** "Set a new password" from the mailed link (/?resetToken=…); success opens the login modal. */
export function ResetPasswordModal({ token }: { token: string }) {
  const { t } = useTranslation();
  const { register: settings } = useSystemInfo();
  const { text } = useProblemText();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Record<string, Problem | null>>({});
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errorOf = (field: string) => text(problems[field]) ?? serverIssues[field] ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    setServerIssues({});
    const passwords = checkNewPassword(settings, password, confirm);
    const found = { newPassword: passwords.password, confirmNewPassword: passwords.confirm };
    setProblems(found);
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      await resetByLink({
        token,
        newPassword: await encryptField(password),
        confirmNewPassword: await encryptField(confirm),
      });
      openAccountDialog({ kind: 'auth', tab: 'login', notice: 'passwordReset' });
    } catch (error) {
      const issues = fieldIssues(error);
      setServerIssues(issues);
      if (Object.keys(issues).length === 0) setFormError(errorText(error, t));
      else focusFirstInvalid(formRef.current);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal name="resetPasswordModal" title={t('account.reset.title')} onClose={closeAccountDialog}>
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <PasswordField
          label={t('account.newPassword')}
          value={password}
          onValueChange={setPassword}
          error={errorOf('newPassword')}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('account.confirmNewPassword')}
          value={confirm}
          onValueChange={setConfirm}
          error={errorOf('confirmNewPassword')}
          autoComplete="new-password"
        />
        <FormError text={formError} />
        <Button type="submit" variant="primary" className={styles.submit} disabled={busy}>
          {t('account.reset.submit')}
        </Button>
      </form>
    </Modal>
  );
}
