import { CHAT_TEXT_MAX, chatSendBodySchema } from '@portal/contracts/chat';
import { clsx } from 'clsx';
import { type FormEvent, type KeyboardEvent, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from './chat.module.css';

// The contract's rule for the text, so the browser refuses what the server would.
const textSchema = chatSendBodySchema.shape.text;

type Props = { ref?: Ref<HTMLTextAreaElement>; onSend: (text: string) => void };

/**
 * The message box: Enter sends, Shift+Enter starts a new line (and Enter that ends an input
 * method's composition, e.g. Vietnamese Telex, only ends it). A count up to 1000 characters;
 * over it, the box says so and nothing is sent.
 */
export function ChatComposer({ ref, onSend }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const length = draft.trim().length;
  const over = length > CHAT_TEXT_MAX;
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;

  const send = () => {
    const text = textSchema.safeParse(draft);
    // Empty or too long: nothing to send (too long is already said under the box).
    if (!text.success) return;
    onSend(text.data);
    setDraft('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit} noValidate>
      <div className={styles.composeRow}>
        <label htmlFor={id} className="visually-hidden">
          {t('chat.message')}
        </label>
        <textarea
          ref={ref}
          id={id}
          className={clsx(styles.textarea, over && styles.invalid)}
          rows={2}
          value={draft}
          placeholder={t('chat.placeholder')}
          aria-describedby={[over ? errorId : null, counterId, hintId].filter(Boolean).join(' ')}
          aria-invalid={over || undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" className={styles.send}>
          {t('chat.send')}
        </Button>
      </div>
      <div className={styles.composeMeta}>
        <span id={hintId}>{t('chat.keys')}</span>
        <span id={counterId} className={clsx(styles.counter, over && styles.counterOver)}>
          {t('chat.count', { count: length, max: CHAT_TEXT_MAX })}
        </span>
      </div>
      {over ? (
        <p id={errorId} className={styles.problem} role="alert">
          {t('chat.errors.tooLong', { max: CHAT_TEXT_MAX })}
        </p>
      ) : null}
    </form>
  );
}
