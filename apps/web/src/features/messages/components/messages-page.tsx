import type { Message } from '@portal/contracts/messages';
import { formatMoney } from '@portal/contracts/money';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useCurrency, useMoney } from '../../../lib/currency.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { useHubLive } from '../../../lib/hub-events.ts';
import { messagesListKey, useMessages } from '../api/get-messages.ts';
import { unreadCountQueryKey, useUnreadCount } from '../api/get-unread-count.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { messageText } from '../model/message-text.ts';
import styles from './messages.module.css';

/** Minor units in the message's currency: the merchant's symbol for its own, the code for another. */
function useMessageAmount() {
  const currency = useCurrency();
  const money = useMoney();
  return (minor: number, code: string | undefined) =>
    !code || code === currency.code ? money(minor) : `${formatMoney(minor, currency.exponent)} ${code}`;
}

function MessageItem({ message, open, onToggle }: { message: Message; open: boolean; onToggle: () => void }) {
  const { t, i18n } = useTranslation();
  const amount = useMessageAmount();
  const panelId = useId();
  const unread = message.readAt === null;
  const text = messageText(message, t, amount);
  return (
    <li className={clsx(styles.item, unread && styles.unread, open && styles.open)}>
      <h5 className={styles.itemHeading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.summary}>
            {/* The spaces between the parts keep the button's name readable: "Unread: Notice 21 Nov…". */}
            <span className={styles.title}>
              {unread ? (
                <>
                  <span className="visually-hidden">{t('messages.unreadMark')}</span>{' '}
                </>
              ) : null}
              {text.title}
            </span>{' '}
            <time className={styles.time} dateTime={message.createdAt}>
              {formatShortDateTime(message.createdAt, i18n.language)}
            </time>
          </span>
          <span className={styles.chevron}>
            <Icon name="chevronDown" size={18} />
          </span>
        </button>
      </h5>
      <div id={panelId} className={styles.body} hidden={!open}>
        {text.paragraphs.length > 0 ? (
          text.paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text.
            <p key={index}>{paragraph}</p>
          ))
        ) : (
          <p className={styles.muted}>{t('messages.noContent')}</p>
        )}
      </div>
    </li>
  );
}

/**
 * messageV2 (spec 2 "platform information"): the member's inbox, newest first. Opening an unread
 * message marks it read; the header's count follows from the same query.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const live = useHubLive();
  const [page, setPage] = useState(1);
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const messages = useMessages(page);
  const count = useUnreadCount();
  const markRead = useMarkRead();
  const unread = count.data ?? messages.data?.unread ?? 0;

  const answer = messages.isPlaceholderData ? undefined : messages.data;
  // A page's answer carries the count as of that moment: the header takes it, unless it has heard
  // a newer one since (a cached page shown again while it refetches).
  useEffect(() => {
    if (!answer) return;
    const known = queryClient.getQueryState(unreadCountQueryKey)?.dataUpdatedAt ?? 0;
    if (messages.dataUpdatedAt > known) {
      queryClient.setQueryData(unreadCountQueryKey, answer.unread, { updatedAt: messages.dataUpdatedAt });
    }
  }, [answer, messages.dataUpdatedAt, queryClient]);
  // Without the socket the count is polled; when it moves, the list is out of date too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new count should ask again.
  useEffect(() => {
    if (live || count.data === undefined || !answer || count.data === answer.unread) return;
    void queryClient.invalidateQueries({ queryKey: messagesListKey });
  }, [count.data]);
  // A page emptied from elsewhere (fewer messages than before): show the last one that exists.
  useEffect(() => {
    if (answer && answer.list.length === 0 && answer.page > 1) setPage(Math.max(1, answer.totalPages));
  }, [answer]);

  const toggle = (message: Message) => {
    const opening = !openIds.has(message.id);
    setOpenIds((current) => {
      const next = new Set(current);
      if (opening) next.add(message.id);
      else next.delete(message.id);
      return next;
    });
    if (opening && message.readAt === null) markRead.mutate({ ids: [message.id] });
  };

  return (
    <Section
      title={t('messages.inboxTitle')}
      actions={
        <div className={styles.actions}>
          <p className={styles.count} aria-live="polite">
            {unread > 0 ? t('messages.unreadCount', { count: unread }) : null}
          </p>
          <Button
            variant="secondary"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            {t('messages.markAll')}
          </Button>
        </div>
      }
    >
      {markRead.isError ? (
        <p className={styles.error} role="alert">
          {errorText(markRead.error, t)}
        </p>
      ) : null}
      <QueryState query={messages}>
        {(value) =>
          value.total === 0 ? (
            <EmptyState icon="chat" text={t('messages.none')} />
          ) : (
            <div className={clsx(styles.results, messages.isPlaceholderData && styles.refreshing)}>
              <ul className={styles.list}>
                {value.list.map((message) => (
                  <MessageItem
                    key={message.id}
                    message={message}
                    open={openIds.has(message.id)}
                    onToggle={() => toggle(message)}
                  />
                ))}
              </ul>
              <Pagination
                page={value.page}
                totalPages={value.totalPages}
                onPage={setPage}
                label={t('messages.pages')}
              />
            </div>
          )
        }
      </QueryState>
    </Section>
  );
}
