import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from './currency.tsx';
import { errorText, fieldIssues } from './error-text.ts';

type SubmitOptions = {
  fieldsOf?: (error: unknown) => Record<string, string>;
  fields?: readonly string[];
  /** The form's own wording of a refusal shown as the form's error; null falls back to `errorText`. */
  textOf?: (error: unknown) => string | null;
};

/**
 * Submit wiring of a form: one request at a time, the server's message as the form's error
 * (or on the fields it names), a success notice, and focus on the first invalid control.
 */
export function useFormSubmit() {
  const { t } = useTranslation();
  // A refusal with amounts (a player limit) is written in the merchant currency.
  const money = useMoney();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string | null>>({});
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const running = useRef(false);

  const focusInvalid = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  /**
   * `problems`: what the form's own checks found, by field; the request runs only when there
   * are none. `send` returns the success notice (or null). `options.fieldsOf` names the field a
   * refusal other than VALIDATION_FAILED belongs to (USERNAME_TAKEN under the username);
   * `options.fields`, when given, are the fields the form shows: a refusal naming another one is
   * shown as the form's error, so it is never lost; `options.textOf` words a refusal the form
   * knows better than the shared texts (a rate limit of its own).
   */
  async function submit(
    problems: Record<string, string | null>,
    send: () => Promise<string | null>,
    options: SubmitOptions = {},
  ) {
    if (running.current) return;
    setFormError(null);
    setServerIssues({});
    setNotice(null);
    setProblems(problems);
    if (Object.values(problems).some(Boolean)) {
      focusInvalid();
      return;
    }
    running.current = true;
    setBusy(true);
    try {
      setNotice(await send());
    } catch (error) {
      const named = { ...fieldIssues(error), ...options.fieldsOf?.(error) };
      const issues = options.fields
        ? Object.fromEntries(Object.entries(named).filter(([field]) => options.fields?.includes(field)))
        : named;
      setServerIssues(issues);
      if (Object.keys(issues).length === 0)
        setFormError(options.textOf?.(error) ?? errorText(error, t, { money }));
      else focusInvalid();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return {
    formRef,
    busy,
    formError,
    notice,
    setNotice,
    /** The message under a field: the form's own check first, else what the server said of it. */
    errorOf: (field: string): string | null => problems[field] ?? serverIssues[field] ?? null,
    submit,
  };
}
