/**
 * The chips beside the table: the lawful actions of every seat that a tap on
 * a card or the draw pile does not already cover (a wish after a Jack, a give
 * after a Ten, "last but one", the Marke, swaps, founded complaints, halting
 * and resuming, the deal, laying down ...), in plain words. At most a handful
 * show, so the table stays the place to play; a kind with many choices (four
 * suits, a card for each player) folds into one chip that opens them; what
 * still does not fit goes to "More actions". Pure: the lawful actions, the
 * words and the complaint check come in from the engine as data and functions.
 */
import type { ActionType, GressAction, GressState, Seat } from '../../../engine/gress/types';
import { actionKey } from './play-model';
import { nameOf } from './view-model';
import type { Locale } from '../../i18n/ui-text';
import { PLAY_WORDS } from './play-words';

/** How many chips show at most. */
export const MAX_CHIPS = 6;

export interface ChipAction {
  readonly key: string;
  /** describeAction's words: "Ana wishes hearts". */
  readonly label: string;
  readonly action: GressAction;
}

export type Chip =
  | ({ readonly kind: 'action' } & ChipAction)
  /** Several choices of one seat and kind, opened by one chip ("Ana: wish a suit"). */
  | { readonly kind: 'group'; readonly key: string; readonly label: string; readonly actions: readonly ChipAction[] };

export interface ChipsView {
  readonly chips: readonly Chip[];
  /** Lawful actions that did not fit: listed in "More actions". */
  readonly overflow: readonly ChipAction[];
  /** Keys of every action offered here (chips, their groups, the overflow), so the drawer does not repeat them. */
  readonly offered: ReadonlySet<string>;
}

export interface ChipsInput {
  readonly state: GressState;
  /** lawfulActions for each seat, in seat order. */
  readonly lawfulBySeat: readonly (readonly GressAction[])[];
  /** engine/gress/lawful.ts seemsFounded: an unfounded complaint is lawful but costs the complainer, so it is no chip. */
  readonly founded: (action: GressAction) => boolean;
  /** engine/gress/describe.ts describeAction, bound to the players. */
  readonly describe: (action: GressAction) => string;
  /** The seed a shuffle or reshuffle chip records (lawful.ts leaves the seed to the caller). */
  readonly seed: number;
  readonly max?: number;
  /** The language of the group chips' words; English where not given. */
  readonly locale?: Locale;
}

/** The order chips come in: the deal first, then what ends soonest or resumes the game, then the rest. */
const ORDER: readonly ActionType[] = [
  'shuffle', 'dealHands', 'dealMarkes', 'buildDrawPile', 'pickUpHand', 'peek', 'open',
  'completeSwap', 'reshuffle', 'wish', 'give', 'call', 'takeMarke', 'acceptSwap', 'announceSwap',
  'complain', 'withdraw', 'haltForReshuffle', 'layDown', 'disqualify',
];

/** What a folded chip says, by kind. */
/** Whether a lawful action is a chip at all: plays and draws are on the table; the holding hand only repeats the action hand. */
function isChip(action: GressAction, founded: (a: GressAction) => boolean): boolean {
  if (action.type === 'play' || action.type === 'draw' || action.type === 'simultaneous') return false;
  if ('hand' in action && action.hand === 'holding') return false;
  if (action.type === 'complain') return founded(action);
  return true;
}

export function chipsView(input: ChipsInput): ChipsView {
  const { state, describe, founded, seed } = input;
  const locale = input.locale ?? 'en';
  const words = PLAY_WORDS[locale];
  const max = input.max ?? MAX_CHIPS;
  // Groups of one seat and one kind, in chip order, then seat order.
  const groups = new Map<string, { seat: Seat; type: ActionType; actions: ChipAction[] }>();
  input.lawfulBySeat.forEach((lawful, seat) => {
    for (const lawfulAction of lawful) {
      if (!isChip(lawfulAction, founded)) continue;
      const action = lawfulAction.type === 'shuffle' || lawfulAction.type === 'reshuffle' ? { ...lawfulAction, seed } : lawfulAction;
      const id = `${seat}:${action.type}`;
      const group = groups.get(id) ?? { seat, type: action.type, actions: [] };
      const key = actionKey(action);
      if (!group.actions.some((a) => a.key === key)) group.actions.push({ key, label: describe(action), action });
      groups.set(id, group);
    }
  });
  const rank = (t: ActionType) => (ORDER.includes(t) ? ORDER.indexOf(t) : ORDER.length);
  const ordered = [...groups.values()].sort((a, b) => rank(a.type) - rank(b.type) || a.seat - b.seat);

  // Unfold everything when it fits; else fold the largest groups first until it does.
  const folded = new Set<number>();
  const count = () => ordered.reduce((n, g, i) => n + (folded.has(i) ? 1 : g.actions.length), 0);
  const bySize = ordered.map((g, i) => i).filter((i) => ordered[i]!.actions.length > 1).sort((a, b) => ordered[b]!.actions.length - ordered[a]!.actions.length);
  for (const i of bySize) {
    if (count() <= max) break;
    folded.add(i);
  }
  const all: Chip[] = ordered.flatMap((g, i): Chip[] => {
    if (!folded.has(i)) return g.actions.map((a) => ({ kind: 'action', ...a }));
    const name = nameOf(state, g.seat, locale);
    return [{ kind: 'group', key: `group-${g.seat}-${g.type}`, label: `${name}: ${words.groups[g.type] ?? words.choices(g.actions.length)}`, actions: g.actions }];
  });
  const chips = all.slice(0, max);
  const overflow = all.slice(max).flatMap((c) => (c.kind === 'action' ? [c] : c.actions));
  const offered = new Set(ordered.flatMap((g) => g.actions.map((a) => a.key)));
  return { chips, overflow: overflow.map(({ key, label, action }) => ({ key, label, action })), offered };
}
