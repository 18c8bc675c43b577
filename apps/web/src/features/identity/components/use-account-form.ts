import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldIssues } from '../../../lib/error-text.ts';
import type { Problem } from '../../../lib/form-rules.ts';
import { useProblemText } from '../../../lib/use-problem-text.ts';
import { focusFirstInvalid } from './fields.tsx';

type Submit = {
  /** The rule problems by field; the request is sent only when there are none. */
  check: () => Record<string, Problem | null>;
  send: () => Promise<void>;
  /** A refused request; by default shown on the fields the server named, else as the form's error. */
  failed?: (error: unknown) => void;
};

/**
 * The submit and error wiring of an account form: the problems the rules found, the fields the
 * server named, the form-wide error and the busy flag. A field shows the rule's problem first,
 * else the server's; after a refused submit the first invalid field takes the focus.
 */
export function useAccountForm() {
  const { t } = useTranslation();
  const { text } = useProblemText();
  const [problems, setProblems] = useState<Record<string, Problem | null>>({});
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const errorOf = (field: string) => text(problems[field]) ?? serverIssues[field] ?? null;

  const showIssues = (error: unknown) => {
    const issues = fieldIssues(error);
    setServerIssues(issues);
    if (Object.keys(issues).length === 0) setFormError(errorText(error, t));
    else focusFirstInvalid(formRef.current);
  };

  /** The form's submit handler: check, then send once at a time. */
  const handleSubmit =
    ({ check, send, failed = showIssues }: Submit) =>
    async (event: FormEvent) => {
      event.preventDefault();
      if (busy) return;
      setFormError(null);
      setServerIssues({});
      const found = check();
      setProblems(found);
      if (Object.values(found).some(Boolean)) {
        focusFirstInvalid(formRef.current);
        return;
      }
      setBusy(true);
      try {
        await send();
      } catch (error) {
        failed(error);
      } finally {
        setBusy(false);
      }
    };

  /** Forgets every error, e.g. when the form switches mode. */
  const reset = () => {
    setProblems({});
    setServerIssues({});
    setFormError(null);
  };

  return { formRef, busy, formError, setFormError, setProblems, errorOf, handleSubmit, reset };
}

export type AccountForm = ReturnType<typeof useAccountForm>;
