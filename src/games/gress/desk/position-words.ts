/**
 * Why the desk's taps make no table yet (build-position.ts, desk-position.ts),
 * in every language: said as what to tap, with the paragraph that decides.
 * German uses the German rules pages' terms (Blatt, Frist, Kartensatz,
 * „vorletzte“, Paket, Tausch).
 */
import { pluralForm } from '../../../../engine/core/messages';
import { uiText } from '../../../i18n/ui-text';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const dePacks = (n: number) => `${n} ${pluralForm('de', n, { one: 'Kartensatz', other: 'Kartensätzen' })}`;
type Lists = 'hands' | 'unknown cards' | 'Markes' | 'debts';

export const POSITION_WORDS = uiText({
  en: {
    players: (bad: string) => `Players: ${bad}.`,
    perPlayer: (what: Lists, n: number) => `The ${what} must be given for each of the ${n} players.`,
    seats: 'The player to move and whoever laid the top card must sit at this table.',
    chooseTop: 'Choose the top card of the play pile: once the game is open there is always one (2.4).',
    thrownJack: 'A Jack on the pile always counts as a move, even a thrown one (7.3): say it was a move or a wrong card.',
    needBeneath: 'To judge the top card as it lands, choose at least one card under it: the table just before it needs a top card too (2.4).',
    seat: (n: number) => `seat ${n}`,
    windowSeat: 'Every open window must belong to a player at this table.',
    callTwo: (name: string, cards: number) => `A "last but one" call is owed by a hand of exactly two cards (8.1); ${name} holds ${plural(cards, 'card')} here.`,
    swapOther: (name: string) => `${name} announces a swap with another player at the table (5.5).`,
    sevens: (name: string, max: number) => `The packet that skipped ${name} holds 1 to ${max} Sevens (6.4).`,
    oneSwap: 'Only one swap can be announced at a time (5.5).',
    notAnId: (id: string) => `"${id}" is not a card id the desk writes (e.g. QS, or QS2 for the second pack).`,
    pack: (id: string, deck: number, packs: number) => `${id} belongs to pack ${deck}, but the table plays with ${plural(packs, 'pack')} (1.4).`,
    tooFew: (need: number, free: number, packs: number) =>
      `Not enough cards: the unknown cards and the Markes need ${need}, but only ${free} of the ${plural(packs, 'pack')} are left. Add a pack, or fewer unknown cards.`,
    engine: (error: string) => `The engine does not accept this table: ${error}`,
    notation: (error: string) => `The position does not read: ${error}`,
    goneOut: (who: string) =>
      `${who} has no cards, no Marke and owes nothing: ${who} has gone out and the active game is already over (9.1). Give ${who} a card (known or unknown), a Marke or a debt.`,
  },
  de: {
    players: (bad) => `Spieler: ${bad}.`,
    perPlayer: (what, n) =>
      `${{ hands: 'Die Blätter', 'unknown cards': 'Die unbekannten Karten', Markes: 'Die Marken', debts: 'Die Schulden' }[what]} müssen für jeden der ${n} Spieler angegeben sein.`,
    seats: 'Wer am Zug ist und wer die oberste Karte gelegt hat, muss an diesem Tisch sitzen.',
    chooseTop: 'Wähle, welche Karte oben auf dem Spielstapel liegt: Sobald das Spiel eröffnet ist, liegt dort immer eine (2.4).',
    thrownJack: 'Ein Bube auf dem Stapel zählt immer als Zug, auch ein geworfener (7.3): Gib an, ob er ein Zug oder eine falsche Karte war.',
    needBeneath: 'Um die oberste Karte beim Landen zu entscheiden, wähle mindestens eine Karte darunter: Auch der Tisch kurz davor braucht eine oberste Karte (2.4).',
    seat: (n) => `Platz ${n}`,
    windowSeat: 'Jede offene Frist muss einem Spieler an diesem Tisch gehören.',
    callTwo: (name, cards) =>
      `„Vorletzte“ ansagen muss nur, wer genau zwei Karten hält (8.1); ${name} hält hier ${cards} ${pluralForm('de', cards, { one: 'Karte', other: 'Karten' })}.`,
    swapOther: (name) => `${name} verlangt einen Tausch mit einem anderen Spieler am Tisch (5.5).`,
    sevens: (name, max) => `Das Paket, das ${name} übergangen hat, besteht aus 1 bis ${max} Siebenen (6.4).`,
    oneSwap: 'Es kann immer nur ein Tausch verlangt sein (5.5).',
    notAnId: (id) => `„${id}“ ist keine Kartenkennung, wie der Tisch sie schreibt (etwa QS, oder QS2 für den zweiten Kartensatz).`,
    pack: (id, deck, packs) => `${id} gehört zu Kartensatz ${deck}, an diesem Tisch wird aber mit ${dePacks(packs)} gespielt (1.4).`,
    tooFew: (need, free, packs) =>
      `Zu wenige Karten: Die unbekannten Karten und die Marken brauchen ${need}, von ${dePacks(packs)} sind aber nur noch ${free} übrig. Nimm einen Kartensatz dazu oder weniger unbekannte Karten.`,
    engine: (error) => `Die Regel-Engine nimmt diesen Tisch nicht an: ${error}`,
    notation: (error) => `Die Stellung lässt sich nicht lesen: ${error}`,
    goneOut: (who) =>
      `${who} hat keine Karte, keine Marke und keine Nimmschuld: ${who} ist ausgegangen, das laufende Spiel ist damit schon vorbei (9.1). Gib ${who} eine Karte (bekannt oder unbekannt), eine Marke oder eine Nimmschuld.`,
  },
});
