/** Actions in plain words for newcomers ("Ben lays 17 on Ben's ascending pile"), beside the notation in step lists. */
import type { TheGameAction } from './types';

export function describeAction(action: TheGameAction, players: readonly string[]): string {
  const name = (seat: number) => players[seat] ?? `seat ${seat}`;
  const who = name(action.seat);
  if (action.type === 'endTurn') return `${who} ends the turn`;
  const row = action.pile.row === 'up' ? 'ascending' : 'descending';
  return `${who} lays ${action.card} on ${name(action.pile.owner)}'s ${row} pile`;
}
