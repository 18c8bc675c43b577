import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-system.ts';
import * as m0002 from './0002-identity.ts';
import * as m0003 from './0003-ledger.ts';
import * as m0004 from './0004-challenge-weak-password.ts';
import * as m0005 from './0005-cashier.ts';
import * as m0006 from './0006-withdrawals-and-bets.ts';
import * as m0007 from './0007-games.ts';
import * as m0008 from './0008-lottery.ts';
import * as m0009 from './0009-lottery-settlement.ts';
import * as m0010 from './0010-drop-unused-transfer-index.ts';
import * as m0011 from './0011-messages.ts';
import * as m0012 from './0012-announcements.ts';
import * as m0013 from './0013-feedback.ts';
import * as m0014 from './0014-rebates.ts';
import * as m0015 from './0015-agent-contracts.ts';
import * as m0016 from './0016-referrals.ts';
import * as m0017 from './0017-points.ts';
import * as m0018 from './0018-chat.ts';
import * as m0019 from './0019-responsible-gaming.ts';
import * as m0020 from './0020-club-levels.ts';
import * as m0021 from './0021-missions.ts';
import * as m0022 from './0022-promotions.ts';
import * as m0023 from './0023-hour-salary.ts';
import * as m0024 from './0024-raffles.ts';
import * as m0025 from './0025-realtime-salary.ts';
import * as m0026 from './0026-checkin.ts';
import * as m0027 from './0027-help-centre.ts';
import * as m0028 from './0028-welcome-bonus.ts';
import * as m0029 from './0029-session-limit.ts';
import * as m0030 from './0030-translations.ts';
import * as m0031 from './0031-app-download-domains.ts';
import * as m0032 from './0032-payment-channel-text.ts';
import * as m0033 from './0033-banner-translations.ts';
import * as m0034 from './0034-turnover.ts';
import * as m0035 from './0035-mission-prizes.ts';
import * as m0036 from './0036-deposit-match.ts';
import * as m0037 from './0037-promotion-level.ts';
import * as m0038 from './0038-club-level-bonus.ts';
import * as m0039 from './0039-first-deposit-match.ts';
import * as m0040 from './0040-club-rebate-boost.ts';
import * as m0041 from './0041-club-withdrawal-limits.ts';
import * as m0042 from './0042-daily-time-limit.ts';
import * as m0043 from './0043-promotion-image.ts';

/** Migrations ship inside the bundle; names sort in the order they must run. */
const migrations: Record<string, Migration> = {
  '0001-system': m0001,
  '0002-identity': m0002,
  '0003-ledger': m0003,
  '0004-challenge-weak-password': m0004,
  '0005-cashier': m0005,
  '0006-withdrawals-and-bets': m0006,
  '0007-games': m0007,
  '0008-lottery': m0008,
  '0009-lottery-settlement': m0009,
  '0010-drop-unused-transfer-index': m0010,
  '0011-messages': m0011,
  '0012-announcements': m0012,
  '0013-feedback': m0013,
  '0014-rebates': m0014,
  '0015-agent-contracts': m0015,
  '0016-referrals': m0016,
  '0017-points': m0017,
  '0018-chat': m0018,
  '0019-responsible-gaming': m0019,
  '0020-club-levels': m0020,
  '0021-missions': m0021,
  '0022-promotions': m0022,
  '0023-hour-salary': m0023,
  '0024-raffles': m0024,
  '0025-realtime-salary': m0025,
  '0026-checkin': m0026,
  '0027-help-centre': m0027,
  '0028-welcome-bonus': m0028,
  '0029-session-limit': m0029,
  '0030-translations': m0030,
  '0031-app-download-domains': m0031,
  '0032-payment-channel-text': m0032,
  '0033-banner-translations': m0033,
  '0034-turnover': m0034,
  '0035-mission-prizes': m0035,
  '0036-deposit-match': m0036,
  '0037-promotion-level': m0037,
  '0038-club-level-bonus': m0038,
  '0039-first-deposit-match': m0039,
  '0040-club-rebate-boost': m0040,
  '0041-club-withdrawal-limits': m0041,
  '0042-daily-time-limit': m0042,
  '0043-promotion-image': m0043,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
