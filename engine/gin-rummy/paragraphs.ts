/**
 * The rules of Gin Rummy as the seed rulebook numbers them: seventeen
 * sections, §1-§17. A section without numbered items is one paragraph with the
 * section's number ('1' .. '12', '16', '17'); numbered items are paragraphs of
 * their own ('13.1' .. '13.3' for §13's three bonuses, '14.1' .. '14.13',
 * '15.1', '15.2'). §13's opening text (the match ends at 100, the settlement
 * and its note) is paragraph '13'. Titles are the site's own
 * English words. Every citation in a ruling is one of these numbers; they are
 * the public anchors ("/gin-rummy/r/14.5").
 *
 * §14.2 ends in a sentence that breaks off ("the cards must however be dealt
 * again if" and nothing follows); the rest of that list is lost. The engine
 * redeals only where the text says so: §14.9 (and the void hand of §14.13).
 *
 * §15-§17 (three, four or six players, tournaments) are marked as behaviour:
 * other modules will implement them; this engine is the two-player hand and
 * match (§1-§14).
 */
import type { GameParagraph, GameSection } from '../core/game';

const p = (number: string, title: string): GameParagraph => ({ number, title, behaviour: true });
const section = (number: string, title: string, page: string, paragraphs: GameParagraph[]): GameSection => ({ number, title, page, paragraphs });

export const SECTIONS: readonly GameSection[] = [
  section('1', 'The cards', '1-cards', [p('1', 'One 52-card pack without jokers per player; King high, Ace low, so no run goes round the corner')]),
  section('2', 'Card values', '2-card-values', [p('2', 'Ace 1, court cards 10, the others their pips')]),
  section('3', 'Dealing', '3-dealing', [p('3', 'Drawing for Vorhand, shuffle and cut, eleven and ten cards one at a time, the stock, the loser deals next')]),
  section('4', 'Melds', '4-melds', [p('4', 'Sets of three or four of a rank, runs of three or more in one suit')]),
  section('5', 'Drawing and discarding', '5-drawing-and-discarding', [p('5', 'Vorhand opens by discarding; then each turn draws one card, from the stock or the discard pile, and discards one')]),
  section('6', 'End of a hand', '6-end-of-a-hand', [p('6', 'A hand ends with a knock, or drawn when the stock is down to two cards')]),
  section('7', 'Knocking', '7-knocking', [p('7', 'Knock with ten or fewer points of deadwood: discard face down, lay out, announce; knocking is never compulsory')]),
  section('8', 'Laying off', '8-laying-off', [p('8', 'The opponent lays out and lays off cards on the knocker\u2019s melds; only deadwood counts')]),
  section('9', 'The knocker wins', '9-the-knocker-wins', [p('9', 'Less deadwood than the opponent: the knocker scores the difference')]),
  section('10', 'The opponent wins', '10-the-opponent-wins', [p('10', 'Equal or less deadwood than the knocker: the opponent scores the difference and a bonus of 10')]),
  section('11', 'Gin', '11-gin', [p('11', 'All ten cards in melds: 20 bonus plus the opponent\u2019s deadwood, and no laying off')]),
  section('12', 'Drawn hand', '12-drawn-hand', [p('12', 'The third-last stock card taken and only a discard: no game, no points, the same dealer again')]),
  section('13', 'End of the match and settlement', '13-end-of-the-match', [
    p('13', 'The match ends when a player reaches 100; points above 100 count; the higher total collects the difference'),
    p('13.1', 'Game bonus: 100 for the player who reached 100 first'),
    p('13.2', 'Shutout bonus: another 100 if the opponent wrote nothing at all'),
    p('13.3', 'Box bonus: 20 for every hand won'),
  ]),
  section('14', 'Irregularities', '14-irregularities', [
    p('14.1', 'A deal out of turn found before play: it stands, and the rightful Vorhand plays first'),
    p('14.2', 'A deal out of turn found during play: play goes on as if it were right'),
    p('14.3', 'The next stock card exposed: shown and put back; the opponent may take it or have the stock shuffled'),
    p('14.4', 'A stock card drawn before the opponent discarded: kept, and no right to that discard'),
    p('14.5', 'Several stock cards drawn at once: kept; no drawing or knocking until the count is right again'),
    p('14.6', 'A knock with more than ten: the knocker may put it right by regrouping or another discard'),
    p('14.7', 'Found before the opponent lays out: the opponent accepts it or sends the cards back'),
    p('14.8', 'Found after the opponent laid out: it counts as accepted'),
    p('14.9', 'A wrong count found before the cards are picked up: deal again'),
    p('14.10', 'A wrong count found during play: put right by discarding without drawing or drawing without discarding; no knock meanwhile'),
    p('14.11', 'A knock with a wrong count: as 14.7 and 14.8; each missing card of the knocker counts 10'),
    p('14.12', 'The opponent of a knock short of cards: each missing card counts 10'),
    p('14.13', 'The opponent of a knock with too many cards: lays out without laying off; less deadwood than the knocker voids the hand'),
  ]),
  section('15', 'Gin Rummy for three', '15-three-players', [
    p('15.1', 'Three players in turn: the loser of a hand sits out, each keeps a score'),
    p('15.2', 'Chouette: one player against a team of two'),
  ]),
  section('16', 'Gin Rummy for four', '16-four-players', [p('16', 'Two partnerships, each player against an opponent, partners\u2019 results added; 125 to win (150 for six)')]),
  section('17', 'Tournaments', '17-tournaments', [p('17', 'Round robin, or the Swiss system for larger fields')]),
];

const BY_NUMBER = new Map<string, { paragraph: GameParagraph; section: GameSection }>(
  SECTIONS.flatMap((s) => s.paragraphs.map((paragraph) => [paragraph.number, { paragraph, section: s }] as const)),
);

export const PARAGRAPH_NUMBERS: readonly string[] = [...BY_NUMBER.keys()];

/** The paragraphs this engine implements (§1-§14); §15-§17 belong to other modules. */
export const ENGINE_PARAGRAPHS: readonly string[] = PARAGRAPH_NUMBERS.filter((n) => Number(n.split('.')[0]) <= 14);

export function findParagraph(number: string): { paragraph: GameParagraph; section: GameSection } | undefined {
  return BY_NUMBER.get(number);
}
