/**
 * A SENS position in a few lines of plain text: the poster an example shows
 * before the reader wakes it (and without JavaScript), and the final position
 * a printed page shows. Built from the table's view model, so the words agree
 * with the sandbox. Bavarian names: the server does not know the reader's pack.
 */
import { suitOf } from '../../../engine/sens/cards';
import type { SensState } from '../../../engine/sens/types';
import type { Locale } from '../../../engine/core/messages';
import { uiText } from '../../i18n/ui-text';
import { suitWord } from './card-face';

const WORDS = uiText({
  en: { none: 'no cards', down: (n: number) => `${n} cards, face down`, melds: 'Melds', tricks: 'Tricks', score: 'Score' },
  de: { none: 'keine Karten', down: (n) => `${n} ${n === 1 ? 'Karte' : 'Karten'}, verdeckt`, melds: 'Meldungen', tricks: 'Stiche', score: 'Stand' },
});
import { tableView, type HandView } from './view-model';

/** "Herz U 9 · Eichel S 10 9" (the hand's display order, grouped by suit), or a count when hidden. */
export function handWords(hand: HandView, locale: Locale = 'en'): string {
  if (hand.count === 0) return WORDS[locale].none;
  if (!hand.faceUp) return WORDS[locale].down(hand.count);
  const groups: { suit: string; ranks: string[] }[] = [];
  for (const c of hand.cards) {
    const suit = suitWord(suitOf(c.card), 'bavarian');
    const last = groups[groups.length - 1];
    if (last && last.suit === suit) last.ranks.push(c.face.rank);
    else groups.push({ suit, ranks: [c.face.rank] });
  }
  return groups.map((g) => `${g.suit} ${g.ranks.join(' ')}`).join(' · ');
}

const end = (s: string) => (/[.!?:]$/.test(s) ? s : `${s}.`);

/** One line per player (seat order), then the table and the deal, the trick, melds, tricks, notes, result and score as they apply. */
export function sensPositionLines(state: SensState, locale: Locale = 'en'): string[] {
  const w = WORDS[locale];
  const v = tableView({ state, showHands: true, locale });
  const lines = v.seats.map((s) => `${s.label}${s.said ? `, ${s.said}` : ''}: ${handWords(s.hand, locale)}`);
  const table = [v.dealLine, v.trumps?.text, v.turned?.text, v.bidding?.text].filter((x): x is string => !!x).map(end);
  lines.push([...table, v.phaseLine].join(' '));
  if (v.trick && (v.trick.taken || v.trick.slots.some((s) => s.card))) lines.push([v.trick.heading, v.trick.latest?.text].filter(Boolean).join(' '));
  const m = v.melds;
  if (m.announced.length > 0) lines.push(`${w.melds}: ${m.announced.map((a) => `${a.name}, ${a.text}`).join('; ')}.${m.settlement ? ` ${m.settlement.text}` : ''}`);
  if (m.bella) lines.push(`${m.bella} (7.3).`);
  if (v.tricks && state.deal.tricks.length > 0) lines.push(`${w.tricks}: ${v.tricks.map((t) => t.text).join('; ')}.`);
  lines.push(...v.notes);
  if (v.result) lines.push(v.result.text);
  if (v.match) lines.push(v.match.text);
  else if (state.ledger.length > 0 || state.scores[0] + state.scores[1] > 0) lines.push(`${w.score}: ${v.score.text}.`);
  return lines;
}
