/**
 * "May this card be played to this trick?": the SENS desk's quick check. The
 * duties are the engine's own (tricks.ts `brokenDuty`, `lawfulCards`,
 * `dutyReason`; rules/9-tricks.ts `dutyParagraph`, 9.2-9.4 with the site's
 * readings: beat the best trump in the trick, also over the partner) and who
 * is winning so far is `trickWinner` (9.5). This file reads the fields and
 * puts the engine's answer into words, each line with its paragraphs. No DOM.
 */
import { cardName, SUIT_NAMES, type Card, type Suit } from '../../../../engine/sens/cards';
import { dutyParagraph } from '../../../../engine/sens/rules/9-tricks';
import { brokenDuty, dutyReason, lawfulCards, trickWinner } from '../../../../engine/sens/tricks';
import type { Seat } from '../../../../engine/sens/types';
import { say } from '../../../../engine/sens/messages/index';
import { dutyReasonMessage } from '../../../../engine/sens/tricks';
import type { Locale } from '../../../../engine/core/messages';
import { uiText } from '../../../i18n/ui-text';
import { cardFace, inPack, theCard, type Case } from '../card-face';
import { readCards } from './card-text';

export interface CardQuestion {
  readonly trump: Suit | null;
  /** The cards already in the trick, from its leader, as typed. */
  readonly trick: string;
  /** The player's hand, as typed (the card in question among them). */
  readonly hand: string;
  /** The card in question, in notation; null when none is chosen yet. */
  readonly card: string | null;
}

export interface AnswerLine {
  readonly text: string;
  readonly cites: readonly string[];
}

export type CardAnswer =
  | { readonly ok: false; readonly errors: readonly string[] }
  | {
      readonly ok: true;
      readonly lawful: boolean;
      /** The duty broken (9.2, 9.3, 9.4), or null. */
      readonly broken: string | null;
      readonly verdict: AnswerLine;
      /** The cards of the hand the duty allows, in the hand's order. */
      readonly allowed: readonly Card[];
      readonly lines: readonly AnswerLine[];
    };

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The answer's words; English as the desk always said them. */
const WORDS = uiText({
  en: {
    ordinal: ['leader', 'second player', 'third player'],
    the: 'the',
    and: 'and',
    notCards: (bad: string, one: boolean) => `${bad} ${one ? 'is not a card' : 'are not cards'}: write a rank (7 8 9 T U O K A, or 10) and a suit (E G H S), e.g. UH or 9E.`,
    chooseTrump: 'Choose the trump suit.',
    tooMany: (n: number) => `A trick holds at most three cards before the fourth is played; this one has ${n}.`,
    twice: (codes: string, one: boolean) => `${codes} ${one ? 'is' : 'are'} named twice; the pack has each card once (2.1).`,
    enterHand: "Enter the player's hand, the card in question among them.",
    chooseCard: 'Choose the card in question from the hand.',
    partner: (o: string) => `the ${o}, your partner`,
    opponent: (o: string) => `the ${o}, an opponent`,
    winning: (who: string, card: string) => `Winning so far: ${who}, with the ${card}.`,
    duty: (text: string) => `${text} The duty holds all the same: a trump must beat your own partner's card too, if you can (this site's reading).`,
    leadAny: (card: string) => `Lawful: leading, any card may be played, the ${card} too.`,
    breaks: (card: string, broken: string, reason: string) => `Not lawful: the ${card} breaks ${broken}: ${reason}.`,
    mayPlay: (card: string, reason: string) => `Lawful: the ${card} may be played: ${reason}.`,
    place: (trump: string, n: number, before: string) => `${trump} are trumps; you play ${n === 1 ? 'second' : n === 2 ? 'third' : 'fourth'}, after ${before}.`,
    allowed: (cards: string) => `This hand may play: ${cards}.`,
    anyway: 'Played anyway, it is a wrong card: the player may take it back at once; once the next card is played it stands, and any player may claim it.',
  },
  de: {
    ordinal: ['Ausspieler', 'zweite Spieler', 'dritte Spieler'],
    the: 'der',
    and: 'und',
    notCards: (bad, one) => `${bad} ${one ? 'ist keine Karte' : 'sind keine Karten'}: Schreib einen Wert (7 8 9 T U O K A, oder 10) und eine Farbe (E G H S), etwa UH oder 9E.`,
    chooseTrump: 'Wähl die Trumpffarbe.',
    tooMany: (n) => `Bevor die vierte Karte kommt, liegen höchstens drei im Stich; hier sind es ${n}.`,
    twice: (codes, one) => `${codes} ${one ? 'steht' : 'stehen'} doppelt da; jede Karte gibt es nur einmal (2.1).`,
    enterHand: 'Gib die Hand des Spielers ein, die fragliche Karte darunter.',
    chooseCard: 'Wähl die fragliche Karte aus der Hand.',
    partner: (o) => `der ${o}, dein Partner`,
    opponent: (o) => `der ${o}, ein Gegner`,
    winning: (who, card) => `Vorn liegt bisher ${who}, mit ${card}.`,
    duty: (text) => `${text} Die Pflicht gilt trotzdem: Ein Trumpf muss auch die Karte des eigenen Partners überstechen, wenn du kannst (so liest es diese Seite).`,
    leadAny: (card) => `Erlaubt: Beim Ausspiel darf jede Karte kommen, also auch ${card}.`,
    breaks: (card, broken, reason) => `Nicht erlaubt: ${cap(card)} verstößt gegen ${broken}: ${reason}.`,
    mayPlay: (card, reason) => `Erlaubt: ${cap(card)} darf gespielt werden: ${reason}.`,
    place: (trump, n, before) => `${trump} ist Trumpf; du spielst als ${n === 1 ? 'Zweiter' : n === 2 ? 'Dritter' : 'Vierter'}, nach ${before}.`,
    allowed: (cards) => `Diese Hand darf spielen: ${cards}.`,
    anyway: 'Trotzdem gespielt, ist es eine falsche Karte: Der Spieler darf sie sofort zurücknehmen; liegt die nächste Karte, bleibt sie liegen, und jeder Spieler darf sie anzeigen.',
  },
});
type Words = (typeof WORDS)['en'];

/** "the leader", "the leader and the second player"; German in the dative after "nach": "dem Ausspieler und dem zweiten Spieler". */
function before(n: number, locale: Locale): string {
  const w = WORDS[locale];
  const who = locale === 'de' ? ['dem Ausspieler', 'dem zweiten Spieler', 'dem dritten Spieler'].slice(0, n) : w.ordinal.slice(0, n).map((o) => `the ${o}`);
  return who.length === 1 ? who[0] : `${who.slice(0, -1).join(', ')} ${w.and} ${who[who.length - 1]}`;
}

/** The fields as cards, or what is wrong with them in the referee's words. */
function readQuestion(q: CardQuestion, w: Words): { trump: Suit; trick: Card[]; hand: Card[]; card: Card } | { errors: string[] } {
  const errors: string[] = [];
  const trick = readCards(q.trick);
  const hand = readCards(q.hand);
  const bad = [...trick, ...hand].filter((i) => i.name === null).map((i) => `"${i.code}"`);
  if (bad.length) errors.push(w.notCards(bad.join(', '), bad.length === 1));
  if (!q.trump) errors.push(w.chooseTrump);
  if (trick.length > 3) errors.push(w.tooMany(trick.length));
  const codes = [...trick, ...hand].map((i) => i.code);
  const twice = codes.filter((c, i) => codes.indexOf(c) !== i && i === codes.lastIndexOf(c));
  if (twice.length) errors.push(w.twice(twice.join(', '), twice.length === 1));
  if (hand.length === 0) errors.push(w.enterHand);
  else if (!q.card || !hand.some((i) => i.code === q.card)) errors.push(w.chooseCard);
  if (errors.length) return { errors };
  return { trump: q.trump!, trick: trick.map((i) => i.code as Card), hand: hand.map((i) => i.code as Card), card: q.card as Card };
}

/** 9.5 (the reading "who is winning never changes a duty"): who leads the trick so far, and whether it is the player's partner. */
function winningLine(trick: readonly Card[], trump: Suit, paragraph: string | null, locale: Locale): AnswerLine | null {
  const w = WORDS[locale];
  if (trick.length === 0) return null;
  const played = trick.map((card, i) => ({ seat: i as Seat, card }));
  const best = trickWinner(played, trump);
  const partner = trick.length >= 2 ? trick.length - 2 : -1;
  const who = best === partner ? w.partner(w.ordinal[best]) : w.opponent(w.ordinal[best]);
  const text = w.winning(who, nameIn(trick[best], locale, 'dat'));
  if (best !== partner || (paragraph !== '9.2' && paragraph !== '9.4')) return { text, cites: ['9.5'] };
  return { text: w.duty(text), cites: ['9.5', paragraph] };
}

/** 9.1-9.5 with 1.3, 1.4: may `card` go on `trick`, from `hand`, with `trump` trumps? */
/** A card's name: bare in English (the sentences add "the"), with its German article in `kase`. */
function nameIn(card: Card, locale: Locale, kase: Case = 'acc'): string {
  return locale === 'en' ? cardName(card) : theCard(card, 'bavarian', locale, kase);
}

export function askCard(question: CardQuestion, locale: Locale = 'en'): CardAnswer {
  const w = WORDS[locale];
  const q = readQuestion(question, w);
  if ('errors' in q) return { ok: false, errors: q.errors };
  const { trump, trick, hand, card } = q;
  const broken = brokenDuty(hand, trick, trump, card);
  const paragraph = dutyParagraph(hand, trick, trump);
  const reason = locale === 'en' ? dutyReason(hand, trick, trump) : inPack(say(dutyReasonMessage(hand, trick, trump), locale), 'bavarian', locale);
  const allowed = lawfulCards(hand, trick, trump);
  const name = nameIn(card, locale, 'nom');
  const theName = nameIn(card, locale);
  const verdict: AnswerLine = trick.length === 0
    ? { text: w.leadAny(theName), cites: ['9.1'] }
    : broken
      ? { text: w.breaks(name, broken, reason), cites: [broken] }
      : { text: w.mayPlay(name, reason), cites: [paragraph!] };
  const lines: AnswerLine[] = [];
  if (trick.length > 0) {
    lines.push({ text: w.place(SUIT_NAMES[trump], trick.length, before(trick.length, locale)), cites: ['9.1'] });
    lines.push({ text: w.allowed(allowed.map((c) => (locale === 'en' ? cardName(c) : cardFace(c, 'bavarian', locale).name)).join(', ')), cites: [paragraph!] });
  }
  const winning = winningLine(trick, trump, paragraph, locale);
  if (winning) lines.push(winning);
  if (broken) lines.push({ text: w.anyway, cites: ['1.3', '1.4'] });
  return { ok: true, lawful: broken === null, broken, verdict, allowed, lines };
}
