import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { resetByLink } from '../api/reset-by-link.ts';
import { closeAccountDialog, openAccountDialog } from '../model/account-dialog-store.ts';
import styles from './account.module.css';
import { FormError } from './fields.tsx';
import { NewPasswordFields, useNewPassword } from './new-password-fields.tsx';
import { useAccountForm } from './use-account-form.ts';

/** "Set a new password" from the mailed link (/?resetToken=…); success opens the login modal. */
export function ResetPasswordModal({ token }: { token: string }) {
  const { t } = useTranslation();
  const newPassword = useNewPassword();
  const form = useAccountForm();

  const submit = form.handleSubmit({
    check: newPassword.check,
    send: async () => {
      await resetByLink({ token, ...(await newPassword.encrypted()) });
      openAccountDialog({ kind: 'auth', tab: 'login', notice: 'passwordReset' });
    },
  });

  return (
    <Modal name="resetPasswordModal" title={t('account.reset.title')} onClose={closeAccountDialog}>
      <form ref={form.formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <NewPasswordFields value={newPassword} errorOf={form.errorOf} />
        <FormError text={form.formError} />
        <Button type="submit" variant="primary" className={styles.submit} disabled={form.busy}>
          {t('account.reset.submit')}
        </Button>
      </form>
    </Modal>
  );
}
