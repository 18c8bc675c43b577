import type { HelpCenter } from '@portal/contracts/help';

/** A help centre of two topics, the second not yet translated (shown in Vietnamese). */
export const helpCentre: HelpCenter = {
  language: 'en',
  topics: [
    {
      slug: 'term',
      language: 'en',
      title: 'Terms and conditions',
      paragraphs: ['You must be 21.', 'One account each.'],
    },
    { slug: 'deposits', language: 'vi', title: 'Nạp tiền', paragraphs: ['Chuyển khoản ngân hàng.'] },
  ],
};
