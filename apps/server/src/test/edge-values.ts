/**
 * Values that satisfy a published JSON Schema (the OpenAPI document the routes' zod schemas
 * produce) but sit at its edges: the longest strings, made of characters databases and
 * encoders trip on; the largest and smallest numbers; every optional field present. A
 * request built from them passes validation, so whatever it breaks lies behind it.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Edge = 'longest' | 'shortest';

/**
 * Characters that are valid text yet awkward further down: astral, right-to-left override,
 * quotes, LIKE wildcards, markup. (NUL is refused before validation on every route; the
 * hostile-input test sends it.)
 */
const AWKWARD = '😀\'"\\%_<script>\u202e中';

/** Short strings that match the usual patterns (digits, dates, codes), tried in order. */
const PATTERN_CANDIDATES = [
  '1',
  '86',
  'en',
  'vi',
  '0912345678',
  'A1',
  'abc123',
  'Abc123!@',
  '2000-01-01',
  '01/01/2000',
  '1-2-3',
  'a',
  'A',
];

function stringFor(schema: JsonSchema, edge: Edge): string {
  const min = schema.minLength ?? 0;
  if (schema.format === 'uuid')
    return edge === 'longest'
      ? 'ffffffff-ffff-4fff-bfff-ffffffffffff'
      : '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'email') return edge === 'longest' ? `${'a'.repeat(60)}@example.com` : 'a@b.co';
  if (schema.format === 'date-time')
    return edge === 'longest' ? '9999-12-31T23:59:59.999Z' : '0001-01-01T00:00:00.000Z';
  if (schema.format === 'date') return edge === 'longest' ? '9999-12-31' : '0001-01-01';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
  if (schema.pattern) {
    const re = new RegExp(schema.pattern, 'u');
    const fits = (s: string) => re.test(s) && s.length >= min && s.length <= (schema.maxLength ?? Infinity);
    const longest = edge === 'longest' && schema.maxLength ? '9'.repeat(schema.maxLength) : null;
    return [longest, ...PATTERN_CANDIDATES].find((s): s is string => s !== null && fits(s)) ?? '1';
  }
  if (edge === 'shortest') {
    // Whole characters: half an emoji is not text.
    let text = '';
    for (const char of AWKWARD.repeat(1 + min)) {
      if (text.length >= Math.max(min, 1)) break;
      text += char;
    }
    return text;
  }
  const length = schema.maxLength ?? Math.max(min, 2_000);
  let text = '';
  while (text.length < length) text += AWKWARD;
  // Never split a surrogate pair: the length limit counts UTF-16 units, as zod does.
  text = text.slice(0, length);
  if (/[\ud800-\udbff]$/.test(text)) text = `${text.slice(0, -1)}x`;
  return text;
}

function numberFor(schema: JsonSchema, edge: Edge, integer: boolean): number {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  const step = integer ? 1 : 0.01;
  if (edge === 'longest') {
    if (schema.maximum !== undefined) return schema.maximum;
    if (exclusiveMax !== undefined) return exclusiveMax - step;
    return integer ? Number.MAX_SAFE_INTEGER : 1e300;
  }
  if (schema.minimum !== undefined) return schema.minimum;
  if (exclusiveMin !== undefined) return exclusiveMin + step;
  return integer ? Number.MIN_SAFE_INTEGER : -1e300;
}

/** A value of `schema` at `edge`; `undefined` when the schema admits nothing this can make. */
export function edgeValue(schema: JsonSchema, edge: Edge): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return edge === 'longest' ? schema.enum[schema.enum.length - 1] : schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const nonNull = options.filter((o) => o.type !== 'null');
    return edgeValue((edge === 'longest' ? nonNull.at(-1) : nonNull[0]) ?? options[0] ?? {}, edge);
  }
  if (schema.allOf?.length) return edgeValue(Object.assign({}, ...schema.allOf), edge);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, edge);
    case 'integer':
      return numberFor(schema, edge, true);
    case 'number':
      return numberFor(schema, edge, false);
    case 'boolean':
      return edge === 'longest';
    case 'array': {
      const count =
        edge === 'longest' ? Math.min(schema.maxItems ?? 50, 50) : Math.max(schema.minItems ?? 0, 0);
      return Array.from({ length: count }, () => edgeValue(schema.items ?? {}, edge));
    }
    case 'object':
    case undefined: {
      if (!schema.properties) return type === 'object' ? {} : undefined;
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties)) {
        // The shortest object holds only what it must; the longest everything.
        if (edge === 'shortest' && !schema.required?.includes(name)) continue;
        const value = edgeValue(property, edge);
        if (value !== undefined) out[name] = value;
      }
      return out;
    }
    default:
      return undefined;
  }
}
