import { isMoneyKind, type Mission, type MissionKind } from '@portal/contracts/missions';

/** The title's text key (under `missions.titles`) and the target it names, as the title reads it. */
export type MissionTitleParts = {
  key: `${MissionKind}.${Mission['period']}`;
  /** The target written as money (minor units) or as a count of bets. */
  target: { unit: 'money' | 'count'; value: number };
};

/** "Deposit ₫200,000.00 today", "Place 10 bets this week": what a mission asks, from its kind, period and target. */
export function missionTitleParts(mission: Pick<Mission, 'kind' | 'period' | 'target'>): MissionTitleParts {
  return {
    key: `${mission.kind}.${mission.period}`,
    target: { unit: isMoneyKind(mission.kind) ? 'money' : 'count', value: mission.target },
  };
}

export type AmountWriters = { money: (minor: number) => string; count: (value: number) => string };

/** A target or progress in the mission's unit: money for deposits and wagers, a plain number for bets. */
export const formatMissionAmount = (kind: MissionKind, value: number, writers: AmountWriters): string =>
  isMoneyKind(kind) ? writers.money(value) : writers.count(value);
