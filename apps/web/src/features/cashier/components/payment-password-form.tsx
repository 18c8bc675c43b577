import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormNotice, PasswordField } from '../../../components/ui/form-field.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Badge, Section } from '../../../components/ui/section.tsx';
import { encryptField } from '../../../lib/encrypt-field.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { securityQueryKey } from '../api/get-security.ts';
import { setPaymentPassword } from '../api/set-payment-password.ts';
import styles from './cashier.module.css';
import { checkPaymentPassword } from './payment-password-rule.ts';

/**
 * Sets the payment password (confirmed with the login password) or changes it (confirmed with
 * the current one). Every field travels RSA-encrypted.
 */
function PaymentPasswordForm({
  hasPaymentPassword,
  onDone,
  onCancel,
}: {
  hasPaymentPassword: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { register } = useSystemInfo();
  const queryClient = useQueryClient();
  const form = useFormSubmit();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const currentField = hasPaymentPassword ? 'oldPaymentPassword' : 'loginPassword';
  const formRef = form.formRef;
  // The button that opened the form is gone: start on its first field.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), [formRef]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const templates = i18n.getResource(i18n.language, 'translation', 'rules') as
      | Record<string, string>
      | undefined;
    const ruleProblem = checkPaymentPassword(register.rules.paymentPassword, next, templates);
    void form.submit(
      {
        [currentField]: current ? null : t('account.errors.required'),
        paymentPassword: ruleProblem,
        confirmPaymentPassword: !confirm
          ? t('account.errors.required')
          : confirm !== next
            ? t('account.errors.inconsistentTwice')
            : null,
      },
      async () => {
        const summary = await setPaymentPassword({
          [currentField]: await encryptField(current),
          paymentPassword: await encryptField(next),
          confirmPaymentPassword: await encryptField(confirm),
        } as Parameters<typeof setPaymentPassword>[0]);
        queryClient.setQueryData(securityQueryKey, summary);
        setCurrent('');
        setNext('');
        setConfirm('');
        onDone();
        return null;
      },
    );
  };

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <PasswordField
        label={hasPaymentPassword ? t('security.currentPaymentPassword') : t('security.loginPassword')}
        value={current}
        onValueChange={setCurrent}
        error={form.errorOf(currentField)}
        autoComplete={hasPaymentPassword ? 'off' : 'current-password'}
      />
      <PasswordField
        label={t('security.newPaymentPassword')}
        value={next}
        onValueChange={setNext}
        error={form.errorOf('paymentPassword')}
        hint={t('security.paymentPasswordHint')}
        inputMode="numeric"
      />
      <PasswordField
        label={t('security.confirmPaymentPassword')}
        value={confirm}
        onValueChange={setConfirm}
        error={form.errorOf('confirmPaymentPassword')}
        inputMode="numeric"
      />
      <FormFooter
        form={form}
        submitLabel={t('security.savePaymentPassword')}
        onCancel={onCancel}
        actionsClass={styles.actions}
      />
    </form>
  );
}

export function PaymentPasswordSection({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Section
      title={t('security.paymentPasswordTitle')}
      actions={
        open ? null : (
          <Button
            variant="secondary"
            onClick={() => {
              setNotice(null);
              setOpen(true);
            }}
          >
            {hasPaymentPassword ? t('security.changePaymentPassword') : t('security.setPaymentPassword')}
          </Button>
        )
      }
    >
      <p className={styles.statusLine}>
        <PaymentPasswordBadge set={hasPaymentPassword} />
        <span className={styles.muted}>{t('security.paymentPasswordText')}</span>
      </p>
      <FormNotice text={notice} />
      {open ? (
        <PaymentPasswordForm
          hasPaymentPassword={hasPaymentPassword}
          onCancel={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            setNotice(
              hasPaymentPassword ? t('security.paymentPasswordChanged') : t('security.paymentPasswordSet'),
            );
          }}
        />
      ) : null}
    </Section>
  );
}

/** "Set" or "Not set" for the payment password. */
function PaymentPasswordBadge({ set }: { set: boolean }) {
  const { t } = useTranslation();
  return <Badge tone={set ? 'success' : 'neutral'}>{set ? t('security.set') : t('security.notSet')}</Badge>;
}
