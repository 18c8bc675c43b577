import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { announcementsContract } from './contracts.ts';

export const getNotices = (language: string, signal?: AbortSignal) =>
  api.get('/wps/notices', () => announcementsContract().then((m) => m.noticesValueSchema), {
    query: { language },
    signal,
  });

/**
 * What the frame shows at once (spec 7 "Notices"). The answer depends on who asks: a signed-in
 * member also gets what the operator wrote for members, so each account has its own entry and
 * signing in asks again ("announcements after login"). Each language has its own entry too:
 * switching the site's language reads the operator's translations.
 */
export const noticesQuery = (viewer: string | null, language: string) =>
  queryOptions({
    queryKey: ['announcements', 'notices', viewer, language],
    queryFn: ({ signal }) => getNotices(language, signal),
    staleTime: 60_000,
  });

/** The viewer an announcements answer belongs to: the signed-in account, or null for a visitor. */
export const useViewer = (): string | null => {
  const session = useSession();
  return session ? session.username : null;
};

/** The language announcements are read in: the one the site is shown in (a change asks again). */
export const useReadingLanguage = (): string => useTranslation().i18n.language;

/** The notices of the current visitor or member: the home line (B), popups (PU) and the rest. */
export const useNotices = () => useQuery(noticesQuery(useViewer(), useReadingLanguage()));
