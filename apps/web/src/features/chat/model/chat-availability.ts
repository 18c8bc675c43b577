import type { WhitelabelNode } from '@portal/contracts/system';
import { isFlagOn } from '../../../lib/whitelabel.ts';

/** Spec 4: the chat room works only when the merchant's CBS3 flag is on. */
export const isChatOn = (whitelabel: readonly WhitelabelNode[]): boolean => isFlagOn(whitelabel, 'CBS3');
