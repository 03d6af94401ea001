/** English, the reference: knocking, laying out and answering an irregular knock (§7-§11, §14.6-§14.13). */
import type { Catalogue } from '../../core/messages';
import type { GinSay } from './say';
import type { KnockSpec } from './spec';

const meldsText = (melds: readonly (readonly string[])[]) => (melds.length ? `melds ${melds.map((m) => m.join('')).join(' ')}` : 'no melds');
const opening = (correcting: boolean, who: string) => (correcting ? `${who} takes the knock back and knocks again (§14.6): ` : '');
const gloss = (calledGin: boolean, who: string) => (calledGin ? ` ${who} calls gin, but not all ten cards are in melds, so it counts as a knock.` : '');

export const enKnock: Catalogue<KnockSpec, GinSay> = {
  'refuse.knock.layOutNow': ({ knocker, who }) => `${knocker} has knocked; ${who} lays out now (§8).`,
  'refuse.knock.stands': ({ who, accepted }) => `${who}'s knock stands${accepted ? ' (accepted)' : ''}; it cannot be taken back.`,
  'refuse.knock.early': ({ who, turn }) => `${who} drew early; ${who} may knock or discard only after ${turn} has discarded (§14.4).`,
  'refuse.overfull.knock': ({ who, size }, s) => `${who} holds ${s.cardsWord(size)}, more than ten: ${who} may not knock but discards without drawing until the count is right (§14.5, §14.10).`,
  'refuse.knock.drawFirst': ({ who }) => `${who} must draw first; a knock comes in place of the discard.`,
  'refuse.knock.buriedNotCard': () => 'The face-down card is not a card of the pack (§1).',
  'refuse.knock.buriedNotHeld': ({ who, card }) => `${who} does not hold ${card}, so cannot discard it face down.`,
  'refuse.knock.groups': ({ who, each }) => `${who}'s knock: ${each ? 'each meld must be a list of cards' : 'the melds must be a list of card groups'}.`,
  'refuse.cannotLayOut': ({ who, problem }, s) => `${who} cannot lay that out: ${s.say(problem)}.`,
  'knock.shown': ({ melds, deadwood }, s) => `${meldsText(melds)}, deadwood ${s.codes(deadwood)}`,
  'knock.gin': ({ correcting, who, buried, shown, other }, s) => `${opening(correcting, who)}${who} goes gin: ${s.card(buried)} face down, all ten cards in melds (${s.say(shown)}). ${other} lays out, but may not lay off (§11).`,
  'knock': ({ correcting, who, points, buried, shown, calledGin, other }, s) => `${opening(correcting, who)}${who} knocks with ${points}: ${s.card(buried)} face down (not counted), ${s.say(shown)}.${gloss(calledGin, who)} ${other} lays out and may lay off (§8).`,
  'knock.irregular': ({ correcting, who, buried, shown, over, laid, calledGin, next }, s) => {
    const why: string[] = [];
    if (over !== undefined) why.push(`${over} points of deadwood is more than ten (§14.6)`);
    if (laid !== undefined) why.push(`${s.cardsWord(laid)} laid out instead of ten (§14.10, §14.11${laid < 10 ? '; each missing card will count 10' : ''})`);
    return `${opening(correcting, who)}${who} knocks: ${s.card(buried)} face down, ${s.say(shown)}. Irregular: ${why.join('; ')}.${gloss(calledGin, who)} ${s.say(next)}`;
  },
  'knock.next.regroup': ({ who, other }) => `${who} may still put it right by knocking again with another grouping or face-down card (§14.6); ${other} may accept it or send the cards back, and laying out accepts it (§14.7, §14.8).`,
  'knock.next.count': ({ who, other, deadwood, short }) => {
    const regroup = deadwood
      ? `${who} may knock again to bring the deadwood to ten or less (§14.6), but no regrouping changes the number of cards.`
      : `No regrouping changes the number of cards, so ${who} cannot put this knock right.`;
    const accept = short ? `accept it, each missing card then counting 10 against ${who} (§14.11)` : 'accept it, and it is scored as it lies (§14.11)';
    return `${regroup} ${other} may ${accept}, or send it back: ${who} takes every card back and ends the turn with a discard (a new knock would have the same wrong count), then puts the count right in the coming turns by ${short ? 'drawing without discarding' : 'discarding without drawing'} (§14.10, §14.11). Laying out accepts it (§14.8).`;
  },
  'refuse.layout.handOver': () => 'The hand is over; there is nothing to lay out.',
  'refuse.layout.noKnock': () => 'Nobody has knocked: cards are laid out only after a knock (§7, §8).',
  'refuse.layout.knocker': ({ who }) => `${who} knocked and has laid out already; the opponent lays out now.`,
  'refuse.layout.groups': () => 'The melds must be groups of cards.',
  'refuse.layout.layoffShape': () => 'Each lay-off names a card and one of the knocker\u2019s melds.',
  'refuse.layout.twice': ({ card }) => `${card} is laid off twice.`,
  'refuse.layout.fromMeld': ({ card, who }) => `${card} is in one of ${who}'s own melds; a card is either melded or laid off.`,
  'refuse.layout.gin': ({ knocker, who }) => `${knocker} has gin: ${who} may lay out melds but lay nothing off (§11).`,
  'refuse.layout.overfull': ({ who, size }, s) => `${who} holds ${s.cardsWord(size)}, too many: ${who} lays out but may not lay off (§14.13).`,
  'refuse.layout.misfit': ({ who, problem }, s) => `${who} cannot lay off that way: ${s.say(problem)}.`,
  'layout': ({ who, melds, layoffs, deadwood, mine, knocker, theirs, verdict, after }, s) => {
    const offs = layoffs.length ? `, lays off ${layoffs.map((l) => `${l.card} on meld ${l.meld + 1}`).join(', ')}` : '';
    return `${who} lays out ${meldsText(melds)}${offs}; deadwood ${s.codes(deadwood)} = ${s.counted(mine)} against ${knocker}'s ${s.counted(theirs)}. ${s.say(verdict)} ${s.say(after)}`;
  },
  'layout.void': ({ who, knocker, dealer }) => `${who} held too many cards and has no more deadwood than ${knocker}: the hand is void and ${dealer} deals again (§14.13).`,
  'layout.scores': ({ winner, points, reason, bonus, opponent }, s) => `${winner} scores ${points} (${reason === 'gin' ? `gin: ${bonus} bonus + ${s.counted(opponent)}` : reason === 'undercut' ? `undercut: the difference + ${bonus} bonus` : 'the difference'}).`,
  'layout.totals': ({ names, totals, next }) => `Totals: ${names[0]} ${totals[0]}, ${names[1]} ${totals[1]}. ${next} deals next.`,
  'refuse.answer.noKnock': ({ reject }) => `There is no knock to ${reject ? 'reject' : 'accept'}.`,
  'refuse.answer.notOpponent': ({ opponent }) => `Only ${opponent}, the opponent, answers the knock.`,
  'refuse.answer.accepted': ({ reject }) => (reject ? 'The knock has been accepted already; it stands (§14.8).' : 'The knock has been accepted already.'),
  'refuse.answer.regular': ({ reject }) => (reject ? 'The knock is regular: it cannot be refused; lay out (§8).' : 'The knock is regular: there is nothing to accept; lay out (§8).'),
  'accept': ({ who, knocker, count }) => `${who} accepts ${knocker}'s irregular knock; it is scored as it lies${count ? ', each missing card of the knocker counting 10 (§14.11)' : ''}. ${who} lays out next.`,
  'reject': ({ who, knocker, cards, count }) => `${who} does not accept the knock: ${knocker} takes all ${cards} cards back into the hand and goes on: ${count ? 'a discard (a new knock would have the same wrong count); the count is put right in the coming turns (§14.10)' : 'a discard, or a regular knock'}.`,
};
