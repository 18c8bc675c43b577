/**
 * When a message was written, in the visitor's time zone: the time alone for today's
 * ("14:05"), the date too for older ones ("20 Nov 2026, 09:12"); the input when unreadable.
 */
export function formatChatTime(iso: string, locale: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const today = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(
    locale,
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(date);
}
