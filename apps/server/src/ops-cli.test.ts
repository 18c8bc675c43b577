import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config.ts';
import { agentKit } from './modules/agent/agent-test-helpers.ts';
import { runOpsCli } from './ops-cli.ts';
import { useTestApp, usingPostgres } from './test/test-app.ts';

/**
 * The operator's CLI with no server to send the command to opens the database itself. Only
 * PostgreSQL lets it do that beside a running app (PGlite is one process's), so this runs there.
 */
describe.skipIf(!usingPostgres)('the operator CLI opening the database itself', () => {
  const t = useTestApp({ audit: true, dataDir: 'ops-direct' });
  const kit = agentKit(() => t.app);

  it('approves a deposit as the server does: the club level it reaches and its bonus, a deposit match', async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      t.app.database.db,
    );
    const config = loadConfig({
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      DATABASE_SCHEMA: rows[0]?.schema,
      DATA_DIR: t.dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
    });
    const cli = async (...argv: string[]) => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      try {
        return { code: await runOpsCli(config, argv), said: log.mock.calls.flat().join('\n') };
      } finally {
        log.mockRestore();
      }
    };

    const match = await cli(
      'promo',
      'add',
      'match',
      'deposit',
      '--title',
      'CLI reload',
      '--summary',
      'S',
      '--text',
      'Terms',
      '--percent',
      '10',
      '--min-deposit',
      '10000000',
      '--bonus-max',
      '100000000',
    );
    expect(match.code, match.said).toBe(0);
    const promotionId = /promotion added: (\d+)/.exec(match.said)?.[1];
    const who = await kit.registered();
    const joined = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCS2_joinDepositPromotion',
      headers: { authorization: `Bearer ${who.token}` },
      payload: { promotionId },
    });
    expect(joined.statusCode, joined.body).toBe(200);

    const requested = await kit.requestDeposit(who, 500_000_000);
    const approved = await cli('deposit', 'approve', requested.id);
    expect(approved.code, approved.said).toBe(0);
    // ₫5,000,000, the match's ₫500,000 (10%, under its ₫1,000,000 ceiling) and Bronze's ₫50,000.
    expect(await kit.balance(who)).toBe(500_000_000 + 50_000_000 + 5_000_000);
    const info = (await kit.get(who, '/wps/member/info')).json().value;
    expect(info.clubLabel).toMatchObject({ labelName: 'Bronze', rankLevel: 1 });
  });
});
