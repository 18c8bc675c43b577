import type { Db } from '../../db/schema.ts';
import * as repo from './promotions.repo.ts';
import type { PromotionText } from './promotions.service.ts';

type DemoText = Pick<PromotionText, 'title' | 'summary' | 'content'>;
type DemoPromotion = Omit<repo.NewPromotion, 'merchant_id' | 'starts_at'> & {
  starts_at?: Date;
  vi: DemoText;
};

/** The demo merchant's promotions (VND minor units), published in English, each with its Vietnamese text. */
function demoPromotions(now: Date): DemoPromotion[] {
  const day = 86_400_000;
  return [
    {
      category: 'new_player',
      action: 'apply',
      title: 'Welcome bonus: 100% of your first deposit',
      image: '/promotions/welcome.svg',
      summary: 'New members get their first deposit matched, up to ₫500,000.',
      content:
        'Make your first deposit, then apply here within 7 days of registering.\n\nThe bonus matches your first approved deposit, up to ₫500,000, and is paid to your main wallet once customer service has checked the application.\n\nOne application per member. Attach a screenshot of your deposit receipt to speed up the check.',
      bonus_max: '50000000',
      ends_at: null,
      sort: 1,
      vi: {
        title: 'Thưởng chào mừng: 100% lần nạp đầu tiên',
        summary: 'Thành viên mới được thưởng 100% lần nạp đầu tiên, tối đa 500.000 ₫.',
        content:
          'Hãy nạp tiền lần đầu, sau đó gửi đơn đăng ký tại đây trong vòng 7 ngày kể từ khi mở tài khoản.\n\nTiền thưởng bằng 100% khoản nạp đầu tiên được duyệt, tối đa 500.000 ₫, và được cộng vào ví chính sau khi bộ phận chăm sóc khách hàng kiểm tra đơn đăng ký.\n\nMỗi thành viên chỉ được đăng ký một lần. Hãy đính kèm ảnh chụp màn hình biên lai nạp tiền để việc kiểm tra nhanh hơn.',
      },
    },
    {
      category: 'deposit',
      action: 'apply',
      title: 'Weekend reload 20%',
      summary: 'Deposit on Saturday or Sunday and get 20% extra, up to ₫200,000.',
      content:
        'Apply after a deposit made on a Saturday or Sunday (Vietnam time). The bonus is 20% of that deposit, up to ₫200,000.\n\nIn the remark, give the reference of the deposit (it starts with D). A rejected application may be sent again with the right reference.',
      bonus_max: '20000000',
      ends_at: null,
      sort: 2,
      vi: {
        title: 'Thưởng nạp cuối tuần 20%',
        summary: 'Nạp tiền vào thứ Bảy hoặc Chủ nhật để nhận thêm 20%, tối đa 200.000 ₫.',
        content:
          'Gửi đơn đăng ký sau khi nạp tiền vào thứ Bảy hoặc Chủ nhật (giờ Việt Nam). Tiền thưởng bằng 20% khoản nạp đó, tối đa 200.000 ₫.\n\nTrong phần ghi chú, hãy ghi mã giao dịch của khoản nạp (bắt đầu bằng chữ D). Đơn bị từ chối có thể được gửi lại với mã giao dịch đúng.',
      },
    },
    {
      category: 'games',
      action: 'info',
      title: 'Rebate on every settled bet',
      summary: 'A share of every settled bet comes back to you: claim it in the member centre.',
      content:
        'Every settled bet in games and lottery earns a rebate at the merchant’s rate.\n\nOpen the member centre and choose Rebate to see what you can claim; it is paid to your main wallet at once.',
      bonus_max: null,
      ends_at: null,
      sort: 3,
      vi: {
        title: 'Hoàn trả cho mọi cược đã quyết toán',
        summary:
          'Một phần tiền cược đã quyết toán được hoàn lại cho bạn: nhận ngay trong trung tâm thành viên.',
        content:
          'Mọi cược đã quyết toán trong trò chơi và xổ số đều được hoàn trả theo tỷ lệ hiện hành của nhà điều hành.\n\nMở trung tâm thành viên và chọn Hoàn trả để xem số tiền bạn có thể nhận; tiền được cộng ngay vào ví chính.',
      },
    },
    {
      category: 'vip',
      action: 'apply',
      title: 'VIP birthday gift',
      summary: 'VIP members from Silver up receive a gift in the month of their birthday.',
      content:
        'Apply in the month of your birthday. The gift depends on your VIP level, up to ₫1,000,000, and is paid to your main wallet.\n\nAttach a photo of an identity document showing your date of birth (you may hide the other details).',
      bonus_max: '100000000',
      // Silver (the demo ladder's rank 2) and above, as its summary says.
      min_club_rank: 2,
      ends_at: null,
      sort: 4,
      vi: {
        title: 'Quà sinh nhật VIP',
        summary: 'Thành viên VIP từ hạng Bạc trở lên được nhận quà trong tháng sinh nhật.',
        content:
          'Gửi đơn đăng ký trong tháng sinh nhật của bạn. Giá trị quà tùy theo cấp VIP, tối đa 1.000.000 ₫, và được cộng vào ví chính.\n\nĐính kèm ảnh giấy tờ tùy thân có ghi ngày sinh (bạn có thể che các thông tin khác).',
      },
    },
    {
      category: 'other',
      action: 'raffle',
      title: 'Year-end lucky draw',
      summary: 'Join before the end of the month: 10 members win ₫500,000 each.',
      content:
        'Any member may join the draw once, free of charge, until it closes.\n\nAfter it closes, 10 winners are drawn at random among the entries. Winners find a message in platform information and claim their ₫500,000 on this page; it is paid to the main wallet.',
      bonus_max: null,
      prize: '50000000',
      winners: 10,
      ends_at: new Date(now.getTime() + 30 * day),
      sort: 5,
      vi: {
        title: 'Bốc thăm may mắn cuối năm',
        summary: 'Tham gia trước cuối tháng: 10 thành viên may mắn, mỗi người nhận 500.000 ₫.',
        content:
          'Mọi thành viên đều có thể tham gia bốc thăm một lần, hoàn toàn miễn phí, cho đến khi chương trình kết thúc.\n\nSau khi kết thúc, 10 người trúng được bốc thăm ngẫu nhiên trong số các lượt tham gia. Người trúng sẽ nhận được tin nhắn trong mục Thông tin nền tảng và nhận 500.000 ₫ ngay trên trang này; tiền được cộng vào ví chính.',
      },
    },
    {
      category: 'lottery',
      action: 'info',
      title: 'Lunar New Year lucky numbers',
      summary: 'Special prizes on the regional lottery around Tết.',
      content:
        'During the Lunar New Year week, selected regional lottery bets pay extra prizes. The details are published when the promotion starts.',
      bonus_max: null,
      starts_at: new Date(now.getTime() + 30 * day),
      ends_at: new Date(now.getTime() + 37 * day),
      sort: 6,
      vi: {
        title: 'Con số may mắn đón Tết Nguyên Đán',
        summary: 'Giải thưởng đặc biệt cho xổ số miền dịp Tết.',
        content:
          'Trong tuần Tết Nguyên Đán, một số cược xổ số miền được chọn sẽ nhận thêm giải thưởng. Thông tin chi tiết sẽ được công bố khi chương trình bắt đầu.',
      },
    },
    {
      category: 'other',
      action: 'checkin',
      title: 'Daily check-in',
      image: '/promotions/checkin.svg',
      summary: 'Check in once a day and get ₫5,000 each time.',
      content:
        'Open this page and check in once each day (Vietnam time): ₫5,000 is paid to your main wallet at once.\n\nYour streak counts the days in a row you checked in; it starts again after a day without one.',
      bonus_max: null,
      prize: '500000',
      ends_at: null,
      sort: 7,
      vi: {
        title: 'Điểm danh hằng ngày',
        summary: 'Điểm danh mỗi ngày một lần, nhận 5.000 ₫ mỗi lần.',
        content:
          'Mở trang này và điểm danh mỗi ngày một lần (giờ Việt Nam): 5.000 ₫ được cộng ngay vào ví chính của bạn.\n\nChuỗi ngày tính số ngày liên tiếp bạn đã điểm danh; chuỗi sẽ bắt đầu lại sau một ngày không điểm danh.',
      },
    },
    {
      category: 'deposit',
      action: 'match',
      title: 'Reload bonus: 50% of your next deposit',
      summary: 'Join, deposit ₫100,000 or more, and get 50% extra, up to ₫300,000.',
      content:
        'Join this offer first, then make a deposit of at least ₫100,000. When the deposit is approved, 50% of it, up to ₫300,000, is paid to your main wallet at once.\n\nOne bonus per member: the first deposit made after joining earns it. Like every bonus, it is staked the times shown before it can be withdrawn.',
      bonus_max: '30000000',
      match_percent: 50,
      min_deposit: '10000000',
      ends_at: null,
      sort: 8,
      vi: {
        title: 'Thưởng nạp lại: 50% lần nạp tiếp theo',
        summary: 'Tham gia, nạp từ 100.000 ₫ trở lên và nhận thêm 50%, tối đa 300.000 ₫.',
        content:
          'Hãy tham gia ưu đãi này trước, sau đó nạp ít nhất 100.000 ₫. Khi lệnh nạp được duyệt, 50% số tiền nạp, tối đa 300.000 ₫, được cộng ngay vào ví chính của bạn.\n\nMỗi thành viên nhận một lần: lần nạp đầu tiên sau khi tham gia sẽ nhận thưởng. Như mọi khoản thưởng, tiền thưởng cần được cược đủ số lần ghi ở trên trước khi rút.',
      },
    },
  ];
}

/**
 * The demo merchant's promotions, each inserted once (found by its published title, so a data
 * folder seeded before a demo promotion was added gets it at its next start, and the operator's
 * changes stay: a promotion is never deleted, only ended). Their Vietnamese
 * texts are added at every start to the promotions found by their published title, so a data
 * folder seeded before promotions had translations gets them too; a text already there stays.
 */
export async function seedDemoPromotions(db: Db, merchantId: string, now = new Date()): Promise<void> {
  const demos = demoPromotions(now);
  const seeded = new Set(
    (
      await repo.idsByTitle(
        db,
        merchantId,
        demos.map((p) => p.title),
      )
    ).map((p) => p.title),
  );
  for (const { vi: _text, ...p } of demos)
    if (!seeded.has(p.title))
      await repo.insert(db, {
        ...p,
        merchant_id: merchantId,
        // Running ones started the day before, so a clock a little behind the seeding sees them open.
        starts_at: p.starts_at ?? new Date(now.getTime() - 86_400_000),
      });
  const vi = new Map(demos.map((p) => [p.title, p.vi]));
  const found = await repo.idsByTitle(db, merchantId, [...vi.keys()]);
  await repo.insertMissingTexts(
    db,
    found.flatMap(({ id, title }) => {
      const text = vi.get(title);
      return text ? [{ promotion_id: id, language: 'vi', ...text }] : [];
    }),
  );
}
