import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Deposit } from '@portal/contracts/cashier';
import { AppError } from '@portal/contracts/errors';
import type { Db, MemberRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './cashier.repo.ts';
import { assertProofImage } from './proof-image.ts';

type DepositRow = NonNullable<Awaited<ReturnType<typeof repo.findDeposit>>>;

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
}) {
  return {
    async channels(host: string | null) {
      const merchant = await deps.system.settingsFor(host);
      const rows = await repo.listChannels(deps.db, merchant.id);
      return {
        list: rows.map((c) => ({
          code: c.code,
          kind: c.kind,
          name: c.name,
          bankName: c.bank_name,
          accountName: c.account_name,
          accountNumber: c.account_number,
          minAmount: Number(c.min_amount),
          maxAmount: Number(c.max_amount),
        })),
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
      const channel = await repo.findChannel(deps.db, merchant.id, form.channelCode);
      if (!channel) throw new AppError('NOT_FOUND', 'This payment channel is not available');
      if (form.amount < Number(channel.min_amount) || form.amount > Number(channel.max_amount)) {
        throw new AppError('AMOUNT_OUT_OF_RANGE', 'The amount is outside this channel’s limits', 422, {
          minAmount: Number(channel.min_amount),
          maxAmount: Number(channel.max_amount),
        });
      }
      const type = assertProofImage(proof.data, proof.truncated);
      const reference = newReference();
      const dir = path.resolve(deps.dataDir, 'proofs');
      await mkdir(dir, { recursive: true });
      const file = `${reference}.${type}`;
      await writeFile(path.join(dir, file), proof.data);
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

    async memberDeposits(member: MemberRow) {
      return { list: (await repo.listMemberDeposits(deps.db, member.id, 100)).map(toDeposit) };
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
        if (decision === 'approve') {
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
        }
        return row;
      });
      // After the commit: every open tab of the member sees the new balance.
      if (decision === 'approve') await deps.wallet.publishBalance({ id: decided.member_id }, null);
      return toDeposit(decided);
    },
  };
}
export type CashierService = ReturnType<typeof createCashierService>;

/** The demo merchant's cashier settings and bank account for transfers; inserted when missing. */
export async function seedDemoChannels(db: Db, merchantId: string): Promise<void> {
  await repo.insertCashierSettings(db, {
    merchant_id: merchantId,
    withdraw_min: '10000',
    withdraw_max: '5000000000',
    withdraw_daily_count: 5,
    force_receive_minutes: 30,
    transfer_wallets: '[]',
  });
  await repo.insertChannel(db, {
    merchant_id: merchantId,
    code: 'BANK_VCB',
    kind: 'bank_transfer',
    name: 'Bank transfer',
    bank_name: 'Vietcombank',
    account_name: 'PORTAL DEMO CO LTD',
    account_number: '0071001234567',
    min_amount: '5000000',
    max_amount: '50000000000',
  });
}
