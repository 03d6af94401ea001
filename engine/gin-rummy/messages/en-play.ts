/** English, the reference: dealing, the turn, the drawn hand, the match's end and claims (§3, §5, §6, §12-§14). Word for word what the rules wrote before. */
import type { Catalogue } from '../../core/messages';
import type { GinSay } from './say';
import type { ClaimSpec, PlaySpec } from './spec';

export const enPlay: Catalogue<PlaySpec, GinSay> = {
  'sentences': ({ parts }, s) => parts.map((p) => s.say(p)).join(' '),
  'refuse.notAnAction': () => 'That is not an action of the game: deal, draw, take, discard, knock, lay out, accept, reject, expose, reshuffle or claim.',
  'refuse.noSeat': ({ seat, listSeats }) => `There is no player in seat ${seat}${listSeats ? '; the seats are 0 and 1' : ''}.`,
  'refuse.seed': ({ max, got }) => `The shuffle needs a seed: a seed is a whole number from 0 to ${max}, got ${got}.`,
  'refuse.deal.matchOver': ({ winner }) => `The match is over (${winner === undefined ? 'a tie' : `${winner} won`}); no more hands are dealt.`,
  'refuse.deal.handInPlay': ({ who }) => `A hand is in play; ${who} can deal only when it is over.`,
  'refuse.deal.handLimit': ({ hands }) => `This match has had ${hands} hands, the most the engine keeps; it cannot go on.`,
  'refuse.deal.counts': ({ problem }, s) => `That deal is not possible: ${s.say(problem)}.`,
  'deal.counts.shape': () => 'a deal gives two counts: to the first player dealt to, and to the dealer',
  'deal.counts.range': ({ max }) => `a count is a whole number from 0 to ${max}`,
  'deal.counts.stock': ({ first, second, reserve }) => `${first} and ${second} cards leave fewer than ${reserve} for the stock`,
  'deal': ({ who, seed, pack, first, second, vorhand, stock, due, misdeal }) => {
    const notes: string[] = [];
    if (due !== undefined) notes.push(`It was ${due}'s deal, not ${who}'s: the deal stands; if it is pointed out before play, ${who} (the rightful Vorhand) still plays first (§14.1), later play just goes on (§14.2).`);
    if (misdeal) notes.push(`The counts are wrong: ${vorhand} got ${first} and ${who} ${second}; pointed out before play, the cards are dealt again (§14.9), later the count is put right in play (§14.10).`);
    return `${who} shuffles (seed ${seed}) the ${pack} pack, has it cut and deals ${first} to ${vorhand} and ${second} to ${who}; ${stock} cards form the stock. ${vorhand} opens by discarding (§5).${notes.length ? ` ${notes.join(' ')}` : ''}`;
  },
  'refuse.play.knocked': ({ knocker, next }) => `${knocker} has knocked: ${next} now lays out (§8); no more cards are drawn or discarded.`,
  'refuse.play.handOver': ({ dealer }) => `The hand is over; ${dealer} deals the next one.`,
  'refuse.play.matchOver': () => 'The match is over.',
  'turn.toDraw': ({ who }) => `${who} to draw.`,
  'turn.earlyDiscards': ({ who }) => `${who} has drawn already (§14.4) and may not take that discard: ${who} discards next.`,
  'turn.earlyWasTurn': ({ who, next }) => `${who}'s early draw was that turn (it brought a short hand back up, §14.10): ${next} draws again.`,
  'turn.thirdLast': ({ who }) => `Only the stock's last two cards are left, but ${who} took the third-last one, so the hand goes on to ${who}'s turn; if that turn ends with a plain discard, the hand is drawn: no game (§12).`,
  'hand.noGame': ({ dealer, matchEnd }, s) => `Only the stock's last two cards are left and nobody knocked: no game. Nobody scores, nothing more may be taken${matchEnd ? `. ${s.say(matchEnd)}` : `, and ${dealer} deals again.`}`,
  'match.reached': ({ who, target }) => `${who} has reached ${target}: the match is over (§13).`,
  'match.limit': ({ hands, target, winner }) => `That was hand ${hands}, the most a match has here, and nobody has ${target}: the match ends (this site's reading of §13), `
    + `settled without the game bonus, and ${winner === undefined ? 'the totals are equal' : `${winner} is ahead and wins it`}.`,
  'refuse.draw.count': ({ count }) => `A draw takes 1 card (or by mistake a few, §14.5), not ${count}.`,
  'refuse.draw.reserve': ({ who, stock, count }, s) => `The stock holds ${s.cardsWord(stock)}; its last two are never drawn, so ${who} cannot take ${s.cardsWord(count)} from it.`,
  'refuse.draw.tooMany': ({ who, held, count, max }, s) => `${who} holds ${s.cardsWord(held)}; ${s.cardsWord(count)} more would make ${held + count}, and no hand may hold more than ${max} (this site's reading of §14.5), so that draw is not made.`,
  'refuse.draw.earlyAgain': ({ who, other }) => `${who} has already drawn before ${other} discarded; the next thing for ${who} is a discard, after ${other}'s.`,
  'draw.early': ({ who, count, other }) => `${who} draws ${count === 1 ? 'a card' : `${count} cards at once`} from the stock before ${other} has discarded. ${who} keeps ${count === 1 ? 'it' : 'them'} and has no right to ${other}'s coming discard; ${who} discards once ${other} has (§14.4).`
    + (count > 1 ? ` Holding more than ten, ${who} then discards without drawing until back to ten, and may not knock meanwhile (§14.5).` : ''),
  'refuse.draw.vorhand': ({ who }) => `${who} is Vorhand and opens by discarding one of the eleven cards, without drawing.`,
  'refuse.take.vorhand': ({ who }) => `${who} is Vorhand and opens by discarding; there is nothing to take yet.`,
  'refuse.drawnAlready': ({ who }) => `${who} has drawn this turn already; now ${who} discards (or knocks).`,
  'refuse.overfull.draw': ({ who, size }, s) => `${who} holds ${s.cardsWord(size)}, more than ten: ${who} discards without drawing until the count is right (§14.10).`,
  'draw.stock': ({ who, count, exposed, holding, short }, s) => `${who} draws ${count === 1 ? 'a card' : `${count} cards at once`} from the stock.${exposed ? ` That includes ${s.card(exposed)}, exposed earlier (§14.3).` : ''}`
    + (short ? ` Holding ${holding}, ${who} does not discard this turn (a short hand draws without discarding, §14.10).`
      : count > 1 ? ` ${who} keeps them all and, holding ${holding}, may neither draw nor knock in the coming turns but discards until back to ten (§14.5, §14.10).` : ''),
  'refuse.take.early': ({ who, turn }) => `${who} drew early and has no right to ${turn}'s discard (§14.4).`,
  'refuse.notYourTurn': ({ who, turn }) => `It is ${turn}'s turn, not ${who}'s.`,
  'refuse.take.empty': () => 'The discard pile is empty: there is nothing to take.',
  'take': ({ who, card, holding }, s) => `${who} takes ${s.card(card)} from the discard pile${holding === undefined ? '.' : ` and, holding ${holding}, does not discard this turn (§14.10).`}`,
  'refuse.notACard': () => 'That is not a card of the pack (§1).',
  'refuse.discard.early': ({ who, turn }) => `${who} drew early; ${who} discards after ${turn} has discarded (§14.4).`,
  'refuse.notHeld': ({ who, card }) => `${who} does not hold ${card}.`,
  'refuse.takenBack': ({ who, card, knock }, s) => `${who} took ${s.card(card)} from the discard pile this turn and may not ${knock ? "put it face down as the knock's discard" : 'lay it straight back on the pile'} (this site's reading of §5): ${who} ${knock ? 'buries' : 'discards'} another card instead.`,
  'refuse.discard.drawFirst': ({ who }) => `${who} must draw first (from the stock or the discard pile), then discard.`,
  'refuse.discard.short': ({ who, size }, s) => `${who} holds ${s.cardsWord(size)}, fewer than ten: ${who} draws without discarding until the count is right (§14.10).`,
  'discard': ({ who, card, how, size }, s) => `${who} ${how === 'opening' ? 'opens the hand and discards' : how === 'overfull' ? `holds ${size}, more than ten, so without drawing discards` : 'discards'} ${s.card(card)}.`,
};

export const enClaim: Catalogue<ClaimSpec, GinSay> = {
  'refuse.claim.noHand': () => 'There is no hand in play to complain about.',
  'refuse.claim.inTurn': ({ dealer }) => `${dealer} dealt in turn (or it was settled already): there is nothing to claim.`,
  'claim.dealer.beforePlay': ({ who, due, dealer, fromStock }) => `${who} points out that ${due} should have dealt. The deal stands, but ${dealer}, the rightful Vorhand, plays first${fromStock ? ' (from the stock: nothing is discarded yet)' : ''} (§14.1).`,
  'claim.dealer.inPlay': ({ who, due, dealer }) => `${who} points out that ${due} should have dealt; play is under way, so it goes on as if ${dealer}'s deal had been in turn (§14.2).`,
  'refuse.claim.countRight': ({ vorhand, dealer }) => `The hands were dealt right (${vorhand} and ${dealer}); there is no wrong count to claim.`,
  'refuse.claim.countInPlay': () => 'Play is under way: the count is not dealt again but put right in play, by discarding without drawing or drawing without discarding (§14.10).',
  'claim.count': ({ who, vorhand, vorhandCards, dealer, dealerCards }) => `${who} points out a wrong count before the cards are picked up: ${vorhand} has ${vorhandCards} and ${dealer} ${dealerCards}. ${dealer} deals again (§14.9).`,
  'refuse.claim.what': () => 'A claim is about the dealer (§14.1, §14.2) or the count (§14.9).',
  'refuse.expose.when': ({ who }) => `${who} can expose the next stock card only while drawing from the stock, just after taking its top card.`,
  'refuse.expose.already': () => 'The stock\u2019s top card is face up already.',
  'expose': ({ who, card, other }, s) => `Drawing, ${who} exposes the next stock card, ${s.card(card)}: it is shown to ${other} and put back on the stock. If ${other} draws from the stock next, they may take it or have the stock shuffled (§14.3).`,
  'refuse.reshuffle.noRight': () => 'No stock card was exposed by the opponent: there is no right to a reshuffle.',
  'refuse.reshuffle.when': ({ who }) => `${who} may have the stock shuffled only when about to draw in ${who}'s own turn.`,
  'reshuffle': ({ who, seed }) => `${who} does not want the exposed card and has the stock shuffled (seed ${seed}); ${who} now draws as usual (§14.3).`,
};
