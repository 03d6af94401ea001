/**
 * The paragraphs of the official Gress rules (state of 20 Oct 2006) with the
 * site's own English titles. Numbers are the public anchors people cite; every
 * citation in a ruling must be one of these. `page` is the rulebook page's slug.
 */
import { paragraphAnchor } from '../core/paragraphs';

export interface Paragraph {
  readonly number: string;
  readonly title: string;
  /** Whether the paragraph has behaviour the engine models (and so needs a scenario). */
  readonly behaviour: boolean;
}

export interface Section {
  readonly number: string;
  readonly title: string;
  /** Slug of the rulebook page under /gress/. */
  readonly page: string;
  readonly paragraphs: readonly Paragraph[];
}

const p = (number: string, title: string, behaviour = true): Paragraph => ({ number, title, behaviour });

export const SECTIONS: readonly Section[] = [
  { number: '0', title: 'The game at a glance', page: '0-overview', paragraphs: [] },
  {
    number: '1', title: 'Cards and terms', page: '1-cards', paragraphs: [
      p('1.1', 'The cards'), p('1.2', 'Rank order'), p('1.3', 'Colour'), p('1.4', 'Playing with several decks'),
    ],
  },
  {
    number: '2', title: 'The table', page: '2-table', paragraphs: [
      p('2.1', 'Number of players'), p('2.2', 'Seating and neighbours'), p('2.3', 'The dealer'),
      p('2.4', 'The play pile'), p('2.5', 'The draw pile'), p('2.6', 'Action hand and holding hand'),
      p('2.7', 'The hand'), p('2.8', 'The Marke'),
    ],
  },
  {
    number: '3', title: 'Starting a game', page: '3-start', paragraphs: [
      p('3.1', 'Shuffling'), p('3.2', 'Dealing the hands'), p('3.3', 'Dealing the Markes'),
      p('3.4', 'Building the draw pile'), p('3.5', 'Picking up the hand'), p('3.6', 'The dealer looks at the first card'),
      p('3.7', 'Opening the game'),
    ],
  },
  {
    number: '4', title: 'Moves and throws', page: '4-moves-and-throws', paragraphs: [
      p('4.1', 'One player to move'), p('4.2', 'Throws allowed or forbidden for all'), p('4.3', 'Events'),
      p('4.4', 'Playing a card'), p('4.5', 'Normal moves'), p('4.6', 'Throws allowed after a move by play'),
      p('4.7', 'Drawing'), p('4.8', 'Throws forbidden after drawing'), p('4.9', 'Direction of play'),
      p('4.10', 'The next player'), p('4.11', 'Throws'), p('4.12', 'Take debts'),
      p('4.13', 'No move while in debt'), p('4.14', 'The settlement event'), p('4.15', 'Halted game'),
    ],
  },
  {
    number: '5', title: 'What moves do', page: '5-move-effects', paragraphs: [
      p('5.1', 'Ace'), p('5.2', 'King'), p('5.3', 'Queen'), p('5.4', 'Ten'), p('5.5', 'Red Nine'),
      p('5.6', 'Black Nine'), p('5.7', 'Eight'),
    ],
  },
  {
    number: '6', title: 'Packets', page: '6-packets', paragraphs: [
      p('6.1', 'Playing a packet'), p('6.2', 'Two red Nines as a packet'), p('6.3', 'What a packet of two red Nines does'),
      p('6.4', 'Sevens as a packet'), p('6.5', 'What a packet of Sevens does'),
    ],
  },
  {
    number: '7', title: 'Jacks', page: '7-jacks', paragraphs: [
      p('7.1', 'The Jack move'), p('7.2', 'No Jack on a Jack'), p('7.3', 'A thrown Jack is a move'),
      p('7.4', 'The wished suit'), p('7.5', 'The ambiguous Ten'),
    ],
  },
  {
    number: '8', title: 'The Marke', page: '8-marke', paragraphs: [
      p('8.1', 'Calling "last but one" and taking the Marke'), p('8.2', 'Forgetting the call'),
    ],
  },
  {
    number: '9', title: 'End of a game', page: '9-end-of-game', paragraphs: [
      p('9.1', 'End of the active game'), p('9.2', 'The last settlement'), p('9.3', 'Laying down'),
      p('9.4', 'Counting penalty points'),
    ],
  },
  {
    number: '10', title: 'Exceptional situations', page: '10-exceptions', paragraphs: [
      p('10.1', 'Reshuffling an empty draw pile'), p('10.2', 'Last settlement from an empty draw pile'),
      p('10.3', 'Playing with the wrong hand'), p('10.4', 'Small foul'), p('10.5', 'Complaints against wrongly played cards'),
      p('10.6', 'Wrong pick-up from the draw pile'), p('10.7', 'Marke taken wrongly'), p('10.8', 'Disqualification'),
      p('10.9', 'Priority of simultaneous actions'),
    ],
  },
  {
    number: '11', title: 'Games, rounds and score sheets', page: '11-score-sheets', paragraphs: [
      p('11.1', 'Rounds'), p('11.2', 'The score sheet (Zettel)'), p('11.3', 'Extending a sheet'),
      // 11.4 is about the medium (one sheet of paper per Zettel, open to every player between games): nothing to compute.
      p('11.4', 'Sheets on paper', false),
      p('11.5', 'The scribe'), p('11.6', 'Who deals'), p('11.7', 'Standard notation of a sheet'),
      p('11.8', 'Writing down a game'), p('11.9', 'Misdeal'),
    ],
  },
  { number: '12', title: 'The large sheet (Großzettel)', page: '12-large-sheet', paragraphs: [p('12', 'The large sheet')] },
];

const BY_NUMBER = new Map<string, { paragraph: Paragraph; section: Section }>(
  SECTIONS.flatMap((section) => section.paragraphs.map((paragraph) => [paragraph.number, { paragraph, section }] as const)),
);

export const PARAGRAPH_NUMBERS: readonly string[] = [...BY_NUMBER.keys()];

export function findParagraph(number: string): { paragraph: Paragraph; section: Section } | undefined {
  return BY_NUMBER.get(number);
}

export { paragraphAnchor };

/** Where a paragraph lives on the site, relative to the site root: /gress/4-moves-and-throws/#4-11 */
export function paragraphHref(number: string): string | undefined {
  const found = BY_NUMBER.get(number);
  return found && `/gress/${found.section.page}/#${paragraphAnchor(number)}`;
}

/** The short permalink people share: /gress/r/4.11 */
export function permalink(number: string): string {
  return `/gress/r/${number}`;
}
