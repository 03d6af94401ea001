/**
 * The standalone sandbox's deal: how many players, how many packs (for games
 * played with several), the table's customs (for games that have some, e.g.
 * SENS 4.3, 4.5) and the seed, read from and written to the page's query
 * string (?players=4&packs=2&seed=123, ?misdeal=strict&seed=5) so a deal can
 * be shared. Reading never throws: a value outside what the game allows is
 * reported in words and the page's own deal is used.
 */
import type { TableOption } from '../../../engine/core/game';
import type { Locale } from '../../../engine/core/messages';

/** What a standalone page offers; plain data, so it can be an island prop. */
export interface DealSetup {
  /** Names for the seats, in seating order; a deal takes the first `players` of them. */
  readonly names: readonly string[];
  readonly players: { readonly min: number; readonly max: number };
  /** Absent for games with one fixed set of cards. */
  readonly packs?: { readonly min: number; readonly max: number };
  /** The game's table options (Game.tableOptions); absent: none. */
  readonly options?: readonly TableOption[];
  /** The page's own deal (the one rendered on the server). */
  readonly initial: DealChoice;
}

export interface DealChoice {
  readonly players: number;
  readonly packs?: number;
  /** A value for each of the setup's table options, by key (Game.deal's `table`). */
  readonly table?: Readonly<Record<string, string>>;
  readonly seed: number;
}

export const MAX_SEED = 0xffffffff;

const int = (text: string | null) => (text !== null && /^\d{1,10}$/.test(text) ? Number(text) : null);

/** What the address asks that the game does not allow, per language; the names before the colon are the address's own. */
const EXPECTED = {
  en: { range: (min: number, max: number, got: string) => `expected ${min} to ${max}, got ${got}`, oneOf: (values: readonly string[], got: string) => `expected ${values.join(' or ')}, got ${got}`, seed: (max: number, got: string) => `expected a whole number from 0 to ${max}, got ${got}` },
  de: {
    range: (min: number, max: number, got: string) => `erwartet wird ${min} bis ${max}, angegeben ist ${got}`,
    oneOf: (values: readonly string[], got: string) => `erwartet wird ${values.join(' oder ')}, angegeben ist ${got}`,
    seed: (max: number, got: string) => `erwartet wird eine ganze Zahl von 0 bis ${max}, angegeben ist ${got}`,
  },
} as const satisfies Record<Locale, unknown>;

/** The deal a query string asks for: null when it asks for none, an error (in `locale`) when it asks for something the game does not allow. */
export function readDealQuery(search: string, setup: DealSetup, locale: Locale = 'en'): { ok: true; choice: DealChoice | null } | { ok: false; error: string } {
  const w = EXPECTED[locale];
  const got = (text: string | null) => `"${String(text).slice(0, 12)}"`;
  const params = new URLSearchParams(search);
  const options = setup.options ?? [];
  if (!params.has('seed') && !params.has('players') && !params.has('packs') && !options.some((o) => params.has(o.key))) return { ok: true, choice: null };
  const players = params.has('players') ? int(params.get('players')) : setup.initial.players;
  if (players === null || players < setup.players.min || players > Math.min(setup.players.max, setup.names.length)) {
    return { ok: false, error: `players: ${w.range(setup.players.min, Math.min(setup.players.max, setup.names.length), got(params.get('players')))}` };
  }
  let packs = setup.initial.packs;
  if (setup.packs) {
    packs = params.has('packs') ? (int(params.get('packs')) ?? -1) : (setup.initial.packs ?? setup.packs.min);
    if (packs < setup.packs.min || packs > setup.packs.max) return { ok: false, error: `packs: ${w.range(setup.packs.min, setup.packs.max, got(params.get('packs')))}` };
  }
  const table: Record<string, string> = {};
  for (const option of options) {
    const asked = params.get(option.key);
    const value = asked ?? setup.initial.table?.[option.key] ?? option.values[0].value;
    if (!option.values.some((v) => v.value === value)) {
      return { ok: false, error: `${option.key}: ${w.oneOf(option.values.map((v) => v.value), got(asked))}` };
    }
    table[option.key] = value;
  }
  const seed = params.has('seed') ? int(params.get('seed')) : setup.initial.seed;
  if (seed === null || seed > MAX_SEED) return { ok: false, error: `seed: ${w.seed(MAX_SEED, got(params.get('seed')))}` };
  return { ok: true, choice: { players, ...(setup.packs ? { packs } : {}), ...(options.length > 0 ? { table } : {}), seed } };
}

/** The query string of a deal. */
export function dealQuery(choice: DealChoice): string {
  const table = Object.entries(choice.table ?? {}).map(([key, value]) => `&${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return `?players=${choice.players}${choice.packs !== undefined ? `&packs=${choice.packs}` : ''}${table.join('')}&seed=${choice.seed}`;
}
