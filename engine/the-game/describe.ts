/** Actions in plain words for newcomers ("Ben lays 17 on Ben's ascending pile"), beside the notation in step lists. */
import { msg, say, type TheGameMessage } from './messages';
import type { TheGameAction } from './types';

/** The action as a message (any locale's words through `say`). */
export function describeMessage(action: TheGameAction, players: readonly string[]): TheGameMessage {
  const name = (seat: number) => players[seat] ?? `seat ${seat}`;
  const player = name(action.seat);
  if (action.type === 'endTurn') return msg('describe.endTurn', { player });
  return msg('describe.lay', { player, card: action.card, pile: { owner: name(action.pile.owner), row: action.pile.row } });
}

/** The action in English words (Game.describeAction). */
export function describeAction(action: TheGameAction, players: readonly string[]): string {
  return say(describeMessage(action, players), 'en');
}
