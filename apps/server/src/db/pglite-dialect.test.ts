import { type Generated, Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from './database.ts';
import { PgliteWireDialect } from './pglite-dialect.ts';

type Db = {
  item: {
    id: Generated<string>;
    owner: string;
    code: string;
    removed: Generated<boolean>;
    amount: string;
    tags: string[];
    meta: unknown;
    at: Date;
  };
};

describe('PGlite dialect (named statements over the wire protocol)', () => {
  const pglite = createPglite();
  const db = new Kysely<Db>({ dialect: new PgliteWireDialect(pglite) });

  beforeAll(async () => {
    await sql`create table item (
      id bigserial primary key, owner text not null, code text not null,
      removed boolean not null default false, amount bigint not null, tags text[] not null,
      meta jsonb, at timestamptz not null)`.execute(db);
    await sql`create unique index item_live on item (owner, code) where not removed`.execute(db);
  });
  afterAll(() => db.destroy());

  const insert = (owner: string, code: string, amount = '1', on: Kysely<Db> = db) =>
    on
      .insertInto('item')
      .values({ owner, code, amount, tags: ['a', 'b,c'], meta: { k: [1, 'x'] }, at: new Date(0) })
      .onConflict((oc) => oc.columns(['owner', 'code']).where('removed', '=', sql.lit(false)).doNothing())
      .returningAll()
      .executeTakeFirst();

  const codesOf = async (on: Kysely<Db>, owner: string) =>
    (await on.selectFrom('item').select('code').where('owner', '=', owner).orderBy('code').execute()).map(
      (r) => r.code,
    );

  it('round-trips values through the serializers and parsers PGlite would use', async () => {
    const row = await insert('o1', 'c1', '9007199254740993');
    expect(row).toMatchObject({
      owner: 'o1',
      // int8 stays a string, as on node-postgres: no precision lost
      amount: '9007199254740993',
      tags: ['a', 'b,c'],
      meta: { k: [1, 'x'] },
      removed: false,
    });
    expect(row?.at).toEqual(new Date(0));
  });

  it('runs the same statement many times (past the switch to a generic plan)', async () => {
    for (let i = 0; i < 12; i++) expect(await insert('o2', `c${i}`)).toBeDefined();
    expect(await insert('o2', 'c3')).toBeUndefined();
    const { count } = await db
      .selectFrom('item')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('owner', '=', 'o2')
      .executeTakeFirstOrThrow();
    expect(count).toBe('12');
  });

  it('reports affected rows for updates and none for a miss', async () => {
    const remove = (owner: string) =>
      db.updateTable('item').set({ removed: true }).where('owner', '=', owner).executeTakeFirst();
    expect((await remove('o1')).numUpdatedRows).toBe(1n);
    expect((await remove('nobody')).numUpdatedRows).toBe(0n);
  });

  it('stays usable after a statement fails, and does not keep a statement that did not parse', async () => {
    await expect(sql`select * from missing_table where id = ${1}`.execute(db)).rejects.toThrow(
      /missing_table/,
    );
    await expect(
      db
        .insertInto('item')
        .values({ owner: 'o3', code: 'x', amount: 'NaN', tags: [], at: new Date() })
        .execute(),
    ).rejects.toThrow();
    await sql`create table missing_table (id int)`.execute(db);
    await sql`insert into missing_table values (1)`.execute(db);
    const { rows } = await sql<{ id: number }>`select * from missing_table where id = ${1}`.execute(db);
    expect(rows).toEqual([{ id: 1 }]);
  });

  it('commits and rolls back transactions', async () => {
    await db.transaction().execute(async (tx) => {
      await insert('o4', 'kept', '1', tx);
      await tx
        .insertInto('item')
        .values({ owner: 'o4', code: 'tx', amount: '2', tags: [], at: new Date() })
        .execute();
    });
    await expect(
      db.transaction().execute(async (tx) => {
        await tx
          .insertInto('item')
          .values({ owner: 'o4', code: 'gone', amount: '3', tags: [], at: new Date() })
          .execute();
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await codesOf(db, 'o4')).toEqual(['kept', 'tx']);
  });

  it('shares statements between two Kysely instances on one database', async () => {
    const other = new Kysely<Db>({ dialect: new PgliteWireDialect(pglite) });
    expect(await codesOf(other, 'o4')).toEqual(await codesOf(db, 'o4'));
  });
});
