import { leavePage } from '../../../lib/leave-page.ts';

/**
 * Leaves for the same page on another line. Kept apart (and passed to the dialog) so tests can
 * check where it would go without navigating.
 */
export type GoToLine = (url: string) => void;

export const goToLine: GoToLine = leavePage;
