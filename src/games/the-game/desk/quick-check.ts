/**
 * The Game's quick question at the table: "may this card go on this pile?"
 * The answer is the engine's own (5.2 judgeLay, with sections 3 and 4 and
 * their paragraphs): the question becomes a small table where the player to
 * move holds the card and the pile shows the given top card, and the
 * engine's verdict, sentence and citations are shown as they come.
 */
import type { Locale } from '../../../../engine/core/messages';
import { say } from '../../../../engine/the-game/messages/index';
import { judgeLay } from '../../../../engine/the-game/rules/5-turn';
import type { Row, TheGameState } from '../../../../engine/the-game/types';
import { uiText } from '../../../i18n/ui-text';

export interface Question {
  /** The card as typed. */
  readonly card: string;
  /** Whose pile: the player's own or the opponent's. */
  readonly side: 'own' | 'opponent';
  readonly row: Row;
  /** The number showing on the pile as typed; empty: the row card (1 or 60, 1.2). */
  readonly top: string;
  /** A card already went on the opponent's piles this turn (4.1). */
  readonly helped: boolean;
  /** Cards already laid on one's own piles this turn (only 3.4's citation depends on it). */
  readonly ownLaid: boolean;
}

export type Answer =
  | { readonly kind: 'ask'; readonly text: string }
  | { readonly kind: 'ruled'; readonly lawful: boolean; readonly how: string | null; readonly summary: string; readonly citations: readonly string[] };

/** The two seats of the question's table, named in each language (the engine's sentence names them). */
const TEXT = uiText({
  en: {
    players: ['Player', 'Opponent'] as readonly [string, string],
    typeCard: 'Type the card to be laid.',
    notACard: (typed: string) => `"${typed}" is not a card: The Game's cards are numbers.`,
    badTop: (rowCard: number) => `The top card is a number card from 2 to 59, or leave it empty when the row card (${rowCard}) is showing.`,
  },
  de: {
    players: ['Spieler', 'Gegner'],
    typeCard: 'Tippe die Karte ein, die gelegt werden soll.',
    notACard: (typed) => `„${typed}“ ist keine Karte: Die Karten von The Game sind Zahlen.`,
    badTop: (rowCard) => `Die oberste Karte ist eine Zahlenkarte von 2 bis 59; lass das Feld leer, wenn die Reihenkarte (${rowCard}) offen liegt.`,
  },
});

export const PLAYERS = TEXT.en.players;

const number = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** The question as a table the engine can judge: Player to move, holding the card; the pile showing the top card. */
function tableOf(q: Question, card: number, top: number | null, players: readonly string[]): TheGameState {
  const owner = q.side === 'own' ? 0 : 1;
  const empty = { hand: [] as number[], draw: [] as number[], up: [], down: [] };
  const pile = top === null ? [] : [{ value: top, by: owner }];
  const seats = [{ ...empty, hand: [card] }, { ...empty }];
  seats[owner] = { ...seats[owner], [q.row]: pile };
  return { players: [...players], phase: 'playing', toMove: 0, seats, laid: { own: q.ownLaid ? 1 : 0, opponent: q.helped ? 1 : 0 }, result: null };
}

/** The engine's answer, its sentence in `locale` (English unless given). */
export function answer(q: Question, locale: Locale = 'en'): Answer {
  const t = TEXT[locale];
  if (q.card.trim() === '') return { kind: 'ask', text: t.typeCard };
  const card = number(q.card);
  if (Number.isNaN(card)) return { kind: 'ask', text: t.notACard(q.card.trim().slice(0, 12)) };
  const top = q.top.trim() === '' ? null : number(q.top);
  if (top !== null && !(top >= 2 && top <= 59)) return { kind: 'ask', text: t.badTop(q.row === 'up' ? 1 : 60) };
  const verdict = judgeLay(tableOf(q, card, top, t.players), 0, card, { owner: q.side === 'own' ? 0 : 1, row: q.row });
  return { kind: 'ruled', lawful: verdict.ok, how: verdict.ok ? verdict.how : null, summary: say(verdict.says, locale), citations: verdict.citations };
}
