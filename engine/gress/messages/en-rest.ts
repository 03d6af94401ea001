/** English, sections 5-10 and the statechart: the reference wording, word for word what the rule code used to write. */
import type { Catalogue } from '../../core/messages';
import type { Phase } from '../types';
import type { GressSay } from './say';
import type { EffectActSpec, EndSpec, Ending, ExceptionSpec, MachineSpec } from './spec';

const cards = (n: number, s: GressSay) => `${n} ${s.plural(n, { one: 'card', other: 'cards' })}`;
const ending = ({ short, owed }: Ending) =>
  short ? '; the draw pile is used up, so every card still owed counts as a penalty point (10.2).' : owed > 0 ? `; ${owed} still owed.` : '.';

export const enEffectAct: Catalogue<EffectActSpec, GressSay> = {
  'give.noWindow': ({ player }) => `${player} has no card to give: only after a move with a Ten, until the next move.`,
  'give.toSelf': () => 'The card goes to another player.',
  'give.holding': () => 'Given with the holding hand, the card does not count as given (10.3); take it back and give it with the action hand.',
  'give.done': ({ player, to }) => `${player} gives a card face down to ${to}.`,
  'swap.noWindow': ({ player }) => `${player} has no swap to announce: only right after a move with a red Nine (or two), until the next event.`,
  'swap.disqualified': ({ player }) => `${player} is disqualified and takes no further part, so cannot swap hands.`,
  'swap.needTwo': () => 'After two red Nines, name two different players who swap hands.',
  'swap.named': ({ player, a, b }) => `${player} names ${a} and ${b}: they must swap hands. No defence is possible, so the game halts until the swap is done.`,
  'swap.needOne': () => 'After a red Nine, point at one other player to swap hands with.',
  'swap.announced': ({ player, target }) => `${player} announces a swap with ${target}, who may not move now and may defend with a red Nine until the next event.`,
  'swap.nothingToAccept': ({ player }) => `${player} has no swap to accept.`,
  'swap.acceptHolding': () => 'Laid down with the holding hand, the hand does not count as handed over (10.3).',
  'swap.accepted': ({ player, by }) => `${player} lays the hand before ${by}: the swap is binding and the game halts.`,
  'swap.noBinding': () => 'There is no binding swap to carry out.',
  'swap.notPartner': ({ player }) => `${player} is not one of the swap partners.`,
  'swap.completeHolding': () => 'The new hand is picked up with the action hand.',
  'swap.completed': ({ a, b, toMove }) => `${a} and ${b} have swapped hands (Markes stay). The game resumes: throws are forbidden and only ${toMove} may move.`,
  'wish.noWindow': ({ player }) => `${player} has no wish to make: only the player who just moved with a Jack may wish, before the next move or throw.`,
  'wish.made': ({ player, suit }, s) => `${player} wishes ${s.suit(suit)}: moves must now follow ${s.suit(suit)}; throws still go by the Jack's real colour.`,
};

export const enEnd: Catalogue<EndSpec, GressSay> = {
  'call.notDue': ({ player }) => `${player} owes no call: a call is due only after an event that brought the hand to exactly two cards.`,
  'call.already': ({ player }) => `${player} has already called.`,
  'call.made': ({ player, marke }) => `${player} calls "last but one"` + (
    marke === 'none' ? '' : marke === 'mayTake' ? ' and may now take the Marke'
      : '; the Marke stays on the table, since taking it would be an event and the active game is over (9.1)') + '.',
  'marke.none': ({ player }) => `${player} has no Marke left.`,
  'marke.holding': ({ player }) => `${player} touches the Marke with the holding hand: a foul (10.3).`,
  'marke.wrong': ({ player, why }) =>
    `${player} takes the Marke ${why === 'beforeCall' ? 'before calling "last but one"' : 'outside a call window (the hand must just have come to two cards)'}: a foul; it stays taken until someone complains (10.7).`,
  'marke.taken': ({ player }) => `${player} takes the Marke into the hand.`,
  'complain.bySelf': () => 'A complaint is made by one of the other players.',
  'complain.noMissedCall': ({ against }) =>
    `There is nothing to complain about: ${against} owes no missed call now (the call was made, is still due, or the complaint comes too late).`,
  'complain.missedCall': ({ player, against, event }) => `${player} complains that ${against} did not call "last but one": ${against} owes two cards, tied to event #${event}.`,
  'last.pileUsedUp': () => 'The draw pile is used up: what is still owed counts as penalty points (10.2).',
  'last.nothing': ({ player }) => `The draw pile is empty and ${player} owes nothing: there is nothing to pick up.`,
  'last.holding': (p, s) => `${p.player} picks up ${cards(p.taken, s)} with the holding hand: a foul. They are kept but pay nothing` + ending(p.ending),
  'last.wrong': (p, s) => `${p.player} picks up ${cards(p.taken, s)}` +
    (p.paying > 0 ? `, ${cards(p.paying, s)} against the debt and ${cards(p.extra, s)} not owed` : ' without owing any') +
    ': a wrong pick-up, and the cards are kept (10.6)' + ending(p.ending),
  'last.settled': (p, s) => `${p.player} picks up ${cards(p.paying, s)} owed (the last settlement is no event)` + ending(p.ending),
  'layDown.already': ({ player }) => `${player} has already laid down.`,
  'layDown.inDebt': ({ player, debt }) => `${player} lays down while still owing ${debt}: that costs two more cards, and the hand must be laid down again after settling.`,
  'layDown.noCards': ({ player }) => `${player} has no cards to lay down.`,
  'layDown.done': ({ player, everyone }) => `${player} lays the hand down face up.` + (everyone ? ' Everyone is down: the game is over and the penalty points are counted.' : ''),
};

export const enException: Catalogue<ExceptionSpec, GressSay> = {
  'reshuffle.pileLeft': ({ cards: n }) => `The draw pile still has ${n} cards: there is nothing to reshuffle.`,
  'reshuffle.notEntitled': ({ player }) => `Only the player to move or a player in debt may halt for a reshuffle; ${player} is neither.`,
  'reshuffle.holding': () => 'The game is halted with the empty action hand on the play pile (10.1).',
  'reshuffle.halted': ({ player }) => `${player} lays a hand on the play pile: the game is halted for a reshuffle.`,
  'reshuffle.notHalted': () => 'The game is not halted for a reshuffle.',
  'reshuffle.onlyHalter': ({ player }) => `Only ${player}, who halted the game, reshuffles.`,
  'reshuffle.noCards': ({ player }) =>
    `Only the top card is left on the play pile: the game ends without a winner. Cards still owed, at least one for ${player}, count as penalty points (10.2).`,
  'reshuffle.done': ({ player, cards: n, toMove }) => `${player} shuffles ${n} cards into a new draw pile and the game resumes: throws are forbidden and only ${toMove} may move.`,
  'withdraw.nothing': ({ player }) => `${player} has no wrongly played card to take back: only one's own last play, if it was wrong and not yet complained about.`,
  'withdraw.tooLate': () => 'Too late: another event has happened since the wrong play; only a complaint can deal with it now (10.5).',
  'withdraw.holding': () => 'Cards are taken back with the action hand.',
  'withdraw.tableChanged': () => 'Too late: the table has changed since the wrong play (a complaint, a wish, an announcement); only a complaint can deal with it now (10.5).',
  'withdraw.free': ({ player, cards: c, other }, s) =>
    `${player} takes ${c.map((id) => s.card(id)).join('+')} back at once. Just before ${other}'s last card it would have been correct, so it counts as never played: no penalty.`,
  'withdraw.costs': ({ player, cards: c, next }, s) =>
    `${player} takes ${c.map((id) => s.card(id)).join('+')} back before anyone complains: a small foul, no event. It costs one card` + (next ? ` and the turn: ${next} is to move.` : '.'),
  'complain.selfCard': () => 'A complaint is brought by another player; for your own wrong card there is the withdrawal (10.4).',
  'complain.unfounded': ({ player, against, next }) =>
    `${player} complains about ${against}'s cards, but the pile shows nothing played wrongly: ${player} owes two cards` + (next ? ` and loses the turn to ${next}.` : '.'),
  'complain.founded': ({ player, against, next, back, newMarke }, s) =>
    `${player} complains and is right: ${against} played wrongly and owes two cards` + (next ? `, losing the turn to ${next}.` : '.') +
    (back.length > 0 ? ` ${against} takes back ${back.map((id) => s.card(id)).join(' ')}.` : ' Others have played on top, so the cards stay.') +
    (newMarke ? ` ${against} took the Marke after the wrong play and gets a new one from the draw pile, face down.` : ''),
  'complain.selfMarke': () => 'A complaint is brought against another player.',
  'complain.noMarke': ({ against }) => `There is no Marke of ${against}'s to complain about now (never taken, or the next move by another player has passed).`,
  'complain.markeRight': ({ player, against }) => `${player} complains about ${against}'s Marke, but it was taken rightly: ${player} owes two cards.`,
  'complain.markeWrong': ({ player, against, fresh }) =>
    `${player} complains and is right: ${against} took the Marke when 8.1 did not allow it, owes one card, keeps that card and gets a new Marke from the draw pile${fresh ? '' : ' (the draw pile is empty: none)'}.`,
  'dq.already': ({ player }) => `${player} is already disqualified.`,
  'dq.done': ({ player, next }) => `The referee disqualifies ${player} for playing wrongly on purpose. ${player} takes no further part` + (next ? `; ${next} is to move.` : '.'),
  'dq.out': ({ player }) => `${player} is disqualified and takes no further part.`,
};

const NOT_NOW: Record<Phase, string> = {
  dealing: 'the cards are still being dealt; play starts with the opening (3.7)',
  ready: 'the game is not open yet: everyone gets ready, then the dealer opens (3.7)',
  running: 'the deal is over and the game is running',
  halted: 'the game is halted and no event may take place until it resumes',
  over: 'the active game has ended: players settle their debts and lay down their hands',
  scored: 'the game is over and scored',
};

export const enMachine: Catalogue<MachineSpec, GressSay> = {
  'phase.notNow': ({ phase }) => `Not now: ${NOT_NOW[phase]}.`,
  'simultaneous.tooFew': () => 'Simultaneous actions need at least two actions.',
  'simultaneous.nested': () => 'Simultaneous actions cannot be nested.',
  'simultaneous.done': ({ parts }) => `At the same moment; by priority (10.9): ${parts.map((p, i) => `${i + 1}. ${p.action}: ${p.classification}`).join('; ')}.`,
  'game.over': ({ ruling, winner }, s) => `${s.say(ruling)} ${winner} has no cards, no Marke and no debt: the active game is over.`,
};
