import type { Message } from '@portal/contracts/messages';

type Translate = (key: string, options?: Record<string, string>) => string;

/** What a message says: a title and its paragraphs, all plain text. */
export type MessageText = { title: string; paragraphs: string[] };

const REJECTED = new Set<Message['kind']>(['deposit_rejected', 'withdrawal_rejected', 'promotion_rejected']);
/** Kinds whose text names no amount. */
const WITHOUT_AMOUNT = new Set<Message['kind']>(['promotion_rejected']);

/**
 * A notice is the operator's own words, shown as text (never as HTML). The platform's kinds carry
 * only parameters, put into the member's language here; `amount` writes minor units in the
 * message's currency. A rejection gives the operator's reason when there is one.
 */
export function messageText(
  message: Message,
  t: Translate,
  amount: (minor: number, currency: string | undefined) => string,
): MessageText {
  if (message.kind === 'notice') {
    return {
      title: message.title?.trim() || t('messages.kinds.notice.title'),
      paragraphs: (message.content ?? '').split(/\n{2,}/).filter((part) => part.trim() !== ''),
    };
  }
  const { reference, amount: minor, currency, note } = message.params;
  const paragraphs: string[] = [];
  // Both are always written by the platform; without them the title says what happened.
  if (reference !== undefined && WITHOUT_AMOUNT.has(message.kind)) {
    paragraphs.push(t(`messages.kinds.${message.kind}.text`, { reference }));
  } else if (reference !== undefined && minor !== undefined) {
    paragraphs.push(t(`messages.kinds.${message.kind}.text`, { reference, amount: amount(minor, currency) }));
  }
  if (REJECTED.has(message.kind) && note?.trim())
    paragraphs.push(t('messages.reason', { note: note.trim() }));
  return { title: t(`messages.kinds.${message.kind}.title`), paragraphs };
}
