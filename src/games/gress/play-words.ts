/**
 * The words of playing on Gress's table (table-play.ts, chips.ts, the play
 * page's reader-view.ts) in every language: a card's button, the packet, the
 * draw pile, the chip groups, the complaints. German names a card the way the
 * engine's German catalogue does ("Herz-Sieben", engine/gress/messages/say.ts).
 */
import { cardName, type Card } from '../../../engine/core/cards';
import { pluralForm } from '../../../engine/core/messages';
import { germanCard } from '../../../engine/gress/messages/say';
import type { ActionType } from '../../../engine/gress/types';
import { uiText } from '../../i18n/ui-text';
import { formatCard } from '../../../engine/core/cards';

export const PLAY_WORDS = uiText({
  en: {
    card: (card: Card) => cardName(card),
    playAs: (card: string, name: string) => `Play ${card} as ${name}`,
    /** A button's name without its seat, where the seat goes without saying (the reader's own hand). */
    withoutSeat: (label: string) => label.replace(/ as \S+$/, ''),
    forPacket: (card: string, name: string) => `${card} for ${name}'s packet`,
    playCards: (n: number) => `Play ${n} ${n === 1 ? 'card' : 'cards'}`,
    layCards: (n: number) => `Lay ${n} ${n === 1 ? 'card' : 'cards'}`,
    noneYet: (name: string) => `as ${name}: none selected yet`,
    packetOf: (name: string, cards: readonly string[]) => `as ${name}: ${cards.join(', then ')}`,
    pickUp: (n: number) => `Pick up ${n}`,
    draw: 'Draw',
    pickUpRest: (n: number, name: string) => ` ${n === 1 ? 'card' : 'cards'} as ${name}`,
    drawRest: (name: string) => ` a card as ${name}`,
    groups: { wish: 'wish a suit', give: 'give a card', announceSwap: 'announce a swap', complain: 'complain' } as Partial<Record<ActionType, string>>,
    choices: (n: number) => `${n} choices`,
    complainCard: (name: string) => `${name}'s card`,
    complainCall: (name: string) => `${name}'s missing call`,
    complainMarke: (name: string) => `${name}'s Marke`,
    /** A complaint's choice in the menu under the player's name. */
    complainShort: { card: 'card', call: 'missing call', marke: 'Marke' },
    markeFaceDown: 'Marke face down',
    noMarke: 'no Marke',
    owes: (n: number) => `owes ${n}`,
    atTheSameMoment: ' and, at the same moment, ',
  },
  de: {
    card: (card) => germanCard(formatCard(card)),
    playAs: (card, name) => `${card} spielen (${name})`,
    withoutSeat: (label) => label.replace(/ \([^()]+\)$/, ''),
    forPacket: (card, name) => `${card} für das Paket von ${name}`,
    playCards: (n) => `${n} ${pluralForm('de', n, { one: 'Karte', other: 'Karten' })} spielen`,
    layCards: (n) => `${n} ${pluralForm('de', n, { one: 'Karte', other: 'Karten' })} legen`,
    noneYet: (name) => `für ${name}: noch keine gewählt`,
    packetOf: (name, cards) => `für ${name}: ${cards.join(', dann ')}`,
    pickUp: (n) => `${n} aufnehmen`,
    draw: 'Ziehen',
    pickUpRest: (n, name) => ` (${pluralForm('de', n, { one: 'Karte', other: 'Karten' })} für ${name})`,
    drawRest: (name) => `: eine Karte für ${name}`,
    groups: { wish: 'Farbe wünschen', give: 'Karte abgeben', announceSwap: 'Tausch verlangen', complain: 'beschweren' },
    choices: (n) => `${n} Möglichkeiten`,
    complainCard: (name) => `Karte von ${name}`,
    complainCall: (name) => `fehlende Ansage von ${name}`,
    complainMarke: (name) => `Marke von ${name}`,
    complainShort: { card: 'Karte', call: 'fehlende Ansage', marke: 'Marke' },
    markeFaceDown: 'Marke verdeckt',
    noMarke: 'keine Marke',
    owes: (n) => `schuldet ${n}`,
    atTheSameMoment: ' und im selben Moment ',
  },
});
