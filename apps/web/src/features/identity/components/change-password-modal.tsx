import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { clearSession } from '../../../lib/session.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { changePassword } from '../api/change-password.ts';
import { closeAccountDialog, type ForcedChange, openAccountDialog } from '../model/account-dialog-store.ts';
import { encryptField } from '../model/encrypt-field.ts';
import { errorText, fieldIssues } from '../model/error-text.ts';
import { checkNewPassword, checkRequired, type Problem } from '../model/form-rules.ts';
import { useProblemText } from '../model/use-problem-text.ts';
import styles from './account.module.css';
import { FormError, focusFirstInvalid, PasswordField } from './fields.tsx';

/**
 * Change password (spec 4, spec 5). Forced after a login with a weak or expired password: it
 * cannot be dismissed, and the old password is asked only when the app does not already hold
 * it in memory. Success ends every session, so the login modal reopens.
 */
export function ChangePasswordModal({ forced }: { forced: ForcedChange | null }) {
  const { t } = useTranslation();
  const { register: settings } = useSystemInfo();
  const { text } = useProblemText();
  const askOld = !forced?.knownPassword;
  const [oldPassword, setOldPassword] = useState('');
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
    const found = {
      oldPassword: askOld ? checkRequired(oldPassword) : null,
      newPassword: passwords.password,
      confirmNewPassword: passwords.confirm,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      const old = askOld ? oldPassword : forced?.knownPassword;
      await changePassword(
        {
          ...(old ? { oldPassword: await encryptField(old) } : {}),
          newPassword: await encryptField(password),
          confirmNewPassword: await encryptField(confirm),
        },
        forced?.token,
      );
      // Every session was revoked: sign out here too and log in again with the new password.
      clearSession();
      openAccountDialog({ kind: 'auth', tab: 'login', notice: 'passwordChanged' });
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
    <Modal
      name="changePasswordModal"
      title={t('account.change.title')}
      description={forced ? t('account.change.forcedText') : undefined}
      onClose={forced ? undefined : closeAccountDialog}
    >
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {askOld ? (
          <PasswordField
            label={t('account.oldPassword')}
            value={oldPassword}
            onValueChange={setOldPassword}
            error={errorOf('oldPassword')}
            autoComplete="current-password"
          />
        ) : null}
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
          {t('account.change.submit')}
        </Button>
      </form>
    </Modal>
  );
}
