/**
 * The "More actions" view model (PlayPanel, in the drawer beside the table):
 * which buttons the reader gets for the selected player. Pure and engine-free at run time: the lawful actions come in as data
 * (engine/gress/lawful.ts, loaded lazily by the island) and the notation of an
 * action comes in as a function, so the UI knows no rules. Every button is an
 * action the player could physically try; lawful ones are marked, the rest are
 * still allowed and the engine rules on them (a foul is part of the game).
 */
import { formatCard, SUITS } from '../../../engine/core/cards';
import type { ActionType, GressAction, GressState, Seat } from '../../../engine/gress/types';
import { nameOf } from './view-model';
import type { Locale } from '../../i18n/ui-text';
import { MODEL_WORDS } from './play-model-words';

export interface PlayButton {
  /** Stable key for rendering. */
  readonly key: string;
  /** Visible text and accessible name. */
  readonly label: string;
  readonly action: GressAction;
  readonly lawful: boolean;
}

export interface PlayCardButton extends PlayButton {
  readonly card: GressState['hands'][number][number];
}

export interface PlayGroup {
  readonly id: string;
  readonly heading: string;
  readonly buttons: readonly PlayButton[];
}

export interface PlayView {
  readonly seat: Seat;
  readonly name: string;
  readonly seats: readonly { seat: Seat; name: string; selected: boolean; toMove: boolean }[];
  /** The other players (targets of give, swap and complaints). */
  readonly others: readonly { seat: Seat; name: string }[];
  readonly target: Seat;
  readonly cards: readonly PlayCardButton[];
  readonly groups: readonly PlayGroup[];
  readonly lawfulCount: number;
}

/** A key for an action that ignores property order: lawful actions and buttons are compared by it. */
export function actionKey(action: GressAction): string {
  const norm = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(norm);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v as object)
          .sort()
          .map((k) => [k, norm((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return JSON.stringify(norm(action));
}

export interface PlayViewInput {
  readonly state: GressState;
  readonly seat: Seat;
  /** The seat that give, swap and complaint buttons aim at; defaults to the next other player. */
  readonly target?: Seat;
  /** lawfulActions(state, seat), from the engine. */
  readonly lawful: readonly GressAction[];
  /** 10.3: play with the holding hand (never lawful; the engine rules on it). */
  readonly holding: boolean;
  /** formatAction bound to the players, for lawful actions no button covers (deal, ready, open, packets ...). */
  readonly describe: (action: GressAction) => string;
  /** Seed for a reshuffle (recorded in the action, so a shared game replays exactly). */
  readonly seed?: number;
  /**
   * The kinds of action this phase takes at all (engine/gress/machine.ts
   * ACCEPTED[phase], passed in so this file stays engine-free). Given, only
   * buttons that can make sense now show (see `makesSense`); absent, all do.
   */
  readonly accepted?: readonly ActionType[];
  /** Lawful actions already offered elsewhere (the chips, chips.ts): not repeated under "Other lawful actions". */
  readonly offered?: ReadonlySet<string>;
  /** The language of the buttons and headings; English where none is given. */
  readonly locale?: Locale;
}

/**
 * Whether a button for `action` can make sense now: its kind is one the phase
 * takes (the rest is refused out of hand), and what it touches is there: a
 * Marke to take, a swap to accept or complete, a halt to resume from, a play
 * of one's own to take back, a hand not yet picked up or laid down. Anything
 * else stays, lawful or not: a referee may want to see a foul ruled on.
 */
export function makesSense(state: GressState, action: GressAction, accepted: readonly ActionType[]): boolean {
  if (!accepted.includes(action.type)) return false;
  const seat = action.seat;
  switch (action.type) {
    case 'takeMarke':
      return (state.markes[seat] ?? null) !== null;
    case 'acceptSwap':
      return state.swap?.stage === 'announced';
    case 'completeSwap':
      return state.halt?.reason === 'swap';
    case 'reshuffle':
      return state.halt?.reason === 'reshuffle';
    case 'withdraw':
      return state.recentPlays.some((p) => p.seat === seat);
    case 'pickUpHand':
      return !(state.pickedUp[seat] ?? false);
    case 'layDown':
      return !(state.laidDown[seat] ?? false);
    case 'disqualify':
      return !(state.disqualified[seat] ?? false);
    default:
      return true;
  }
}

export function playView(input: PlayViewInput): PlayView {
  const { state, seat, holding, describe } = input;
  const w = MODEL_WORDS[input.locale ?? 'en'];
  const hand = holding ? ('holding' as const) : ('action' as const);
  const name = nameOf(state, seat);
  const lawfulKeys = new Set(input.lawful.map(actionKey));
  const covered = new Set<string>();
  const button = (key: string, label: string, action: GressAction): PlayButton => {
    const k = actionKey(action);
    covered.add(k);
    return { key, label, action, lawful: lawfulKeys.has(k) };
  };
  const others = state.players.map((_, s) => s).filter((s) => s !== seat);
  const target = input.target !== undefined && others.includes(input.target) ? input.target : (others[0] ?? seat);
  const targetName = nameOf(state, target);
  const cardsInHand = state.hands[seat] ?? [];

  const cards: PlayCardButton[] = cardsInHand.map((c, i) => ({
    ...button(`card-${formatCard(c)}-${i}`, w.playAs(w.card(c), name, holding), {
      type: 'play',
      seat,
      cards: [formatCard(c)],
      hand,
    }),
    card: c,
  }));

  // Draw: one card, and every settlement the rules would accept (draw n = the debt, 4.12).
  const drawCounts = new Set<number>([1]);
  for (const a of input.lawful) if (a.type === 'draw') drawCounts.add(a.count);
  const draws = [...drawCounts]
    .sort((a, b) => a - b)
    .map((n) => button(`draw-${n}`, n === 1 ? w.drawOne : w.settle(n), { type: 'draw', seat, count: n, hand }));

  const marke = [
    button('call', w.call, { type: 'call', seat }),
    button('take-marke', w.takeMarke, { type: 'takeMarke', seat, hand }),
  ];

  const wishes = SUITS.map((suit) => button(`wish-${suit}`, w.wish(suit), { type: 'wish', seat, suit }));

  const gives = cardsInHand.map((c, i) =>
    button(`give-${formatCard(c)}-${i}-${target}`, w.give(w.card(c), targetName), {
      type: 'give',
      seat,
      card: formatCard(c),
      to: target,
      hand,
    }),
  );

  const swaps = [
    button(`swap-${target}`, w.announceSwap(targetName), { type: 'announceSwap', seat, partners: [target] }),
    button('accept-swap', w.acceptSwap, { type: 'acceptSwap', seat, hand }),
    button('complete-swap', w.completeSwap, { type: 'completeSwap', seat, hand }),
  ];

  const complaints = (['call', 'card', 'marke'] as const).map((about) =>
    button(`complain-${about}-${target}`, w.complain(targetName, about), {
      type: 'complain',
      seat,
      against: target,
      about,
    }),
  );

  const table = [
    button('withdraw', w.withdraw, { type: 'withdraw', seat, hand }),
    button('lay-down', w.layDown, { type: 'layDown', seat }),
    button('halt', w.halt, { type: 'haltForReshuffle', seat, hand }),
    button('reshuffle', w.reshuffle, { type: 'reshuffle', seat, seed: input.seed ?? state.events.length + 1 }),
    button('disqualify', w.disqualify(name), { type: 'disqualify', seat }),
  ];

  // 3.1-3.7: the deal and getting ready, for whoever the reader acts as (shown only while the phase takes them).
  const deal = [
    button('shuffle', w.shuffle, { type: 'shuffle', seat, seed: input.seed ?? state.events.length + 1 }),
    button('deal-hands', w.dealHands, { type: 'dealHands', seat }),
    button('deal-markes', w.dealMarkes, { type: 'dealMarkes', seat }),
    button('build-draw-pile', w.buildDrawPile, { type: 'buildDrawPile', seat }),
    button('pick-up-hand', w.pickUpHand, { type: 'pickUpHand', seat, hand }),
    button('peek', w.peek, { type: 'peek', seat, hand }),
    button('open', w.open, { type: 'open', seat, hand }),
  ];

  // Lawful actions no button above covers: packets, 6.3 swaps, the deal (gives and complaints aim at the chosen target).
  const more = input.lawful
    .filter((a) => {
      if (a.type === 'shuffle' || a.type === 'reshuffle') return false;
      if (a.type === 'give' && a.to !== target) return false;
      // Complaints have their own buttons, aimed at the chosen target; picking up with the other hand follows the hand toggle.
      if (a.type === 'complain' && a.against !== target) return false;
      if (a.type === 'pickUpHand' && a.hand !== hand) return false;
      const key = actionKey(a);
      return !covered.has(key) && !(input.offered?.has(key) ?? false);
    })
    .map((a) => ({ key: `more-${actionKey(a)}`, label: describe(a), action: a, lawful: true }));

  const groups: PlayGroup[] = [
    { id: 'deal', heading: w.headings.deal, buttons: deal },
    { id: 'draw', heading: w.headings.draw, buttons: draws },
    { id: 'marke', heading: w.headings.marke, buttons: marke },
    { id: 'wish', heading: w.headings.wish, buttons: wishes },
    { id: 'give', heading: w.headings.give(targetName), buttons: gives },
    { id: 'swap', heading: w.headings.swap, buttons: swaps },
    { id: 'complain', heading: w.headings.complain(targetName), buttons: complaints },
    { id: 'table', heading: w.headings.table, buttons: table },
  ];
  const accepted = input.accepted;
  const sensible = (b: PlayButton) => !accepted || makesSense(state, b.action, accepted);
  const shown = groups.map((g) => ({ ...g, buttons: g.buttons.filter(sensible) }));
  if (more.length > 0) shown.unshift({ id: 'more', heading: w.headings.more, buttons: more });
  const playable = accepted ? accepted.includes('play') : true;

  return {
    seat,
    name,
    seats: state.players.map((_, s) => ({ seat: s, name: nameOf(state, s), selected: s === seat, toMove: s === state.toMove })),
    others: others.map((s) => ({ seat: s, name: nameOf(state, s) })),
    target,
    cards: playable ? cards : [],
    groups: shown.filter((g) => g.buttons.length > 0),
    lawfulCount: input.lawful.length,
  };
}

/** parseAction bound to the table's players (engine/gress/notation.ts, passed in so this file stays engine-free). */
export type ParseAction = (text: string) => { ok: true; action: GressAction } | { ok: false; error: string };

export interface ParsedLines {
  /** The actions read, in order; a line joined with "&" adds each of its parts. */
  readonly actions: readonly GressAction[];
  /** Plain-text errors, each naming its line. */
  readonly errors: readonly string[];
}

/** Reads actions typed one per line (blank lines skipped) for the 10.9 queue; each error names its line in `locale`. */
export function parseActionLines(text: string, parse: ParseAction, locale: Locale = 'en'): ParsedLines {
  const actions: GressAction[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return;
    const r = parse(line.trim());
    if (!r.ok) errors.push(MODEL_WORDS[locale].line(i + 1, r.error));
    else if (r.action.type === 'simultaneous') actions.push(...r.action.actions);
    else actions.push(r.action);
  });
  return { actions, errors };
}

/** Adds an action to the 10.9 queue (the parts of a simultaneous action each join it). */
export function enqueue(queue: readonly GressAction[], action: GressAction): GressAction[] {
  return action.type === 'simultaneous' ? [...queue, ...action.actions] : [...queue, action];
}

/** The queued actions as one simultaneous action (10.9), or null with fewer than two. */
export function simultaneousOf(queue: readonly GressAction[]): GressAction | null {
  if (queue.length < 2) return null;
  return { type: 'simultaneous', seat: queue[0].seat, actions: [...queue] };
}
