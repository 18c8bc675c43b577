import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  applyOpsCommand,
  type OpsCommand,
  type OpsDeps,
  parseOpsArgs,
} from '../modules/admin/ops-command.ts';
import { createAgentOps } from '../modules/agent/agent.service.ts';
import { createAgentContractsOps } from '../modules/agent-contracts/agent-contracts.service.ts';
import { createChannelOps } from '../modules/cashier/channels.service.ts';
import { createTurnoverOps } from '../modules/cashier/turnover.ops.ts';
import { createClubOps } from '../modules/club/club.ops.ts';
import { createGameOps } from '../modules/games/games.ops.ts';
import { createMemberOps } from '../modules/identity/member.ops.ts';
import { createLotteryOps } from '../modules/lottery/lottery.ops.ts';
import { createPointsOps } from '../modules/points/points.service.ts';
import { createReportOps } from '../modules/records/report.ops.ts';
import { createBannerOps } from '../modules/system/banners.service.ts';

/** The services an operator command reaches, as the admin endpoint wires them. */
export const opsDepsOf = (app: FastifyInstance): OpsDeps => ({
  system: app.services.system,
  db: app.database.db,
  cashier: app.services.cashier,
  withdrawals: app.services.withdrawalDesk,
  channels: createChannelOps({ db: app.database.db, settingsById: app.services.system.settingsById }),
  turnover: createTurnoverOps({
    db: app.database.db,
    clock: { now: () => new Date() },
    system: app.services.system,
  }),
  banners: createBannerOps({ db: app.database.db, settingsById: app.services.system.settingsById }),
  games: createGameOps({ db: app.database.db }),
  report: createReportOps({
    db: app.database.db,
    clock: { now: () => new Date() },
    system: app.services.system,
  }),
  members: createMemberOps({
    db: app.database.db,
    clock: { now: () => new Date() },
    system: app.services.system,
  }),
  club: createClubOps({
    db: app.database.db,
    system: app.services.system,
    club: app.services.club,
    messages: app.services.messages,
  }),
  messages: app.services.messages,
  announcements: app.services.announcements,
  help: app.services.help,
  feedback: app.services.feedback,
  rebate: app.services.rebate,
  agents: createAgentOps({ db: app.database.db }),
  agentContracts: createAgentContractsOps({ db: app.database.db, clock: { now: () => new Date() } }),
  contractSettlement: app.services.contractSettlement,
  referral: app.services.referral,
  chat: app.services.chat,
  rg: app.services.rg,
  missions: app.services.missions,
  missionPrizes: app.services.missionPrizes,
  promotions: app.services.promotions,
  lottery: createLotteryOps({
    db: app.database.db,
    clock: { now: () => new Date() },
    engine: app.services.lotteryEngine,
  }),
  points: createPointsOps({
    db: app.database.db,
    clock: { now: () => new Date() },
    system: app.services.system,
    publishBalance: (memberId) => app.services.wallet.publishBalance({ id: memberId }, null),
  }),
});

/**
 * Operator commands against a test app: `run` takes a parsed command, `cli` the words of
 * `npm run ops -- ...` for the demo merchant. `app` is read on each call, so this can be made
 * before the app is built.
 */
export function opsFor(app: () => FastifyInstance) {
  const run = (command: OpsCommand) => applyOpsCommand(opsDepsOf(app()), command);
  const cli = (...argv: string[]) => run(parseOpsArgs(argv, 'demo'));
  /**
   * `npm run ops -- ...argv` must be refused with `message` and change nothing `state` reads (the
   * rows the command would have written). Called async, so a refusal while reading the words is
   * a rejection too.
   */
  async function refuses(argv: string[], message: RegExp, state: () => Promise<unknown> = async () => null) {
    const before = await state();
    await expect((async () => cli(...argv))()).rejects.toThrow(message);
    expect(await state()).toEqual(before);
  }
  return { run, cli, refuses };
}
