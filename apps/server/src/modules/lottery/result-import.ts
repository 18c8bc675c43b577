import { type VnResult, type VnTierName, vnTierNames } from '@portal/contracts/lottery';
import { compactDate, parseLocalDate } from '../../lib/zoned-time.ts';
import { gameByCode } from './rules/games.ts';
import { vnResultProblems, vnStructureTiers } from './rules/vn-result.ts';

/**
 * Official regional results from the operator (`npm run ops -- lottery result import FILE`).
 *
 * JSON: an array (or `{ "results": [...] }`) of
 *   { "gameCode": "VN_MB", "date": "2026-05-18", "tiers": { "special": ["12345"], ... } }
 * CSV: a header `gameCode,date,tier,numbers`, then one line per tier, the numbers separated
 *   by spaces:  VN_MB,2026-05-18,third,33401 44512 55623 66734 77845 88956
 *
 * Every draw is checked against its game's structure (North: 27 numbers in 8 tiers, special
 * 5 digits; South and Centre: 18 in 9, special 6 digits) before anything is imported: one
 * problem anywhere refuses the whole file, with every problem listed.
 */
export type ImportEntry = { gameCode: string; numero: string; result: VnResult };
export type ParsedImport = { entries: ImportEntry[]; problems: string[] };

type Raw = { where: string; gameCode: unknown; date: unknown; tiers: unknown };

function toEntry(raw: Raw, problems: string[]): ImportEntry | null {
  const code = typeof raw.gameCode === 'string' ? raw.gameCode.trim() : '';
  const game = gameByCode(code);
  if (game?.source !== 'official' || !game.structure) {
    problems.push(`${raw.where}: '${code}' is not an official regional game`);
    return null;
  }
  const date = typeof raw.date === 'string' ? parseLocalDate(raw.date) : null;
  if (!date) {
    problems.push(`${raw.where}: the date must be yyyy-MM-dd`);
    return null;
  }
  if (typeof raw.tiers !== 'object' || raw.tiers === null || Array.isArray(raw.tiers)) {
    problems.push(`${raw.where}: tiers must be an object of tier name to numbers`);
    return null;
  }
  const tiers: VnResult['tiers'] = {};
  for (const [name, value] of Object.entries(raw.tiers)) {
    if (!(vnTierNames as readonly string[]).includes(name)) {
      problems.push(`${raw.where}: unknown tier '${name}' (tiers: ${vnTierNames.join(', ')})`);
      continue;
    }
    const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,;-]+/) : null;
    if (!list?.every((n) => typeof n === 'string' || typeof n === 'number')) {
      problems.push(`${raw.where}: tier ${name} must list numbers`);
      continue;
    }
    tiers[name as VnTierName] = list.map(String).filter((n) => n !== '');
  }
  // Stored in structure order, so the same sheet always compares equal.
  const ordered: VnResult['tiers'] = {};
  for (const [name] of vnStructureTiers[game.structure]) if (tiers[name]) ordered[name] = tiers[name];
  for (const name of Object.keys(tiers) as VnTierName[]) if (!ordered[name]) ordered[name] = tiers[name];
  const result: VnResult = { kind: 'vn', structure: game.structure, tiers: ordered };
  const structural = vnResultProblems(result);
  if (structural.length) {
    problems.push(...structural.map((p) => `${raw.where} (${code} ${compactDate(date)}): ${p}`));
    return null;
  }
  if (!game.drawDays?.includes(new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay())) {
    problems.push(`${raw.where}: ${code} does not draw on ${compactDate(date)}`);
    return null;
  }
  return { gameCode: code, numero: compactDate(date), result };
}

function parseJson(text: string, problems: string[]): Raw[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    problems.push(`not valid JSON: ${(error as Error).message}`);
    return [];
  }
  const list = Array.isArray(data) ? data : (data as { results?: unknown } | null)?.results;
  if (!Array.isArray(list)) {
    problems.push('expected an array of results (or {"results": [...]})');
    return [];
  }
  return list.map((item, i) => {
    const o = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    return {
      where: `result ${i + 1}`,
      gameCode: o.gameCode,
      date: o.date,
      tiers: o.tiers ?? (o.result as Record<string, unknown> | undefined)?.tiers,
    };
  });
}

function parseCsv(text: string, problems: string[]): Raw[] {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const header = lines[0]
    ?.toLowerCase()
    .split(',')
    .map((h) => h.trim());
  if (header?.join(',') !== 'gamecode,date,tier,numbers') {
    problems.push('line 1: the header must be gameCode,date,tier,numbers');
    return [];
  }
  const draws = new Map<string, Raw & { tiers: Record<string, string[]> }>();
  lines.slice(1).forEach((line, i) => {
    if (line === '' || line.startsWith('#')) return;
    const cells = line.split(',').map((c) => c.trim());
    if (cells.length !== 4) {
      problems.push(`line ${i + 2}: expected 4 columns, got ${cells.length}`);
      return;
    }
    const [gameCode, date, tier, numbers] = cells as [string, string, string, string];
    const key = `${gameCode}|${date}`;
    let draw = draws.get(key);
    if (!draw) {
      draw = { where: `line ${i + 2}`, gameCode, date, tiers: {} };
      draws.set(key, draw);
    }
    if (draw.tiers[tier]) {
      problems.push(`line ${i + 2}: tier ${tier} of ${gameCode} ${date} given twice`);
      return;
    }
    draw.tiers[tier] = numbers.split(/\s+/).filter(Boolean);
  });
  return [...draws.values()];
}

export function parseResultFile(text: string, format: 'json' | 'csv'): ParsedImport {
  const problems: string[] = [];
  const raws = format === 'json' ? parseJson(text, problems) : parseCsv(text, problems);
  if (raws.length === 0 && problems.length === 0) problems.push('the file holds no results');
  const entries: ImportEntry[] = [];
  const seen = new Set<string>();
  for (const raw of raws) {
    const entry = toEntry(raw, problems);
    if (!entry) continue;
    const key = `${entry.gameCode}:${entry.numero}`;
    if (seen.has(key)) problems.push(`${raw.where}: ${entry.gameCode} ${entry.numero} appears twice`);
    seen.add(key);
    entries.push(entry);
  }
  return { entries: problems.length ? [] : entries, problems };
}
