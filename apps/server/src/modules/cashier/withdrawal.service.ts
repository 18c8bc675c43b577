import { randomUUID } from 'node:crypto';
import type { Turnover, Withdrawal, WithdrawalSettings } from '@portal/contracts/cashier';
import { AppError } from '@portal/contracts/errors';
import { formatMoney } from '@portal/contracts/money';
import type { Db, MemberRow, Tx } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Hub } from '../../lib/hub.ts';
import { type AccountKey, memberAccounts, postTransfer } from '../ledger/ledger.service.ts';
import type { MessagesService, PlatformMessage } from '../messages/messages.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as cards from './credentials.repo.ts';
import { type CredentialsService, maskAccountNumber } from './credentials.service.ts';
import { saveProofImage } from './proof-image.ts';
import { turnoverOwed } from './turnover.service.ts';
import type { TurnoverProgress } from './turnover.ts';
import * as repo from './withdrawal.repo.ts';
import { withdrawalLimitsFor } from './withdrawal-limits.ts';

const toWithdrawal = (row: repo.WithdrawalRow): Withdrawal => ({
  id: row.id,
  amount: Number(row.amount),
  currency: row.currency,
  bankName: row.bank_name,
  accountNumberMasked: maskAccountNumber(row.account_number),
  status: row.status,
  confirmation: row.confirmation,
  receivedAmount: row.received_amount === null ? null : Number(row.received_amount),
  note: row.note,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
  paidAt: row.paid_at?.toISOString() ?? null,
  forceReceiveAt: row.force_receive_at?.toISOString() ?? null,
});

const main = (memberId: string, currency: string): AccountKey => ({
  owner: 'member',
  memberId,
  kind: 'main',
  currency,
});
const hold = (memberId: string, currency: string): AccountKey => ({
  owner: 'member',
  memberId,
  kind: 'withdraw_hold',
  currency,
});

const toTurnover = (p: TurnoverProgress): Turnover => ({
  required: Number(p.required),
  done: Number(p.done),
  outstanding: Number(p.outstanding),
});

export type WithdrawalDecision = 'approve' | 'reject' | 'paid';

/**
 * Withdrawals: the amount moves to the member's withdrawal hold when requested, so it cannot
 * be bet; a rejection moves it back, a payment moves it out to the house. Then the player
 * says whether it arrived (spec 4 "Withdrawal confirmation").
 */
export function createWithdrawalService(deps: {
  db: Db;
  clock: Clock;
  dataDir: string;
  system: Pick<SystemService, 'settingsFor'>;
  wallet: Pick<WalletService, 'publishBalance'>;
  credentials: Pick<CredentialsService, 'verifyPaymentPassword'>;
}) {
  async function mine(member: MemberRow, id: string) {
    const row = /^\d{1,18}$/.test(id) ? await repo.findMemberWithdrawal(deps.db, member.id, id) : undefined;
    // Another member's id reads exactly like one that does not exist.
    if (!row) throw new AppError('NOT_FOUND', 'No such withdrawal');
    return row;
  }

  async function confirmAs(
    member: MemberRow,
    id: string,
    allowedFrom: Parameters<typeof repo.confirm>[3],
    set: Omit<Parameters<typeof repo.confirm>[4], 'confirmed_at'>,
  ): Promise<Withdrawal> {
    await mine(member, id);
    const now = deps.clock.now();
    await repo.forceReceiveDue(deps.db, now, member.id);
    const done = await repo.confirm(deps.db, member.id, id, allowedFrom, { ...set, confirmed_at: now });
    const row = await mine(member, id);
    if (!done)
      throw new AppError(
        'INVALID_STATE',
        row.status !== 'paid'
          ? 'This withdrawal has not been paid yet'
          : `This withdrawal is already marked ${row.confirmation?.replace('_', ' ')}`,
        409,
        toWithdrawal(row),
      );
    return toWithdrawal(row);
  }

  return {
    async settings(member: MemberRow, host: string | null): Promise<WithdrawalSettings> {
      const merchant = await deps.system.settingsFor(host);
      const { cashier, info } = merchant;
      const currency = info.brand.currency;
      const [usedToday, accounts, turnover] = await Promise.all([
        repo.countToday(deps.db, member.id, info.brand.timeZone, deps.clock.now()),
        memberAccounts(deps.db, member.id),
        turnoverOwed(deps.db, member.id, cashier, currency),
      ]);
      const withdrawable = accounts.find((a) => a.kind === 'main' && a.currency === currency)?.balance ?? 0n;
      const limits = withdrawalLimitsFor(cashier, merchant.clubLevels, member.club_rank);
      return {
        minAmount: Number(cashier.withdrawMin),
        maxAmount: Number(limits.maxAmount),
        dailyCount: limits.dailyCount,
        raisedBy: limits.raisedBy?.name ?? null,
        usedToday,
        forceReceiveMinutes: cashier.forceReceiveMinutes,
        withdrawable: Number(withdrawable),
        turnover: toTurnover(turnover),
      };
    },

    async request(
      member: MemberRow,
      host: string | null,
      body: { bankCardId: string; amount: number; paymentPassword: string; requestId: string },
    ): Promise<Withdrawal> {
      const replay = await repo.findByRequest(deps.db, member.id, body.requestId);
      if (replay) return toWithdrawal(replay);
      await deps.credentials.verifyPaymentPassword(member.id, body.paymentPassword);
      const merchant = await deps.system.settingsFor(host);
      const { cashier } = merchant;
      const currency = merchant.info.brand.currency;
      const card = await cards.findCard(deps.db, member.id, body.bankCardId);
      if (!card) throw new AppError('NOT_FOUND', 'Choose one of your bound bank cards');
      const amount = BigInt(body.amount);
      const limits = withdrawalLimitsFor(cashier, merchant.clubLevels, member.club_rank);
      if (amount < cashier.withdrawMin || amount > limits.maxAmount)
        throw new AppError('AMOUNT_OUT_OF_RANGE', 'The amount is outside the withdrawal limits', 422, {
          minAmount: Number(cashier.withdrawMin),
          maxAmount: Number(limits.maxAmount),
        });
      const now = deps.clock.now();
      const id = await deps.db.transaction().execute(async (tx) => {
        await repo.lockMember(tx, member.id);
        const again = await repo.findByRequest(tx, member.id, body.requestId);
        if (again) return again.id;
        const used = await repo.countToday(tx, member.id, merchant.info.brand.timeZone, now);
        if (used >= limits.dailyCount)
          throw new AppError(
            'WITHDRAWAL_LIMIT',
            `You can make ${limits.dailyCount} withdrawals a day; try again tomorrow`,
          );
        // Read under the member's lock: the stakes and credits it counts are committed ones.
        const turnover = await turnoverOwed(tx, member.id, cashier, currency);
        if (turnover.outstanding > 0n)
          throw new AppError(
            'TURNOVER_REQUIRED',
            `Your deposits and bonuses must be staked first: ${formatMoney(turnover.outstanding, merchant.currencyExponent)} ${currency} more to stake before a withdrawal`,
            422,
            toTurnover(turnover),
          );
        const inserted = await repo.insertWithdrawal(tx, {
          merchant_id: merchant.id,
          member_id: member.id,
          bank_card_id: card.id,
          amount: amount.toString(),
          currency,
          request_id: body.requestId,
          created_at: now,
        });
        if (!inserted) throw new AppError('CONFLICT', 'Please try again');
        await postTransfer(tx, {
          merchantId: merchant.id,
          key: `withdraw_request:${inserted.id}`,
          type: 'withdraw_request',
          memberId: member.id,
          memo: { withdrawal: inserted.id },
          postings: [
            { account: main(member.id, currency), amount: -amount },
            { account: hold(member.id, currency), amount },
          ],
        });
        return inserted.id;
      });
      await deps.wallet.publishBalance(member, host);
      return toWithdrawal(await mine(member, id));
    },

    async list(member: MemberRow) {
      await repo.forceReceiveDue(deps.db, deps.clock.now(), member.id);
      return { list: (await repo.listMemberWithdrawals(deps.db, member.id, 100)).map(toWithdrawal) };
    },

    confirmReceived: (member: MemberRow, id: string) =>
      confirmAs(member, id, [null, 'not_received'], { confirmation: 'received' }),

    async confirmPartial(member: MemberRow, id: string, receivedAmount: number) {
      const row = await mine(member, id);
      if (BigInt(receivedAmount) >= BigInt(row.amount))
        throw new AppError(
          'VALIDATION_FAILED',
          'receivedAmount: A partial amount is less than the withdrawal',
        );
      return confirmAs(member, id, [null, 'not_received'], {
        confirmation: 'partially_received',
        received_amount: String(receivedAmount),
      });
    },

    async reportNotReceived(member: MemberRow, id: string, proof: { data: Buffer; truncated: boolean }) {
      const row = await mine(member, id);
      // The image is kept only when the answer can be recorded; otherwise confirmAs explains why not.
      const file =
        row.status === 'paid' && row.confirmation === null
          ? await saveProofImage(deps.dataDir, `W${row.id}-${deps.clock.now().getTime()}`, proof)
          : undefined;
      return confirmAs(member, id, [null], {
        confirmation: 'not_received',
        ...(file ? { proof_file: file } : {}),
      });
    },
  };
}
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

const messageKinds = {
  approve: 'withdrawal_approved',
  reject: 'withdrawal_rejected',
  paid: 'withdrawal_paid',
} as const satisfies Record<WithdrawalDecision, PlatformMessage['kind']>;

/** The operator's side (`npm run ops -- withdrawal approve|reject|paid ID`). */
export function createWithdrawalDesk(deps: {
  db: Db;
  clock: Clock;
  wallet: Pick<WalletService, 'publishBalance'>;
  hub: Pick<Hub, 'toMember'>;
  messages: Pick<MessagesService, 'record' | 'announce'>;
}) {
  /** The operator's decision (`npm run ops -- withdrawal approve|reject|paid ID`). */
  async function decide(id: string, decision: WithdrawalDecision, note: string | null): Promise<Withdrawal> {
    if (!/^\d{1,18}$/.test(id)) throw new AppError('VALIDATION_FAILED', `'${id}' is not a withdrawal id`);
    const now = deps.clock.now();
    const moved = await deps.db.transaction().execute(async (tx) => {
      const row = await applyDecision(tx, id, decision, now, note);
      if (!row) {
        const existing = await repo.findWithdrawal(tx, id);
        if (!existing) throw new AppError('NOT_FOUND', `No withdrawal ${id}`);
        throw new AppError(
          'INVALID_STATE',
          `Withdrawal ${id} is ${existing.status}; it cannot be marked ${decision}`,
        );
      }
      const amount = BigInt(row.amount);
      if (decision === 'reject') {
        await postTransfer(tx, {
          merchantId: row.merchant_id,
          key: `withdraw_reject:${row.id}`,
          type: 'withdraw_reject',
          memberId: row.member_id,
          memo: { withdrawal: row.id },
          postings: [
            { account: hold(row.member_id, row.currency), amount: -amount },
            { account: main(row.member_id, row.currency), amount },
          ],
        });
      } else if (decision === 'paid') {
        await postTransfer(tx, {
          merchantId: row.merchant_id,
          key: `withdraw_paid:${row.id}`,
          type: 'withdraw_paid',
          memberId: row.member_id,
          memo: { withdrawal: row.id },
          postings: [
            { account: hold(row.member_id, row.currency), amount: -amount },
            { account: { owner: 'house', kind: 'withdrawals', currency: row.currency }, amount },
          ],
        });
      }
      // The member's inbox says what was decided, in the decision's own transaction.
      await deps.messages.record(tx, {
        memberId: row.member_id,
        kind: messageKinds[decision],
        reference: `W${row.id}`,
        amount: row.amount,
        currency: row.currency,
        note,
      });
      return row;
    });
    // After the commit, and only for a decision that changed something (a refused one threw
    // above): the member's open tabs hear the new state, and the refunded balance on rejection.
    await deps.hub.toMember(moved.member_id, {
      type: 'cashier',
      value: { kind: 'withdrawal', id: moved.id, status: moved.status },
    });
    if (decision === 'reject') await deps.wallet.publishBalance({ id: moved.member_id }, null);
    await deps.messages.announce(moved.member_id);
    const saved = await repo.findWithdrawal(deps.db, id);
    return toWithdrawal(saved as repo.WithdrawalRow);
  }

  function applyDecision(tx: Tx, id: string, decision: WithdrawalDecision, now: Date, note: string | null) {
    if (decision === 'approve')
      return repo.transition(tx, id, ['pending'], { status: 'approved', decided_at: now, note });
    if (decision === 'reject')
      return repo.transition(tx, id, ['pending', 'approved'], { status: 'rejected', decided_at: now, note });
    return repo.markPaid(tx, id, now, note);
  }

  /**
   * A self-excluded member cannot log in to withdraw, and the money is still theirs (domain notes,
   * "self-exclusion"): the operator sends the whole main balance to the member's bank card as a
   * withdrawal, which is then approved and paid like any other. Under the member's lock, so a
   * second payout finds nothing left; the daily count and the amount limits, which pace a
   * player's own withdrawals, do not apply. Null when there is nothing to pay out.
   */
  async function payOutExcluded(merchantId: string, account: string): Promise<PayOut | null> {
    const now = deps.clock.now();
    return deps.db.transaction().execute(async (tx) => {
      const member = await repo.lockMemberByAccount(tx, merchantId, account);
      if (!member) throw new AppError('NOT_FOUND', `No member '${account}'`);
      if (member.excluded_kind !== 'self_exclusion' || !member.excluded_until || member.excluded_until <= now)
        throw new AppError(
          'INVALID_STATE',
          `${member.account} is not self-excluded: a member who can log in withdraws on their own`,
        );
      const wallet = (await memberAccounts(tx, member.id)).find(
        (a) => a.kind === 'main' && a.currency === member.currency,
      );
      const amount = wallet?.balance ?? 0n;
      if (amount <= 0n) return null;
      // The card bound last is the one the member most likely still holds.
      const card = (await cards.listCards(tx, member.id)).at(-1);
      if (!card)
        throw new AppError(
          'INVALID_STATE',
          `${member.account} has no bank card bound: there is nowhere to send the balance from here`,
        );
      const inserted = await repo.insertWithdrawal(tx, {
        merchant_id: merchantId,
        member_id: member.id,
        bank_card_id: card.id,
        amount: amount.toString(),
        currency: member.currency,
        request_id: randomUUID(),
        created_at: now,
      });
      if (!inserted) throw new AppError('CONFLICT', 'Please try again');
      await postTransfer(tx, {
        merchantId,
        key: `withdraw_request:${inserted.id}`,
        type: 'withdraw_request',
        memberId: member.id,
        memo: { withdrawal: inserted.id, payout: 'self_exclusion' },
        postings: [
          { account: main(member.id, member.currency), amount: -amount },
          { account: hold(member.id, member.currency), amount },
        ],
      });
      return {
        withdrawalId: inserted.id,
        account: member.account,
        amount,
        currency: member.currency,
        card: `${card.bank_name} ${maskAccountNumber(card.account_number)}`,
      };
    });
  }

  /** The operator's queue (`npm run ops -- withdrawal list`): what waits for them, or with `all` the newest. */
  const queue = (merchantId: string, all: boolean) => repo.withdrawalQueue(deps.db, merchantId, all);

  return { decide, payOutExcluded, queue };
}
export type PayOut = {
  withdrawalId: string;
  account: string;
  amount: bigint;
  currency: string;
  card: string;
};
export type WithdrawalDesk = ReturnType<typeof createWithdrawalDesk>;
