import type { ChatSendBody } from '@portal/contracts/chat';
import { api } from '../../../lib/api-client.ts';
import { chatContract } from './contracts.ts';

/**
 * `POST /wps/chat/messages`. The same `requestId` again answers the same message, so a retry
 * after a lost answer never sends it twice.
 */
export const sendChatMessage = async (body: ChatSendBody) =>
  (await api.post('/wps/chat/messages', body, () => chatContract().then((m) => m.chatSendValueSchema)))
    .message;
