/**
 * "Is this knock lawful, and what does it score?": the Gin Rummy desk's quick
 * check. The hands are read as the deadwood calculator reads them
 * (calculator/model.ts `parseHand`), the knocker's best grouping is the
 * calculator's (`analyse`: melds.ts `bestArrangement`, `bestDiscard` for
 * eleven cards), the opponent's best answer is the engine's
 * (layoffs.ts `bestOpponentResult`, §8) and the score is the engine's
 * (hand-score.ts `scoreHand`, §9-§11). This file only puts them into words,
 * each line with the paragraphs that decide it. No DOM.
 */
import { sameCard, type Card } from '../../../../engine/gin-rummy/cards';
import { GIN_BONUS, KNOCK_LIMIT, scoreHand, UNDERCUT_BONUS, type HandScore } from '../../../../engine/gin-rummy/hand-score';
import { bestOpponentResult, type OpponentResult } from '../../../../engine/gin-rummy/layoffs';
import type { Meld } from '../../../../engine/gin-rummy/melds';
import { analyse, parseHand, showCard, type Analysis } from '../calculator/model';
import type { Locale } from '../../../../engine/core/messages';
import { DESK_WORDS } from './words';
import { CALC_WORDS } from '../calculator/words';

/** One line of the answer and the paragraphs it rests on. */
export interface AnswerLine {
  readonly text: string;
  readonly cites: readonly string[];
}

export type KnockAnswer =
  | { readonly ok: false; readonly errors: readonly string[] }
  | {
      readonly ok: true;
      /** §7: at most ten points of deadwood (gin included). */
      readonly lawful: boolean;
      readonly gin: boolean;
      readonly verdict: AnswerLine;
      readonly knocker: readonly AnswerLine[];
      readonly opponent: AnswerLine;
      readonly score: AnswerLine;
      /** The engine's figures, for tests and the page. */
      readonly analysis: Analysis;
      readonly answer: OpponentResult;
      readonly result: HandScore;
    };

const cards = (list: readonly Card[]) => list.map(showCard).join(' ');
const melds = (list: readonly Meld[]) => list.map((m) => m.cards.map(showCard).join('')).join(' · ');

/** The hands read, or what is wrong with them, in the referee's words. */
function readHands(knockerText: string, opponentText: string, locale: Locale): { knocker: readonly Card[]; opponent: readonly Card[] } | { errors: string[] } {
  const w = DESK_WORDS[locale];
  const k = parseHand(knockerText, locale);
  const o = parseHand(opponentText, locale);
  // The opponent's count is said below in the knock's terms; the calculator's own words on the count are left out.
  const calc = CALC_WORDS[locale];
  const aboutCount = (e: string) => e === calc.enterHand || e.startsWith(calc.wrongSize(0).slice(0, 20));
  const errors = [...k.errors.map(w.knocker), ...o.errors.filter((e) => !aboutCount(e)).map(w.opponent)];
  if (o.cards.length !== 10) errors.push(w.opponentTen(o.cards.length));
  const both = k.cards.filter((c) => o.cards.some((d) => sameCard(c, d)));
  if (both.length > 0) errors.push(w.inBoth(cards(both), both.length === 1));
  return errors.length > 0 ? { errors } : { knocker: k.cards, opponent: o.cards };
}

/** §9-§11 (and §14.7 for a knock over the limit that stood): the score in words. */
function scoreWords(result: HandScore, knock: number, opponent: number, locale: Locale): string {
  const w = DESK_WORDS[locale];
  switch (result.reason) {
    case 'gin': return w.scoreGin(GIN_BONUS, opponent, result.points);
    case 'knock': return w.scoreKnock(opponent, knock, result.points);
    case 'undercut': return w.scoreUndercut(opponent, knock, UNDERCUT_BONUS, result.points);
    default: return w.nobody;
  }
}

/** §2, §4, §7-§11, §14.6-§14.7: the knock of `knockerText` (10 or 11 cards) against `opponentText` (10), answered. */
export function askKnock(knockerText: string, opponentText: string, locale: Locale = 'en'): KnockAnswer {
  const w = DESK_WORDS[locale];
  const hands = readHands(knockerText, opponentText, locale);
  if ('errors' in hands) return { ok: false, errors: hands.errors };
  const analysis = analyse(hands.knocker, locale)!;
  const a = analysis.arrangement;
  const gin = analysis.gin;
  const lawful = a.points <= KNOCK_LIMIT;
  const answer = bestOpponentResult(hands.opponent, a.melds, { allowLayOffs: !gin });
  const result = gin
    ? scoreHand({ kind: 'gin', knocker: 0, opponentDeadwood: answer.points })
    : scoreHand({ kind: 'knock', knocker: 0, knockerDeadwood: a.points, opponentDeadwood: answer.points });

  const verdict: AnswerLine = gin
    ? { text: w.gin, cites: ['7', '11'] }
    : lawful
      ? { text: w.lawful(a.points, KNOCK_LIMIT), cites: ['7'] }
      : { text: w.notLawful(a.points, KNOCK_LIMIT), cites: ['7'] };
  const knocker: AnswerLine[] = [];
  if (analysis.discard) knocker.push({ text: w.faceDown(showCard(analysis.discard)), cites: ['7'] });
  knocker.push({ text: w.knockerMelds(a.melds.length ? melds(a.melds) : null), cites: ['4'] });
  if (!gin) knocker.push({ text: w.knockerDeadwood(cards(a.deadwood), a.points), cites: ['2'] });
  const laid = answer.layoffs.map((l) => w.onto(showCard(l.card), a.melds[l.meld].cards.map(showCard).join('')));
  const opponent: AnswerLine = {
    text: w.answer(answer.melds.length ? melds(answer.melds) : null, gin, laid.length ? laid.join(', ') : null, answer.deadwood.length ? cards(answer.deadwood) : null, answer.points),
    cites: gin ? ['8', '11'] : ['8'],
  };
  const words = scoreWords(result, a.points, answer.points, locale);
  const score: AnswerLine = lawful
    ? { text: words, cites: result.citations }
    : {
      text: w.anyway(words),
      cites: ['14.6', ...result.citations],
    };
  return { ok: true, lawful, gin, verdict, knocker, opponent, score, analysis, answer, result };
}
