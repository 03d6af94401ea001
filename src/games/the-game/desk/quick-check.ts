/**
 * The Game's quick question at the table: "may this card go on this pile?"
 * The answer is the engine's own (5.2 judgeLay, with sections 3 and 4 and
 * their paragraphs): the question becomes a small table where the player to
 * move holds the card and the pile shows the given top card, and the
 * engine's verdict, sentence and citations are shown as they come.
 */
import { judgeLay } from '../../../../engine/the-game/rules/5-turn';
import type { Row, TheGameState } from '../../../../engine/the-game/types';

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

export const PLAYERS = ['Player', 'Opponent'] as const;

const number = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** The question as a table the engine can judge: Player to move, holding the card; the pile showing the top card. */
function tableOf(q: Question, card: number, top: number | null): TheGameState {
  const owner = q.side === 'own' ? 0 : 1;
  const empty = { hand: [] as number[], draw: [] as number[], up: [], down: [] };
  const pile = top === null ? [] : [{ value: top, by: owner }];
  const seats = [{ ...empty, hand: [card] }, { ...empty }];
  seats[owner] = { ...seats[owner], [q.row]: pile };
  return { players: [...PLAYERS], phase: 'playing', toMove: 0, seats, laid: { own: q.ownLaid ? 1 : 0, opponent: q.helped ? 1 : 0 }, result: null };
}

export function answer(q: Question): Answer {
  if (q.card.trim() === '') return { kind: 'ask', text: 'Type the card to be laid.' };
  const card = number(q.card);
  if (Number.isNaN(card)) return { kind: 'ask', text: `"${q.card.trim().slice(0, 12)}" is not a card: The Game's cards are numbers.` };
  const top = q.top.trim() === '' ? null : number(q.top);
  if (top !== null && !(top >= 2 && top <= 59)) return { kind: 'ask', text: `The top card is a number card from 2 to 59, or leave it empty when the row card (${q.row === 'up' ? 1 : 60}) is showing.` };
  const verdict = judgeLay(tableOf(q, card, top), 0, card, { owner: q.side === 'own' ? 0 : 1, row: q.row });
  return { kind: 'ruled', lawful: verdict.ok, how: verdict.ok ? verdict.how : null, summary: verdict.summary, citations: verdict.citations };
}
