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
function readHands(knockerText: string, opponentText: string): { knocker: readonly Card[]; opponent: readonly Card[] } | { errors: string[] } {
  const k = parseHand(knockerText);
  const o = parseHand(opponentText);
  const errors = [...k.errors.map((e) => `Knocker: ${e}`), ...o.errors.filter((e) => !e.startsWith('A hand has') && !e.startsWith('Enter a hand')).map((e) => `Opponent: ${e}`)];
  if (o.cards.length !== 10) errors.push(`Opponent: the knocker's opponent holds ten cards (§3, §5); ${o.cards.length === 0 ? 'enter them' : `this hand has ${o.cards.length}`}.`);
  const both = k.cards.filter((c) => o.cards.some((d) => sameCard(c, d)));
  if (both.length > 0) errors.push(`${cards(both)} ${both.length === 1 ? 'is' : 'are'} in both hands; there is one pack, so each card is in one place only (§1).`);
  return errors.length > 0 ? { errors } : { knocker: k.cards, opponent: o.cards };
}

/** §9-§11 (and §14.7 for a knock over the limit that stood): the score in words. */
function scoreWords(result: HandScore, knock: number, opponent: number): string {
  switch (result.reason) {
    case 'gin': return `The knocker scores the gin bonus and the opponent's deadwood: ${GIN_BONUS} + ${opponent} = ${result.points}.`;
    case 'knock': return `The knocker has less deadwood and scores the difference: ${opponent} − ${knock} = ${result.points}.`;
    case 'undercut': return `Undercut: the opponent has ${opponent}, no more than the knocker's ${knock}, and scores the difference and the bonus: ${knock} − ${opponent} + ${UNDERCUT_BONUS} = ${result.points}.`;
    default: return 'Nobody scores.';
  }
}

/** §2, §4, §7-§11, §14.6-§14.7: the knock of `knockerText` (10 or 11 cards) against `opponentText` (10), answered. */
export function askKnock(knockerText: string, opponentText: string): KnockAnswer {
  const hands = readHands(knockerText, opponentText);
  if ('errors' in hands) return { ok: false, errors: hands.errors };
  const analysis = analyse(hands.knocker)!;
  const a = analysis.arrangement;
  const gin = analysis.gin;
  const lawful = a.points <= KNOCK_LIMIT;
  const answer = bestOpponentResult(hands.opponent, a.melds, { allowLayOffs: !gin });
  const result = gin
    ? scoreHand({ kind: 'gin', knocker: 0, opponentDeadwood: answer.points })
    : scoreHand({ kind: 'knock', knocker: 0, knockerDeadwood: a.points, opponentDeadwood: answer.points });

  const verdict: AnswerLine = gin
    ? { text: 'Gin: all ten cards are in melds, no deadwood at all. A lawful knock.', cites: ['7', '11'] }
    : lawful
      ? { text: `A lawful knock: deadwood ${a.points}, within the limit of ${KNOCK_LIMIT}.`, cites: ['7'] }
      : { text: `Not a lawful knock: deadwood ${a.points} is more than ${KNOCK_LIMIT}, even with the best grouping.`, cites: ['7'] };
  const knocker: AnswerLine[] = [];
  if (analysis.discard) knocker.push({ text: `Face down: ${showCard(analysis.discard)}, the card whose removal leaves the least deadwood; it does not count.`, cites: ['7'] });
  knocker.push({ text: `Knocker's melds: ${a.melds.length ? melds(a.melds) : 'none'}.`, cites: ['4'] });
  if (!gin) knocker.push({ text: `Knocker's deadwood: ${cards(a.deadwood)} = ${a.points}.`, cites: ['2'] });
  const laid = answer.layoffs.map((l) => `${showCard(l.card)} onto ${a.melds[l.meld].cards.map(showCard).join('')}`);
  const opponent: AnswerLine = {
    text: `Opponent's best answer: ${answer.melds.length ? `melds ${melds(answer.melds)}` : 'no melds'}; ${gin ? 'nothing may be laid off onto gin' : laid.length ? `lays off ${laid.join(', ')}` : 'nothing to lay off'}; deadwood ${answer.deadwood.length ? `${cards(answer.deadwood)} = ${answer.points}` : '0'}.`,
    cites: gin ? ['8', '11'] : ['8'],
  };
  const words = scoreWords(result, a.points, answer.points);
  const score: AnswerLine = lawful
    ? { text: words, cites: result.citations }
    : {
      text: `Made anyway, the knock is irregular: the knocker may put it right, and the opponent may accept it or send the cards back. Accepted, it is scored as it lies: ${words}`,
      cites: ['14.6', ...result.citations],
    };
  return { ok: true, lawful, gin, verdict, knocker, opponent, score, analysis, answer, result };
}
