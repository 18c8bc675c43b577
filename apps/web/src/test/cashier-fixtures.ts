/** The demo merchant's bank-transfer channel as `GET /wps/cashier/channels` lists it. */
export const bankChannel = {
  code: 'VCB',
  kind: 'bank_transfer',
  name: 'Bank transfer',
  bankName: 'Vietcombank',
  accountName: 'PORTAL DEMO CO LTD',
  accountNumber: '0071001234567',
  minAmount: 5_000_000,
  maxAmount: 50_000_000_000,
};
