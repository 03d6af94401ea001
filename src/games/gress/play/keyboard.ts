/**
 * The reader's keys on /gress/play/, for play without a pointer: digits pick
 * cards, Enter lays what is picked, letters name the actions. Pure, so the
 * page and its tests share one table; the page ignores keys typed into a form
 * field and keys with Ctrl, Alt or Meta (the browser's own shortcuts).
 */
export type KeyCommand =
  | { readonly kind: 'pick'; readonly index: number }
  | { readonly kind: 'play' | 'draw' | 'call' | 'marke' | 'complain' | 'withdraw' | 'layDown' | 'clear' | 'practice' | 'hint' };

/** Each letter and what it does, for the key list shown on the page. */
export const KEY_LIST: readonly { readonly key: string; readonly does: string }[] = [
  { key: '1-9', does: 'pick a card (again: leave it)' },
  { key: 'Enter', does: 'lay the picked cards' },
  { key: 'D', does: 'draw, or pick up what you owe' },
  { key: 'C', does: 'call "last but one"' },
  { key: 'M', does: 'take your Marke' },
  { key: 'K', does: 'complain' },
  { key: 'W', does: 'take back your wrong card' },
  { key: 'L', does: 'lay your hand down' },
  { key: 'P', does: 'practice: pause the clock' },
  { key: 'H', does: 'what could I do?' },
  { key: 'Esc', does: 'drop the picked cards' },
];

const LETTERS: Readonly<Record<string, KeyCommand['kind']>> = {
  enter: 'play', d: 'draw', c: 'call', m: 'marke', k: 'complain', w: 'withdraw', l: 'layDown', escape: 'clear', p: 'practice', h: 'hint',
};

export function commandForKey(key: string): KeyCommand | null {
  if (/^[1-9]$/.test(key)) return { kind: 'pick', index: Number(key) - 1 };
  const kind = LETTERS[key.toLowerCase()];
  return kind ? ({ kind } as KeyCommand) : null;
}
