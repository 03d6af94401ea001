/**
 * The actions of SENS in the table's words, for the chips and "More
 * actions": what pressing one does ("Take the game: Herz trumps"), and
 * whether the engine lists it as lawful now. The engine rules on every action
 * either way; these words only name them.
 */
import type { Card } from '../../../engine/sens/cards';
import type { SensAction, SensState } from '../../../engine/sens/types';
import { meldOf } from '../../../engine/sens/melds';
import type { Locale } from '../../../engine/core/messages';
import { cardFace, suitWord, theCard, type Pack } from './card-face';
import { meldWords, nameOf } from './words';

/** A button the table offers in play mode. */
export interface ActionButton {
  readonly action: SensAction;
  /** What the button says, without the player's name: "Take the game: Herz trumps". */
  readonly text: string;
  /** The same with the player: "Ana: take the game: Herz trumps" (for lists of several players). */
  readonly label: string;
  readonly lawful: boolean;
}

const sameCards = (a: readonly Card[], b: readonly Card[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Whether `lawful` holds an action like `action`: same kind and seat, same suit, card or meld cards; any seed of a deal is as good as another. */
export function listed(lawful: readonly SensAction[], action: SensAction): boolean {
  return lawful.some((a) => {
    if (a.type !== action.type || a.seat !== action.seat) return false;
    if (a.type === 'bid' && action.type === 'bid') return a.suit === action.suit;
    if (a.type === 'play' && action.type === 'play') return a.card === action.card;
    if (a.type === 'meld' && action.type === 'meld') return sameCards(a.cards, action.cards);
    if (a.type === 'deal' && action.type === 'deal') return String(a.counts ?? '') === String(action.counts ?? '');
    return true;
  });
}

/** A stable key for an action (dedupe, list keys): its kind, seat and what it names. */
export function actionKey(a: SensAction): string {
  const extra = a.type === 'bid' ? a.suit : a.type === 'play' ? a.card : a.type === 'meld' ? [...a.cards].sort().join('') : a.type === 'deal' ? String(a.counts ?? '') : '';
  return `${a.seat}:${a.type}:${extra}`;
}

/** A seed for a deal the reader asks for: from the position, so the same game always deals the same way. */
export function seedOf(state: SensState): number {
  return (state.ledger.length * 7919 + state.scores[0] * 31 + state.scores[1] + 1) >>> 0;
}

/** The card a player would take back (1.3): their card in the trick on the table. */
function ownCardOnTable(state: SensState, seat: number): Card | null {
  return state.deal.trick.find((p) => p.seat === seat)?.card ?? null;
}

/** What the button says (imperative, no name). */
export function actionText(state: SensState, a: SensAction, pack: Pack = 'bavarian', locale: Locale = 'en'): string {
  if (locale === 'de') return germanText(state, a, pack);
  const d = state.deal;
  const name = (c: Card) => cardFace(c, pack).name;
  switch (a.type) {
    case 'deal':
      return a.counts ? `Deal wrong counts (${a.counts.join(', ')}): a misdeal (4.5)` : 'Shuffle and deal (4.2, 4.4)';
    case 'bid':
      return `Take the game: ${suitWord(a.suit, pack)} trumps`;
    case 'pass':
      return 'Pass';
    case 'rob': {
      const trump = d.game?.trump;
      return trump && d.turned ? `Rob: take the ${name(d.turned)}, lay the ${name(`7${trump}` as Card)} (6.1)` : 'Rob the turned card (6.1)';
    }
    case 'rest':
      return 'Deal the rest: three each, two to the dealer (5.4)';
    case 'meld': {
      const shape = meldOf(a.cards);
      return shape ? `Announce ${meldWords(shape.cards, pack, shape.kind)} (${shape.points})` : `Announce ${a.cards.map(name).join(', ')} as a meld`;
    }
    case 'bella':
      return 'Announce Bella (7.3)';
    case 'play':
      return `Play the ${name(a.card)}`;
    case 'takeBack': {
      const card = ownCardOnTable(state, a.seat);
      return card ? `Take the ${name(card)} back (1.3)` : 'Take a card back (1.3)';
    }
    case 'claim':
      return 'Claim a wrong card (1.4)';
    case 'misdeal':
      return 'Claim a misdeal (4.5)';
    case 'vorlauf':
      return 'Call Vorlauf (10.3)';
    case 'look':
      return 'Look at the last trick again (1.5)';
  }
}

/** The same in German, as an infinitive ("Den Rest geben"), the way German buttons speak. */
function germanText(state: SensState, a: SensAction, pack: Pack): string {
  const the = (c: Card) => theCard(c, pack, 'de');
  switch (a.type) {
    case 'deal':
      return a.counts ? `Falsch geben (${a.counts.join(', ')}): ein Vergeben (4.5)` : 'Mischen und geben (4.2, 4.4)';
    case 'bid':
      return `Spiel machen: ${suitWord(a.suit, pack, 'de')} ist Trumpf`;
    case 'pass':
      return 'Passen';
    case 'rob': {
      const trump = state.deal.game?.trump;
      const turned = state.deal.turned;
      return trump && turned ? `Rauben: ${the(turned)} nehmen, ${the(`7${trump}` as Card)} hinlegen (6.1)` : 'Die aufgelegte Karte rauben (6.1)';
    }
    case 'rest':
      return 'Den Rest geben: je drei, zwei an den Geber (5.4)';
    case 'meld': {
      const shape = meldOf(a.cards);
      return shape ? `${meldWords(shape.cards, pack, shape.kind, 'de')} melden (${shape.points})` : `${a.cards.map((c) => cardFace(c, pack, 'de').name).join(', ')} als Meldung ansagen`;
    }
    case 'bella':
      return 'Bella ansagen (7.3)';
    case 'play':
      return `${capitalised(the(a.card))} spielen`;
    case 'takeBack': {
      const card = ownCardOnTable(state, a.seat);
      return card ? `${capitalised(the(card))} zurücknehmen (1.3)` : 'Eine Karte zurücknehmen (1.3)';
    }
    case 'claim':
      return 'Eine falsche Karte anzeigen (1.4)';
    case 'misdeal':
      return 'Ein Vergeben anzeigen (4.5)';
    case 'vorlauf':
      return 'Vorlauf ansagen (10.3)';
    case 'look':
      return 'Den letzten Stich noch einmal ansehen (1.5)';
  }
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The button for an action, marked lawful when `lawful` lists it. */
export function actionButton(state: SensState, a: SensAction, lawful: readonly SensAction[], pack: Pack = 'bavarian', locale: Locale = 'en'): ActionButton {
  const text = actionText(state, a, pack, locale);
  // English lowers the verb after the name; German keeps its capitals (nouns stay capitalised).
  const after = locale === 'en' ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
  return { action: a, text, label: `${nameOf(state, a.seat, locale)}: ${after}`, lawful: listed(lawful, a) };
}
