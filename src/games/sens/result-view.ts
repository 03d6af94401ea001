/**
 * 10-12, 1.4, 4.5, 5.3: how a deal ended and what each side wrote, in words,
 * and the scores to 500 with every deal written so far. The numbers are the
 * engine's (DealEnd); the words only say where they come from.
 */
import { BASE_TOTAL } from '../../../engine/sens/cards';
import { pointsToMakeGame } from '../../../engine/sens/scoring';
import type { SensState, Side } from '../../../engine/sens/types';
import { matchDecisionOf } from '../../../engine/sens/rules/12-counting';
import type { CitationView } from '../../components/sandbox/step-view';
import { sensCitation } from './citations';
import type { Locale } from '../../../engine/core/messages';
import { uiText } from '../../i18n/ui-text';
import { nameOf, sideName, sideOf } from './words';

export interface ResultView {
  readonly text: string;
  readonly citations: readonly CitationView[];
}

export interface ScoreRow {
  readonly deal: number;
  readonly written: readonly [number, number];
  readonly running: readonly [number, number];
}

export interface ScoreView {
  readonly sides: readonly { readonly side: Side; readonly name: string; readonly score: number; readonly leads: boolean }[];
  /** "Ana & Cem 120 · Ben & Dia 240, playing to 500" */
  readonly text: string;
  readonly rows: readonly ScoreRow[];
}

export const TARGET = 500;

/** Paragraph links into `locale`'s edition. */
const citesIn = (locale: Locale) => (...numbers: string[]) => numbers.map((n) => sensCitation(n, locale));

/** The words of the deal's end and the match; English as the table always said them. */
const WORDS = uiText({
  en: {
    thrownIn: (next: string) => `Nobody took the game: the cards are thrown in and nothing is written; ${next} deals next (5.3).`,
    misdealStrict: (side: string, total: number, next: string) => `Misdeal (table option strict): ${side} write ${total}; ${next} deals next (4.5).`,
    misdealMild: (next: string) => `Misdeal (table option mild): nothing is written; ${next} deals again (4.5).`,
    foul: (who: string, other: string, points: number, offender: string) => `A wrong card of ${who}'s was claimed: ${other} write every point of the deal, ${points}, and ${offender} nothing (1.4).`,
    written: (words: string) => `Written: ${words}.`,
    melds: (melds: number, own: number) => ` + ${melds} in melds = ${own}`,
    took: (taker: string, cards: number, melds: string, total: number, need: number) => `${taker} took the game: ${cards} in cards${melds} of ${total}, needing ${need}.`,
    dackeln: 'Made, with every trick: Dackeln, 100 more (11.2).',
    made: 'Made (11.1).',
    short: (other: string, total: number, taker: string) => `Short: Ziehen, ${other} write the whole ${total} and ${taker} nothing (11.1).`,
    vorlauf: (who: string, tricks: number) => `${who} called Vorlauf with ${tricks} ${tricks === 1 ? 'trick' : 'tricks'} taken in (10.3).`,
    level: (a: number, b: number) => `level, ${a} to ${b}`,
    higher: (side: string, a: number, b: number) => `and ${side} win it with the higher total, ${a} to ${b}`,
    cutShort: (deals: number, target: number, who: string) => `After ${deals} deals, the most a match has here, nobody has ${target}: the match ends ${who} (this site's reading of 10.1).`,
    byVorlauf: (who: string) => `Vorlauf, called by ${who}, decided it (10.3, 10.4)`,
    first: (target: number) => `first to ${target} (10.1)`,
    won: (side: string, a: number, b: number, how: string) => `${side} win the match, ${a} to ${b}: ${how}.`,
    scores: (a: string, b: string, target: number) => `${a} · ${b}, playing to ${target}`,
  },
  de: {
    thrownIn: (next) => `Niemand hat das Spiel gemacht: Die Karten werden zusammengeworfen, niemand schreibt etwas; als Nächstes gibt ${next} (5.3).`,
    misdealStrict: (side, total, next) => `Vergeben (Tischregel streng): ${side} schreiben ${total}; als Nächstes gibt ${next} (4.5).`,
    misdealMild: (next) => `Vergeben (Tischregel mild): Niemand schreibt etwas; ${next} gibt noch einmal (4.5).`,
    foul: (who, other, points, offender) => `Eine falsche Karte von ${who} wurde angezeigt: ${other} schreiben alle Punkte des Spiels, ${points}, ${offender} nichts (1.4).`,
    written: (words) => `Geschrieben: ${words}.`,
    melds: (melds, own) => ` + ${melds} aus Meldungen = ${own}`,
    took: (taker, cards, melds, total, need) => `${taker} haben das Spiel gemacht: ${cards} aus Karten${melds} von ${total}, nötig sind ${need}.`,
    dackeln: 'Geschafft, mit allen Stichen: Dackeln, 100 dazu (11.2).',
    made: 'Geschafft (11.1).',
    short: (other, total, taker) => `Nicht geschafft: Ziehen, ${other} schreiben die ganzen ${total}, ${taker} nichts (11.1).`,
    vorlauf: (who, tricks) => `${who} hat Vorlauf angesagt, mit ${tricks} ${tricks === 1 ? 'Stich' : 'Stichen'} eingezogen (10.3).`,
    level: (a, b) => `unentschieden, ${a} zu ${b}`,
    higher: (side, a, b) => `und ${side} gewinnen mit dem höheren Stand, ${a} zu ${b}`,
    cutShort: (deals, target, who) => `Nach ${deals} Spielen, mehr hat eine Partie hier nicht, hat niemand ${target}: Die Partie endet ${who} (so liest diese Seite 10.1).`,
    byVorlauf: (who) => `Entschieden hat der Vorlauf von ${who} (10.3, 10.4)`,
    first: (target) => `als Erste bei ${target} (10.1)`,
    won: (side, a, b, how) => `${side} gewinnen die Partie, ${a} zu ${b}: ${how}.`,
    scores: (a, b, target) => `${a} · ${b}, gespielt bis ${target}`,
  },
});

/** "Ana & Cem 168, Ben & Dia 66" */
function writtenWords(state: SensState, written: readonly [number, number]): string {
  return `${sideName(state, 0)} ${written[0]}, ${sideName(state, 1)} ${written[1]}`;
}

/** The deal's end in words, or null while it runs. */
export function resultView(state: SensState, locale: Locale = 'en'): ResultView | null {
  const cite = citesIn(locale);
  const d = state.deal;
  const end = d.end;
  if (!end) return null;
  const w = WORDS[locale];
  const next = nameOf(state, d.turn, locale);
  switch (end.kind) {
    case 'thrown-in':
      return { text: w.thrownIn(next), citations: cite('5.3') };
    case 'misdeal': {
      const strict = end.written[0] + end.written[1] > 0;
      return strict
        ? { text: w.misdealStrict(sideName(state, sideOf(d.dealer + 1)), BASE_TOTAL, next), citations: cite('4.5') }
        : { text: w.misdealMild(next), citations: cite('4.5') };
    }
    case 'foul': {
      const offender = sideOf(end.by);
      const other = offender === 0 ? 1 : 0;
      return {
        text: w.foul(nameOf(state, end.by, locale), sideName(state, other), end.written[other], sideName(state, offender)),
        citations: cite('1.4'),
      };
    }
    case 'counted': {
      if (!d.game) return { text: w.written(writtenWords(state, end.written)), citations: cite('12.1') };
      const t = sideOf(d.game.by);
      const o: Side = t === 0 ? 1 : 0;
      const taker = sideName(state, t);
      const own = end.cardPoints[t] + end.meldPoints[t];
      const need = pointsToMakeGame(end.total);
      const melds = end.meldPoints[t] > 0 ? w.melds(end.meldPoints[t], own) : '';
      const parts = [w.took(taker, end.cardPoints[t], melds, end.total, need)];
      const citations = ['12.1', '11.1'];
      if (end.made) {
        parts.push(end.dackeln ? w.dackeln : w.made);
        if (end.dackeln) citations.push('11.2');
      } else {
        parts.push(w.short(sideName(state, o), end.total, taker));
      }
      if (d.vorlauf) {
        parts.push(w.vorlauf(nameOf(state, d.vorlauf.seat, locale), d.vorlauf.tricks));
        citations.push('10.3');
      }
      parts.push(w.written(writtenWords(state, end.written)));
      return { text: parts.join(' '), citations: cite(...citations) };
    }
  }
}

/** 10.1-10.4: who won the match, once over. */
export function matchView(state: SensState, locale: Locale = 'en'): ResultView | null {
  const cite = citesIn(locale);
  if (state.phase !== 'match-over') return null;
  const w = WORDS[locale];
  if (matchDecisionOf(state)?.cutShort) {
    const [a, b] = state.scores;
    const who = state.winner === null ? w.level(a, b) : w.higher(sideName(state, state.winner), state.scores[state.winner], state.scores[1 - state.winner]);
    return { text: w.cutShort(state.ledger.length, TARGET, who), citations: cite('10.1') };
  }
  if (state.winner === null) return null;
  const winner = state.winner;
  const l: Side = winner === 0 ? 1 : 0;
  const vorlauf = state.deal.vorlauf;
  const how = vorlauf ? w.byVorlauf(nameOf(state, vorlauf.seat, locale)) : w.first(TARGET);
  return {
    text: w.won(sideName(state, winner), state.scores[winner], state.scores[l], how),
    citations: vorlauf ? cite('10.3', '10.4') : cite('10.1'),
  };
}

/** 1.1, 12.1: the running totals to 500 and each deal written. */
export function scoreView(state: SensState, locale: Locale = 'en'): ScoreView {
  const sides = ([0, 1] as const).map((side) => ({ side, name: sideName(state, side), score: state.scores[side], leads: state.scores[side] > state.scores[side === 0 ? 1 : 0] }));
  const rows: ScoreRow[] = [];
  // A position may start with scores and no ledger: the rows end at the scores the state holds.
  const sum = state.ledger.reduce<[number, number]>((n, w) => [n[0] + w[0], n[1] + w[1]], [0, 0]);
  let run: [number, number] = [state.scores[0] - sum[0], state.scores[1] - sum[1]];
  state.ledger.forEach((w, i) => {
    run = [run[0] + w[0], run[1] + w[1]];
    rows.push({ deal: i + 1, written: w, running: run });
  });
  return { sides, text: WORDS[locale].scores(`${sides[0].name} ${sides[0].score}`, `${sides[1].name} ${sides[1].score}`, TARGET), rows };
}
