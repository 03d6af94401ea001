/**
 * The rules of "The Game: Face to Face" (Steffen Benndorf and Reinhard Staupe),
 * numbered by this site. The printed rulebook has no paragraph numbers: each
 * rule gets one here, in the order the rulebook gives them (its short rules
 * first; where the detailed rules add something, it joins the paragraph it
 * belongs to). Titles are the site's own English words. Every citation in a
 * ruling is one of these numbers; they are stable public anchors ("3.3",
 * "/the-game/r/3.3").
 *
 * 1 Material       1.1 two colours of 60 cards, 1.2 the row cards, 1.3 piles
 * 2 Set-up         2.1 row cards, 2.2 own draw pile, 2.3 hands of six, 2.4 who starts
 * 3 Own piles      3.1 ascending, 3.2 descending, 3.3 backwards trick, 3.4 as often as you like
 * 4 The opponent   4.1 at most one card per turn, 4.2 it must help
 * 5 A turn         5.1 two cards or more, 5.2 one at a time, any pile, 5.3 minimum without
 *                  a draw pile, 5.4 ending the turn
 * 6 Drawing        6.1 own piles only: two cards, 6.2 one card on the opponent: back to six
 * 7 End            7.1 all 58 laid: win, 7.2 cannot lay two: loss, 7.3 empty draw pile
 */
import type { GameParagraph, GameSection } from '../core/game';

const p = (number: string, title: string): GameParagraph => ({ number, title, behaviour: true });
const plain = (number: string, title: string, why: string): GameParagraph => ({ number, title, behaviour: false, why });

export const SECTIONS: readonly GameSection[] = [
  {
    number: '1', title: 'The cards', page: '1-material', paragraphs: [
      p('1.1', 'Each player has 60 cards of one colour: two row cards and the number cards 2 to 59'),
      p('1.2', 'The row cards: the ascending row starts at 1, the descending row at 60'),
      p('1.3', 'Cards go on piles beside the row cards; only the top card of a pile counts'),
    ],
  },
  {
    number: '2', title: 'Setting up', page: '2-set-up', paragraphs: [
      plain('2.1', 'The two row cards lie face up in front of their owner',
        'Where cards lie on the table; the engine starts every pile empty, showing its row card (1.2).'),
      p('2.2', 'Each player shuffles their own 58 number cards into a face-down draw pile'),
      p('2.3', 'Each player takes the top six cards of their own draw pile into the hand'),
      p('2.4', 'Lots decide who starts'),
    ],
  },
  {
    number: '3', title: 'Laying on your own piles', page: '3-own-piles', paragraphs: [
      p('3.1', 'Ascending pile: each card higher than the one below, any gap'),
      p('3.2', 'Descending pile: each card lower than the one below, any gap'),
      p('3.3', 'The backwards trick: exactly 10 lower on your ascending pile, exactly 10 higher on your descending pile'),
      p('3.4', 'The backwards trick as often as you like in one turn'),
    ],
  },
  {
    number: '4', title: 'A card for the opponent', page: '4-opponent', paragraphs: [
      p('4.1', 'At most one card per turn on the opponent\u2019s piles'),
      p('4.2', 'That card must improve the opponent\u2019s pile: lower on their ascending, higher on their descending'),
    ],
  },
  {
    number: '5', title: 'A turn', page: '5-turn', paragraphs: [
      p('5.1', 'Lay at least two cards from your hand, or more if you wish'),
      p('5.2', 'Cards go down one by one, each on any pile you choose'),
      p('5.3', 'The minimum of two holds even when your draw pile is used up'),
      p('5.4', 'You end your turn when you are done; then the other player moves'),
    ],
  },
  {
    number: '6', title: 'Drawing', page: '6-drawing', paragraphs: [
      p('6.1', 'Only your own piles used: draw two cards, however many you laid'),
      p('6.2', 'One card on the opponent\u2019s piles: draw back up to six cards'),
    ],
  },
  {
    number: '7', title: 'End of the game', page: '7-end', paragraphs: [
      p('7.1', 'Whoever has laid all 58 number cards wins at once'),
      p('7.2', 'Whoever cannot lay the two cards required loses at once'),
      p('7.3', 'A used-up draw pile: play on without drawing'),
    ],
  },
];

const BY_NUMBER = new Map<string, { paragraph: GameParagraph; section: GameSection }>(
  SECTIONS.flatMap((section) => section.paragraphs.map((paragraph) => [paragraph.number, { paragraph, section }] as const)),
);

export const PARAGRAPH_NUMBERS: readonly string[] = [...BY_NUMBER.keys()];

export function findParagraph(number: string): { paragraph: GameParagraph; section: GameSection } | undefined {
  return BY_NUMBER.get(number);
}
