import { MemberType } from '@portal/contracts/identity';

type Translate = (key: string) => string;

const typeKeys: Record<number, string> = {
  [MemberType.Player]: 'player',
  [MemberType.Affiliate]: 'affiliate',
  [MemberType.Agent]: 'agent',
  [MemberType.Trial]: 'trial',
  [MemberType.SubAgent]: 'subAgent',
  [MemberType.MasterAgent]: 'masterAgent',
};

/** An account type in words: "Player", "Sub-agent", "Master agent" (spec 6). */
export const memberTypeText = (type: number, t: Translate): string =>
  t(`agent.types.${typeKeys[type] ?? 'unknown'}`);
