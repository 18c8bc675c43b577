import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@portal/contracts/errors';
import { FEEDBACK_MAX_IMAGES, type FeedbackFields, type FeedbackValue } from '@portal/contracts/feedback';
import type { Db, MemberRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.ts';
import { assertImages } from '../cashier/proof-image.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import * as repo from './feedback.repo.ts';

/** A sender may write this often: per address (visitors share none), and per account. */
export const FEEDBACK_PER_IP: Limit = { max: 5, windowMs: 3_600_000 };
export const FEEDBACK_PER_ACCOUNT: Limit = { max: 10, windowMs: 86_400_000 };

export type FeedbackImage = { data: Buffer; truncated: boolean };

/**
 * Feedback (spec 7 `PUT /wps/feedback`): visitors and members write to the operator, who reads
 * it with `npm run ops -- feedback list` and answers a member in its platform information.
 */
export function createFeedbackService(deps: {
  db: Db;
  clock: Clock;
  dataDir: string;
  limiter: Pick<RateLimiter, 'consume'>;
  messages: Pick<MessagesService, 'recordNotice' | 'announce'>;
}) {
  const dir = path.resolve(deps.dataDir, 'feedback');

  return {
    /** Nothing is kept unless all of it is: the row, then its images, in one transaction. */
    async submit(input: {
      merchantId: string;
      member: MemberRow | null;
      ip: string;
      fields: FeedbackFields;
      images: readonly FeedbackImage[];
    }): Promise<FeedbackValue> {
      const types = assertImages(input.images, FEEDBACK_MAX_IMAGES);
      const busy = 'You have sent a lot of feedback; please wait a while before sending more';
      await deps.limiter.consume(`feedback:ip:${input.ip}`, FEEDBACK_PER_IP, busy);
      if (input.member)
        await deps.limiter.consume(`feedback:acct:${input.member.id}`, FEEDBACK_PER_ACCOUNT, busy);
      const row = await deps.db.transaction().execute(async (tx) => {
        const inserted = await repo.insert(tx, {
          merchant_id: input.merchantId,
          member_id: input.member?.id ?? null,
          category: input.fields.category,
          content: input.fields.content,
          remark: input.fields.remark ?? null,
          ip: input.ip,
        });
        if (input.images.length > 0) {
          await mkdir(dir, { recursive: true });
          const names = types.map((type, i) => `${inserted.id}-${i + 1}.${type}`);
          await Promise.all(
            names.map((name, i) => writeFile(path.join(dir, name), input.images[i]?.data ?? '')),
          );
          await repo.setImages(tx, inserted.id, names);
        }
        return inserted;
      });
      return { id: row.id, images: input.images.length, createdAt: row.created_at.toISOString() };
    },

    /** The newest 50 (only those without an answer when asked), for the operator. */
    list: (merchantId: string, unansweredOnly: boolean) =>
      repo.newest(deps.db, merchantId, 50, unansweredOnly),

    /** Answers a member's feedback once, in its platform information. */
    async answer(
      merchantId: string,
      id: string,
      notice: { title: string; content: string },
    ): Promise<string> {
      const memberId = await deps.db.transaction().execute(async (tx) => {
        const row = await repo.lockOne(tx, merchantId, id);
        if (!row) throw new AppError('NOT_FOUND', `No feedback ${id}`, 404);
        if (row.answered_at)
          throw new AppError('VALIDATION_FAILED', `Feedback ${id} has been answered already`);
        if (!row.member_id)
          throw new AppError(
            'VALIDATION_FAILED',
            `Feedback ${id} came from a visitor: there is no account to answer`,
          );
        await deps.messages.recordNotice(tx, row.member_id, notice);
        await repo.setAnswer(tx, id, notice.content, deps.clock.now());
        return row.member_id;
      });
      await deps.messages.announce(memberId);
      return memberId;
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
