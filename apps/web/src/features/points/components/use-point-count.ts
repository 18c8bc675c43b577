import { useTranslation } from 'react-i18next';

/** Points written in the page language: 1250 → "1,250" (en), "1.250" (vi); `signed` adds + to a gain. */
export function usePointCount() {
  const { i18n } = useTranslation();
  const plain = new Intl.NumberFormat(i18n.language);
  const signed = new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero' });
  return {
    count: (points: number) => plain.format(points),
    signed: (points: number) => signed.format(points),
  };
}
