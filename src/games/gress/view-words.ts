/**
 * The words of Gress's table view model (view-model.ts) in every language:
 * phases, badges, pile captions, the halt and swap banners, the windows and
 * their deadlines. English is what the view model always wrote; German uses
 * the rulebook's terms (content/de/gress/glossary.mdx): Zug, Wurf, Abwehr,
 * Marke, „vorletzte“, Ziehstapel, Spielstapel.
 */
import { pluralForm } from '../../../engine/core/messages';
import { describeClosing, type Closing } from '../../../engine/core/windows';
import type { DealStage, PlayedAs, Seat } from '../../../engine/gress/types';
import { GERMAN_SUITS } from '../../../engine/gress/messages/say';
import type { Suit } from '../../../engine/core/cards';
import { uiText } from '../../i18n/ui-text';

type Names = (seat: Seat) => string;

const deClosing = (closing: Closing, nameOf: Names): string => {
  switch (closing.on) {
    case 'nextEvent':
      return 'bis zum nächsten Ereignis';
    case 'nextMove':
      return 'bis zum nächsten Zug';
    case 'nextMoveOrThrow':
      return 'bis zum nächsten Wurf oder Zug';
    case 'nextMoveByOther':
      return `bis ein anderer als ${nameOf(closing.seat)} einen Zug macht`;
    case 'handSizeChangeOrNextMove':
      return `bis sich die Kartenzahl von ${nameOf(closing.seat)} ändert, längstens bis zum nächsten Zug`;
  }
};

export const VIEW_WORDS = uiText({
  en: {
    seat: (n: number) => `Seat ${n}`,
    stages: { unshuffled: 'not shuffled yet', shuffled: 'shuffled', handsDealt: 'hands dealt', markesDealt: 'Markes dealt' } as Record<DealStage, string>,
    dealing: 'Dealing',
    dealingAt: (stage: string) => `Dealing (${stage})`,
    ready: 'Ready: players pick up their hands',
    running: 'Running',
    halted: 'Halted',
    over: 'Game over: settling and laying down',
    scored: 'Scored',
    haltReasons: { reshuffle: 'the draw pile is empty and must be reshuffled', swap: 'two hands must be exchanged' } as Record<string, string>,
    points: (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`,
    cards: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`,
    owes: (cards: number, event: number, paragraph: string) => `owes ${cards} (event #${event}, ${paragraph})`,
    swapBadge: 'swap',
    swapAnnounced: (partner: string) => `swap with ${partner} announced`,
    swapBinding: (partner: string) => `swap with ${partner} binding: hands must be exchanged`,
    skippedBadge: 'skipped',
    skippedText: (until: string) => `skipped: may defend ${until}`,
    unpaidBadge: 'unpaid',
    unpaidText: (cards: string, points: string) => `${cards} owed could not be drawn: ${points} instead`,
    dealer: 'dealer',
    toMove: 'to move',
    winner: 'winner',
    skipped: 'skipped',
    swapWith: (partner: string) => `swap with ${partner}`,
    laidDown: 'laid down',
    seatLabel: (n: number, name: string, facts: string) => `Seat ${n}: ${name}, ${facts}`,
    playedAs: { opening: 'opening', move: 'move', throw: 'throw', defence: 'defence', foul: 'foul' } as Record<PlayedAs, string>,
    caption: (as: string, by: string) => `${as} by ${by}`,
    laidBy: (by: string) => `laid by ${by}`,
    suit: (suit: Suit): string => suit,
    wished: (suit: string) => `wished: ${suit}`,
    mustExchange: (a: string, b: string) => `${a} and ${b} must exchange hands`,
    haltedBy: (by: string, reason: string) => `Halted by ${by}: ${reason}`,
    haltDetail: 'No events may happen until the game resumes; then throws are forbidden and only the player to move may move.',
    announcedBy: (by: string) => ` (announced by ${by})`,
    swapAnnouncedHeading: 'Swap announced',
    swapBindingHeading: 'Swap binding',
    mayDefendSwap: (byOther: string, defender: string) => `${byOther} (${defender} may defend with a red Nine)`,
    haltedUntilExchanged: (byOther: string) => `${byOther}; the game is halted until the hands are exchanged`,
    wonScored: (w: string) => `${w} has gone out and wins with 0 points; everyone else's penalty points are counted below.`,
    wonOver: (w: string) => `${w} has gone out: the active game is over. Whoever still owes cards picks them up, then everyone lays their hand down face up.`,
    clockwise: 'clockwise',
    counterClockwise: 'counter-clockwise',
    nobody: 'nobody (game over)',
    noThrows: 'No throws: game over',
    throwsAllowed: 'Throws allowed',
    throwsForbidden: 'Throws forbidden',
    others: 'Others',
    mayGive: 'may give a card',
    mayNameTwo: 'may name two players to swap hands',
    mayAnnounceSwap: 'may announce a swap',
    mayDefendSwapWindow: 'may defend against the swap with a red Nine',
    mayDefendSkipDebt: 'may defend against the skip and the debt',
    mayDefendSkip: 'may defend against the skip',
    mayWish: 'may wish a suit',
    hasCalled: "has called 'last but one' and may take the Marke",
    mustCall: "must call 'last but one'",
    complainCall: (o: string) => `may complain about ${o}'s missed call 'last but one'`,
    complainCard: (o: string, markeTaken: boolean) => `may complain about ${o}'s wrongly played card${markeTaken ? `; ${o}'s Marke then goes back` : ''}`,
    complainMarke: (o: string) => `may complain about how ${o} took the Marke`,
    openWindow: (kind: string) => `has an open window: ${kind}`,
    /** The subject as it starts the middle of a sentence ("others may ..."). */
    inSentence: (subject: string) => subject.toLowerCase(),
    closing: describeClosing,
    winnerNote: 'winner',
    unpaidNote: (n: number) => `includes ${n} unpaid`,
  },
  de: {
    seat: (n) => `Platz ${n}`,
    stages: { unshuffled: 'noch nicht gemischt', shuffled: 'gemischt', handsDealt: 'Blätter ausgeteilt', markesDealt: 'Marken ausgeteilt' },
    dealing: 'Austeilen',
    dealingAt: (stage) => `Austeilen (${stage})`,
    ready: 'Bereit: alle nehmen ihr Blatt auf',
    running: 'Läuft',
    halted: 'Angehalten',
    over: 'Spielende: letzte Tilgung und Blätter niederlegen',
    scored: 'Gewertet',
    haltReasons: { reshuffle: 'der Ziehstapel ist leer und muss neu gemischt werden', swap: 'zwei Blätter müssen getauscht werden' },
    points: (n) => `${n} ${pluralForm('de', n, { one: 'Punkt', other: 'Punkte' })}`,
    cards: (n) => `${n} ${pluralForm('de', n, { one: 'Karte', other: 'Karten' })}`,
    owes: (cards, event, paragraph) => `schuldet ${cards} (Ereignis #${event}, ${paragraph})`,
    swapBadge: 'Tausch',
    swapAnnounced: (partner) => `Tausch mit ${partner} verlangt`,
    swapBinding: (partner) => `Tausch mit ${partner} verbindlich: die Blätter müssen getauscht werden`,
    skippedBadge: 'übergangen',
    skippedText: (until) => `übergangen: darf abwehren, ${until}`,
    unpaidBadge: 'nicht getilgt',
    unpaidText: (cards, points) => `${cards} geschuldet, aber nicht mehr zu ziehen: stattdessen ${points}`,
    dealer: 'Geber',
    toMove: 'am Zug',
    winner: 'Gewinner',
    skipped: 'übergangen',
    swapWith: (partner) => `Tausch mit ${partner}`,
    laidDown: 'niedergelegt',
    seatLabel: (n, name, facts) => `Platz ${n}: ${name}, ${facts}`,
    playedAs: { opening: 'Eröffnung', move: 'Zug', throw: 'Wurf', defence: 'Abwehr', foul: 'Foul' },
    caption: (as, by) => `${as} von ${by}`,
    laidBy: (by) => `gelegt von ${by}`,
    suit: (suit) => GERMAN_SUITS[suit],
    wished: (suit) => `gewünscht: ${suit}`,
    mustExchange: (a, b) => `${a} und ${b} müssen ihre Blätter tauschen`,
    haltedBy: (by, reason) => `Angehalten von ${by}: ${reason}`,
    haltDetail: 'Bis das Spiel weitergeht, darf kein Ereignis stattfinden; danach sind Würfe verboten, und nur wer am Zug ist, darf ziehen.',
    announcedBy: (by) => ` (verlangt von ${by})`,
    swapAnnouncedHeading: 'Tausch verlangt',
    swapBindingHeading: 'Tausch verbindlich',
    mayDefendSwap: (byOther, defender) => `${byOther} (${defender} darf mit einer roten Neun abwehren)`,
    haltedUntilExchanged: (byOther) => `${byOther}; das Spiel ist angehalten, bis die Blätter getauscht sind`,
    wonScored: (w) => `${w} ist ausgegangen und gewinnt mit 0 Punkten; die Strafpunkte der anderen stehen unten.`,
    wonOver: (w) => `${w} ist ausgegangen: Das aktive Spiel ist vorbei. Wer noch Karten schuldet, nimmt sie auf, dann legen alle ihr Blatt offen hin.`,
    clockwise: 'im Uhrzeigersinn',
    counterClockwise: 'gegen den Uhrzeigersinn',
    nobody: 'niemand (Spiel vorbei)',
    noThrows: 'Keine Würfe: Spiel vorbei',
    throwsAllowed: 'Würfe erlaubt',
    throwsForbidden: 'Würfe verboten',
    others: 'Die anderen',
    mayGive: 'darf eine Karte abgeben',
    mayNameTwo: 'darf zwei Spieler zum Tausch bestimmen',
    mayAnnounceSwap: 'darf einen Tausch verlangen',
    mayDefendSwapWindow: 'darf den Tausch mit einer roten Neun abwehren',
    mayDefendSkipDebt: 'darf Übergehen und Schuld abwehren',
    mayDefendSkip: 'darf das Übergehen abwehren',
    mayWish: 'darf eine Farbe wünschen',
    hasCalled: 'hat „vorletzte“ angesagt und darf die Marke nehmen',
    mustCall: 'muss „vorletzte“ ansagen',
    complainCall: (o) => `dürfen sich beschweren, dass ${o} „vorletzte“ nicht angesagt hat`,
    complainCard: (o, markeTaken) => `dürfen sich über die falsch ausgespielte Karte von ${o} beschweren${markeTaken ? `; die Marke von ${o} geht dann zurück` : ''}`,
    complainMarke: (o) => `dürfen sich beschweren, wie ${o} die Marke genommen hat`,
    openWindow: (kind) => `hat eine offene Frist: ${kind}`,
    inSentence: (subject) => subject.toLowerCase(),
    closing: deClosing,
    winnerNote: 'Gewinner',
    unpaidNote: (n) => `davon ${n} nicht getilgt`,
  },
});
