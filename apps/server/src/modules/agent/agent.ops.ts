import { z } from 'zod';
import { merchantSchema } from '../admin/ops-flags.ts';
import { type AgentOps, memberTypeNames } from './agent.service.ts';

/** The operator's agent command (`npm run ops -- member type ...`). */

export const agentOpsSchemas = [
  z
    .object({
      kind: z.literal('member_type'),
      merchant: merchantSchema,
      account: z.string().min(1).max(64),
      type: z.enum(memberTypeNames, { error: `A member type is one of: ${memberTypeNames.join(', ')}` }),
    })
    .strict(),
] as const;
export type AgentOpsCommand = z.infer<(typeof agentOpsSchemas)[number]>;

export const agentOpsUsage =
  '  member type ACCOUNT agent|master-agent|sub-agent|affiliate|player   make an account an agent (or a player again)';

/** `member type ACCOUNT TYPE` into a command (the schema then checks it), or null. */
export function agentOpsOf(words: readonly string[], _flags: Map<string, string>, merchant: string): unknown {
  const [topic, action, target] = words;
  if (topic === 'member' && action === 'type' && target && words[3] && words.length === 4)
    return { kind: 'member_type', merchant, account: target, type: words[3] };
  return null;
}

export function applyAgentCommand(
  agents: Pick<AgentOps, 'setMemberType'>,
  merchantId: string,
  command: AgentOpsCommand,
): Promise<string> {
  return agents.setMemberType(merchantId, command.account, command.type);
}
