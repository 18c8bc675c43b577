import { AppError } from '@portal/contracts/errors';
import {
  APPLICATION_REMARK_MAX,
  MATCH_PERCENT_MAX,
  PROMOTION_CONTENT_MAX,
  PROMOTION_SUMMARY_MAX,
  PROMOTION_TITLE_MAX,
  promotionActions,
  promotionCategories,
} from '@portal/contracts/promotions';
import { languageCodeSchema } from '@portal/contracts/system';
import { z } from 'zod';
import type { PromotionRow } from '../../db/schema.ts';
import { idSchema, siteImageSchema } from '../admin/ops-flags.ts';
import type { PromotionsService } from './promotions.service.ts';

/** The operator's promotion commands (`npm run ops -- promo ...`). */

const minorSchema = z.number().int().positive('An amount is above zero').max(Number.MAX_SAFE_INTEGER);
const rankSchema = z
  .number()
  .int()
  .min(1, 'A VIP club rank is 1 to 10')
  .max(10, 'A VIP club rank is 1 to 10');

/** A promotion's text, as published and as translated alike. */
const textFields = {
  title: z.string().trim().min(1, 'A promotion needs --title').max(PROMOTION_TITLE_MAX),
  summary: z.string().trim().min(1, 'A promotion needs --summary').max(PROMOTION_SUMMARY_MAX),
  text: z.string().trim().min(1, 'A promotion needs --text (its terms)').max(PROMOTION_CONTENT_MAX),
};

export const promotionOpsSchema = z.discriminatedUnion('action', [
  z
    .object({
      action: z.literal('add'),
      kind: z.enum(promotionActions, { error: `A promotion is one of: ${promotionActions.join(', ')}` }),
      category: z.enum(promotionCategories, {
        error: `A category is one of: ${promotionCategories.join(', ')}`,
      }),
      ...textFields,
      bonusMax: minorSchema.nullable(),
      prize: minorSchema.nullable(),
      winners: z.number().int().min(1, 'A raffle has at least 1 winner').max(10_000).nullable(),
      percent: z
        .number()
        .int()
        .min(1, 'A deposit match gives at least 1 percent')
        .max(MATCH_PERCENT_MAX, `A deposit match gives at most ${MATCH_PERCENT_MAX} percent`)
        .nullable(),
      minDeposit: minorSchema.nullable(),
      minLevel: rankSchema.nullable(),
      firstDeposit: z.boolean().default(false),
      image: siteImageSchema.nullable(),
      from: z.iso.datetime({ offset: true }).nullable(),
      until: z.iso.datetime({ offset: true }).nullable(),
      sort: z.number().int().nonnegative().max(1_000_000),
    })
    .strict(),
  z.object({ action: z.literal('list') }).strict(),
  z.object({ action: z.literal('level'), id: idSchema('A promotion'), rank: rankSchema.nullable() }).strict(),
  z.object({ action: z.literal('end'), id: idSchema('A promotion') }).strict(),
  z
    .object({ action: z.literal('image'), id: idSchema('A promotion'), image: siteImageSchema.nullable() })
    .strict(),
  z.object({ action: z.literal('draw'), id: idSchema('A promotion') }).strict(),
  z
    .object({
      action: z.literal('translate'),
      id: idSchema('A promotion'),
      language: languageCodeSchema,
      ...textFields,
    })
    .strict(),
  z
    .object({ action: z.literal('untranslate'), id: idSchema('A promotion'), language: languageCodeSchema })
    .strict(),
  z.object({ action: z.literal('applications'), all: z.boolean() }).strict(),
  z.object({ action: z.literal('issue'), id: idSchema('An application'), amount: minorSchema }).strict(),
  z
    .object({
      action: z.literal('reject'),
      id: idSchema('An application'),
      reason: z.string().trim().min(1, 'A rejection needs --reason').max(APPLICATION_REMARK_MAX),
    })
    .strict(),
]);
export type PromotionOpsCommand = z.infer<typeof promotionOpsSchema>;

export const promotionOpsUsage = `  promo add info|apply|raffle|checkin|match CATEGORY --title TEXT --summary TEXT --text TERMS
            [--bonus-max MINOR] [--prize MINOR --winners N] [--percent N --min-deposit MINOR]
            [--first-deposit yes] [--min-level RANK] [--image URL] [--from ISO-TIME] [--until ISO-TIME]
            [--sort N]
                   a promotion (categories: ${promotionCategories.join(', ')}); a raffle needs
                   --prize (each winner's), --winners and --until (members join until then);
                   a checkin needs --prize (paid for each day a member checks in); a match (a
                   deposit match) needs --percent of the deposit paid as a bonus, --min-deposit
                   and --bonus-max: members join it, and the next deposit each one makes before
                   its end pays the bonus when it is approved (--first-deposit yes: only a
                   member's first approved deposit, and members who deposited cannot join);
                   --min-level keeps it to members
                   of that VIP club rank and above (npm run ops -- club list)
  promo list | promo end ID
  promo level ID RANK|none                          for members of the club rank and above, or all
  promo image ID URL|none                           the image of its card and page: a path on the
                                                    site (/promotions/x.svg) or an https:// address
  promo draw ID                                     an ended raffle's winners, drawn at random
  promo translate ID --language CODE --title TEXT --summary TEXT --text TERMS
                   the promotion's text in another language the merchant offers: a visitor reading
                   in it gets this text, the others the text it was published with
  promo untranslate ID --language CODE              its readers get the text as published again
  promo applications [--all yes]                    applications awaiting review (or the newest 50)
  promo issue APPLICATION --amount MINOR            pay the bonus into the member's main wallet
  promo reject APPLICATION --reason TEXT            the member may apply again`;

/** A yes-or-no flag: absent is no. */
function yesNo(flags: Map<string, string>, name: string): boolean {
  const text = flags.get(name);
  if (text === undefined || text === 'no') return false;
  if (text === 'yes') return true;
  throw new AppError('VALIDATION_FAILED', `--${name} is yes or no`);
}

/** `promo ...` words and flags into a command (the schema then checks it), or null when they are not one. */
export function promotionOpsOf(words: readonly string[], flags: Map<string, string>): unknown {
  const [action, target, extra] = words;
  const whole = (name: string) => {
    const text = flags.get(name);
    if (text === undefined) return null;
    if (!/^\d{1,16}$/.test(text)) throw new AppError('VALIDATION_FAILED', `--${name} is a whole number`);
    return Number(text);
  };
  if (action === 'add' && target && extra && words.length === 3)
    return {
      action,
      kind: target,
      category: extra,
      title: flags.get('title') ?? '',
      summary: flags.get('summary') ?? '',
      text: flags.get('text') ?? '',
      bonusMax: whole('bonus-max'),
      prize: whole('prize'),
      winners: whole('winners'),
      percent: whole('percent'),
      minDeposit: whole('min-deposit'),
      minLevel: whole('min-level'),
      firstDeposit: yesNo(flags, 'first-deposit'),
      image: flags.get('image') ?? null,
      from: flags.get('from') ?? null,
      until: flags.get('until') ?? null,
      sort: whole('sort') ?? 0,
    };
  if (action === 'list' && words.length === 1) return { action };
  if (action === 'level' && target && extra && words.length === 3) {
    if (extra !== 'none' && !/^\d{1,2}$/.test(extra))
      throw new AppError('VALIDATION_FAILED', 'A level is a VIP club rank (1 to 10) or none');
    return { action, id: target, rank: extra === 'none' ? null : Number(extra) };
  }
  if ((action === 'end' || action === 'draw') && target && words.length === 2) return { action, id: target };
  if (action === 'image' && target && extra && words.length === 3)
    return { action, id: target, image: extra === 'none' ? null : extra };
  if (action === 'translate' && target && words.length === 2)
    return {
      action,
      id: target,
      language: flags.get('language') ?? '',
      title: flags.get('title') ?? '',
      summary: flags.get('summary') ?? '',
      text: flags.get('text') ?? '',
    };
  if (action === 'untranslate' && target && words.length === 2)
    return { action, id: target, language: flags.get('language') ?? '' };
  if (action === 'applications' && words.length === 1) return { action, all: flags.get('all') === 'yes' };
  if (action === 'issue' && target && words.length === 2)
    return { action, id: target, amount: whole('amount') ?? 0 };
  if (action === 'reject' && target && words.length === 2)
    return { action, id: target, reason: flags.get('reason') ?? '' };
  return null;
}

const window = (p: PromotionRow) =>
  `${p.starts_at.toISOString()} .. ${p.ends_at ? p.ends_at.toISOString() : 'open-ended'}`;
const raffleTerms = (p: PromotionRow) => {
  if (p.action === 'checkin') return `  ${p.prize} a day`;
  if (p.action === 'match')
    return `  ${p.match_percent}% of a ${p.first_deposit_only ? 'first ' : ''}deposit from ${p.min_deposit}`;
  return p.action === 'raffle'
    ? `  ${p.winners} x ${p.prize}${p.drawn_at ? `  drawn ${p.drawn_at.toISOString()}` : ''}`
    : '';
};
const translations = (p: { translations?: string | null }) =>
  p.translations ? `  translated: ${p.translations}` : '';
const line = (p: PromotionRow & { translations?: string | null }) =>
  `${p.id}  ${p.action} ${p.category}  "${p.title}"  ${window(p)}${p.bonus_max ? `  up to ${p.bonus_max}` : ''}${raffleTerms(p)}${p.min_club_rank ? `  club rank ${p.min_club_rank}+` : ''}${p.image ? `  image ${p.image}` : ''}  sort ${p.sort}${translations(p)}`;

/** What the promotion commands use of the service. */
export type PromotionOps = Pick<
  PromotionsService,
  | 'add'
  | 'listAll'
  | 'end'
  | 'queue'
  | 'review'
  | 'draw'
  | 'translate'
  | 'untranslate'
  | 'setLevel'
  | 'setImage'
>;

export async function applyPromotionCommand(
  promotions: PromotionOps,
  merchantId: string,
  command: PromotionOpsCommand,
): Promise<string> {
  switch (command.action) {
    case 'add': {
      const row = await promotions.add({
        merchant_id: merchantId,
        category: command.category,
        action: command.kind,
        title: command.title,
        summary: command.summary,
        content: command.text,
        bonus_max: command.bonusMax === null ? null : String(command.bonusMax),
        prize: command.prize === null ? null : String(command.prize),
        winners: command.winners,
        match_percent: command.percent,
        min_deposit: command.minDeposit === null ? null : String(command.minDeposit),
        min_club_rank: command.minLevel,
        first_deposit_only: command.firstDeposit,
        image: command.image,
        starts_at: command.from ? new Date(command.from) : null,
        ends_at: command.until ? new Date(command.until) : null,
        sort: command.sort,
      });
      return `promotion added: ${line(row)}`;
    }
    case 'list': {
      const rows = await promotions.listAll(merchantId);
      return rows.length === 0 ? 'no promotions' : rows.map(line).join('\n');
    }
    case 'level':
      await promotions.setLevel(merchantId, command.id, command.rank);
      return command.rank === null
        ? `promotion ${command.id} is for every member`
        : `promotion ${command.id} is for VIP club rank ${command.rank} and above`;
    case 'image':
      await promotions.setImage(merchantId, command.id, command.image);
      return command.image === null
        ? `promotion ${command.id} shows no image`
        : `promotion ${command.id} shows ${command.image}`;
    case 'end':
      await promotions.end(merchantId, command.id);
      return `promotion ${command.id} ended`;
    case 'draw': {
      const { entries, winners } = await promotions.draw(merchantId, command.id);
      return `raffle ${command.id} drawn: ${winners} winner(s) among ${entries} entries`;
    }
    case 'translate': {
      const { id, language, title, summary, text } = command;
      await promotions.translate(merchantId, id, { language, title, summary, content: text });
      return `promotion ${id} translated into ${language}`;
    }
    case 'untranslate':
      await promotions.untranslate(merchantId, command.id, command.language);
      return `promotion ${command.id}: the ${command.language} translation removed`;
    case 'applications': {
      const rows = await promotions.queue(merchantId, !command.all);
      if (rows.length === 0) return command.all ? 'no applications' : 'no applications awaiting review';
      return rows
        .map((a) =>
          [
            `${a.id}  ${a.status}  ${a.account}  "${a.promotion_title}"  ${a.created_at.toISOString()}${a.amount ? `  issued ${a.amount}` : ''}`,
            a.remark ? `    remark: ${a.remark}` : null,
            a.images.length > 0 ? `    images (under DATA_DIR/promotions): ${a.images.join(' ')}` : null,
            a.reason ? `    reason: ${a.reason}` : null,
          ]
            .filter((part) => part !== null)
            .join('\n'),
        )
        .join('\n');
    }
    case 'issue': {
      const a = await promotions.review(merchantId, command.id, {
        issue: true,
        amount: BigInt(command.amount),
      });
      return `application ${a.id} issued: ${a.amount} minor units paid`;
    }
    case 'reject': {
      const a = await promotions.review(merchantId, command.id, { issue: false, reason: command.reason });
      return `application ${a.id} rejected`;
    }
  }
}
