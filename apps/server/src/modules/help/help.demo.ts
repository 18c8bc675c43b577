import type { Db } from '../../db/schema.ts';
import * as repo from './help.repo.ts';

type DemoTopic = { slug: string; texts: Record<'en' | 'vi', { title: string; lines: string[] }> };

/**
 * The demo merchant's help centre. `{brand}` is the merchant's name. The first four slugs are
 * linked from the site (the disclaimer's terms, the footer, the banners), so they stay.
 */
const demoTopics: DemoTopic[] = [
  {
    slug: 'term',
    texts: {
      en: {
        title: 'Terms and conditions',
        lines: [
          'By using {brand} you agree to these terms. You must be at least 21 years old to open an account, deposit or play. We may ask for proof of age and identity at any time and close accounts that do not meet this rule.',
          'Each person may hold one account. Accounts are personal and must not be shared, sold or used on behalf of someone else. Keep your password private; you are responsible for activity on your account.',
          "Games are played for real money and outcomes are random. Bets are final once accepted. If a game fails, the round is settled or refunded according to the game's rules.",
          'We may limit, suspend or close an account involved in fraud, collusion, abuse of promotions or money laundering, and we report such activity where the law requires it.',
        ],
      },
      vi: {
        title: 'Điều khoản và điều kiện',
        lines: [
          'Khi sử dụng {brand}, bạn đồng ý với các điều khoản này. Bạn phải đủ 21 tuổi trở lên để mở tài khoản, nạp tiền hoặc tham gia chơi. Chúng tôi có thể yêu cầu chứng minh độ tuổi và danh tính bất cứ lúc nào và sẽ đóng các tài khoản không đáp ứng quy định này.',
          'Mỗi người chỉ được sở hữu một tài khoản. Tài khoản là của riêng bạn, không được chia sẻ, mua bán hoặc sử dụng thay cho người khác. Hãy giữ bí mật mật khẩu; bạn chịu trách nhiệm về mọi hoạt động trên tài khoản của mình.',
          'Các trò chơi sử dụng tiền thật và kết quả là ngẫu nhiên. Cược đã được chấp nhận là cược cuối cùng. Nếu trò chơi gặp sự cố, ván chơi sẽ được thanh toán hoặc hoàn tiền theo luật của trò chơi đó.',
          'Chúng tôi có thể giới hạn, tạm khóa hoặc đóng tài khoản liên quan đến gian lận, thông đồng, lạm dụng khuyến mãi hoặc rửa tiền, và sẽ báo cáo các hoạt động đó khi pháp luật yêu cầu.',
        ],
      },
    },
  },
  {
    slug: 'about',
    texts: {
      en: {
        title: 'About us',
        lines: [
          '{brand} is an online gaming and lottery portal: live casino, slots, fishing games, card games, sports, e-sports and regional lottery in one account.',
          'We focus on fair play, clear rules and support that answers.',
        ],
      },
      vi: {
        title: 'Về chúng tôi',
        lines: [
          '{brand} là cổng trò chơi và xổ số trực tuyến: casino trực tiếp, slot, bắn cá, game bài, thể thao, thể thao điện tử và xổ số miền trong cùng một tài khoản.',
          'Chúng tôi chú trọng sự công bằng, luật chơi rõ ràng và đội ngũ hỗ trợ luôn phản hồi.',
        ],
      },
    },
  },
  {
    slug: 'deposits',
    texts: {
      en: {
        title: 'Deposits',
        lines: [
          'Open Deposit in the header or in the member centre and choose a method. For a bank transfer, send the amount to the account shown, then submit the form with a picture of the transfer; for an online payment you finish the payment on the payment page.',
          'The least and the most you can deposit at once are shown beside the amount. Your balance grows as soon as the deposit is approved, and the deposit appears in your account record.',
          'If a deposit has not arrived, keep the proof of transfer and contact customer service with the deposit reference.',
        ],
      },
      vi: {
        title: 'Nạp tiền',
        lines: [
          'Mở mục Nạp tiền trên thanh đầu trang hoặc trong trung tâm thành viên và chọn phương thức. Với chuyển khoản ngân hàng, hãy chuyển số tiền vào tài khoản được hiển thị, sau đó gửi biểu mẫu kèm ảnh chụp giao dịch; với thanh toán trực tuyến, bạn hoàn tất thanh toán trên trang thanh toán.',
          'Số tiền nạp tối thiểu và tối đa mỗi lần được hiển thị bên cạnh ô số tiền. Số dư của bạn tăng ngay khi giao dịch nạp được duyệt, và giao dịch sẽ xuất hiện trong lịch sử tài khoản.',
          'Nếu tiền nạp chưa đến, hãy giữ lại chứng từ chuyển khoản và liên hệ bộ phận chăm sóc khách hàng kèm mã giao dịch nạp.',
        ],
      },
    },
  },
  {
    slug: 'withdrawals',
    texts: {
      en: {
        title: 'Withdrawals',
        lines: [
          'Before your first withdrawal, bind a bank card in your own name and set a payment password under My account in the member centre.',
          'Open Withdraw, enter the amount and your payment password. The amount leaves your balance at once and is paid to your bank account after review; a rejected withdrawal returns to your balance.',
          'When the money arrives, confirm it on the withdrawal. If it did not arrive, or only part of it, say so and attach a picture of your bank statement: customer service follows it up.',
        ],
      },
      vi: {
        title: 'Rút tiền',
        lines: [
          'Trước lần rút tiền đầu tiên, hãy liên kết một thẻ ngân hàng đứng tên bạn và đặt mật khẩu thanh toán tại mục Tài khoản của tôi trong trung tâm thành viên.',
          'Mở mục Rút tiền, nhập số tiền và mật khẩu thanh toán. Số tiền được trừ khỏi số dư ngay lập tức và được chuyển vào tài khoản ngân hàng của bạn sau khi duyệt; yêu cầu rút bị từ chối sẽ được hoàn lại vào số dư.',
          'Khi nhận được tiền, hãy xác nhận trên giao dịch rút. Nếu chưa nhận được hoặc chỉ nhận được một phần, hãy báo lại và đính kèm ảnh sao kê ngân hàng: bộ phận chăm sóc khách hàng sẽ xử lý.',
        ],
      },
    },
  },
  {
    slug: 'security',
    texts: {
      en: {
        title: 'Account security',
        lines: [
          'Use a password you use nowhere else and change it under My account. Changing it signs you out on your other devices.',
          'When you sign in from an address we have not seen before, we may ask for a second check, such as a code sent to your phone.',
          'We never ask for your password or payment password by message or phone. If you think someone else has used your account, change your password and contact customer service.',
        ],
      },
      vi: {
        title: 'Bảo mật tài khoản',
        lines: [
          'Hãy dùng mật khẩu không trùng với bất kỳ nơi nào khác và đổi mật khẩu tại mục Tài khoản của tôi. Khi đổi mật khẩu, bạn sẽ được đăng xuất trên các thiết bị khác.',
          'Khi bạn đăng nhập từ một địa chỉ chưa từng dùng, chúng tôi có thể yêu cầu xác minh thêm, chẳng hạn như mã gửi đến điện thoại của bạn.',
          'Chúng tôi không bao giờ hỏi mật khẩu hay mật khẩu thanh toán của bạn qua tin nhắn hoặc điện thoại. Nếu nghi ngờ có người khác đã dùng tài khoản của bạn, hãy đổi mật khẩu và liên hệ bộ phận chăm sóc khách hàng.',
        ],
      },
    },
  },
  {
    slug: 'responsibility',
    texts: {
      en: {
        title: 'Responsible gaming',
        lines: [
          'Gambling is entertainment, not a way to earn money or recover losses. Only play with money you can afford to lose.',
          'Decide on a time and money limit before you play and stop when you reach it. Take regular breaks, and never play when you are upset, tired or under the influence.',
          'If gambling stops being fun, talk to someone you trust. Members can set deposit, wager and loss limits, reality checks, a break or a self-exclusion under Responsible gaming in the member centre, and customer service can help. Playing under the age of 21 is not allowed.',
        ],
      },
      vi: {
        title: 'Chơi có trách nhiệm',
        lines: [
          'Cá cược là hình thức giải trí, không phải cách để kiếm tiền hay gỡ lại khoản đã thua. Chỉ chơi bằng số tiền bạn có thể chấp nhận mất.',
          'Hãy đặt giới hạn thời gian và tiền bạc trước khi chơi và dừng lại khi chạm giới hạn. Nghỉ giải lao thường xuyên và đừng bao giờ chơi khi đang buồn bực, mệt mỏi hoặc chịu ảnh hưởng của chất kích thích.',
          'Nếu cá cược không còn vui nữa, hãy trò chuyện với người bạn tin tưởng. Thành viên có thể đặt hạn mức nạp tiền, cược và thua lỗ, nhắc nhở thời gian chơi, tạm nghỉ hoặc tự loại trừ tại mục Chơi có trách nhiệm trong trung tâm thành viên, và bộ phận chăm sóc khách hàng luôn sẵn sàng hỗ trợ. Người dưới 21 tuổi không được phép tham gia.',
        ],
      },
    },
  },
  {
    slug: 'affiliate',
    texts: {
      en: {
        title: 'Affiliate programme',
        lines: [
          'Partners who bring new players to {brand} earn a share of the revenue those players generate. Contact customer service to join the programme.',
        ],
      },
      vi: {
        title: 'Chương trình đại lý',
        lines: [
          'Đối tác giới thiệu người chơi mới đến {brand} sẽ nhận được một phần doanh thu từ những người chơi đó. Hãy liên hệ bộ phận chăm sóc khách hàng để tham gia chương trình.',
        ],
      },
    },
  },
];

/** Writes the demo help centre once: a merchant that has any topic is left as the operator made it. */
export async function seedDemoHelp(db: Db, merchantId: string, brand: string): Promise<void> {
  if (await repo.hasTopics(db, merchantId)) return;
  await db.transaction().execute(async (tx) => {
    for (const [index, topic] of demoTopics.entries()) {
      const { id } = await repo.upsertTopic(tx, merchantId, topic.slug, index * 10);
      for (const [language, text] of Object.entries(topic.texts))
        await repo.upsertText(tx, {
          topic_id: id,
          language,
          title: text.title,
          body: text.lines.map((line) => line.replaceAll('{brand}', brand)).join('\n'),
          updated_at: new Date(),
        });
    }
  });
}
