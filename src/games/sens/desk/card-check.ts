/**
 * "May this card be played to this trick?": the SENS desk's quick check. The
 * duties are the engine's own (tricks.ts `brokenDuty`, `lawfulCards`,
 * `dutyReason`; rules/9-tricks.ts `dutyParagraph`, 9.2-9.4 with the site's
 * readings: beat the best trump in the trick, also over the partner) and who
 * is winning so far is `trickWinner` (9.5). This file reads the fields and
 * puts the engine's answer into words, each line with its paragraphs. No DOM.
 */
import { cardName, SUIT_NAMES, type Card, type Suit } from '../../../../engine/sens/cards';
import { dutyParagraph } from '../../../../engine/sens/rules/9-tricks';
import { brokenDuty, dutyReason, lawfulCards, trickWinner } from '../../../../engine/sens/tricks';
import type { Seat } from '../../../../engine/sens/types';
import { readCards } from './card-text';

export interface CardQuestion {
  readonly trump: Suit | null;
  /** The cards already in the trick, from its leader, as typed. */
  readonly trick: string;
  /** The player's hand, as typed (the card in question among them). */
  readonly hand: string;
  /** The card in question, in notation; null when none is chosen yet. */
  readonly card: string | null;
}

export interface AnswerLine {
  readonly text: string;
  readonly cites: readonly string[];
}

export type CardAnswer =
  | { readonly ok: false; readonly errors: readonly string[] }
  | {
      readonly ok: true;
      readonly lawful: boolean;
      /** The duty broken (9.2, 9.3, 9.4), or null. */
      readonly broken: string | null;
      readonly verdict: AnswerLine;
      /** The cards of the hand the duty allows, in the hand's order. */
      readonly allowed: readonly Card[];
      readonly lines: readonly AnswerLine[];
    };

const ORDINAL = ['leader', 'second player', 'third player'];
const cards = (list: readonly Card[]) => list.map((c) => cardName(c)).join(', ');
/** "the leader", "the leader and the second player", "the leader, the second player and the third player". */
const before = (n: number) => {
  const who = ORDINAL.slice(0, n).map((o) => `the ${o}`);
  return who.length === 1 ? who[0] : `${who.slice(0, -1).join(', ')} and ${who[who.length - 1]}`;
};

/** The fields as cards, or what is wrong with them in the referee's words. */
function readQuestion(q: CardQuestion): { trump: Suit; trick: Card[]; hand: Card[]; card: Card } | { errors: string[] } {
  const errors: string[] = [];
  const trick = readCards(q.trick);
  const hand = readCards(q.hand);
  const bad = [...trick, ...hand].filter((i) => i.name === null).map((i) => `"${i.code}"`);
  if (bad.length) errors.push(`${bad.join(', ')} ${bad.length === 1 ? 'is not a card' : 'are not cards'}: write a rank (7 8 9 T U O K A, or 10) and a suit (E G H S), e.g. UH or 9E.`);
  if (!q.trump) errors.push('Choose the trump suit.');
  if (trick.length > 3) errors.push(`A trick holds at most three cards before the fourth is played; this one has ${trick.length}.`);
  const codes = [...trick, ...hand].map((i) => i.code);
  const twice = codes.filter((c, i) => codes.indexOf(c) !== i && i === codes.lastIndexOf(c));
  if (twice.length) errors.push(`${twice.join(', ')} ${twice.length === 1 ? 'is' : 'are'} named twice; the pack has each card once (2.1).`);
  if (hand.length === 0) errors.push("Enter the player's hand, the card in question among them.");
  else if (!q.card || !hand.some((i) => i.code === q.card)) errors.push('Choose the card in question from the hand.');
  if (errors.length) return { errors };
  return { trump: q.trump!, trick: trick.map((i) => i.code as Card), hand: hand.map((i) => i.code as Card), card: q.card as Card };
}

/** 9.5 (the reading "who is winning never changes a duty"): who leads the trick so far, and whether it is the player's partner. */
function winningLine(trick: readonly Card[], trump: Suit, paragraph: string | null): AnswerLine | null {
  if (trick.length === 0) return null;
  const played = trick.map((card, i) => ({ seat: i as Seat, card }));
  const best = trickWinner(played, trump);
  const partner = trick.length >= 2 ? trick.length - 2 : -1;
  const who = best === partner ? `the ${ORDINAL[best]}, your partner` : `the ${ORDINAL[best]}, an opponent`;
  const text = `Winning so far: ${who}, with the ${cardName(trick[best])}.`;
  if (best !== partner || (paragraph !== '9.2' && paragraph !== '9.4')) return { text, cites: ['9.5'] };
  return { text: `${text} The duty holds all the same: a trump must beat your own partner's card too, if you can (this site's reading).`, cites: ['9.5', paragraph] };
}

/** 9.1-9.5 with 1.3, 1.4: may `card` go on `trick`, from `hand`, with `trump` trumps? */
export function askCard(question: CardQuestion): CardAnswer {
  const q = readQuestion(question);
  if ('errors' in q) return { ok: false, errors: q.errors };
  const { trump, trick, hand, card } = q;
  const broken = brokenDuty(hand, trick, trump, card);
  const paragraph = dutyParagraph(hand, trick, trump);
  const reason = dutyReason(hand, trick, trump);
  const allowed = lawfulCards(hand, trick, trump);
  const name = cardName(card);
  const verdict: AnswerLine = trick.length === 0
    ? { text: `Lawful: leading, any card may be played, the ${name} too.`, cites: ['9.1'] }
    : broken
      ? { text: `Not lawful: the ${name} breaks ${broken}: ${reason}.`, cites: [broken] }
      : { text: `Lawful: the ${name} may be played: ${reason}.`, cites: [paragraph!] };
  const lines: AnswerLine[] = [];
  if (trick.length > 0) {
    lines.push({ text: `${SUIT_NAMES[trump]} are trumps; you play ${trick.length === 1 ? 'second' : trick.length === 2 ? 'third' : 'fourth'}, after ${before(trick.length)}.`, cites: ['9.1'] });
    lines.push({ text: `This hand may play: ${cards(allowed)}.`, cites: [paragraph!] });
  }
  const winning = winningLine(trick, trump, paragraph);
  if (winning) lines.push(winning);
  if (broken) lines.push({ text: 'Played anyway, it is a wrong card: the player may take it back at once; once the next card is played it stands, and any player may claim it.', cites: ['1.3', '1.4'] });
  return { ok: true, lawful: broken === null, broken, verdict, allowed, lines };
}
