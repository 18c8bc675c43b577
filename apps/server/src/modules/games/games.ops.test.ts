import { beforeAll, describe, expect, it } from 'vitest';
import { insertOtherMerchant } from '../../test/merchants.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { type Account, agentKit } from '../agent/agent-test-helpers.ts';

/** The operator's catalogue commands: `npm run ops -- vendor ...` and `game ...`. */

const t = useTestApp();
const { cli, refuses } = opsFor(() => t.app);
const { registered, get } = agentKit(() => t.app);
const db = () => t.app.database.db;

let member: Account;
let luckyReels: string;
beforeAll(async () => {
  member = await registered();
  luckyReels = (
    await db().selectFrom('game').select('id').where('code', '=', 'lucky-reels').executeTakeFirstOrThrow()
  ).id;
});

const launch = () => get(member, `/wps/game/launchGame?nodeId=${luckyReels}&language=en`);
const vendorRows = () => db().selectFrom('game_vendor').selectAll().orderBy('id').execute();
const gameRows = () => db().selectFrom('game').select(['id', 'is_hot', 'enabled']).orderBy('id').execute();

/** A command that must be refused, changing nothing. */
const refused = (words: string[], message: RegExp) =>
  refuses(words, message, async () => [await vendorRows(), await gameRows()]);

describe('vendor commands', () => {
  it('lists the vendors with their state, games and wallet', async () => {
    const { message } = await cli('vendor', 'list');
    expect(message).toMatch(
      /^IHS {2}active {2}"Portal Studio" {2}\d+ of \d+ games shown {2}in-house studio$/m,
    );
  });

  it('puts a vendor in maintenance: a launch is refused with other games offered; active again launches', async () => {
    expect((await launch()).statusCode).toBe(200);
    expect((await cli('vendor', 'status', 'IHS', 'maintenance')).message).toMatch(
      /^vendor IHS maintenance: /,
    );
    const refusedLaunch = await launch();
    expect(refusedLaunch.statusCode).toBe(503);
    expect(refusedLaunch.json()).toMatchObject({ success: false, code: 'GAME_MAINTENANCE' });
    const menus = (await t.app.inject('/lgw/games/game_menus')).json().value.list;
    const ihs = menus
      .flatMap((c: { vendors: { vassalage: string; status: string }[] }) => c.vendors)
      .find((v: { vassalage: string }) => v.vassalage === 'IHS');
    expect(ihs).toMatchObject({ status: 'maintenance' });
    expect((await cli('vendor', 'list')).message).toMatch(/^IHS {2}maintenance /m);

    await cli('vendor', 'status', 'IHS', 'active');
    expect((await launch()).statusCode).toBe(200);
  });

  it('refuses an unknown vendor, another merchant’s and a state that is none of the three', async () => {
    await refused(['vendor', 'status', 'NOPE', 'maintenance'], /No vendor NOPE/);
    await refused(['vendor', 'status', 'IHS', 'broken'], /Invalid option|expected one of/i);
    await refused(['vendor', 'status', 'I H S', 'active'], /Usage|A vendor code/);
    const other = await insertOtherMerchant(db(), 'other-games');
    await db()
      .insertInto('game_vendor')
      .values({ merchant_id: other, code: 'OTHERV', account_type_name: 'OTHERV', name: 'Other' })
      .execute();
    await refused(['vendor', 'status', 'OTHERV', 'disabled'], /No vendor OTHERV/);
  });
});

describe('game commands', () => {
  it('finds games by name in either language, with their ids', async () => {
    const { message } = await cli('game', 'list', '--search', 'vòng quay');
    expect(message).toBe(
      `${luckyReels}  IHS  RNG  lucky-reels  "Lucky Reels" / "Vòng Quay May Mắn"  shown  hot`,
    );
    expect((await cli('game', 'list', '--vendor', 'IHS')).message).toContain(`${luckyReels}  IHS`);
    expect((await cli('game', 'list', '--search', '%')).message).toBe('no games found');
  });

  it('takes a game off the hot list and hides it, then back', async () => {
    const hot = async () =>
      (await t.app.inject('/wps/relay/GCSGAME_hotGamesV2'))
        .json()
        .value.list.map((g: { nodeId: string }) => String(g.nodeId));
    expect(await hot()).toContain(luckyReels);
    expect((await cli('game', 'hot', luckyReels, 'off')).message).toBe(
      `game ${luckyReels} is no longer a hot game`,
    );
    expect(await hot()).not.toContain(luckyReels);

    expect((await cli('game', 'hide', luckyReels)).message).toBe(`game ${luckyReels} hidden in the lobbies`);
    expect((await launch()).statusCode).toBe(404);
    expect((await cli('game', 'list', '--search', 'lucky')).message).toMatch(/ {2}hidden$/);
    await cli('game', 'show', luckyReels);
    await cli('game', 'hot', luckyReels, 'on');
    expect((await launch()).statusCode).toBe(200);
    expect(await hot()).toContain(luckyReels);
  });

  it('refuses an unknown game, a malformed id and another merchant’s game', async () => {
    await refused(['game', 'hide', '99999999'], /No game 99999999/);
    await refused(['game', 'hide', 'lucky-reels'], /A game id is a number/);
    await refused(['game', 'hot', luckyReels, 'maybe'], /Usage/);
    const other = (
      await db().selectFrom('merchant').select('id').where('code', '=', 'other-games').executeTakeFirst()
    )?.id;
    if (!other) throw new Error('the other merchant is made in the vendor tests');
    const foreign = await db()
      .insertInto('game')
      .values({
        merchant_id: other,
        vendor_code: 'OTHERV',
        game_type: 'RNG',
        code: 'x',
        name_en: 'X',
        search_text: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refused(['game', 'hide', foreign.id], new RegExp(`No game ${foreign.id}`));
  });
});
