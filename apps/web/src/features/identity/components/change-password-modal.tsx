import { MemberType } from '@portal/contracts/identity';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { encryptField } from '../../../lib/encrypt-field.ts';
import { checkRequired } from '../../../lib/form-rules.ts';
import { clearSession, getSession } from '../../../lib/session.ts';
import { changePassword } from '../api/change-password.ts';
import { closeAccountDialog, type ForcedChange, openAccountDialog } from '../model/account-dialog-store.ts';
import { AGENT_SITE_PATH, type AgentSiteState } from '../model/agent-site.ts';
import styles from './account.module.css';
import { FormError, PasswordField } from './fields.tsx';
import { NewPasswordFields, useNewPassword } from './new-password-fields.tsx';
import { useAccountForm } from './use-account-form.ts';

/**
 * Change password (spec 4, spec 5). Forced after a login with a weak or expired password: it
 * cannot be dismissed, and the old password is asked only when the app does not already hold
 * it in memory. Success ends every session, so the login reopens: the agent login for a login
 * made there, or for a pure agent (who cannot log in on the member site), else the login modal.
 */
export function ChangePasswordModal({ forced }: { forced: ForcedChange | null }) {
  const { t } = useTranslation();
  const askOld = !forced?.knownPassword;
  const [oldPassword, setOldPassword] = useState('');
  const newPassword = useNewPassword();
  const form = useAccountForm();
  const navigate = useNavigate();

  const submit = form.handleSubmit({
    check: () => ({
      oldPassword: askOld ? checkRequired(oldPassword) : null,
      ...newPassword.check(),
    }),
    send: async () => {
      const old = askOld ? oldPassword : forced?.knownPassword;
      await changePassword(
        {
          ...(old ? { oldPassword: await encryptField(old) } : {}),
          ...(await newPassword.encrypted()),
        },
        forced?.token,
      );
      // Every session was revoked: sign out here too and log in again with the new password.
      const agentSite = forced ? forced.site === 'agent' : getSession()?.memberType === MemberType.Agent;
      clearSession();
      if (agentSite) {
        closeAccountDialog();
        const state: AgentSiteState = { notice: 'passwordChanged' };
        navigate(AGENT_SITE_PATH, { state });
      } else {
        openAccountDialog({ kind: 'auth', tab: 'login', notice: 'passwordChanged' });
      }
    },
  });

  return (
    <Modal
      name="changePasswordModal"
      title={t('account.change.title')}
      description={forced ? t('account.change.forcedText') : undefined}
      onClose={forced ? undefined : closeAccountDialog}
    >
      <form ref={form.formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {askOld ? (
          <PasswordField
            label={t('account.oldPassword')}
            value={oldPassword}
            onValueChange={setOldPassword}
            error={form.errorOf('oldPassword')}
            autoComplete="current-password"
          />
        ) : null}
        <NewPasswordFields value={newPassword} errorOf={form.errorOf} />
        <FormError text={form.formError} />
        <Button type="submit" variant="primary" className={styles.submit} disabled={form.busy}>
          {t('account.change.submit')}
        </Button>
      </form>
    </Modal>
  );
}
