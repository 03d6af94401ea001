/**
 * The rules of SENS as this site numbers them. The sheet (a rules sheet
 * published with Altenburger's Bavarian cards) has headings but no numbers;
 * the sections below follow its order (general, the pack and card order,
 * card points, shuffling and dealing, who makes the game, Rauben, melding,
 * meld values and comparison, the tricks, the end of the match and Vorlauf,
 * Ziehen or Dackeln, counting), and each rule of a section is a paragraph
 * 'section.n' in the order the sheet gives it. These numbers are stable: they
 * are the public anchors ("/sens/r/9.3") and every citation in a ruling.
 * Titles are the site's own English words.
 *
 * Where the sheet is silent, contradicts itself or is garbled, the paragraph
 * the question belongs to states this site's reading (see the pages).
 */
import type { GameParagraph, GameSection } from '../core/game';

const p = (number: string, title: string): GameParagraph => ({ number, title, behaviour: true });
const none = (number: string, title: string, why: string): GameParagraph => ({ number, title, behaviour: false, why });
const section = (number: string, title: string, page: string, paragraphs: GameParagraph[]): GameSection => ({ number, title, page, paragraphs });

export const SECTIONS: readonly GameSection[] = [
  section('1', 'General', '1-general', [
    p('1.1', 'Four players, two partnerships sitting crosswise, scoring together; the first side to 500 wins'),
    none('1.2', 'No signals to the partner, and hands held so nobody can see them', 'Table manners: nothing a player does on the table shows them, so there is nothing for an engine to rule on.'),
    p('1.3', 'A card on the table stays; a wrong card noticed at once may be taken back and replaced'),
    p('1.4', 'A wrong play found later gives the other side every point of the deal'),
    p('1.5', 'The last trick, turned face down, may be looked at again at any time'),
  ]),
  section('2', 'The pack and the order of the cards', '2-the-pack', [
    p('2.1', 'The Bavarian pack of 32: Eichel, Gras, Herz and Schellen, Seven to Sau; a French pack read the same way'),
    p('2.2', 'In a plain suit the Sau is highest: Seven, Eight, Nine, Unter, Ober, King, Ten, Sau'),
    p('2.3', 'Trumps: Seven, Eight, Ober, King, Ten, Sau, Nine, Unter, the Unter highest'),
    p('2.4', 'Runs for melds use their own order: Seven, Eight, Nine, Ten, Unter, Ober, King, Sau'),
  ]),
  section('3', 'Card points', '3-card-points', [
    p('3.1', 'Ten 10, Unter 2, Ober 3, King 4, Sau 11; as trumps the Nine 14 and the Unter 22'),
    p('3.2', 'The last trick counts 10 more: 164 points in a deal without melds'),
  ]),
  section('4', 'Shuffling and dealing', '4-dealing', [
    p('4.1', 'The first dealer is chosen by drawing cards; after a match the losing side deals'),
    p('4.2', 'The dealer shuffles; the player on the right cuts without looking at the card at the cut'),
    p('4.3', 'Table option: whether the dealer may look at the last card'),
    p('4.4', 'Clockwise, three cards each and then two, and the next card turned face up'),
    p('4.5', 'Table option for a misdeal: strict (the other side scores 164) or mild (deal again)'),
    p('4.6', 'After each deal the next player clockwise deals'),
  ]),
  section('5', 'Who makes the game', '5-making-the-game', [
    p('5.1', 'First round, starting with the dealer: only the turned card\u2019s suit may be trump'),
    p('5.2', 'Second round, again from the dealer: any of the other three suits'),
    p('5.3', 'Nobody plays: the cards are thrown in and the next player deals'),
    p('5.4', 'Once a game is taken, the dealer deals three more cards each, two to himself: the turned card is his'),
  ]),
  section('6', 'Rauben', '6-rauben', [
    p('6.1', 'After a game is announced, the holder of the trump Seven among the first five cards may swap it for the turned card'),
    p('6.2', 'Robbing must happen before the last cards are taken up'),
  ]),
  section('7', 'Melding', '7-melding', [
    p('7.1', 'Melds add points to the 164; each player announces before playing a first card, and later announcements do not count'),
    p('7.2', 'Before the first trick is taken in, the sides compare their melds; the best meld\u2019s holder shows it, and the partner\u2019s melds count too'),
    p('7.3', 'Bella: Ober and King of trumps, 20, announced before either card is played; inside an announced run it counts without a second announcement'),
  ]),
  section('8', 'Meld values and comparison', '8-meld-values', [
    p('8.1', 'Runs in one suit: Dreiständer (three) 20, Quart (four) 50, Fuss (five) 100'),
    p('8.2', 'Vierständer, four of a rank: Tens, Obers, Kings or Saus 100, Nines 150, Unters 200; none of Sevens or Eights'),
    p('8.3', 'A Vierständer beats a Fuss beats a Quart beats a Dreiständer; equal kinds go by the top card, then by trumps, else both cancel'),
    p('8.4', 'Between two Vierständer: Unters, Nines, Saus, Tens, Kings, Obers'),
  ]),
  section('9', 'The tricks', '9-the-tricks', [
    p('9.1', 'Vorhand, left of the dealer, leads the first trick; the trick\u2019s winner leads the next'),
    p('9.2', 'Trumps led: follow with a trump and beat the best trump in the trick if you can, else play a lower one'),
    p('9.3', 'A plain suit led: follow suit, without any duty to head it'),
    p('9.4', 'Void in the suit led: trump, beating any trump already in the trick if you can; with no trump, any card'),
    p('9.5', 'The highest trump takes the trick, else the highest card of the suit led; after eight tricks the deal is counted'),
  ]),
  section('10', 'The end of the match and Vorlauf', '10-vorlauf', [
    p('10.1', 'A side that reaches 500 wins the match'),
    p('10.2', 'Both past 500 in one deal: the side that called Vorlauf first wins, if its secured tricks bring it to 500'),
    p('10.3', 'Vorlauf may be called by either side during play; the caller\u2019s tricks so far are secured and later tricks do not count for it'),
    p('10.4', 'A taking side that calls Vorlauf must also make its game; a caller that falls short of 500 loses'),
  ]),
  section('11', 'Ziehen or Dackeln', '11-ziehen-or-dackeln', [
    p('11.1', 'The taking side needs half of all points plus one, or the other side scores everything (Ziehen)'),
    p('11.2', 'Dackeln: the taking side takes every trick and scores 100 more'),
  ]),
  section('12', 'Counting', '12-counting', [
    p('12.1', 'Each side counts its tricks, the last trick and its melds; the two sums make the deal\u2019s total'),
    none('12.2', 'A side with few tricks may take its score as the total less the other side\u2019s count', 'A counting shortcut with the same result: the engine always counts both sides in full (12.1) and the two sums always add up.'),
  ]),
];

export const PARAGRAPH_NUMBERS: readonly string[] = SECTIONS.flatMap((s) => s.paragraphs.map((p) => p.number));

export function findParagraph(number: string): GameParagraph | undefined {
  return SECTIONS.flatMap((s) => s.paragraphs).find((p) => p.number === number);
}
