import { useTranslation } from 'react-i18next';
import { formatShortDateTime } from '../../lib/format.ts';

/** A moment (`iso`) written short in the member's language, with the instant for machines. */
export function ShortDateTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={iso}>{formatShortDateTime(iso, i18n.language)}</time>;
}
