/**
 * The end of a SENS deal against the bots, in words for the end screen, from
 * the reader's side of the table: whether the taking side made its game and
 * what each side writes (11.1, 11.2, 12.1; the sandbox's result line with its
 * paragraphs), then the match: the totals to 500 while it goes on (1.1), its
 * winner once decided, Vorlauf included (10.1-10.4). The numbers are the
 * engine's; this only words them.
 */
import type { SensState, Side } from '../../../../engine/sens/types';
import type { Breakdown, PlayOutcome, Worded } from '../../../components/play/play-ui';
import { sensCitation } from '../citations';
import { matchView, resultView, TARGET } from '../result-view';
import { sideName, sideOf } from '../words';
import type { Locale } from '../../../../engine/core/messages';
import { uiText } from '../../../i18n/ui-text';
import { dealBreakdown } from './breakdown';

/** The end screen's own sentences; English as it always read. */
const WORDS = uiText({
  en: {
    notOver: 'The deal is not over yet.',
    thrownIn: 'Nobody took the game: the cards are thrown in and nothing is written.',
    written: (mine: number, other: string, theirs: number) => `Your side writes ${mine}, ${other} ${theirs}.`,
    misdeal: (written: string) => `Misdeal. ${written}`,
    foul: (written: string) => `A wrong card was claimed. ${written}`,
    madeMine: 'Your side made its game',
    madeTheirs: (other: string) => `${other} made their game`,
    shortMine: 'Your side fell short of its game',
    shortTheirs: (other: string) => `${other} fell short of their game`,
    dackeln: ', with every trick',
    heading: (made: string, dackeln: string, written: string) => `${made}${dackeln}. ${written}`,
    level: 'The match ends level.',
    youWin: 'You and your partner win the match.',
    botsWin: 'The bots across from you win the match.',
    scores: (mine: string, my: number, other: string, theirs: number, target: number) => `Scores: your side (${mine}) ${my}, ${other} ${theirs}; the first side to ${target} wins.`,
  },
  de: {
    notOver: 'Das Spiel ist noch nicht vorbei.',
    thrownIn: 'Niemand hat das Spiel gemacht: Die Karten werden zusammengeworfen, und niemand schreibt etwas.',
    written: (mine, other, theirs) => `Deine Partei schreibt ${mine}, ${other} ${theirs}.`,
    misdeal: (written) => `Vergeben. ${written}`,
    foul: (written) => `Eine falsche Karte wurde angezeigt. ${written}`,
    madeMine: 'Deine Partei hat ihr Spiel geschafft',
    madeTheirs: (other) => `${other} haben ihr Spiel geschafft`,
    shortMine: 'Deine Partei hat ihr Spiel nicht geschafft',
    shortTheirs: (other) => `${other} haben ihr Spiel nicht geschafft`,
    dackeln: ', mit allen Stichen',
    heading: (made, dackeln, written) => `${made}${dackeln}. ${written}`,
    level: 'Die Partie endet unentschieden.',
    youWin: 'Deine Partei gewinnt die Partie.',
    botsWin: 'Die Bots gegen dich gewinnen die Partie.',
    scores: (mine, my, other, theirs, target) => `Stand: deine Partei (${mine}) ${my}, ${other} ${theirs}; wer zuerst ${target} hat, gewinnt.`,
  },
});

/** The deal is over (counted, thrown in, a misdeal) and the next not yet dealt, or the match is over. */
export const dealIsOver = (state: SensState) => state.phase === 'deal-over' || state.phase === 'match-over';

/** The deal in one line, from the reader's side. */
export function dealHeading(state: SensState, reader: number, locale: Locale = 'en'): string {
  const w = WORDS[locale];
  const d = state.deal;
  const end = d.end;
  if (!end) return w.notOver;
  const my = sideOf(reader);
  const other = (1 - my) as Side;
  if (end.kind === 'thrown-in') return w.thrownIn;
  const written = w.written(end.written[my], sideName(state, other), end.written[other]);
  if (end.kind === 'misdeal') return w.misdeal(written);
  if (end.kind === 'foul') return w.foul(written);
  if (!d.game) return written;
  const mine = sideOf(d.game.by) === my;
  const made = end.made ? (mine ? w.madeMine : w.madeTheirs(sideName(state, other))) : mine ? w.shortMine : w.shortTheirs(sideName(state, other));
  return w.heading(made, end.made && end.dackeln ? w.dackeln : '', written);
}

/** 1.1, 10.1-10.4: the totals to 500, or who won the match. */
export function matchWords(state: SensState, reader: number, locale: Locale = 'en'): Worded & { over: boolean } {
  const w = WORDS[locale];
  const my = sideOf(reader);
  const other = (1 - my) as Side;
  const won = matchView(state, locale);
  if (won) {
    const lead = state.winner === null ? w.level : state.winner === my ? w.youWin : w.botsWin;
    return { text: `${lead} ${won.text}`, citations: won.citations, over: true };
  }
  return {
    text: w.scores(sideName(state, my), state.scores[my], sideName(state, other), state.scores[other], TARGET),
    citations: [sensCitation('1.1', locale), sensCitation('10.1', locale)],
    over: false,
  };
}

export function sensOutcome(state: SensState, reader: number, locale: Locale = 'en'): PlayOutcome {
  const result = resultView(state, locale);
  return {
    heading: dealHeading(state, reader, locale),
    result: result ? { text: result.text, citations: result.citations } : null,
    match: matchWords(state, reader, locale),
    readerWon: state.phase === 'match-over' && state.winner !== null ? state.winner === sideOf(reader) : null,
    breakdowns: [dealBreakdown(state, reader, locale)].filter((b): b is Breakdown => b !== null),
  };
}
