import type { WalletTransferBody } from '@portal/contracts/wallet';
import { api } from '../../../lib/api-client.ts';
import { walletContract } from './contracts.ts';

/** Main wallet ↔ a vendor's transfer wallet (spec 7 GCS_walletTransfer). */
export const transferWallet = (body: WalletTransferBody) =>
  api.post('/wps/relay/GCS_walletTransfer', body, () => walletContract().then((m) => m.transferValueSchema));
