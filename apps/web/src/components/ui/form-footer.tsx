import { useTranslation } from 'react-i18next';
import type { useFormSubmit } from '../../lib/use-form-submit.ts';
import { Button } from './button.tsx';
import { FormError, FormNotice } from './form-field.tsx';

/**
 * The end of a form sent through `useFormSubmit`: its error and its notice (each only when there
 * is one), then the send button, which says it is sending while the request runs, and a Cancel
 * button when `onCancel` is given. `actionsClass` lays the buttons out in the feature's own way.
 */
export function FormFooter({
  form,
  submitLabel,
  onCancel,
  actionsClass,
}: {
  form: Pick<ReturnType<typeof useFormSubmit>, 'busy' | 'formError' | 'notice'>;
  submitLabel: string;
  onCancel?: () => void;
  actionsClass: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormError text={form.formError} />
      <FormNotice text={form.notice} />
      <div className={actionsClass}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t('common.sending') : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
