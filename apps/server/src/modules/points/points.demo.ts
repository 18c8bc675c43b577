import type { RewardKind } from '@portal/contracts/points';
import type { Db } from '../../db/schema.ts';
import * as repo from './points.repo.ts';

type DemoText = { name: string; description: string };
type DemoReward = {
  kind: RewardKind;
  cash_amount: string | null;
  cost: number;
  available: number | null;
  /** As written (English), and the operator's Vietnamese translation. */
  en: DemoText;
  vi: DemoText;
};

const DEMO_REWARDS: readonly DemoReward[] = [
  {
    kind: 'cash',
    cash_amount: '1000000',
    cost: 1000,
    available: null,
    en: { name: '₫10,000 bonus', description: 'Paid to your wallet once the request is approved.' },
    vi: {
      name: 'Thưởng 10.000 ₫',
      description: 'Tiền thưởng được cộng vào ví của bạn khi yêu cầu được duyệt.',
    },
  },
  {
    kind: 'item',
    cash_amount: null,
    cost: 4500,
    available: 50,
    en: { name: 'Phone top-up ₫50,000', description: 'A top-up code sent to your platform information.' },
    vi: {
      name: 'Thẻ nạp điện thoại 50.000 ₫',
      description: 'Mã thẻ nạp được gửi đến mục Thông tin nền tảng của bạn.',
    },
  },
  {
    kind: 'item',
    cash_amount: null,
    cost: 5000,
    available: 20,
    en: { name: 'Portal T-shirt', description: 'Delivered to the address in your profile.' },
    vi: { name: 'Áo thun Portal', description: 'Giao đến địa chỉ trong hồ sơ của bạn.' },
  },
];

/**
 * The demo merchant's mall: 1 point a ₫1,000 deposited, 100 points = ₫1,000, three rewards (once),
 * each translated into Vietnamese (also in a mall seeded before there were translations).
 */
export async function seedDemoPoints(db: Db, merchantId: string): Promise<void> {
  const inserted = await db
    .insertInto('merchant_points')
    .values({
      merchant_id: merchantId,
      enabled: true,
      earn_unit: '100000',
      earn_points: 1,
      ratio_points: 100,
      ratio_amount: '100000',
    })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .returning('merchant_id')
    .executeTakeFirst();
  if (inserted)
    await db
      .insertInto('points_reward')
      .values(DEMO_REWARDS.map(({ en, vi: _, ...r }) => ({ merchant_id: merchantId, ...en, ...r })))
      .execute();
  await seedDemoRewardTexts(db, merchantId);
}

/** The Vietnamese text of each demo reward still named as seeded, where it has none yet. */
async function seedDemoRewardTexts(db: Db, merchantId: string): Promise<void> {
  const byName = new Map(DEMO_REWARDS.map((r) => [r.en.name, r.vi]));
  const rows = await repo.rewardsNamed(db, merchantId, [...byName.keys()]);
  const texts = rows.flatMap((row) => {
    const vi = byName.get(row.name);
    return vi ? [{ reward_id: row.id, language: 'vi', ...vi }] : [];
  });
  await repo.insertMissingRewardTexts(db, texts);
}
