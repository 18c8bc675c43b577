import { randomBytes } from 'node:crypto';
import { type Deposit, type DepositChannel, gatewayCallbackBodySchema } from '@portal/contracts/cashier';
import { AppError } from '@portal/contracts/errors';
import type { Db, MemberRow, Tx } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { isValidSignature } from '../../lib/hmac-signature.ts';
import type { Hub } from '../../lib/hub.ts';
import { holdsNul, nulRefused } from '../../lib/nul-text.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import { readingLanguage } from '../system/content-languages.ts';
import type { SystemService } from '../system/system.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './cashier.repo.ts';
import * as channelRepo from './channels.repo.ts';
import { saveProofImage } from './proof-image.ts';

type DepositRow = NonNullable<Awaited<ReturnType<typeof repo.findDeposit>>>;
type ChannelRow = NonNullable<Awaited<ReturnType<typeof channelRepo.findChannel>>>;

const toChannel = (c: ChannelRow): DepositChannel => {
  const common = {
    code: c.code,
    name: c.name,
    minAmount: Number(c.min_amount),
    maxAmount: Number(c.max_amount),
  };
  return c.kind === 'gateway'
    ? { ...common, kind: 'gateway' }
    : {
        ...common,
        kind: 'bank_transfer',
        bankName: c.bank_name,
        accountName: c.account_name,
        accountNumber: c.account_number,
      };
};

const toDeposit = (row: DepositRow): Deposit => ({
  id: row.id,
  channelCode: row.channel_code,
  amount: Number(row.amount),
  currency: row.currency,
  reference: row.reference,
  status: row.status,
  note: row.note,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

/** A short reference the player writes on the bank transfer, so the operator can match it. */
const newReference = () => `D${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * Deposits by bank transfer: the player sends money to the merchant's account, submits the
 * amount and a proof image, and an operator approves (credit through the ledger) or rejects.
 */
export function createCashierService(deps: {
  db: Db;
  clock: Clock;
  dataDir: string;
  system: Pick<SystemService, 'settingsFor'>;
  wallet: Pick<WalletService, 'publishBalance'>;
  hub: Pick<Hub, 'toMember'>;
  messages: Pick<MessagesService, 'record' | 'announce'>;
  /**
   * Runs in the transaction that credits an approved deposit (the referral reward); answers the
   * other members whose balance it moved, so their open tabs hear it once the credit commits.
   */
  onDepositCredited?: (tx: Tx, row: DepositRow) => Promise<readonly string[] | undefined>;
  /** Refuses a new deposit request that would pass the member's deposit limits (responsible gaming). */
  limits?: { checkDeposit(member: MemberRow, amount: bigint): Promise<void> };
}) {
  /** The member's inbox says what was decided, in the decision's own transaction. */
  const tell = (tx: Tx, row: DepositRow) =>
    deps.messages.record(tx, {
      memberId: row.member_id,
      kind: row.status === 'approved' ? 'deposit_approved' : 'deposit_rejected',
      reference: row.reference,
      amount: row.amount,
      currency: row.currency,
      note: row.note,
    });

  /**
   * After a decision has committed, and only then: every open tab of the member hears that the
   * deposit changed state, and the new balance when it was credited; so does each other member
   * the credit paid (`alsoCredited`: the friend's inviter). A replayed or refused decision never
   * gets here, so it announces nothing.
   */
  async function announce(row: DepositRow, alsoCredited: readonly string[] = []) {
    await deps.hub.toMember(row.member_id, {
      type: 'cashier',
      value: { kind: 'deposit', id: row.id, status: row.status },
    });
    if (row.status === 'approved') await deps.wallet.publishBalance({ id: row.member_id }, null);
    for (const memberId of alsoCredited) await deps.wallet.publishBalance({ id: memberId }, null);
    await deps.messages.announce(row.member_id);
  }

  async function channelFor(merchantId: string, code: string, kind: ChannelRow['kind'], amount: number) {
    const channel = await channelRepo.findChannel(deps.db, merchantId, code);
    if (!channel || channel.kind !== kind)
      throw new AppError('NOT_FOUND', 'This payment channel is not available');
    if (amount < Number(channel.min_amount) || amount > Number(channel.max_amount))
      throw new AppError('AMOUNT_OUT_OF_RANGE', 'The amount is outside this channel’s limits', 422, {
        minAmount: Number(channel.min_amount),
        maxAmount: Number(channel.max_amount),
      });
    return channel;
  }

  /**
   * Credits an approved deposit; the ledger key is the deposit id, so it happens once. Answers
   * the other members the credit paid too.
   */
  async function credit(tx: Tx, row: DepositRow): Promise<readonly string[]> {
    const amount = BigInt(row.amount);
    const result = await postTransfer(tx, {
      merchantId: row.merchant_id,
      key: `deposit:${row.id}`,
      type: 'deposit',
      memberId: row.member_id,
      memo: { reference: row.reference, channel: row.channel_code },
      postings: [
        { account: { owner: 'house', kind: 'deposits', currency: row.currency }, amount: -amount },
        {
          account: { owner: 'member', memberId: row.member_id, kind: 'main', currency: row.currency },
          amount,
        },
      ],
    });
    await repo.linkTransfer(tx, row.id, result.transferId);
    return (await deps.onDepositCredited?.(tx, row)) ?? [];
  }

  return {
    /** The open channels, each named in `language` when the merchant offers it and has a name there. */
    async channels(host: string | null, language: string | undefined) {
      const merchant = await deps.system.settingsFor(host);
      const reading = await readingLanguage(async () => merchant, merchant.id, language);
      const rows = await channelRepo.listChannels(deps.db, merchant.id, reading);
      return {
        list: rows.map(toChannel),
      };
    },

    async createBankDeposit(
      member: MemberRow,
      host: string | null,
      form: { channelCode: string; amount: number; requestId: string },
      proof: { data: Buffer; truncated: boolean },
    ): Promise<Deposit> {
      const replay = await repo.findDepositByRequest(deps.db, member.id, form.requestId);
      if (replay) return toDeposit(replay);
      const merchant = await deps.system.settingsFor(host);
      const channel = await channelFor(merchant.id, form.channelCode, 'bank_transfer', form.amount);
      await deps.limits?.checkDeposit(member, BigInt(form.amount));
      const reference = newReference();
      const file = await saveProofImage(deps.dataDir, reference, proof);
      const row = await repo.insertDeposit(deps.db, {
        merchant_id: merchant.id,
        member_id: member.id,
        channel_code: channel.code,
        amount: String(form.amount),
        currency: merchant.info.brand.currency,
        reference,
        request_id: form.requestId,
        proof_file: file,
      });
      // A concurrent replay inserted first: answer with that deposit.
      const saved = row ?? (await repo.findDepositByRequest(deps.db, member.id, form.requestId));
      if (!saved) throw new AppError('CONFLICT', 'Please try again');
      return toDeposit(saved);
    },

    /** Creates the pending deposit and the gateway page address the player is sent to. */
    async createGatewayDeposit(
      member: MemberRow,
      host: string | null,
      origin: string,
      form: { channelCode: string; amount: number; requestId: string },
    ): Promise<{ deposit: Deposit; redirectUrl: string }> {
      const merchant = await deps.system.settingsFor(host);
      const channel = await channelFor(merchant.id, form.channelCode, 'gateway', form.amount);
      const replay = await repo.findDepositByRequest(deps.db, member.id, form.requestId);
      if (!replay) await deps.limits?.checkDeposit(member, BigInt(form.amount));
      const row =
        replay ??
        (await repo.insertDeposit(deps.db, {
          merchant_id: merchant.id,
          member_id: member.id,
          channel_code: channel.code,
          amount: String(form.amount),
          currency: merchant.info.brand.currency,
          reference: newReference(),
          request_id: form.requestId,
          proof_file: null,
        })) ??
        (await repo.findDepositByRequest(deps.db, member.id, form.requestId));
      if (!row) throw new AppError('CONFLICT', 'Please try again');
      const page = new URL(channel.gateway_url ?? '', `${origin}/`);
      page.search = new URLSearchParams({
        merchantOrderId: row.reference,
        amount: row.amount,
        currency: row.currency,
        notifyUrl: `${origin}/wps/cashier/gateway/callback/${encodeURIComponent(channel.code)}`,
        returnUrl: `${origin}/?mc=depositv2`,
      }).toString();
      return { deposit: toDeposit(row), redirectUrl: page.toString() };
    },

    /**
     * The gateway's signed server-to-server callback. Credits once however often it comes:
     * a decided deposit answers with its state and moves nothing.
     */
    async gatewayCallback(
      channelCode: string,
      rawBody: string,
      signature: string | undefined,
    ): Promise<Deposit> {
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new AppError('MALFORMED_JSON', 'The callback body is not JSON');
      }
      if (holdsNul(json)) throw nulRefused();
      const parsed = gatewayCallbackBodySchema.safeParse(json);
      if (!parsed.success)
        throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Invalid callback');
      const body = parsed.data;
      // The deposit names the merchant whose channel secret signs the body; anything that
      // cannot be verified reads the same as a bad signature.
      const deposit = await repo.findDepositByReference(deps.db, body.merchantOrderId);
      const channel = deposit && (await channelRepo.findChannel(deps.db, deposit.merchant_id, channelCode));
      if (
        !deposit ||
        channel?.kind !== 'gateway' ||
        deposit.channel_code !== channel.code ||
        !channel.gateway_secret ||
        !isValidSignature(channel.gateway_secret, rawBody, signature)
      )
        throw new AppError('BAD_SIGNATURE', 'The callback signature is not valid', 401);
      if (BigInt(body.amount) !== BigInt(deposit.amount))
        throw new AppError('VALIDATION_FAILED', 'The paid amount differs from the deposit amount');
      if (deposit.status !== 'pending') return toDeposit(deposit);
      const decided = await deps.db.transaction().execute(async (tx) => {
        const status = body.status === 'success' ? 'approved' : 'rejected';
        const row = await repo.decidePending(tx, deposit.id, status, deps.clock.now(), null);
        if (!row) return null;
        await repo.setGatewayTrade(tx, row.id, body.gatewayTradeId);
        const alsoCredited = status === 'approved' ? await credit(tx, row) : [];
        await tell(tx, row);
        return { row, alsoCredited };
      });
      if (decided) await announce(decided.row, decided.alsoCredited);
      const saved = await repo.findDeposit(deps.db, deposit.id);
      return toDeposit(saved as DepositRow);
    },

    async memberDeposits(member: MemberRow) {
      return { list: (await repo.listMemberDeposits(deps.db, member.id, 100)).map(toDeposit) };
    },

    /** The operator's queue (`npm run ops -- deposit list`): waiting requests, or with `all` the newest. */
    queue(merchantId: string, all: boolean) {
      return repo.depositQueue(deps.db, merchantId, all);
    },

    /** The operator's decision. Approval credits once: the ledger key is the deposit id. */
    async decide(id: string, decision: 'approve' | 'reject', note: string | null): Promise<Deposit> {
      if (!/^\d{1,18}$/.test(id)) throw new AppError('VALIDATION_FAILED', `'${id}' is not a deposit id`);
      const decided = await deps.db.transaction().execute(async (tx) => {
        const row = await repo.decidePending(
          tx,
          id,
          decision === 'approve' ? 'approved' : 'rejected',
          deps.clock.now(),
          note,
        );
        if (!row) {
          const existing = await repo.findDeposit(tx, id);
          if (!existing) throw new AppError('NOT_FOUND', `No deposit ${id}`);
          throw new AppError('ALREADY_DECIDED', `Deposit ${id} is already ${existing.status}`);
        }
        const alsoCredited = decision === 'approve' ? await credit(tx, row) : [];
        await tell(tx, row);
        return { row, alsoCredited };
      });
      await announce(decided.row, decided.alsoCredited);
      return toDeposit(decided.row);
    },
  };
}
export type CashierService = ReturnType<typeof createCashierService>;
