import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encryptField } from '../../../lib/encrypt-field.ts';
import { checkNewPassword, ruleFor, ruleHint } from '../../../lib/form-rules.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { useProblemText } from '../../../lib/use-problem-text.ts';
import { PasswordField } from './fields.tsx';

/** The new password and its confirmation, checked with the merchant's password rule. */
export function useNewPassword() {
  const { register: settings } = useSystemInfo();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return {
    password,
    setPassword,
    confirm,
    setConfirm,
    /** What the merchant's password rule accepts. */
    hint: ruleHint(ruleFor(settings, 'password', true)),
    /** The rule problems, under the API's field names. */
    check: () => {
      const found = checkNewPassword(settings, password, confirm);
      return { newPassword: found.password, confirmNewPassword: found.confirm };
    },
    /** Both values encrypted for the request. */
    encrypted: async () => ({
      newPassword: await encryptField(password),
      confirmNewPassword: await encryptField(confirm),
    }),
  };
}

export type NewPassword = ReturnType<typeof useNewPassword>;

type Props = {
  value: NewPassword;
  /** The error shown under a field, by the API's field name. */
  errorOf: (field: 'newPassword' | 'confirmNewPassword') => string | null;
};

/** "New password" and "Confirm new password" (change, reset by link, reset by SMS). */
export function NewPasswordFields({ value, errorOf }: Props) {
  const { t } = useTranslation();
  const { text } = useProblemText();
  return (
    <>
      <PasswordField
        label={t('account.newPassword')}
        value={value.password}
        onValueChange={value.setPassword}
        error={errorOf('newPassword')}
        hint={text(value.hint)}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('account.confirmNewPassword')}
        value={value.confirm}
        onValueChange={value.setConfirm}
        error={errorOf('confirmNewPassword')}
        autoComplete="new-password"
      />
    </>
  );
}
