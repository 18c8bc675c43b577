import type { ChatMessage, ChatMessagesValue } from '@portal/contracts/chat';
import { AppError } from '@portal/contracts/errors';
import { clsx } from 'clsx';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ErrorState } from '../../../components/ui/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useLoadEarlierMessages } from '../api/load-earlier-messages.ts';
import { compareIds } from '../model/chat-conversation.ts';
import { formatChatTime } from '../model/chat-time.ts';
import { arrived, type Outgoing } from '../model/use-outgoing-messages.ts';
import styles from './chat.module.css';

type Props = {
  query: { data: ChatMessagesValue | undefined; error: unknown; isError: boolean; refetch: () => unknown };
  /** Who answers ("Live chat", "VIP service"), for the messages' senders. */
  deskName: string;
  outgoing: readonly Outgoing[];
  onRetry: (requestId: string) => void;
};

/**
 * The conversation, oldest first: the member's messages on one side, the service's on the
 * other, each with its time; older ones on request. New messages scroll into view and the
 * service's are announced politely; an earlier page keeps what was on screen in place.
 */
export function ChatConversation({ query, deskName, outgoing, onRetry }: Props) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLElement>(null);
  const earlier = useLoadEarlierMessages();
  const [announcement, setAnnouncement] = useState('');
  const data = query.data;
  const messages = data?.messages ?? [];
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const onTheirWay = outgoing.filter((item) => !arrived(item, messages));

  // Distance from the bottom before an earlier page is added, to keep the view where it was.
  const keepFromBottom = useRef<number | null>(null);
  const shown = useRef<{ firstId?: string; lastId?: string; outgoing: number } | null>(null);
  useLayoutEffect(() => {
    const box = scroller.current;
    const before = shown.current;
    shown.current = { firstId, lastId, outgoing: outgoing.length };
    if (!box) return;
    if (before && before.lastId === lastId && before.firstId !== firstId && keepFromBottom.current !== null) {
      box.scrollTop = box.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (!before || before.lastId !== lastId || before.outgoing < outgoing.length) {
      box.scrollTop = box.scrollHeight;
    }
  }, [firstId, lastId, outgoing.length]);

  // The service's new messages, read out without moving focus (the first load is not news).
  const announced = useRef<{ after: string | undefined } | null>(null);
  useEffect(() => {
    if (!data) return;
    const before = announced.current;
    announced.current = { after: lastId };
    if (!before) return;
    const { after } = before;
    const fresh = data.messages.filter(
      (message) => message.sender === 'service' && (after === undefined || compareIds(message.id, after) > 0),
    );
    const newest = fresh.at(-1);
    if (newest) setAnnouncement(t('chat.announce', { desk: deskName, text: newest.text }));
  }, [data, lastId, deskName, t]);

  const loadEarlier = () => {
    if (!firstId || earlier.isPending) return;
    const box = scroller.current;
    keepFromBottom.current = box ? box.scrollHeight - box.scrollTop : null;
    earlier.mutate(firstId, {
      // The button is gone once everything is shown: focus stays in the conversation.
      onSuccess: (page) => {
        if (!page.more) scroller.current?.focus();
      },
    });
  };

  const sender = (message: Pick<ChatMessage, 'sender'>) =>
    message.sender === 'member' ? t('chat.you') : deskName;

  let body: ReactNode;
  if (!data && query.isError) {
    body = <ErrorState text={errorText(query.error, t)} onRetry={() => query.refetch()} />;
  } else if (!data) {
    body = <LoadingState compact label={t('chat.loading')} />;
  } else {
    body = (
      <>
        {data.more ? (
          <div className={styles.earlier}>
            <Button variant="secondary" aria-disabled={earlier.isPending || undefined} onClick={loadEarlier}>
              {earlier.isPending ? t('chat.loadingEarlier') : t('chat.loadEarlier')}
            </Button>
          </div>
        ) : null}
        {earlier.isError ? (
          <p className={styles.problem} role="alert">
            {errorText(earlier.error, t)}
          </p>
        ) : null}
        <ol className={styles.list}>
          {messages.length === 0 && outgoing.length === 0 && !data.more ? (
            <li className={clsx(styles.message, styles.theirs)}>
              <p className={styles.bubble}>
                <span className="visually-hidden">{deskName}:</span>{' '}
                <span className={styles.text}>{t('chat.empty')}</span>
              </p>
            </li>
          ) : null}
          {messages.map((message) => (
            <li
              key={message.id}
              className={clsx(styles.message, message.sender === 'member' ? styles.mine : styles.theirs)}
            >
              <p className={styles.bubble}>
                <span className="visually-hidden">{sender(message)}:</span>{' '}
                <span className={styles.text}>{message.text}</span>
              </p>
              <time className={styles.time} dateTime={message.createdAt}>
                {formatChatTime(message.createdAt, i18n.language)}
              </time>
            </li>
          ))}
          {onTheirWay.map((item) => (
            <OutgoingItem key={item.requestId} item={item} onRetry={onRetry} />
          ))}
        </ol>
      </>
    );
  }

  return (
    <>
      <section
        ref={scroller}
        className={styles.scroller}
        aria-label={t('chat.conversation')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll it with the keyboard; focus also lands here once "Load earlier" is gone.
        tabIndex={0}
      >
        {body}
      </section>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

/** A message on its way: "Sending…", or why it was not sent, with a retry. */
function OutgoingItem({ item, onRetry }: { item: Outgoing; onRetry: (requestId: string) => void }) {
  const { t } = useTranslation();
  const textId = `chat-out-${item.requestId}`;
  const failed = item.state === 'failed';
  const reason =
    item.error instanceof AppError && item.error.code === 'RATE_LIMITED'
      ? t('chat.errors.rateLimited')
      : errorText(item.error, t);
  return (
    <li className={clsx(styles.message, styles.mine, failed ? styles.failed : styles.pending)}>
      <p id={textId} className={styles.bubble}>
        <span className="visually-hidden">{t('chat.you')}:</span>{' '}
        <span className={styles.text}>{item.text}</span>
      </p>
      {failed ? (
        <div className={styles.failure}>
          <p className={styles.problem} role="alert">
            {t('chat.notSent', { reason })}
          </p>
          <Button variant="secondary" aria-describedby={textId} onClick={() => onRetry(item.requestId)}>
            {t('chat.retry')}
          </Button>
        </div>
      ) : (
        <span className={styles.time}>{t('chat.sending')}</span>
      )}
    </li>
  );
}
