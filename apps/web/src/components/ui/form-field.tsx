import { clsx } from 'clsx';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form-field.module.css';

type Described = {
  error?: string | null | undefined;
  hint?: ReactNode;
  /** A live count under the control ("12 / 140 characters"), announced politely as it changes. */
  counter?: { text: string; over?: boolean } | undefined;
};

/** The ids and aria attributes that tie a control to its hint, its counter and its error. */
function useDescribed(id: string | undefined, { error, hint, counter }: Described) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const counterId = `${inputId}-counter`;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null, counter ? counterId : null].filter(Boolean).join(' ') ||
    undefined;
  return {
    inputId,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
    below: (
      <>
        {hint ? (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {counter ? (
          <p
            id={counterId}
            className={clsx(styles.counter, counter.over && styles.counterOver)}
            aria-live="polite"
          >
            {counter.text}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </>
    ),
  };
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> &
  Described & {
    label: string;
    value: string;
    onValueChange: (value: string) => void;
    /** A control after the input, e.g. show/hide. */
    trailing?: ReactNode;
    /** Text before the input, e.g. the currency symbol. */
    prefix?: string;
  };

/** A labelled input whose error is announced (role alert) and linked with aria-describedby. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  counter,
  trailing,
  prefix,
  id,
  className,
  ...input
}: TextFieldProps) {
  const { inputId, aria, below } = useDescribed(id, { error, hint, counter });
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <div className={clsx(styles.inputWrap, error && styles.invalid)}>
          {prefix ? (
            <span className={styles.prefix} aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <input
            id={inputId}
            className={styles.input}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            {...aria}
            {...input}
          />
        </div>
        {trailing}
      </div>
      {below}
    </div>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> &
  Described & {
    label: string;
    value: string;
    onValueChange: (value: string) => void;
  };

/** A labelled multi-line input, tied to its hint, counter and error like `TextField`. */
export function TextAreaField({
  label,
  value,
  onValueChange,
  error,
  hint,
  counter,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const { inputId, aria, below } = useDescribed(id, { error, hint, counter });
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <textarea
        id={inputId}
        className={clsx(styles.textarea, error && styles.invalid)}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...aria}
        {...textarea}
      />
      {below}
    </div>
  );
}

/** A password input with a show/hide switch. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete="off"
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

type Option = { value: string; label: string };

type SelectFieldProps = Described & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly Option[];
  /** A first, empty choice ("Choose…"). */
  placeholder?: string;
  id?: string;
  className?: string;
  disabled?: boolean;
};

export function SelectField({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  disabled,
}: SelectFieldProps) {
  const { inputId, aria, below } = useDescribed(id, { error, hint });
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <select
        id={inputId}
        className={clsx(styles.select, error && styles.invalid)}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        disabled={disabled}
        {...aria}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {below}
    </div>
  );
}

type RadioGroupProps = Described & {
  legend: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly Option[];
};

/** A fieldset of radio buttons laid out as tiles. */
export function RadioGroup({ legend, name, value, onValueChange, options, error, hint }: RadioGroupProps) {
  const { aria, below } = useDescribed(undefined, { error, hint });
  return (
    <fieldset className={styles.radioGroup} aria-describedby={aria['aria-describedby']}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.radios}>
        {options.map((option) => (
          <label key={option.value} className={styles.radio}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {below}
    </fieldset>
  );
}

type FileFieldProps = Described & {
  label: string;
  accept: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Shown when no file is chosen yet. */
  emptyText: string;
  chooseLabel: string;
  id?: string;
};

/** A file input styled as a button, with the chosen file's name beside it. */
export function FileField({
  label,
  accept,
  file,
  onFileChange,
  emptyText,
  chooseLabel,
  error,
  hint,
  id,
}: FileFieldProps) {
  const { inputId, aria, below } = useDescribed(id, { error, hint });
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${inputId}-label`}>
        {label}
      </span>
      <div className={clsx(styles.file, error && styles.invalid)}>
        <input
          id={inputId}
          type="file"
          accept={accept}
          className={styles.fileInput}
          aria-labelledby={`${inputId}-label`}
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
          {...aria}
        />
        <label htmlFor={inputId} className={styles.fileButton} aria-hidden="true">
          {chooseLabel}
        </label>
        <span className={styles.fileName}>{file ? file.name : emptyText}</span>
      </div>
      {below}
    </div>
  );
}

/** A failure of the whole form (the server's message), announced when it appears. */
export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className={styles.formError} role="alert">
      {text}
    </p>
  );
}

/** A success or neutral message, announced politely. */
export function FormNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className={styles.formNotice} role="status">
      {text}
    </p>
  );
}
