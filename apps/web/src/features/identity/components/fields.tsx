import { clsx } from 'clsx';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './account.module.css';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** A control placed after the input, e.g. the send-code button. */
  trailing?: ReactNode;
  /** A control placed before the input, e.g. the country code. */
  leading?: ReactNode;
};

/** A labelled input whose error is announced (role alert) and linked with aria-describedby. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  optional,
  trailing,
  leading,
  id,
  className,
  ...input
}: FieldProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  // A rule's hint says what the error would repeat: show the error alone then.
  const shownHint = hint && hint !== error ? hint : null;
  const describedBy =
    [error ? errorId : null, shownHint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> {t('account.optional')}</span> : null}
      </label>
      <div className={styles.control}>
        {leading}
        <input
          id={inputId}
          className={styles.input}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing}
      </div>
      {shownHint ? (
        <p id={hintId} className={styles.hint}>
          {shownHint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show/hide switch; the value never leaves memory unencrypted. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.inlineButton}
          aria-pressed={visible}
          aria-label={t('account.showPassword')}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? t('account.hide') : t('account.show')}
        </button>
      }
    />
  );
}

type CheckboxProps = {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string | null | undefined;
  id?: string;
};

export function CheckboxField({ label, checked, onCheckedChange, error, id }: CheckboxProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.checkField}>
      <div className={styles.check}>
        <input
          id={inputId}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// One form-message pair for every form; identity forms import them from here as before.
export { FormError, FormNotice } from '../../../components/ui/form-field.tsx';

/** Focuses the first invalid control after a submit, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
