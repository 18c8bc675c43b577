import { AppError } from '@portal/contracts/errors';
import type { MissionKind, MissionPeriod } from '@portal/contracts/missions';
import type { MerchantMissionRow } from '../../db/schema.ts';
import type { MissionsService } from './missions.service.ts';

/** The operator's mission commands (`npm run ops -- mission ...`). */

export type MissionOpsCommand =
  | {
      kind: 'mission_add';
      missionKind: MissionKind;
      period: MissionPeriod;
      target: number;
      reward: number;
      points: number;
      sort: number;
    }
  | { kind: 'mission_list' }
  | { kind: 'mission_state'; id: string; active: boolean };

const line = (m: MerchantMissionRow) =>
  `${m.id}  ${m.active ? 'running' : 'stopped'}  ${m.period} ${m.kind}  target ${m.target}  reward ${m.reward}  points ${m.points}  sort ${m.sort}`;

export async function applyMissionCommand(
  missions: Pick<MissionsService, 'list' | 'add' | 'setActive'>,
  merchantId: string,
  command: MissionOpsCommand,
): Promise<string> {
  switch (command.kind) {
    case 'mission_list': {
      const rows = await missions.list(merchantId);
      return rows.length === 0 ? 'no missions' : rows.map(line).join('\n');
    }
    case 'mission_add': {
      const row = await missions.add({
        merchant_id: merchantId,
        kind: command.missionKind,
        period: command.period,
        target: String(command.target),
        reward: String(command.reward),
        points: command.points,
        sort: command.sort,
      });
      return `mission added: ${line(row)}`;
    }
    case 'mission_state': {
      const row = await missions.setActive(merchantId, command.id, command.active);
      if (!row) throw new AppError('NOT_FOUND', `No mission ${command.id}`, 404);
      return `mission ${row.id} ${row.active ? 'running' : 'stopped'}`;
    }
  }
}
