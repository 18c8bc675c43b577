import { type Session, TRIAL_TYPE, useSession } from '../../../lib/session.ts';

/** Who looks at a promotion: what they may do with it depends on it. */
export type Viewer = 'visitor' | 'trial' | 'member';

/** A visitor (no session), a trial account (spec 6 type 4), or a real member. */
export const viewerOf = (session: Pick<Session, 'memberType'> | null): Viewer =>
  !session ? 'visitor' : session.memberType === TRIAL_TYPE ? 'trial' : 'member';

export const useViewer = (): Viewer => viewerOf(useSession());

/** The account an answer belongs to, for the query keys: signing in or out asks again. */
export const useViewerKey = (): string | null => useSession()?.username ?? null;
