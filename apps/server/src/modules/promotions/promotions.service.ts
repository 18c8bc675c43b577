import { randomInt } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@portal/contracts/errors';
import {
  APPLICATION_MAX_IMAGES,
  type Application,
  type ApplicationFields,
  type ApplicationsPage,
  type ApplicationsQuery,
  type ApplicationValue,
  type CheckinBody,
  type CheckinValue,
  checkinStateOf,
  checkinStreak,
  type Promotion,
  type PromotionCheckin,
  type PromotionDetail,
  type PromotionDetailQuery,
  type PromotionListQuery,
  type PromotionListValue,
  promotionStateOf,
  type RaffleClaimBody,
  type RaffleClaimValue,
  type RaffleEntry,
  type RaffleJoinBody,
  type RaffleJoinValue,
  raffleStateOf,
} from '@portal/contracts/promotions';
import type {
  Db,
  MemberRow,
  PromotionApplicationRow,
  PromotionMatchRow,
  PromotionRow,
  RaffleEntryRow,
} from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { safeNumber } from '../../lib/minor-units.ts';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.ts';
import { isoDate, localDateOf } from '../../lib/zoned-time.ts';
import { assertImages } from '../cashier/proof-image.ts';
import { memberAccounts, payFromHouse } from '../ledger/ledger.service.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import { assertOffered, readingLanguage } from '../system/content-languages.ts';
import type { ClubLevel } from '../system/merchant-settings.ts';
import type { SystemService } from '../system/system.service.ts';
import * as matchRepo from './deposit-match.repo.ts';
import { matchOf, matchStateFor } from './deposit-match.service.ts';
import { assertLevel, levelOf, reachesLevel } from './eligibility.ts';
import { PROMOTION_HOUSE_KIND } from './house.ts';
import * as repo from './promotions.repo.ts';

/** A member may send this many applications, replays aside. */
export const APPLICATIONS_PER_ACCOUNT: Limit = { max: 10, windowMs: 3_600_000 };

export type UploadedImage = { data: Buffer; truncated: boolean };

/** A promotion's text in one language. */
export type PromotionText = { language: string; title: string; summary: string; content: string };

type ApplicationWithTitle = PromotionApplicationRow & { promotion_title: string };

const toApplication = (row: ApplicationWithTitle): Application => ({
  id: row.id,
  promotionId: row.promotion_id,
  promotionTitle: row.promotion_title,
  status: row.status,
  remark: row.remark,
  images: row.images.length,
  amount: row.amount === null ? null : safeNumber(row.amount),
  reason: row.reason,
  createdAt: row.created_at.toISOString(),
  reviewedAt: row.reviewed_at?.toISOString() ?? null,
});

const toEntry = (row: RaffleEntryRow): RaffleEntry => ({
  promotionId: row.promotion_id,
  joinedAt: row.joined_at.toISOString(),
  won: row.won,
  claimedAt: row.claimed_at?.toISOString() ?? null,
});

/**
 * What a viewer has to do with a promotion: its latest application, its raffle entry, the
 * raffle's entries, the local days it checked in (`YYYY-MM-DD`, for a check-in), its join to a
 * deposit match.
 */
type ViewerFacts = {
  latest: Application['status'] | null;
  entry: RaffleEntryRow | null;
  entries: number;
  checkinDays: readonly string[];
  join: PromotionMatchRow | null;
  /** Whether the viewer has an approved deposit (for a first-deposit match); null when not asked. */
  depositedBefore: boolean | null;
};

/** Raffles one pass of the minute job draws at most; the rest wait for the next pass. */
const DRAWS_PER_PASS = 20;

/** `count` distinct picks of `items`, uniformly at random (a partial Fisher-Yates shuffle). */
export function drawWinners<T>(items: readonly T[], count: number, pick = randomInt): T[] {
  const pool = [...items];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + pick(pool.length - i);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, n);
}

/** Visitors and trial accounts see promotions, but have no applications. */
const applicantOf = (viewer: MemberRow | null) => (viewer && viewer.type !== 4 ? viewer : null);

/**
 * Promotions (spec 2 `/promotions`, `/promoDetail`; spec 4 activity states; spec 5 activity
 * application): the merchant's activities as each viewer sees them, a member's application with
 * its remark and images, and the operator's review, which pays an issued bonus into the main
 * wallet (ledger key `promotion:<application>`) and tells the member in platform information.
 */
export function createPromotionsService(deps: {
  db: Db;
  clock: Clock;
  dataDir: string;
  system: Pick<SystemService, 'settingsById'>;
  limiter: Pick<RateLimiter, 'consume'>;
  messages: Pick<MessagesService, 'recordNotice' | 'record' | 'announce'>;
  /** Tells the member's open tabs the new balance after a bonus is paid. */
  publishBalance?: (memberId: string) => Promise<void>;
}) {
  const dir = path.resolve(deps.dataDir, 'promotions');
  const currencyOf = async (merchantId: string) =>
    (await deps.system.settingsById(merchantId)).info.brand.currency;
  /** The merchant's local date at `now`, `YYYY-MM-DD`: a check-in counts once per such day. */
  const localDayOf = async (merchantId: string, now: Date) =>
    isoDate(localDateOf(now, (await deps.system.settingsById(merchantId)).info.brand.timeZone));

  const stateOf = (row: PromotionRow, facts: ViewerFacts, now: Date, today: string) => {
    if (row.action === 'match') return matchStateFor(row, facts.join, now);
    if (row.action === 'raffle')
      return raffleStateOf(
        { startsAt: row.starts_at, endsAt: row.ends_at, drawn: row.drawn_at !== null },
        facts.entry ? { won: facts.entry.won, claimed: facts.entry.claimed_at !== null } : null,
        now,
      );
    if (row.action === 'checkin')
      return checkinStateOf(
        { startsAt: row.starts_at, endsAt: row.ends_at },
        facts.checkinDays.includes(today),
        now,
      );
    return promotionStateOf(
      { action: row.action, startsAt: row.starts_at, endsAt: row.ends_at },
      facts.latest,
      now,
    );
  };

  const checkinOf = (row: PromotionRow, facts: ViewerFacts, today: string): PromotionCheckin | null =>
    row.action === 'checkin' && row.prize !== null
      ? {
          reward: safeNumber(row.prize),
          days: facts.checkinDays.length,
          streak: checkinStreak(facts.checkinDays, today),
          today: facts.checkinDays.includes(today),
        }
      : null;

  /**
   * Whether the member has an approved deposit, asked only when one of `rows` is a first-deposit
   * match (null otherwise, and for a visitor).
   */
  const depositedBeforeFor = async (
    applicant: MemberRow | null,
    rows: readonly Pick<PromotionRow, 'first_deposit_only'>[],
  ): Promise<boolean | null> =>
    applicant && rows.some((r) => r.first_deposit_only)
      ? matchRepo.hasApprovedDeposit(deps.db, applicant.id)
      : null;

  /** The club levels of the merchant (its settings are cached), which name a promotion's level. */
  const levelsOf = async (merchantId: string) => (await deps.system.settingsById(merchantId)).clubLevels;

  /** A promotion's level is a rank the merchant's ladder has (or none). */
  async function assertRank(merchantId: string, rank: number | null) {
    if (rank !== null && !(await levelsOf(merchantId)).some((l) => l.rank === rank))
      throw new AppError('VALIDATION_FAILED', `The VIP club has no rank ${rank} (npm run ops -- club list)`);
  }

  const toPromotion = (
    row: PromotionRow,
    facts: ViewerFacts,
    now: Date,
    today: string,
    audience: { levels: readonly ClubLevel[]; applicant: MemberRow | null },
  ): Promotion => ({
    id: row.id,
    category: row.category,
    action: row.action,
    title: row.title,
    summary: row.summary,
    image: row.image,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    bonusMax: row.bonus_max === null ? null : safeNumber(row.bonus_max),
    state: stateOf(row, facts, now, today),
    raffle:
      row.action === 'raffle' && row.prize !== null && row.winners !== null
        ? {
            prize: safeNumber(row.prize),
            winners: row.winners,
            entries: facts.entries,
            drawnAt: row.drawn_at?.toISOString() ?? null,
          }
        : null,
    checkin: checkinOf(row, facts, today),
    match: matchOf(row, facts.join, facts.depositedBefore),
    level: levelOf(row, audience.levels),
    eligible: audience.applicant ? reachesLevel(audience.applicant, row) : null,
  });

  async function mainBalance(member: MemberRow, currency: string): Promise<number> {
    const main = (await memberAccounts(deps.db, member.id)).find(
      (a) => a.kind === 'main' && a.currency === currency,
    );
    return safeNumber((main?.balance ?? 0n).toString());
  }

  /** A raffle of the merchant open to joining or claiming, or the refusal that fits. */
  async function raffleOf(tx: Db, merchantId: string, id: string): Promise<PromotionRow> {
    const row = await repo.byId(tx, merchantId, id);
    if (!row) throw new AppError('PROMOTION_NOT_FOUND', 'There is no such promotion', 404);
    if (row.action !== 'raffle')
      throw new AppError('PROMOTION_NOT_APPLICABLE', 'This promotion is not a raffle', 409);
    return row;
  }

  /**
   * Draws an ended raffle's winners among its entries, uniformly at random and once, under the
   * promotion's row lock; each winner finds a message in platform information.
   */
  async function drawRaffle(
    db: Db,
    merchantId: string,
    id: string,
    now: Date,
  ): Promise<{ entries: number; winners: number }> {
    const currency = await currencyOf(merchantId);
    const result = await db.transaction().execute(async (tx) => {
      const raffle = await repo.lockPromotion(tx, merchantId, id);
      if (!raffle) throw new AppError('PROMOTION_NOT_FOUND', `No promotion ${id}`, 404);
      if (raffle.action !== 'raffle' || raffle.prize === null || raffle.winners === null)
        throw new AppError('PROMOTION_NOT_APPLICABLE', `Promotion ${id} is not a raffle`, 409);
      if (raffle.drawn_at) throw new AppError('CONFLICT', `Raffle ${id} was drawn already`, 409);
      if (!raffle.ends_at || raffle.ends_at.getTime() > now.getTime())
        throw new AppError('PROMOTION_NOT_OPEN', `Raffle ${id} is drawn after its end`, 409, {
          state: 'joined',
        });
      const entrants = await repo.entrantIds(tx, raffle.id);
      const won = await repo.markDrawn(tx, raffle.id, drawWinners(entrants, raffle.winners), now);
      for (const entry of won)
        await deps.messages.record(tx, {
          memberId: entry.member_id,
          kind: 'raffle_won',
          reference: raffle.title,
          amount: raffle.prize,
          currency,
          note: null,
        });
      return { entries: entrants.length, winnerIds: won.map((e) => e.member_id) };
    });
    for (const memberId of result.winnerIds) await deps.messages.announce(memberId).catch(() => undefined);
    return { entries: result.entries, winners: result.winnerIds.length };
  }

  /** The language `asked` reads the merchant's promotions in (content-languages.ts). */
  const readingIn = (merchantId: string, asked: string | undefined) =>
    readingLanguage(deps.system.settingsById, merchantId, asked);

  /** The merchant's promotion, its text as a reader of `language` gets it (as published without one). */
  async function promotionOf(merchantId: string, id: string, language?: string): Promise<PromotionRow> {
    const row =
      language === undefined
        ? await repo.byId(deps.db, merchantId, id)
        : await repo.readableById(deps.db, merchantId, id, language);
    if (!row) throw new AppError('PROMOTION_NOT_FOUND', 'There is no such promotion', 404);
    return row;
  }

  return {
    /** The promotions not ended yet (coming ones too), in the operator's order, with the viewer's states. */
    async list(
      merchantId: string,
      viewer: MemberRow | null,
      query: PromotionListQuery,
    ): Promise<PromotionListValue> {
      const now = deps.clock.now();
      const language = await readingIn(merchantId, query.language);
      const [currency, today, levels, rows] = await Promise.all([
        currencyOf(merchantId),
        localDayOf(merchantId, now),
        levelsOf(merchantId),
        repo.visible(deps.db, { merchantId, now, category: query.category, language }),
      ]);
      const applicant = applicantOf(viewer);
      const ids = (action: PromotionRow['action']) =>
        rows.filter((r) => r.action === action).map((r) => r.id);
      const [latest, entries, counts, checkins, joins, depositedBefore] = await Promise.all([
        applicant ? repo.latestOf(deps.db, applicant.id, ids('apply')) : [],
        applicant ? repo.entriesOf(deps.db, applicant.id, ids('raffle')) : [],
        repo.entryCounts(deps.db, ids('raffle')),
        applicant ? repo.checkinDaysOf(deps.db, applicant.id, ids('checkin')) : [],
        applicant ? matchRepo.joinsOf(deps.db, applicant.id, ids('match')) : [],
        depositedBeforeFor(applicant, rows),
      ]);
      const factsOf = (id: string): ViewerFacts => ({
        latest: latest.find((l) => l.promotion_id === id)?.status ?? null,
        entry: entries.find((e) => e.promotion_id === id) ?? null,
        entries: Number(counts.find((c) => c.promotion_id === id)?.entries ?? 0),
        checkinDays: checkins.filter((c) => c.promotion_id === id).map((c) => c.day),
        join: joins.find((j) => j.promotion_id === id) ?? null,
        depositedBefore,
      });
      const audience = { levels, applicant };
      return { currency, list: rows.map((row) => toPromotion(row, factsOf(row.id), now, today, audience)) };
    },

    /** One promotion (ended ones too: a link may outlive it) with the viewer's latest application. */
    async detail(
      merchantId: string,
      viewer: MemberRow | null,
      id: string,
      query: PromotionDetailQuery = {},
    ): Promise<PromotionDetail> {
      const now = deps.clock.now();
      const language = await readingIn(merchantId, query.language);
      const row = await promotionOf(merchantId, id, language);
      const applicant = applicantOf(viewer);
      const [latest, entry, counts, checkins, joins, depositedBefore, today] = await Promise.all([
        applicant && row.action === 'apply'
          ? repo.latestApplication(deps.db, applicant.id, row.id, language)
          : undefined,
        applicant && row.action === 'raffle' ? repo.entryOf(deps.db, applicant.id, row.id) : undefined,
        row.action === 'raffle' ? repo.entryCounts(deps.db, [row.id]) : [],
        applicant && row.action === 'checkin' ? repo.checkinDaysOf(deps.db, applicant.id, [row.id]) : [],
        applicant && row.action === 'match' ? matchRepo.joinsOf(deps.db, applicant.id, [row.id]) : [],
        depositedBeforeFor(applicant, [row]),
        localDayOf(merchantId, now),
      ]);
      const facts = {
        latest: latest?.status ?? null,
        entry: entry ?? null,
        entries: Number(counts[0]?.entries ?? 0),
        checkinDays: checkins.map((c) => c.day),
        join: joins[0] ?? null,
        depositedBefore,
      };
      return {
        ...toPromotion(row, facts, now, today, { levels: await levelsOf(merchantId), applicant }),
        currency: await currencyOf(merchantId),
        content: row.content,
        turnoverTimes:
          row.action === 'info'
            ? null
            : (await deps.system.settingsById(merchantId)).cashier.bonusTurnoverPct / 100,
        application: latest ? toApplication(latest) : null,
        entry: entry ? toEntry(entry) : null,
      };
    },

    /**
     * Applies for a running `apply` promotion: under the member's lock, refused while another
     * application awaits review or was issued; the row and its images are kept together or not
     * at all. The same request id answers the same application without checking anything again.
     */
    async apply(
      member: MemberRow,
      promotionId: string,
      fields: ApplicationFields,
      images: readonly UploadedImage[],
    ): Promise<ApplicationValue> {
      const types = assertImages(images, APPLICATION_MAX_IMAGES);
      const earlier = await repo.applicationByRequest(deps.db, member.id, fields.requestId);
      if (earlier) return { application: toApplication(replayOf(earlier, promotionId)) };
      await deps.limiter.consume(
        `promotion-apply:${member.id}`,
        APPLICATIONS_PER_ACCOUNT,
        'You have sent many applications; please wait a while before sending more',
      );
      const [currency, levels] = await Promise.all([
        currencyOf(member.merchant_id),
        levelsOf(member.merchant_id),
      ]);
      const id = await deps.db.transaction().execute(async (tx) => {
        await repo.lockMember(tx, member.id);
        // A concurrent twin of this request may have committed while this one waited.
        const twin = await repo.applicationByRequest(tx, member.id, fields.requestId);
        if (twin) return replayOf(twin, promotionId).id;
        const promotion = await repo.byId(tx, member.merchant_id, promotionId);
        if (!promotion) throw new AppError('PROMOTION_NOT_FOUND', 'There is no such promotion', 404);
        if (promotion.action !== 'apply')
          throw new AppError('PROMOTION_NOT_APPLICABLE', 'This promotion is not applied for', 409);
        assertLevel(member, promotion, levels);
        const now = deps.clock.now();
        const latest = await repo.latestApplication(tx, member.id, promotion.id);
        if (latest?.status === 'applying' || latest?.status === 'issued')
          throw new AppError(
            'PROMOTION_APPLIED',
            latest.status === 'applying'
              ? 'Your application to this promotion is awaiting review'
              : 'Your application to this promotion was issued already',
            409,
          );
        const state = promotionStateOf(
          { action: promotion.action, startsAt: promotion.starts_at, endsAt: promotion.ends_at },
          null,
          now,
        );
        if (state !== 'join')
          throw new AppError('PROMOTION_NOT_OPEN', 'This promotion is not open for applications', 409, {
            state,
          });
        const { id } = await repo.insertApplication(tx, {
          merchant_id: member.merchant_id,
          promotion_id: promotion.id,
          member_id: member.id,
          request_id: fields.requestId,
          remark: fields.remark ? fields.remark : null,
          currency,
          created_at: now,
        });
        if (images.length > 0) {
          await mkdir(dir, { recursive: true });
          const names = types.map((type, i) => `${id}-${i + 1}.${type}`);
          await Promise.all(names.map((name, i) => writeFile(path.join(dir, name), images[i]?.data ?? '')));
          await repo.setImages(tx, id, names);
        }
        return id;
      });
      const row = await repo.applicationById(deps.db, member.merchant_id, id);
      if (!row) throw new Error(`application ${id} vanished`);
      return { application: toApplication(row) };
    },

    /** Joins a running raffle; joining again answers the same entry. */
    async joinRaffle(member: MemberRow, body: RaffleJoinBody): Promise<RaffleJoinValue> {
      const now = deps.clock.now();
      const raffle = await raffleOf(deps.db, member.merchant_id, body.promotionId);
      const existing = await repo.entryOf(deps.db, member.id, raffle.id);
      if (existing) return { entry: toEntry(existing) };
      assertLevel(member, raffle, await levelsOf(member.merchant_id));
      const state = raffleStateOf(
        { startsAt: raffle.starts_at, endsAt: raffle.ends_at, drawn: raffle.drawn_at !== null },
        null,
        now,
      );
      if (state !== 'join')
        throw new AppError('PROMOTION_NOT_OPEN', 'This raffle is not open for entries', 409, { state });
      await repo.insertEntry(deps.db, {
        merchant_id: member.merchant_id,
        promotion_id: raffle.id,
        member_id: member.id,
        joined_at: now,
      });
      const entry = await repo.entryOf(deps.db, member.id, raffle.id);
      if (!entry) throw new Error(`entry of ${member.id} to ${raffle.id} vanished`);
      return { entry: toEntry(entry) };
    },

    /**
     * Pays a winner's prize once (spec 7 `MCS2_claimRafflePromotion`), in one transaction under the
     * entry's row lock: the ledger transfer (`raffle:<entry>`) and the claim mark. The same request
     * id answers the same claim; another one after it is `RAFFLE_CLAIMED`.
     */
    async claimRaffle(member: MemberRow, body: RaffleClaimBody): Promise<RaffleClaimValue> {
      const currency = await currencyOf(member.merchant_id);
      const raffle = await raffleOf(deps.db, member.merchant_id, body.promotionId);
      const prize = safeNumber(raffle.prize ?? '0');
      const entry = await deps.db.transaction().execute(async (tx) => {
        const earlier = await repo.entryByClaimRequest(tx, member.id, body.requestId);
        if (earlier) {
          if (earlier.promotion_id !== raffle.id)
            throw new AppError('CONFLICT', 'This request id was used to claim another raffle', 409);
          return earlier;
        }
        const mine = await repo.lockEntry(tx, member.id, raffle.id);
        if (!mine?.won)
          throw new AppError(
            'RAFFLE_NOT_WON',
            raffle.drawn_at ? 'This raffle was drawn and you did not win' : 'This raffle is not drawn yet',
            409,
          );
        // A twin of this request that committed while this one waited for the lock.
        if (mine.claim_request_id === body.requestId) return mine;
        if (mine.claimed_at) throw new AppError('RAFFLE_CLAIMED', 'This prize was claimed already', 409);
        await payFromHouse(tx, {
          merchantId: member.merchant_id,
          memberId: member.id,
          currency,
          amount: BigInt(prize),
          house: PROMOTION_HOUSE_KIND,
          key: `raffle:${mine.id}`,
          type: 'raffle_prize',
          reference: `RF${mine.id}`,
        });
        return repo.setClaimed(tx, mine.id, body.requestId, deps.clock.now());
      });
      // The member's other tabs hear the balance; the payment stands whether or not they do.
      if (deps.publishBalance) await deps.publishBalance(member.id).catch(() => undefined);
      return { entry: toEntry(entry), prize, balance: await mainBalance(member, currency), currency };
    },

    /**
     * Today's check-in to a running `checkin` promotion (spec 4 `signed`): once per member and
     * local day of the merchant, paid in the same transaction (ledger key `checkin:<id>`). The
     * same request id answers the same check-in; another one on a day already checked in is
     * `CHECKIN_DONE`.
     */
    async checkIn(member: MemberRow, body: CheckinBody): Promise<CheckinValue> {
      const now = deps.clock.now();
      const [currency, today, promotion] = await Promise.all([
        currencyOf(member.merchant_id),
        localDayOf(member.merchant_id, now),
        promotionOf(member.merchant_id, body.promotionId),
      ]);
      if (promotion.action !== 'checkin' || promotion.prize === null)
        throw new AppError('PROMOTION_NOT_APPLICABLE', 'This promotion has no check-in', 409);
      assertLevel(member, promotion, await levelsOf(member.merchant_id));
      const reward = promotion.prize;
      const earlier = await repo.checkinByRequest(deps.db, member.id, body.requestId);
      if (earlier && earlier.promotion_id !== promotion.id)
        throw new AppError('CONFLICT', 'This request id was used to check in to another promotion', 409);
      if (!earlier) {
        const state = checkinStateOf(
          { startsAt: promotion.starts_at, endsAt: promotion.ends_at },
          false,
          now,
        );
        if (state !== 'join')
          throw new AppError('PROMOTION_NOT_OPEN', 'This promotion is not open for check-ins', 409, {
            state,
          });
        await deps.db.transaction().execute(async (tx) => {
          const id = await repo.insertCheckin(tx, {
            merchant_id: member.merchant_id,
            promotion_id: promotion.id,
            member_id: member.id,
            day: today,
            reward,
            request_id: body.requestId,
            created_at: now,
          });
          if (id === undefined) {
            // A twin of this request that committed first answers as this one.
            const twin = await repo.checkinByRequest(tx, member.id, body.requestId);
            if (twin?.promotion_id === promotion.id) return;
            throw new AppError('CHECKIN_DONE', 'You have checked in today already', 409);
          }
          await payFromHouse(tx, {
            merchantId: member.merchant_id,
            memberId: member.id,
            currency,
            amount: BigInt(reward),
            house: PROMOTION_HOUSE_KIND,
            key: `checkin:${id}`,
            type: 'checkin_reward',
            reference: `CI${id}`,
          });
        });
        // The member's other tabs hear the balance; the payment stands whether or not they do.
        if (deps.publishBalance) await deps.publishBalance(member.id).catch(() => undefined);
      }
      const days = (await repo.checkinDaysOf(deps.db, member.id, [promotion.id])).map((d) => d.day);
      return {
        checkin: {
          reward: safeNumber(reward),
          days: days.length,
          streak: checkinStreak(days, today),
          today: days.includes(today),
        },
        reward: safeNumber(reward),
        balance: await mainBalance(member, currency),
        currency,
      };
    },

    /** Operator: draws an ended raffle's winners now (`promo draw`), before the minute job would. */
    draw: (merchantId: string, id: string) => drawRaffle(deps.db, merchantId, id, deps.clock.now()),

    /**
     * The minute job: draws every raffle that has ended, so winners can claim without waiting
     * for the operator. A raffle the operator (or another pass) drew meanwhile is skipped.
     */
    async drawEnded(db: Db, now: Date): Promise<number> {
      let drawn = 0;
      for (const raffle of await repo.endedUndrawnRaffles(db, now, DRAWS_PER_PASS)) {
        try {
          await drawRaffle(db, raffle.merchant_id, raffle.id, now);
          drawn++;
        } catch (err) {
          if (!(err instanceof AppError && err.code === 'CONFLICT')) throw err;
        }
      }
      return drawn;
    },

    /** The member's applications, newest first. */
    async applications(member: MemberRow, query: ApplicationsQuery): Promise<ApplicationsPage> {
      const language = await readingIn(member.merchant_id, query.language);
      const [currency, { rows, total }] = await Promise.all([
        currencyOf(member.merchant_id),
        repo.memberPage(deps.db, {
          memberId: member.id,
          language,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
      ]);
      return {
        currency,
        list: rows.map(toApplication),
        page: query.page,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    /** Operator: a new promotion; answers its row. */
    async add(input: Omit<repo.NewPromotion, 'starts_at'> & { starts_at: Date | null }) {
      const now = deps.clock.now();
      const startsAt = input.starts_at ?? now;
      if (input.ends_at && input.ends_at.getTime() <= Math.max(startsAt.getTime(), now.getTime()))
        throw new AppError('VALIDATION_FAILED', 'The end must be after the start and in the future');
      await assertRank(input.merchant_id, input.min_club_rank ?? null);
      const match = input.action === 'match';
      if (match && (input.match_percent == null || input.min_deposit == null || input.bonus_max === null))
        throw new AppError(
          'VALIDATION_FAILED',
          'A deposit match needs its share (percent), its smallest deposit and its bonus ceiling',
        );
      if (match && (input.prize != null || input.winners != null))
        throw new AppError('VALIDATION_FAILED', 'A deposit match has no prize and no winners');
      if (!match && input.first_deposit_only)
        throw new AppError('VALIDATION_FAILED', 'Only a deposit match can be for a first deposit');
      if (!match && (input.match_percent != null || input.min_deposit != null))
        throw new AppError('VALIDATION_FAILED', 'Only a deposit match has a share and a smallest deposit');
      if (input.action !== 'apply' && !match && input.bonus_max !== null)
        throw new AppError(
          'VALIDATION_FAILED',
          'Only a promotion applied for or a deposit match has a bonus ceiling',
        );
      const raffle = input.action === 'raffle';
      if (raffle !== (input.prize != null && input.winners != null) && input.action !== 'checkin')
        throw new AppError(
          'VALIDATION_FAILED',
          'A raffle, and only a raffle, has a prize and a number of winners',
        );
      if (raffle && !input.ends_at)
        throw new AppError('VALIDATION_FAILED', 'A raffle needs an end (its draw)');
      const checkin = input.action === 'checkin';
      if (checkin && (input.prize == null || input.winners != null))
        throw new AppError('VALIDATION_FAILED', 'A check-in has a prize (its daily reward) and no winners');
      return repo.insert(deps.db, { ...input, starts_at: startsAt });
    },

    /** Operator: makes a promotion for members of a club rank and above, or (null) for every member again. */
    async setLevel(merchantId: string, id: string, rank: number | null): Promise<void> {
      await assertRank(merchantId, rank);
      if (!(await repo.setLevel(deps.db, merchantId, id, rank)))
        throw new AppError('NOT_FOUND', `No promotion ${id}`, 404);
    },

    /** Operator: the image of the promotion's card and page (a checked path or https address), or none. */
    async setImage(merchantId: string, id: string, image: string | null): Promise<void> {
      if (!(await repo.setImage(deps.db, merchantId, id, image)))
        throw new AppError('NOT_FOUND', `No promotion ${id}`, 404);
    },

    /** Operator: ends a running or scheduled promotion now; applications awaiting review stay. */
    async end(merchantId: string, id: string): Promise<void> {
      if (!(await repo.end(deps.db, merchantId, id, deps.clock.now())))
        throw new AppError('PROMOTION_NOT_FOUND', `No promotion ${id} is running or scheduled`, 404);
    },

    /** Operator: every promotion of the merchant, with the languages it is translated into. */
    listAll: (merchantId: string) => repo.all(deps.db, merchantId),

    /**
     * Operator: the promotion's text in a language the merchant offers, replacing the one it had
     * there; readers of that language get it instead of the text as published. The text comes
     * trimmed and within the limits of publishing (promotions.ops.ts checks both alike).
     */
    async translate(merchantId: string, id: string, text: PromotionText): Promise<void> {
      await assertOffered(deps.system.settingsById, merchantId, text.language);
      if (!(await repo.byId(deps.db, merchantId, id)))
        throw new AppError('NOT_FOUND', `No promotion ${id}`, 404);
      await repo.upsertText(deps.db, { promotion_id: id, ...text });
    },

    /** Operator: removes the promotion's text in a language; its readers get the text as published again. */
    async untranslate(merchantId: string, id: string, language: string): Promise<void> {
      if (!(await repo.deleteText(deps.db, merchantId, id, language)))
        throw new AppError('NOT_FOUND', `Promotion ${id} has no text in ${language}`, 404);
    },

    /** Operator: the applications awaiting review (oldest first), or the newest of all. */
    queue: (merchantId: string, pendingOnly: boolean) => repo.queue(deps.db, merchantId, pendingOnly, 50),

    /**
     * Operator: issues `amount` (minor units, within the promotion's ceiling) for an application
     * awaiting review, or rejects it with a reason. One transaction: the application's row lock,
     * the payment, the review and the member's message; a second review of it is refused.
     */
    async review(
      merchantId: string,
      applicationId: string,
      decision: { issue: true; amount: bigint } | { issue: false; reason: string },
    ): Promise<Application> {
      const at = deps.clock.now();
      const memberId = await deps.db.transaction().execute(async (tx) => {
        const application = await repo.lockApplication(tx, merchantId, applicationId);
        if (!application) throw new AppError('NOT_FOUND', `No application ${applicationId}`, 404);
        if (application.status !== 'applying')
          throw new AppError(
            'CONFLICT',
            `Application ${applicationId} was ${application.status} already`,
            409,
          );
        const promotion = await repo.byId(tx, merchantId, application.promotion_id);
        if (!promotion) throw new Error(`promotion ${application.promotion_id} vanished`);
        if (decision.issue) {
          if (decision.amount <= 0n || decision.amount > BigInt(Number.MAX_SAFE_INTEGER))
            throw new AppError('VALIDATION_FAILED', 'An amount is a positive number of minor units');
          if (promotion.bonus_max !== null && decision.amount > BigInt(promotion.bonus_max))
            throw new AppError(
              'VALIDATION_FAILED',
              `The amount is above this promotion's ceiling of ${promotion.bonus_max} minor units`,
            );
          await payFromHouse(tx, {
            merchantId,
            memberId: application.member_id,
            currency: application.currency,
            amount: decision.amount,
            house: PROMOTION_HOUSE_KIND,
            key: `promotion:${application.id}`,
            type: 'promotion_bonus',
            reference: `PA${application.id}`,
          });
        }
        await repo.review(tx, application.id, {
          status: decision.issue ? 'issued' : 'rejected',
          amount: decision.issue ? decision.amount.toString() : null,
          reason: decision.issue ? null : decision.reason,
          at,
        });
        await deps.messages.record(tx, {
          memberId: application.member_id,
          kind: decision.issue ? 'promotion_issued' : 'promotion_rejected',
          reference: promotion.title,
          amount: decision.issue ? decision.amount.toString() : null,
          currency: decision.issue ? application.currency : null,
          note: decision.issue ? null : decision.reason,
        });
        return application.member_id;
      });
      // The review stands whether or not a tab hears of it.
      await deps.messages.announce(memberId).catch(() => undefined);
      if (decision.issue && deps.publishBalance) await deps.publishBalance(memberId).catch(() => undefined);
      const row = await repo.applicationById(deps.db, merchantId, applicationId);
      if (!row) throw new Error(`application ${applicationId} vanished`);
      return toApplication(row);
    },
  };
}
export type PromotionsService = ReturnType<typeof createPromotionsService>;

/** A replayed request id must name the same promotion; answers the application it made. */
function replayOf(earlier: ApplicationWithTitle, promotionId: string): ApplicationWithTitle {
  if (earlier.promotion_id !== promotionId)
    throw new AppError('CONFLICT', 'This request id was used to apply to another promotion', 409);
  return earlier;
}
