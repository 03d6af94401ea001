/**
 * The end of a Gin Rummy hand against the bot, in words for the end screen:
 * who wins the hand and how many points (§9-§12, the sandbox's result line
 * with its paragraphs), then the match: the running totals while nobody has
 * 100, the settlement with its bonuses once someone has (§13). The numbers
 * are the engine's (ledger and settlement); this only words them.
 */
import { handTotals, MATCH_TARGET } from '../../../../engine/gin-rummy/match';
import type { GinState } from '../../../../engine/gin-rummy/types';
import type { Breakdown, PlayOutcome, Worded } from '../../../components/play/play-ui';
import { ginCitation } from '../citations';
import { ledgerView } from '../ledger-view';
import { resultView } from '../view-model';
import { handBreakdown, settlementBreakdown } from './breakdown';
import { pluralForm, type Locale } from '../../../../engine/core/messages';
import { uiText } from '../../../i18n/ui-text';

type How = 'gin' | 'undercut' | 'knock';

const WORDS = uiText({
  en: {
    theBot: 'The bot',
    theBotInner: 'the bot',
    notOver: 'The hand is not over yet.',
    noGame: 'No game: nobody scores.',
    misdeal: 'Misdeal: the hand does not count.',
    void: 'The hand is void: nobody scores.',
    won: (who: string | null, how: How, points: number) => {
      const way = how === 'gin' ? ' with gin' : how === 'undercut' ? ' by an undercut' : '';
      const worth = `${points} ${pluralForm('en', points, { one: 'point', other: 'points' })}`;
      return who === null ? `You win the hand${way}: ${worth}.` : `${who} wins the hand${way}: ${worth}.`;
    },
    totals: (you: number, bot: string, theirs: number) => `Totals with the bonuses: you ${you}, ${bot} ${theirs}.`,
    matchWon: (who: string | null) => (who === null ? 'You win the match. ' : `${who} wins the match. `),
    soFar: (n: number, you: number, bot: string, theirs: number, target: number) =>
      `After ${n} ${pluralForm('en', n, { one: 'hand', other: 'hands' })}: you ${you}, ${bot} ${theirs}. The first to ${target} ends the match; the bonuses are added then.`,
  },
  de: {
    theBot: 'Der Bot',
    theBotInner: 'der Bot',
    notOver: 'Das Spiel ist noch nicht vorbei.',
    noGame: 'Unentschieden: Keiner schreibt.',
    misdeal: 'Falsch geteilt: Das Spiel zählt nicht.',
    void: 'Das Spiel ist ungültig: Keiner schreibt.',
    won: (who, how, points) => {
      const way = how === 'gin' ? ' mit Gin' : how === 'undercut' ? ' durch Unterbieten' : '';
      const worth = `${points} ${pluralForm('de', points, { one: 'Punkt', other: 'Punkte' })}`;
      return who === null ? `Du gewinnst das Spiel${way}: ${worth}.` : `${who} gewinnt das Spiel${way}: ${worth}.`;
    },
    totals: (you, bot, theirs) => `Summen mit den Prämien: du ${you}, ${bot} ${theirs}.`,
    matchWon: (who) => (who === null ? 'Du gewinnst die Partie. ' : `${who} gewinnt die Partie. `),
    soFar: (n, you, bot, theirs, target) =>
      `Nach ${n} ${pluralForm('de', n, { one: 'Spiel', other: 'Spielen' })}: du ${you}, ${bot} ${theirs}. Wer zuerst ${target} erreicht, beendet die Partie; dann kommen die Prämien dazu.`,
  },
});

/** The hand's winner and points in one line, from the reader's side of the table. */
export function handHeading(state: GinState, reader: number, locale: Locale = 'en'): string {
  const w = WORDS[locale];
  const end = state.hand.end;
  const bot = state.players[1 - reader] ?? w.theBot;
  if (!end) return w.notOver;
  if (end.kind === 'no-game') return w.noGame;
  if (end.kind === 'misdeal') return w.misdeal;
  const line = state.ledger[state.ledger.length - 1];
  if (!line || line.winner === null) return w.void;
  const how: How = end.score.reason === 'gin' ? 'gin' : end.score.reason === 'undercut' ? 'undercut' : 'knock';
  return w.won(line.winner === reader ? null : bot, how, line.points);
}

/** §13: the match so far, or its settlement. */
export function matchWords(state: GinState, reader: number, locale: Locale = 'en'): Worded & { over: boolean } {
  const w = WORDS[locale];
  const bot = state.players[1 - reader] ?? w.theBotInner;
  const settled = ledgerView(state, locale)?.settlement;
  const s = state.settlement;
  if (s && settled) {
    const totals = w.totals(s.totals[reader], bot, s.totals[1 - reader]);
    const who = s.winner === null ? '' : w.matchWon(s.winner === reader ? null : bot);
    return { text: `${who}${totals} ${settled.text}`, citations: settled.citations, over: true };
  }
  const t = handTotals(state.ledger);
  return { text: w.soFar(state.ledger.length, t[reader], bot, t[1 - reader], MATCH_TARGET), citations: [ginCitation('13', locale)], over: false };
}

export function ginOutcome(state: GinState, reader: number, locale: Locale = 'en'): PlayOutcome {
  const result = resultView(state, locale);
  const match = matchWords(state, reader, locale);
  const s = state.settlement;
  return {
    heading: handHeading(state, reader, locale),
    result: result ? { text: result.text, citations: result.citations } : null,
    match,
    readerWon: s ? (s.winner === null ? null : s.winner === reader) : null,
    breakdowns: [handBreakdown(state, reader, locale), settlementBreakdown(state, reader, locale)].filter((b): b is Breakdown => b !== null),
  };
}
