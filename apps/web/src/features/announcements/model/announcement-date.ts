const two = (n: number) => String(n).padStart(2, '0');

/**
 * An announcement's date (epoch milliseconds) as spec 3 writes it, `yyyy-MM-dd HH:mm:ss`, in the
 * visitor's own time zone; '' when it is not a date.
 */
export function formatAnnouncementDate(ms: number): string {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  return `${day} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/** The same instant for `<time dateTime>`: ISO 8601 in UTC. */
export function announcementDateTime(ms: number): string | undefined {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
