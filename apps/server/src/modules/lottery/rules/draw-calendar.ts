import {
  addDays,
  compactDate,
  type LocalDate,
  localDateOf,
  parseLocalDate,
  weekdayOf,
  zonedToInstant,
} from '../../../lib/zoned-time.ts';
import { closeSecondsOf, type GameDef, LOTTERY_TIME_ZONE } from './games.ts';

/**
 * When draws happen. A fast game draws every `cadenceSeconds` from local midnight: slot k of a
 * day (1 … 86400 / cadence) draws at midnight + k × cadence and is numbered yyyyMMdd-kkkk; it
 * opens when the slot before it draws. An official game draws on its weekdays at the region's
 * time, numbered yyyyMMdd, and opens when its previous draw happens.
 */
export type DrawSlot = { numero: string; opensAt: Date; closesAt: Date; drawAt: Date };

const zone = LOTTERY_TIME_ZONE;
const midnight = (d: LocalDate) => zonedToInstant(d, 0, 0, zone);

function cadenceSlot(g: GameDef, drawAt: Date, closeOverride?: number): DrawSlot {
  const cadenceMs = (g.cadenceSeconds as number) * 1000;
  // The last slot draws at the next midnight and still belongs to its day.
  const day = localDateOf(new Date(drawAt.getTime() - 1), zone);
  const k = Math.round((drawAt.getTime() - midnight(day).getTime()) / cadenceMs);
  return {
    numero: `${compactDate(day)}-${String(k).padStart(4, '0')}`,
    opensAt: new Date(drawAt.getTime() - cadenceMs),
    closesAt: new Date(drawAt.getTime() - closeSecondsOf(g, closeOverride) * 1000),
    drawAt,
  };
}

const drawsOn = (g: GameDef, d: LocalDate) => g.drawDays?.includes(weekdayOf(d)) ?? false;
const officialDrawAt = (g: GameDef, d: LocalDate) =>
  zonedToInstant(d, g.drawTime?.hour ?? 0, g.drawTime?.minute ?? 0, zone);

function officialSlot(g: GameDef, day: LocalDate, closeOverride?: number): DrawSlot {
  const drawAt = officialDrawAt(g, day);
  let previous = addDays(day, -1);
  while (!drawsOn(g, previous)) previous = addDays(previous, -1);
  return {
    numero: compactDate(day),
    opensAt: officialDrawAt(g, previous),
    closesAt: new Date(drawAt.getTime() - closeSecondsOf(g, closeOverride) * 1000),
    drawAt,
  };
}

/**
 * The slots of a game whose draw time lies in (from, to], in order. Official games list their
 * draw days in that window; fast games every cadence boundary.
 */
export function slotsBetween(g: GameDef, from: Date, to: Date, closeOverride?: number): DrawSlot[] {
  const slots: DrawSlot[] = [];
  if (g.cadenceSeconds) {
    const cadenceMs = g.cadenceSeconds * 1000;
    // Cadences divide the zone's offset (UTC+7), so local boundaries are epoch multiples.
    let t = Math.floor(from.getTime() / cadenceMs) * cadenceMs + cadenceMs;
    for (; t <= to.getTime(); t += cadenceMs) slots.push(cadenceSlot(g, new Date(t), closeOverride));
    return slots;
  }
  for (let d = localDateOf(from, zone); ; d = addDays(d, 1)) {
    if (midnight(d).getTime() > to.getTime()) break;
    if (!drawsOn(g, d)) continue;
    const at = officialDrawAt(g, d).getTime();
    if (at > from.getTime() && at <= to.getTime()) slots.push(officialSlot(g, d, closeOverride));
  }
  return slots;
}

/** The slot a numero names, or null when the game has no draw with that numero. */
export function slotOfNumero(g: GameDef, numero: string, closeOverride?: number): DrawSlot | null {
  if (g.cadenceSeconds) {
    const m = /^(\d{8})-(\d{4})$/.exec(numero);
    const day = m ? parseLocalDate(m[1] as string) : null;
    const k = Number(m?.[2]);
    if (!day || k < 1 || k > 86_400 / g.cadenceSeconds) return null;
    return cadenceSlot(g, new Date(midnight(day).getTime() + k * g.cadenceSeconds * 1000), closeOverride);
  }
  const day = /^\d{8}$/.test(numero) ? parseLocalDate(numero) : null;
  if (!day || !drawsOn(g, day)) return null;
  return officialSlot(g, day, closeOverride);
}

/** Whether a game draws on the local date of this instant (regional menus list those first). */
export const drawsToday = (g: GameDef, now: Date) =>
  g.cadenceSeconds ? true : drawsOn(g, localDateOf(now, zone));
