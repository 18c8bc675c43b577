import { loadWithRetry } from '../../../lib/load-with-retry.ts';

type MemberActionsModule = typeof import('./member-actions.tsx');

let chunk: Promise<MemberActionsModule> | undefined;

/**
 * The signed-in block's code chunk, fetched once. Visitors never need it until they log in, so it
 * is not in the main bundle; the guest buttons ask for it as soon as a visitor reaches for them,
 * so the header does not stand empty after the login while it arrives. A failed fetch is
 * forgotten, and the next ask tries again.
 */
export function loadMemberActions(): Promise<MemberActionsModule> {
  chunk ??= loadWithRetry(() => import('./member-actions.tsx')).catch((error: unknown) => {
    chunk = undefined;
    throw error;
  });
  return chunk;
}
