import type { MissionClaimBody } from '@portal/contracts/missions';
import { api } from '../../../lib/api-client.ts';
import { missionsContract } from './contracts.ts';

/** Pays a reached mission's reward into the main wallet; the same `requestId` again answers the same claim. */
export const claimMission = (body: MissionClaimBody) =>
  api.post('/wps/relay/MCSFE_claimMission', body, () =>
    missionsContract().then((m) => m.missionClaimValueSchema),
  );
