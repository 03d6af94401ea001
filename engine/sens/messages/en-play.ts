/** English: melds and Bella (7, 8), the tricks (9), counting (3.2, 11, 12), the match and Vorlauf (10), the next dealer (4.1, 4.6). */
import type { SensSay } from './say';
import type { CataloguePart } from './say';
import type { Totals, VorlaufCount } from './spec';

const totals = ({ sides, scores }: Totals, s: SensSay) => `The totals: ${s.side(sides[0])} ${scores[0]}, ${s.side(sides[1])} ${scores[1]}`;
const called = (v: VorlaufCount, s: SensSay) => `${s.side(v.caller)} called Vorlauf: ${v.before} before the deal + ${v.secured} in secured tricks ` +
  `+ ${v.melds} in melds = ${v.count}`;

export const enMelds: CataloguePart<'meld' | 'bella' | 'settle'> = {
  'meld.run': ({ kind, suit, low, high, points }, s) => `a ${s.kind(kind)} in ${s.suit(suit)}, ${s.rank(low)} to ${s.rank(high)} (${points})`,
  'meld.four': ({ rank, points }, s) => `a Vierständer of ${s.ranks(rank)} (${points})`,
  'meld.refuse.notInPlay': () => 'Melds are announced once the rest is dealt and play begins, each player before playing a first card (7.1).',
  'meld.refuse.noCards': () => 'A meld is named by its cards, each once, such as 9H TH UH.',
  'meld.refuse.played': ({ who }) => `${who} has played a card already: melds are announced before one's first card, and a later announcement ` +
    'is void (7.1).',
  'meld.refuse.notHeld': ({ who, cards }, s) => `${who} does not hold ${cards.map((c) => s.the(c)).join(', ')}: a meld is announced from one's own hand.`,
  'meld.refuse.noMeld': () => 'Those cards are no meld: a run is three or more cards of one suit next to each other in the order Seven, Eight, ' +
    'Nine, Ten, Unter, Ober, King, Sau (2.4, 8.1); a Vierständer is all four cards of a rank, not Sevens or Eights (8.2).',
  'meld.refuse.twice': ({ who }) => `${who} cannot announce that: that meld is announced already.`,
  'meld.refuse.shared': ({ who }) => `${who} cannot announce that: a card serves in one run only, and this run shares a card with one announced already.`,
  'meld.refuse.touch': ({ who, length }) => `${who} cannot announce that: this run and the one announced already join into one run of ${length} ` +
    'cards, which counts once, at its full length.',
  'meld.announced': ({ who, meld, paragraph }, s) => `${who} announces ${s.say(meld)} before playing a first card (7.1, ${paragraph}). ` +
    'Whose melds count is settled when the first trick is complete (7.2).',
  'meld.bellaInRun': ({ trump, side }, s) => `The run holds the ${s.suit(trump)}-Ober and King: Bella counts 20 for ${s.side(side)} without a word more (7.3).`,
  'bella.refuse.notInPlay': () => 'Bella is announced during play, once the trumps are known and the hands complete (7.3).',
  'bella.refuse.inRun': ({ who }) => `${who}'s Bella counts already: it is inside the run ${who} announced (7.3).`,
  'bella.refuse.already': ({ who }) => `${who} has announced Bella already.`,
  'bella.refuse.missing': ({ who, trump }, s) => `Bella needs both the ${s.suit(trump)}-Ober and the ${s.suit(trump)}-King in ${who}'s hand; it ` +
    'is announced before either is played (7.3).',
  'bella.announced': ({ who, trump, side }, s) => `${who} announces Bella, the ${s.suit(trump)}-Ober and King: 20 for ${s.side(side)}, ` +
    'whatever the melds\' comparison says (7.3).',
  'settle.none': () => 'Nobody announced a meld (7.2).',
  'settle.cancel': ({ first, second }, s) => `The melds are compared before the first trick is taken in (7.2): the best of each side, ${s.say(first)} ` +
    `and ${s.say(second)}, are alike and neither is in trumps, so they cancel and no meld counts (8.3).`,
  'settle.won': (p, s) => `The melds are compared before the first trick is taken in (7.2): the best is ${s.say(p.best)}` +
    `${p.against ? `, better than ${s.say(p.against)}` : ', unopposed'}` +
    `${p.trumpDecides ? `: the two are alike, and ${s.suit(p.trumpDecides)}, the trump suit, decides` : ''}. ` +
    `${s.side(p.side)} show and score all their melds, ${p.points.join(' + ')}${p.points.length > 1 ? ` = ${p.total}` : ''}; ${s.side(p.other)} none.`,
};

export const enTricks: CataloguePart<'play' | 'duty' | 'foul' | 'trick'> = {
  'play.refuse.beforePlay': () => 'Play begins once a game is taken and the rest is dealt (5.4).',
  'play.refuse.notDealt': () => 'The cards have not been dealt yet.',
  'play.refuse.over': () => 'The deal is over: no more cards are played in it.',
  'play.refuse.notACard': () => 'That is not a card of the pack: a card is a rank (7 8 9 T U O K A) and a suit (E G H S), such as UE (2.1).',
  'play.refuse.misdeal': () => 'The hands hold the wrong number of cards: the deal is a misdeal, and any player should point it out ' +
    'before a card is played (4.5).',
  'play.refuse.notYourTurn': ({ turn, who }) => `It is ${turn}'s turn to play, not ${who}'s: Vorhand leads the first trick, the winner ` +
    'of a trick the next, and the others follow clockwise (9.1).',
  'play.refuse.notHeld': ({ who, card }, s) => `${who} does not hold ${s.the(card)}.`,
  'play.lead': ({ who, card }, s) => `${who} leads ${s.the(card)} (9.1).`,
  'play.follow': ({ who, card, reason, paragraph }, s) => `${who} plays ${s.the(card)} (${s.say(reason)}, ${paragraph}).`,
  'play.foul': ({ who, card, lead, duty, why }, s) => `${who} ${lead ? 'leads' : 'plays'} ${s.the(card)}, against the duty of ${duty}: ` +
    `${s.say(why)}. The card stands as a foul: ${who} may take it back at once and play another (1.3); once the next card is played ` +
    'it stays, and any player may claim it (1.4).',
  'play.next': ({ who }) => `${who} is next.`,
  'duty.leading': () => 'leading: any card',
  'duty.voidTrumps': () => 'void in trumps: any card',
  'duty.trumpsBeat': ({ best }, s) => `must follow trumps and beat ${s.the(best)} with a higher trump`,
  'duty.trumpsAny': ({ best }, s) => `must follow trumps; none beats ${s.the(best)}, so any trump`,
  'duty.follow': ({ led }, s) => `must follow ${s.suit(led)}`,
  'duty.voidBoth': ({ led }, s) => `void in ${s.suit(led)} and in trumps: any card`,
  'duty.voidTrump': ({ led }, s) => `void in ${s.suit(led)}: must trump, any trump`,
  'duty.voidBeat': ({ led, best }, s) => `void in ${s.suit(led)}: must beat ${s.the(best)} with a higher trump`,
  'duty.voidAnyTrump': ({ led, best }, s) => `void in ${s.suit(led)}: must trump, but none beats ${s.the(best)}, so any trump`,
  'foul.trumpsBeat': ({ who, best, allowed }, s) => `trumps were led, and ${who} can beat ${s.the(best)} with ${s.someCards(allowed)}, so a ` +
    'higher trump must be played',
  'foul.trumpsLower': ({ who, best, allowed }, s) => `trumps were led, and ${who} holds ${s.someCards(allowed)}; with no trump above ` +
    `${s.the(best)} a lower one must be played`,
  'foul.follow': ({ who, led, allowed }, s) => `${s.suit(led)} was led, and ${who} holds ${s.someCards(allowed)}: the suit must be followed`,
  'foul.mustTrump': ({ who, led, allowed }, s) => `${who} has no ${s.suit(led)} but holds ${s.someCards(allowed)}, so a trump must be played`,
  'foul.voidBeat': ({ who, led, best, allowed }, s) => `${who} has no ${s.suit(led)}, and ${s.someCards(allowed)} ` +
    `${s.plural(allowed.length, { one: 'beats', other: 'beat' })} ${s.the(best)}, so a higher trump must be played`,
  'foul.voidLower': ({ who, led, best, allowed }, s) => `${who} has no ${s.suit(led)} and no trump above ${s.the(best)}, but holds ` +
    `${s.someCards(allowed)}, so a trump must still be played`,
  'trick.taken': ({ winner, card, trumped, points, side }, s) => `${winner}'s ${s.card(card)}${trumped ? ', a trump,' : ''} takes the trick (9.5): ` +
    `${points} in cards for ${s.side(side)}.`,
  'trick.leadsNext': ({ who }) => `${who} leads next (9.1).`,
};

export const enCounting: CataloguePart<'count' | 'next' | 'match' | 'vorlauf'> = {
  'count.deal': ({ sides, total }, s) => 'That was the eighth trick, and its taker\'s side counts 10 more for it (3.2). ' +
    `${sides.map((c) => `${s.side(c.side)} ${c.cards} in cards + ${c.melds} in melds = ${c.cards + c.melds}`).join('; ')}; all points ${total} (12.1).`,
  'count.made': ({ taker, need, has }, s) => `${s.side(taker)} took the game and need ${need}: with ${has} they made it (11.1).`,
  'count.dackeln': () => 'They took every trick: Dackeln, 100 more (11.2).',
  'count.written': ({ taker, takerWrites, other, otherWrites }, s) => `${s.side(taker)} write ${takerWrites}, ${s.side(other)} ${otherWrites}.`,
  'count.ziehen': ({ taker, has, need, other, total }, s) => `${s.side(taker)} took the game but have ${has}, short of the ${need} they need: ` +
    `Ziehen, ${s.side(other)} write all ${total} and ${s.side(taker)} nothing (11.1).`,
  'next.deals': ({ who }) => `${who} deals next (4.6).`,
  'match.totals': (p, s) => `${totals(p.totals, s)}.`,
  'match.bothPastLevel': (p, s) => `${totals(p.totals, s)}: both sides are past ${p.target} and level, and nobody called Vorlauf: another deal ` +
    'is played (10.2).',
  'match.cutShort': (p, s) => `${totals(p.totals, s)}. That was deal ${p.deals}, the most a match has here, and nobody has ${p.target}: the match ` +
    `ends (this site's reading of 10.1), ${p.winner === null ? 'level' : `and ${s.side(p.winner)} win with the higher total`}.`,
  'match.vorlaufWon': (p, s) => `${totals(p.totals, s)}. ${called(p.vorlauf, s)}, at least ${p.target}: ${s.side(p.winner)} win the match (10.3).`,
  'match.vorlaufShort': (p, s) => `${totals(p.totals, s)}. ${called(p.vorlauf, s)}, short of ${p.target}: ${s.side(p.winner)} win the match (10.4).`,
  'match.vorlaufNotMade': (p, s) => `${totals(p.totals, s)}. ${called(p.vorlauf, s)}, but they took the game and did not make it: ` +
    `${s.side(p.winner)} win the match (10.4).`,
  'match.higherWins': (p, s) => `${totals(p.totals, s)}: both sides are past ${p.target} and nobody called Vorlauf, so the higher total wins: ` +
    `${s.side(p.winner)} win the match (10.2).`,
  'match.reached': (p, s) => `${totals(p.totals, s)}: ${s.side(p.winner)} reach ${p.target} and win the match (10.1).`,
  'match.losersDeal': ({ losers }, s) => `${s.eitherOf(losers)}, who lost, may deal a new match (4.1).`,
  'match.newDealer': ({ who }) => `${who} deals a new match (4.6).`,
  'vorlauf.refuse.notInPlay': () => 'Vorlauf is called during play, before the last trick is taken in (10.3).',
  'vorlauf.refuse.already': ({ caller, side }, s) => `${caller} called Vorlauf already, for ${s.side(side)}; only the first call counts (10.3).`,
  'vorlauf.called': ({ who, side, tricks, secured, taker }, s) => `${who} calls Vorlauf for ${s.side(side)}: what their ` +
    `${s.plural(tricks, { one: 'one trick', other: `${tricks} tricks` })} taken in so far hold, ${secured} in cards, is secured, and later ` +
    'tricks no longer count toward their 500. The deal is played out and the match ends with it (10.3).' +
    (taker ? ' They took the game, so they must make it too (10.4).' : ''),
};
