import { AppError } from '@portal/contracts/errors';
import type { Promotion } from '@portal/contracts/promotions';
import type { MemberRow, PromotionRow } from '../../db/schema.ts';
import type { ClubLevel } from '../system/merchant-settings.ts';

/**
 * The VIP club level a promotion is for, named as the merchant's ladder names it (a rank the
 * ladder does not have yet is named by its number); null when every member may take part.
 */
export function levelOf(
  row: Pick<PromotionRow, 'min_club_rank'>,
  levels: readonly Pick<ClubLevel, 'rank' | 'name'>[],
): Promotion['level'] {
  if (row.min_club_rank === null) return null;
  const rank = row.min_club_rank;
  return { rank, name: levels.find((l) => l.rank === rank)?.name ?? `Level ${rank}` };
}

/** Whether the member's club rank reaches the promotion's level (always, without one). */
export const reachesLevel = (
  member: Pick<MemberRow, 'club_rank'>,
  row: Pick<PromotionRow, 'min_club_rank'>,
): boolean => row.min_club_rank === null || member.club_rank >= row.min_club_rank;

/** Refuses a member below the promotion's level: `PROMOTION_LEVEL_REQUIRED` with the rank and its name. */
export function assertLevel(
  member: Pick<MemberRow, 'club_rank'>,
  row: Pick<PromotionRow, 'min_club_rank'>,
  levels: readonly Pick<ClubLevel, 'rank' | 'name'>[],
): void {
  const level = levelOf(row, levels);
  if (level && !reachesLevel(member, row))
    throw new AppError(
      'PROMOTION_LEVEL_REQUIRED',
      `This promotion is for ${level.name} members and above`,
      403,
      { rank: level.rank, level: level.name },
    );
}
