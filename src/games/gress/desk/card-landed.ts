/**
 * "A card just landed": the quickest question at the table. Given the card,
 * the top card (and a suit wished on a Jack), who laid it and how the table
 * stood, the desk builds the smallest table that says exactly that, in the
 * engine's position notation, and lets the engine rule on the card. Nothing
 * here decides a rule: the answer is the engine's ruling.
 *
 * The table: Ana, Ben, Cem and Dia clockwise, Dia dealt. Ana lays the card.
 * Event 1 is an earlier event (a King that left Ana a card to pick up, when
 * she owes one); the play pile's cards follow from event 2. Everyone else
 * holds five cards and Ana four besides the one she lays, all Markes lie face
 * down, and the rest of the pack is the draw pile.
 */
import { cardLabel, formatCard, makeDecks, parseCard, type Suit } from '../../../../engine/core/cards';
import { applyAction } from '../../../../engine/gress/game';
import { parsePosition } from '../../../../engine/gress/position-notation';
import { sayNotationFailure } from '../../../../engine/gress/messages/notation';
import type { Message } from '../../../../engine/core/messages';
import type { Classification } from '../../../../engine/gress/types';
import type { Face } from './card-places';
import type { Locale } from '../../../i18n/ui-text';
import { LANDED_SENTENCES } from './landed-sentences';

type Sentences = (typeof LANDED_SENTENCES)[Locale];

/** Who laid the card: the player to move, someone else, or the player an Eight or a Seven has just skipped. */
export type Layer = 'toMove' | 'other' | 'skippedByEight' | 'skippedBySeven';
export const LAYERS: readonly Layer[] = ['toMove', 'other', 'skippedByEight', 'skippedBySeven'];

export interface LandedQuestion {
  readonly card: Face;
  readonly top: Face;
  /** 7.4: the suit wished on a Jack on top; ignored for any other top card. */
  readonly wish: Suit | null;
  readonly layer: Layer;
  readonly throwsAllowed: boolean;
  /** The layer still owes cards from an earlier event (4.13). */
  readonly owes: boolean;
  /** Laid with the holding hand (10.3). */
  readonly holding: boolean;
}

export type LandedAnswer =
  | {
      readonly ok: true;
      readonly classification: Classification;
      readonly lawful: boolean;
      readonly summary: string;
      /** The ruling's message, for the reader's language (say-in.ts rulingWords). */
      readonly says?: Message;
      readonly citations: readonly string[];
      /** The table the engine was asked about, in words. */
      readonly setting: string;
      /** The same table in the position notation, and the action. */
      readonly line: string;
      readonly action: string;
    }
  | { readonly ok: false; readonly error: string };

const PLAYERS = ['Ana', 'Ben', 'Cem', 'Dia'] as const;
const SUIT_CHAR: Record<Suit, string> = { clubs: 'C', spades: 'S', hearts: 'H', diamonds: 'D' };
const ASK_EARLIER = 1;

const rankOf = (face: Face) => face[0];
const label = (id: string) => {
  const c = parseCard(id);
  return c.ok ? cardLabel(c.card) : id;
};

/** The questions that have no such table: a skipped player's chance ends with the next move (5.7, 6.5). */
function noSuchTable(q: LandedQuestion, s: Sentences): string | null {
  const skipped = q.layer === 'skippedByEight' || q.layer === 'skippedBySeven';
  if (!skipped) return null;
  const skipParagraph = q.layer === 'skippedByEight' ? '5.7' : '6.5';
  if (rankOf(q.top) === 'J') {
    return s.jackOnTop(q.layer === 'skippedByEight', skipParagraph);
  }
  if (!q.throwsAllowed) return s.afterDraw(skipParagraph);
  return null;
}

interface PileAndTurn {
  /** The play pile's cards from event 2 on, in the position notation. */
  readonly pile: readonly string[];
  readonly turn: string;
  /** Who is to move and what lies on top, in words. */
  readonly setting: string;
}

/** The play pile, who is to move and the words for it, by who laid the card. */
function pileAndTurn(q: LandedQuestion, wish: string, s: Sentences): PileAndTurn {
  const topLabel = label(q.top) + (wish && q.wish ? s.wished(q.wish) : '');
  if (q.layer === 'toMove') return { pile: [`${q.top}@Dia:m2${wish}`], turn: 'Ana', setting: s.toMove(topLabel, label(q.card)) };
  if (q.layer === 'other') {
    return { pile: [`${q.top}@Ben:m2${wish}`], turn: 'Cem', setting: s.other(topLabel, label(q.card)) };
  }
  const skipRank = q.layer === 'skippedByEight' ? '8' : '7';
  if (rankOf(q.top) === skipRank) {
    return { pile: [`${q.top}@Dia:m2`], turn: 'Ben', setting: s.skippedByTop(q.layer === 'skippedByEight', label(q.top), label(q.card)) };
  }
  // The Eight or Seven that skipped Ana, when it is not the top card itself: one that is neither the card nor the top.
  const skipCard = ['C', 'S', 'H', 'D'].map((s) => `${skipRank}${s}`).find((f) => f !== q.card && f !== q.top)!;
  return {
    pile: [`${skipCard}@Dia:m2`, `${q.top}@Cem:t3`],
    turn: 'Ben',
    setting: s.skippedBelow(label(skipCard), label(q.top), label(q.card)),
  };
}

/** The debts, the skipped player's open window, and how the table stood, in words. */
function situation(q: LandedQuestion, s: Sentences): { debts: string[]; windows: string[]; words: string } {
  const skipped = q.layer === 'skippedByEight' || q.layer === 'skippedBySeven';
  const skipParagraph = q.layer === 'skippedByEight' ? '5.7' : '6.5';
  const skipEvent = 2;
  const words = [
    q.throwsAllowed ? s.throwsAllowed : s.throwsForbidden,
    q.owes ? s.owesKing : q.layer === 'skippedBySeven' ? s.owesSeven : s.owesNothing,
    q.holding ? s.holding : null,
  ].filter(Boolean);
  return {
    debts: [...(q.owes ? [`Ana:1@${ASK_EARLIER}/5.2`] : []), ...(q.layer === 'skippedBySeven' ? [`Ana:2@${skipEvent}/6.5`] : [])],
    windows: skipped ? [`skipDefence:Ana@${skipEvent}/${skipParagraph}/nextMove[event=${skipEvent}]`] : [],
    words: `${words.join('; ')}.`,
  };
}

/** The whole table in the position notation: the hands, the Markes and the draw pile filled from the rest of the pack(s), in pack order. */
function positionLine(q: LandedQuestion, cardId: string, packs: number, at: PileAndTurn, more: { debts: string[]; windows: string[] }): string {
  const used = new Set([cardId, ...at.pile.map((p) => p.split('@')[0])]);
  const free = makeDecks(packs).map(formatCard).filter((id) => !used.has(id));
  let next = 0;
  const take = (count: number) => free.slice(next, (next += count));
  const hands = PLAYERS.map((_, seat) => (seat === 0 ? [cardId, ...take(4)] : take(5)));
  const markes = PLAYERS.map(() => take(1)[0]);
  const lastEvent = 1 + at.pile.length;
  return [
    `players=${PLAYERS.join(',')}`,
    'dealer=Dia',
    'phase=running',
    `hands=${hands.map((h) => h.join(',')).join('/')}`,
    `markes=${markes.join('/')}`,
    `ready=${PLAYERS.join(',')}`,
    `pile=${at.pile.join(',')}`,
    `draw=${free.slice(next).join(',')}`,
    `turn=${at.turn}`,
    'dir=cw',
    `throws=${q.throwsAllowed ? 'yes' : 'no:4.8'}`,
    ...(more.debts.length > 0 ? [`debts=${more.debts.join(',')}`] : []),
    ...(more.windows.length > 0 ? [`windows=${more.windows.join(',')}`] : []),
    `next=${lastEvent + 1}`,
  ].join(' ');
}

/** The ruling on the card that landed, in the smallest table that says exactly what was asked; its words in `locale`. */
export function askCardLanded(q: LandedQuestion, locale: Locale = 'en'): LandedAnswer {
  const s = LANDED_SENTENCES[locale];
  const card = parseCard(q.card);
  const top = parseCard(q.top);
  if (!card.ok || !top.ok || q.card.length !== 2 || q.top.length !== 2) return { ok: false, error: s.choose };
  const impossible = noSuchTable(q, s);
  if (impossible) return { ok: false, error: impossible };

  // The same face twice needs a second pack (1.4): the card that landed comes from it.
  const packs = q.card === q.top ? 2 : 1;
  const cardId = packs === 2 ? `${q.card}2` : q.card;
  const wish = rankOf(q.top) === 'J' && q.wish ? `~${SUIT_CHAR[q.wish]}` : '';
  const at = pileAndTurn(q, wish, s);
  const more = situation(q, s);
  const line = positionLine(q, cardId, packs, at, more);
  const parsed = parsePosition(line);
  if (!parsed.ok) return { ok: false, error: s.cannotBuild(sayNotationFailure(parsed, locale)) };
  const { ruling } = applyAction(parsed.state, { type: 'play', seat: 0, cards: [cardId], hand: q.holding ? 'holding' : 'action' });
  return {
    ok: true,
    classification: ruling.classification,
    lawful: ruling.lawful,
    summary: ruling.summary,
    says: ruling.says,
    citations: ruling.citations,
    setting: `${at.setting} ${more.words}`,
    line,
    action: ruling.action,
  };
}
