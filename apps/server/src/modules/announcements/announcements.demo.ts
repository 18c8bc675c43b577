import type { Db } from '../../db/schema.ts';
import * as repo from './announcements.repo.ts';
import type { NewAnnouncement } from './announcements.service.ts';

type DemoAnnouncement = Pick<NewAnnouncement, 'type' | 'audience' | 'title' | 'content'> & {
  /** The same in Vietnamese, the demo merchant's other language. */
  vi: { title: string; content: string };
};

/** What the demo merchant shows from its first start: the list, the home line, promotions, agents. */
const demoAnnouncements: DemoAnnouncement[] = [
  {
    type: 'PL',
    audience: 'everyone',
    title: 'Regional lottery results every evening',
    content:
      'The southern, central and northern draws are published after each evening draw.\nWinning tickets are paid to your wallet as soon as the results are in.',
    vi: {
      title: 'Kết quả xổ số ba miền mỗi tối',
      content:
        'Kết quả xổ số miền Nam, miền Trung và miền Bắc được công bố sau mỗi kỳ quay buổi tối.\nVé trúng thưởng được trả vào ví của bạn ngay khi có kết quả.',
    },
  },
  {
    type: 'PL',
    audience: 'everyone',
    title: 'Play responsibly',
    content:
      'Set yourself a budget and take breaks. If playing stops being fun, our customer service is here to help.',
    vi: {
      title: 'Chơi có trách nhiệm',
      content:
        'Hãy tự đặt ra ngân sách và nghỉ ngơi hợp lý. Nếu việc chơi không còn vui nữa, bộ phận chăm sóc khách hàng luôn sẵn sàng hỗ trợ bạn.',
    },
  },
  {
    type: 'B',
    audience: 'everyone',
    title: 'Lucky Reels: every spin can be checked on the verify page',
    content:
      'Each spin of Lucky Reels comes from a committed server seed, your client seed and a nonce. Open the verify page from the game to check any spin.',
    vi: {
      title: 'Lucky Reels: mọi vòng quay đều có thể kiểm tra trên trang kiểm chứng',
      content:
        'Mỗi vòng quay của Lucky Reels được tạo từ hạt giống máy chủ đã cam kết trước, hạt giống người chơi của bạn và một số nonce. Mở trang kiểm chứng ngay trong trò chơi để kiểm tra bất kỳ vòng quay nào.',
    },
  },
  {
    type: 'PR',
    audience: 'everyone',
    title: 'Provably fair slots in the in-house studio',
    content:
      'Lucky Reels publishes the hash of its server seed before you spin and reveals the seed afterwards, so every result can be checked. Find it in the in-house category.',
    vi: {
      title: 'Slot công bằng có thể kiểm chứng trong mục Trò chơi độc quyền',
      content:
        'Lucky Reels công bố mã băm của hạt giống máy chủ trước khi bạn quay và công khai hạt giống sau đó, nhờ vậy mọi kết quả đều có thể kiểm chứng. Bạn có thể tìm thấy trò chơi trong mục Trò chơi độc quyền.',
    },
  },
  {
    type: 'PL',
    audience: 'agents',
    title: 'Register centre and team reports',
    content:
      'Open accounts for your downline from the register centre. Team betting and user profit and loss follow your team’s bets as they settle.',
    vi: {
      title: 'Trung tâm đăng ký và báo cáo đội nhóm',
      content:
        'Mở tài khoản cho tuyến dưới của bạn tại Trung tâm đăng ký. Cược của đội nhóm và Lãi lỗ người dùng cập nhật các cược của đội nhóm bạn ngay khi chúng được quyết toán.',
    },
  },
];

/**
 * Inserts the demo announcements once: a merchant that has any is left as the operator made it.
 * Their Vietnamese texts are added to the demo ones (found by their published title) that lack
 * them, so a data folder seeded before translations existed gets them too.
 */
export async function seedDemoAnnouncements(db: Db, merchantId: string): Promise<void> {
  const any = await db
    .selectFrom('announcement')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .limit(1)
    .executeTakeFirst();
  if (!any)
    await db
      .insertInto('announcement')
      .values(demoAnnouncements.map(({ vi: _vi, ...a }) => ({ ...a, merchant_id: merchantId })))
      .execute();
  const viByTitle = new Map(demoAnnouncements.map((a) => [a.title, a.vi]));
  const demoRows = await repo.idsByTitle(db, merchantId, [...viByTitle.keys()]);
  const texts = demoRows.flatMap((row) => {
    const vi = viByTitle.get(row.title);
    return vi ? [{ announcement_id: row.id, language: 'vi', ...vi }] : [];
  });
  if (texts.length > 0) await repo.insertMissingTexts(db, texts);
}
