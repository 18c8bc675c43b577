// The lobby's game list (GET /wps/relay/GCSGAME_gameList, page of 42 with a name filter) over a
// catalogue of 10,000 games on PostgreSQL, against the bare node:http hello server.
// Options: --games N (default 10000).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { log, settings } from './lib/env.ts';
import { startHello } from './lib/hello.ts';
import { measure } from './lib/load.ts';
import { withTempDatabase } from './lib/pg.ts';
import { startPortal } from './lib/portal.ts';
import { cleanup } from './lib/proc.ts';
import { report, warnIfBusy } from './lib/report.ts';

const { values: args } = parseArgs({ options: { games: { type: 'string', default: '10000' } } });
const games = Number(args.games);

const words = ['Lucky', 'Dragon', 'Golden', 'Fortune', 'Jade', 'Tiger', 'Lotus', 'Phoenix', 'Panda', 'Koi'];
const kinds = ['Reels', 'Riches', 'Wilds', 'Bonanza', 'Temple', 'Treasure', 'Spins', 'Legends'];

/** A catalogue the size of a large aggregator's: 10,000 games over 20 vendors and 4 categories. */
async function seedCatalogue(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(`select id from merchant where code = 'demo'`);
    const merchant = rows[0]?.id;
    if (!merchant) throw new Error('demo merchant missing');
    await client.query(
      `insert into game_vendor (merchant_id, code, account_type_name, name, launch_url, sort)
       select $1, 'BV' || v, 'BV' || v, 'Bench vendor ' || v, 'https://vendor.invalid/', v
       from generate_series(1, 20) v on conflict do nothing`,
      [merchant],
    );
    await client.query(
      `insert into game (merchant_id, vendor_code, game_type, code, game_id, name_en, search_text, classify, min_bet, min_line_num, is_hot, sort)
       select $1, 'BV' || (1 + g % 20), (array['RNG','RNG','FISH','LIVE'])[1 + g % 4], 'g' || g, 'g' || g,
              name, lower(name), (array['SLOT','TABLE','ARCADE'])[1 + g % 3], (g % 5) * 100, g % 50, g % 97 = 0, g
       from generate_series(1, $2::int) g,
            lateral (select ($3::text[])[1 + g % 10] || ' ' || ($4::text[])[1 + (g / 10) % 8] || ' ' || g as name) n`,
      [merchant, games, words, kinds],
    );
    await client.query('analyze game');
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  warnIfBusy();
  return withTempDatabase(settings.databaseUrl, async (databaseUrl) => {
    const portal = await startPortal({ databaseUrl });
    const hello = await startHello();
    try {
      log(`inserting ${games} games`);
      await seedCatalogue(databaseUrl);
      const url = `${portal.url}/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=dragon&page=1&pageSize=42&language=en&url=localhost`;
      const sample = await fetch(url);
      const body = (await sample.json()) as { value?: { games: unknown[]; totalPages: number } };
      if (sample.status !== 200 || !body.value?.games.length)
        throw new Error(`lobby answered ${sample.status}: ${JSON.stringify(body).slice(0, 300)}`);
      log(`sample page: ${body.value.games.length} games, ${body.value.totalPages} pages`);
      const [lobby, bare] = await measure([
        { url, pid: portal.pid },
        { url: hello.url, pid: hello.pid },
      ]);
      if (!lobby || !bare) throw new Error('missing load figures');
      const ratio = bare.rps > 0 ? Math.round((lobby.rps / bare.rps) * 1000) / 1000 : null;
      console.log(
        `lobby  ${lobby.rps} req/s  p95 ${lobby.latency_ms.p95} ms  (${games} games, page of 42, name filter)`,
      );
      console.log(`hello  ${bare.rps} req/s  p95 ${bare.latency_ms.p95} ms`);
      const failed = lobby.non2xx > 0 || lobby.errors > 0 || lobby.timeouts > 0;
      await report(
        {
          name: 'lobby',
          database: 'postgresql',
          connections: settings.connections,
          duration_s: settings.duration,
          rps: lobby.rps,
          p95_ms: lobby.latency_ms.p95,
          p99_ms: lobby.latency_ms.p99,
          non2xx: lobby.non2xx,
          errors: lobby.errors + lobby.timeouts,
          baseline: { hello_rps: bare.rps, hello_p95_ms: bare.latency_ms.p95, games },
          ratio,
          targets: { ratio: 0.25, p95_ms: 20 },
          ...(failed ? { error: 'non-2xx responses or errors under load' } : {}),
        },
        { lobby, hello: bare },
      );
      return failed ? 1 : 0;
    } finally {
      await portal.stop();
      await hello.stop();
    }
  });
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error);
} finally {
  await cleanup();
}
process.exit(code);
