import { api } from '../../../lib/api-client.ts';
import { chatContract } from './contracts.ts';

/** `POST /wps/chat/read`: the member has seen the whole conversation; the count is 0 after it. */
export const markChatRead = () =>
  api.post('/wps/chat/read', undefined, () => chatContract().then((m) => m.chatReadValueSchema));
