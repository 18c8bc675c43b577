import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { agentKit } from '../agent/agent-test-helpers.ts';

const t = useTestApp({ audit: true });

const { registered, get, deposit } = agentKit(() => t.app);
const labelOf = async (who: Awaited<ReturnType<typeof registered>>) => {
  const res = await get(who, '/wps/member/info');
  expect(res.statusCode, res.body).toBe(200);
  const { clubLabel, memberLabel } = res.json().value;
  return { ...clubLabel, service: memberLabel[0].labelName };
};

describe('VIP club levels', () => {
  it('starts at the standard level and climbs the demo ladder with approved deposits, never dropping', async () => {
    const who = await registered();
    expect(await labelOf(who)).toEqual({
      labelName: 'Standard',
      color: '#6b7280',
      color2: '#9ca3af',
      rankLevel: 0,
      service: 'Live chat',
    });
    // ₫4,000,000 approved and ₫1,000,000 rejected: not yet Bronze (₫5,000,000).
    await deposit(who, 400_000_000);
    await deposit(who, 100_000_000, 'reject');
    expect((await labelOf(who)).rankLevel).toBe(0);
    await deposit(who, 100_000_000);
    expect(await labelOf(who)).toMatchObject({ labelName: 'Bronze', rankLevel: 1, color2: '#cd7f32' });
    // Past Silver (₫20,000,000) in one go.
    await deposit(who, 1_600_000_000);
    expect(await labelOf(who)).toMatchObject({ labelName: 'Silver', rankLevel: 2 });
    // A level reached stays, whatever the ladder says later.
    await sql`update merchant_club_level set min_deposit = min_deposit * 100`.execute(t.app.database.db);
    t.app.services.system.invalidate();
    await deposit(who, 100_000_000);
    expect((await labelOf(who)).rankLevel).toBe(2);
    await sql`update merchant_club_level set min_deposit = min_deposit / 100`.execute(t.app.database.db);
  });

  it('names the VIP service for ranks above 4, and the chat room routes them there', async () => {
    const who = await registered();
    await sql`update member set club_rank = 5 where id = ${who.id}`.execute(t.app.database.db);
    expect(await labelOf(who)).toMatchObject({ labelName: 'Diamond', rankLevel: 5, service: 'VIP service' });
    const chat = await get(who, '/wps/chat/messages');
    expect(chat.json().value.desk).toBe('vip');
  });
});
