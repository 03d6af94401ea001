/**
 * 7.1-7.3, 8.1-8.4: the melds of a deal in words: who announced what, Bella,
 * and, once the first trick is complete, which side's melds count and why
 * (the two sides' best melds compared, 8.3 and 8.4).
 */
import { suitOf } from '../../../engine/sens/cards';
import { BELLA_POINTS, compareMelds, meldOf, type MeldShape } from '../../../engine/sens/melds';
import type { Meld, SensState, Side, Suit } from '../../../engine/sens/types';
import type { CitationView } from '../../components/sandbox/step-view';
import type { Locale } from '../../../engine/core/messages';
import { uiText } from '../../i18n/ui-text';
import type { Pack } from './card-face';
import { sensCitation } from './citations';
import { meldWords, nameOf, sideName, sideOf } from './words';

export interface AnnouncedMeld {
  readonly seat: number;
  readonly name: string;
  readonly cards: Meld['cards'];
  /** "Quart up to the Gras-King (50)" */
  readonly text: string;
  /** Counted for its side once settled (false before the settlement and for the side whose melds do not count). */
  readonly counts: boolean;
}

export interface MeldsView {
  readonly announced: readonly AnnouncedMeld[];
  /** "Bella (20): Ben" or null. */
  readonly bella: string | null;
  /** Who scores the melds and why, once the first trick is complete; before that, when they will be settled. */
  readonly settlement: { readonly text: string; readonly citations: readonly CitationView[] } | null;
  /** Meld points that count per side so far, Bella included (7.2, 7.3). */
  readonly points: readonly [number, number];
}

const WORDS = uiText({
  en: {
    noMeld: ' (no meld: counts nothing)',
    later: 'The melds are compared when the first trick is complete (7.2).',
    said: (who: string, meld: string) => `${who}'s ${meld}`,
    cancel: (a: string, b: string) => `${a} and ${b} cancel: no melds count (8.3).`,
    noneCount: 'No melds count (7.2).',
    head: (side: string, points: number) => `Melds count for ${side}: ${points}`,
    beats: (head: string, win: string, lose: string, why: string, paragraph: string) => `${head}. ${win} beats ${lose}: ${why} (${paragraph}); the other side's melds count nothing (7.2).`,
    unopposed: (head: string) => `${head}. The other side announced none (7.2).`,
    why: { fours: 'by the order of Vierständer', kind: 'a stronger kind', trump: 'the same top card, in trumps', top: 'a higher top card' },
  },
  de: {
    noMeld: ' (keine Meldung: zählt nichts)',
    later: 'Die Meldungen werden verglichen, sobald der erste Stich vollständig ist (7.2).',
    said: (who, meld) => `${meld} von ${who}`,
    cancel: (a, b) => `${a} und ${b} heben sich auf: Keine Meldung zählt (8.3).`,
    noneCount: 'Keine Meldung zählt (7.2).',
    head: (side, points) => `Die Meldungen zählen für ${side}: ${points}`,
    beats: (head, win, lose, why, paragraph) => `${head}. ${win} schlägt ${lose}: ${why} (${paragraph}); die Meldungen der anderen Partei zählen nichts (7.2).`,
    unopposed: (head) => `${head}. Die andere Partei hat nichts gemeldet (7.2).`,
    why: { fours: 'nach der Reihe der Vierständer', kind: 'die stärkere Art', trump: 'dieselbe oberste Karte, im Trumpf', top: 'die höhere oberste Karte' },
  },
});

interface Judged {
  readonly meld: Meld;
  readonly shape: MeldShape;
}

/** The best announced meld of a side (the first of equals), as 7.2 compares them. */
function bestOf(judged: readonly Judged[], side: Side, trump: Suit): Judged | null {
  let top: Judged | null = null;
  for (const j of judged) if (sideOf(j.meld.seat) === side && (top === null || compareMelds(j.shape, top.shape, trump) > 0)) top = j;
  return top;
}

/** 8.3, 8.4: why one best meld beats the other, as a few words and the paragraph. */
function why(a: MeldShape, b: MeldShape, trump: Suit, locale: Locale): { words: string; paragraph: string } {
  const words = WORDS[locale].why;
  if (a.kind === 'vierstaender' && b.kind === 'vierstaender') return { words: words.fours, paragraph: '8.4' };
  if (a.kind !== b.kind) return { words: words.kind, paragraph: '8.3' };
  if (a.top[0] === b.top[0] && suitOf(a.top) === trump) return { words: words.trump, paragraph: '8.3' };
  return { words: words.top, paragraph: '8.3' };
}

export function meldsView(state: SensState, pack: Pack = 'bavarian', locale: Locale = 'en'): MeldsView {
  const d = state.deal;
  const w = WORDS[locale];
  const trump = d.game?.trump ?? null;
  const s = d.settlement;
  const announced = d.melds.map((m): AnnouncedMeld => {
    const shape = meldOf(m.cards);
    const text = shape ? `${meldWords(shape.cards, pack, shape.kind, locale)} (${shape.points})` : `${meldWords(m.cards, pack, m.kind, locale)}${w.noMeld}`;
    return { seat: m.seat, name: nameOf(state, m.seat, locale), cards: shape ? shape.cards : m.cards, text, counts: s !== null && s.side === sideOf(m.seat) && shape !== null };
  });
  const bellaPoints: [number, number] = [0, 0];
  for (const seat of d.bella) bellaPoints[sideOf(seat)] += BELLA_POINTS;
  const bella = d.bella.length ? `Bella (${BELLA_POINTS}): ${d.bella.map((seat) => nameOf(state, seat, locale)).join(', ')}` : null;
  const points: [number, number] = [(s?.points[0] ?? 0) + bellaPoints[0], (s?.points[1] ?? 0) + bellaPoints[1]];

  let settlement: MeldsView['settlement'] = null;
  if (s === null) {
    if (d.melds.length > 0 && state.phase === 'play') settlement = { text: w.later, citations: [sensCitation('7.2', locale)] };
  } else if (trump !== null) {
    const judged = d.melds.flatMap((meld) => {
      const shape = meldOf(meld.cards);
      return shape ? [{ meld, shape }] : [];
    });
    const best: [Judged | null, Judged | null] = [bestOf(judged, 0, trump), bestOf(judged, 1, trump)];
    const said = (j: Judged) => w.said(nameOf(state, j.meld.seat, locale), meldWords(j.shape.cards, pack, j.shape.kind, locale));
    if (s.side === null) {
      settlement =
        best[0] && best[1]
          ? { text: w.cancel(said(best[0]), said(best[1])), citations: [sensCitation('7.2', locale), sensCitation('8.3', locale)] }
          : judged.length > 0
            ? { text: w.noneCount, citations: [sensCitation('7.2', locale)] }
            : null;
    } else {
      const win = best[s.side];
      const lose = best[s.side === 0 ? 1 : 0];
      const head = w.head(sideName(state, s.side), s.points[s.side]);
      if (win && lose) {
        const reason = why(win.shape, lose.shape, trump, locale);
        settlement = { text: w.beats(head, said(win), said(lose), reason.words, reason.paragraph), citations: [sensCitation('7.2', locale), sensCitation(reason.paragraph, locale)] };
      } else {
        settlement = { text: w.unopposed(head), citations: [sensCitation('7.2', locale)] };
      }
    }
  }
  return { announced, bella, settlement, points };
}
