/** English, the reference: melds and lay-offs that do not work (§4, §8), a hand's score (§9-§12, §14), actions in plain words. */
import type { Catalogue } from '../../core/messages';
import type { GinSay } from './say';
import type { DescribeSpec, MeldSpec, ScoreSpec } from './spec';

/** A meld number as the reader counts (the notation's index plus `shift`; odd indices are shown as given). */
export const meldNumber = (meld: number, shift: number) => (Number.isInteger(meld) && meld >= 0 ? meld + shift : meld);

export const enMeld: Catalogue<MeldSpec, GinSay> = {
  'meld.tooFew': ({ min, count }) => `a meld needs at least ${min} cards, this has ${count}`,
  'meld.twice': ({ card }) => `${card} appears twice`,
  'meld.mixed': () => 'its cards are neither all of one rank (a set) nor all of one suit (a run)',
  'meld.aceLow': () => 'the Ace is low only: it goes below the Two, never above the King (§1)',
  'meld.gap': ({ low, high }) => `the ranks are not consecutive: there is a gap between ${low} and ${high}`,
  'arrangement.handTwice': ({ card }) => `the hand holds ${card} twice`,
  'arrangement.notInHand': ({ group, cards, card }, s) => `group ${group} (${s.codes(cards)}): ${card} is not in the hand`,
  'arrangement.notMeld': ({ group, cards, problem }, s) => `group ${group} (${s.codes(cards)}) is not a meld: ${s.say(problem)}`,
  'arrangement.twice': ({ group, cards, card, earlier }, s) => `group ${group} (${s.codes(cards)}): ${card} is already in group ${earlier}`,
  'layoff.noMeld': ({ n, card, meld, melds, shift }) => `lay-off ${n} (${card}): there is no meld ${meldNumber(meld, shift)}; ${melds === 0 ? 'the knocker has no melds' : `the knocker's melds are numbered 0 to ${melds - 1}`}`,
  'layoff.onTable': ({ n, card }) => `lay-off ${n} (${card}): ${card} is already on the table`,
  'layoff.misfit': ({ n, card, meld, cards, why, shift }, s) => `lay-off ${n} (${card}): it does not fit meld ${meldNumber(meld, shift)} (${cards.join(' ')}): ${s.say(why)}`,
  'misfit.setFull': () => 'a set of four is complete',
  'misfit.setFourth': ({ rank }, s) => `a set of three takes only the fourth ${s.rank(rank)}`,
  'misfit.runClosed': () => 'nothing extends this run',
  'misfit.runEnds': ({ ends }) => `this run takes only ${ends.join(' or ')}`,
};

const short = (who: string, points: number, s: GinSay) => (points > 0 ? ` (${who} ${s.cardsWord(points / 10)} short: ${points} points)` : '');

export const enScore: Catalogue<ScoreSpec, GinSay> = {
  'score.noGame': () => 'No game: the stock ran down to two cards without a knock, and nobody scores.',
  'score.gin': ({ knocker, bonus, opponent, opponentShort }, s) => `Gin by ${s.player(knocker)}: ${bonus} bonus plus the opponent's ${opponent} deadwood${short('opponent', opponentShort, s)} makes ${bonus + opponent}.`,
  'score.overfullLoses': ({ knocker, knock, opponent }, s) => `${s.player(knocker)} knocked with ${knock}; the opponent held too many cards and has ${opponent}: the knocker writes the difference, ${opponent - knock}.`,
  'score.void': ({ knocker, knock, opponent }, s) => `${s.player(knocker)} knocked with ${knock}; the opponent held too many cards and has ${opponent}, not more: the hand is void and redealt.`,
  'score.knock': ({ knocker, knock, opponent, knockerShort, opponentShort }, s) => `${s.player(knocker)} knocked with ${knock} against ${opponent}${short('knocker', knockerShort, s)}${short('opponent', opponentShort, s)}: the knocker writes the difference, ${opponent - knock}.`,
  'score.undercut': ({ knocker, knock, opponent, knockerShort, opponentShort, bonus, points }, s) => `${s.player(knocker)} knocked with ${knock} but the opponent has ${opponent}${short('knocker', knockerShort, s)}${short('opponent', opponentShort, s)}: undercut, ${knock - opponent} plus ${bonus} bonus makes ${points} for ${s.player(knocker === 0 ? 1 : 0)}.`,
};

const melds = (n: number, s: GinSay) => (n === 0 ? 'no melds' : `${n} ${s.plural(n, { one: 'meld', other: 'melds' })}`);

export const enDescribe: Catalogue<DescribeSpec, GinSay> = {
  'do.nothing': () => 'nothing',
  'do.deal': ({ who, seed, counts }) => `${who} shuffles (seed ${seed}) and deals${counts ? `, giving ${counts[0]} and ${counts[1]} cards` : ''}`,
  'do.draw': ({ who, count }) => (count === 1 ? `${who} draws from the stock` : `${who} draws ${count} cards from the stock at once`),
  'do.take': ({ who }) => `${who} takes the top card of the discard pile`,
  'do.discard': ({ who, card }, s) => `${who} discards ${s.card(card)}`,
  'do.knock': ({ who, gin, card, melds: n }, s) => `${who} ${gin ? 'goes gin' : 'knocks'}, ${s.card(card)} face down, laying out ${melds(n, s)}`,
  'do.layout': ({ who, melds: n, layoffs }, s) => `${who} lays out ${melds(n, s)}${layoffs.length ? ` and lays off ${layoffs.map((c) => s.card(c)).join(', ')}` : ''}`,
  'do.accept': ({ who }) => `${who} accepts the knock`,
  'do.reject': ({ who }) => `${who} sends the knock back`,
  'do.expose': ({ who }) => `${who} exposes the next card of the stock`,
  'do.reshuffle': ({ who, seed }) => `${who} has the stock shuffled (seed ${seed})`,
  'do.claim': ({ who, dealer }) => (dealer ? `${who} points out that the wrong player dealt` : `${who} points out a wrong number of cards`),
  'do.unknown': ({ who }) => `${who} does something unknown`,
};
