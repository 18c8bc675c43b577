import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/schema.ts';
import * as repo from './cashier.repo.ts';
import * as channelRepo from './channels.repo.ts';

/** The demo merchant's cashier settings and bank account for transfers; inserted when missing. */
export async function seedDemoChannels(db: Db, merchantId: string): Promise<void> {
  await repo.insertCashierSettings(db, {
    merchant_id: merchantId,
    withdraw_min: '10000',
    withdraw_max: '5000000000',
    withdraw_daily_count: 5,
    force_receive_minutes: 30,
    transfer_wallets: '[]',
    // Bonuses are staked three times before a withdrawal; deposits owe nothing until the operator
    // asks (`npm run ops -- turnover set deposit 1`).
    bonus_turnover_pct: 300,
  });
  await channelRepo.insertChannel(db, {
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
  // The built-in sandbox gateway (served only outside production) stands in for a real one.
  await channelRepo.insertChannel(db, {
    merchant_id: merchantId,
    code: 'SANDBOX_PAY',
    kind: 'gateway',
    name: 'Online payment (sandbox)',
    bank_name: '',
    account_name: '',
    account_number: '',
    min_amount: '1000000',
    max_amount: '10000000000',
    gateway_url: '/sandbox-gateway/pay',
    gateway_secret: randomBytes(32).toString('hex'),
  });
  await seedDemoChannelNames(db, merchantId);
}

/** The demo channels' names in Vietnamese, the demo's other language. */
const demoChannelNamesVi: Record<string, string> = {
  BANK_VCB: 'Chuyển khoản ngân hàng Vietcombank',
  SANDBOX_PAY: 'Thanh toán trực tuyến (thử nghiệm)',
};

/**
 * Added where missing, at every start (a data folder seeded before channels had names per
 * language catches up); a name the operator changed stays theirs, one removed comes back.
 */
async function seedDemoChannelNames(db: Db, merchantId: string): Promise<void> {
  for (const [code, name] of Object.entries(demoChannelNamesVi)) {
    const channel = await channelRepo.channelByCode(db, merchantId, code);
    if (channel)
      await channelRepo.insertChannelTextIfMissing(db, { channel_id: channel.id, language: 'vi', name });
  }
}
