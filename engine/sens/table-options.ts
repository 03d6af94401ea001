/**
 * 4.3, 4.5: the two customs a SENS table agrees on before the match, as the
 * platform offers them when a new deal is made (Game.tableOptions): whether
 * the dealer may look at the last card, and what a misdeal costs. The first
 * value of each is the engine's default (DEFAULT_OPTIONS).
 */
import type { Parsed, TableOption } from '../core/game';
import { DEFAULT_OPTIONS } from './rules/4-dealing';
import type { TableOptions } from './types';

export const SENS_TABLE_OPTIONS: readonly TableOption[] = [
  {
    key: 'dealer-sees-last',
    label: 'Dealer sees the last card',
    paragraph: '4.3',
    values: [
      { value: 'no', label: 'no' },
      { value: 'yes', label: 'yes' },
    ],
    words: { de: { label: 'Geber sieht seine letzte Karte', values: { no: 'nein', yes: 'ja' } } },
  },
  {
    key: 'misdeal',
    label: 'Misdeal',
    paragraph: '4.5',
    values: [
      { value: 'mild', label: 'mild: deal again' },
      { value: 'strict', label: 'strict: 164 to the other side' },
    ],
    words: { de: { label: 'Vergeben', values: { mild: 'mild: neu geben', strict: 'streng: 164 für die andere Partei' } } },
  },
];

/** 4.3, 4.5: the table options a choice by key names; keys left out keep the default, unknown keys or values are an error. */
export function tableOptionsFrom(table: Readonly<Record<string, string>> = {}): Parsed<TableOptions> {
  const known = new Set(SENS_TABLE_OPTIONS.map((o) => o.key));
  const unknown = Object.keys(table).find((key) => !known.has(key));
  if (unknown !== undefined) return { ok: false, error: `table options: no option "${unknown.slice(0, 24)}" (known: ${[...known].join(', ')})` };
  const sees = table['dealer-sees-last'];
  if (sees !== undefined && sees !== 'yes' && sees !== 'no') return { ok: false, error: `table options: dealer-sees-last is yes or no (4.3), not "${sees.slice(0, 12)}"` };
  const misdeal = table.misdeal;
  if (misdeal !== undefined && misdeal !== 'mild' && misdeal !== 'strict') return { ok: false, error: `table options: misdeal is mild or strict (4.5), not "${misdeal.slice(0, 12)}"` };
  return {
    ok: true,
    value: { dealerSeesLast: sees === undefined ? DEFAULT_OPTIONS.dealerSeesLast : sees === 'yes', misdeal: misdeal ?? DEFAULT_OPTIONS.misdeal },
  };
}
