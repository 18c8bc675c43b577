import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';

/** The help contract loads with the help page, never with the start-up bundle. */
const helpContract = () => import('@portal/contracts/help');

export const getHelpCenter = (language: string, signal?: AbortSignal) =>
  api.get('/wps/system/helpCenter', () => helpContract().then((m) => m.helpCenterSchema), {
    query: { language },
    signal,
  });

export const helpCenterQuery = (language: string) =>
  queryOptions({
    queryKey: ['help', language],
    queryFn: ({ signal }) => getHelpCenter(language, signal),
    // The operator edits it rarely; a visit that reads several sections asks once.
    staleTime: 5 * 60_000,
  });

/** The merchant's help topics in the language the site is shown in (spec 7 `helpCenter`). */
export function useHelpCenter() {
  const { i18n } = useTranslation();
  return useQuery(helpCenterQuery(i18n.language));
}
