/**
 * Building match states: a seeded start (4.1: the draw for the first dealer,
 * then the first deal, ready for the bidding) or an explicit position for a
 * scenario. An explicit set-up becomes a state only after the sense check
 * (position-sense.ts); a bad one is reported, never thrown.
 */
import type { Parsed } from '../core/game';
import { fullPack, parseCard, SUITS, type Card, type Suit } from './cards';
import { meldOf, runHoldsBella, settleMelds } from './melds';
import { brokenDuty, trickWinner } from './tricks';
import { failure } from '../core/reasons';
import { saySense } from './messages/sense';
import { checkPositionSense } from './position-sense';
import { leaderOf, seatAfter } from './rules/1-seats';
import { notation, sayNotation } from './messages/notation';
import { optionsProblem, playersProblem, dealAction, DEFAULT_OPTIONS, derive, drawForDealer, emptyDeal, handsWrong } from './rules/4-dealing';
import { seedFailure } from '../core/seed';
import type { DealState, Foul, Meld, Phase, Played, Seat, SensState, Side, TableOptions, Trick } from './types';

/** 4.1 (the reading at 4.1): a new match for four players from `seed`: the draw for the first dealer, who shuffles and deals the first deal. */
export function dealMatch(players: readonly string[], seed: number, options: TableOptions = DEFAULT_OPTIONS): Parsed<SensState> {
  const bad = playersProblem(players);
  if (bad) return failure(`players: ${sayNotation(bad, 'en')}`, notation('notation.players', { why: bad }));
  const badSeed = seedFailure(seed);
  if (badSeed) return badSeed;
  const badOptions = optionsProblem(options);
  if (badOptions) return failure(saySense(badOptions, 'en'), badOptions);
  const { dealer } = drawForDealer(seed);
  const before: SensState = { players: [...players], options: { ...options }, scores: [0, 0], ledger: [], phase: 'deal', deal: emptyDeal(dealer), winner: null };
  const dealt = dealAction(before, { type: 'deal', seat: dealer, seed: derive(seed, 0xdea1) });
  return dealt.lawful ? { ok: true, value: dealt.state } : { ok: false, error: dealt.summary };
}

/** A side by name: "Ana+Cem" (either order) or one player's name, meaning that player's side. */
export function parseSideName(text: string, players: readonly string[]): Side | null {
  const seatOf = (n: string) => players.findIndex((p) => p.toLowerCase() === n.trim().toLowerCase());
  const parts = text.split('+');
  if (parts.length === 1) {
    const s = seatOf(parts[0]);
    return s < 0 ? null : ((s % 2) as Side);
  }
  if (parts.length !== 2) return null;
  const [a, b] = parts.map(seatOf);
  return a >= 0 && b >= 0 && a !== b && a % 2 === b % 2 ? ((a % 2) as Side) : null;
}

/** The suit named by a letter or a name ("H", "Herz"). */
export function parseSuit(text: string): Suit | null {
  const t = text.trim().toLowerCase();
  const byName: Record<string, Suit> = { eichel: 'E', gras: 'G', herz: 'H', schellen: 'S' };
  return byName[t] ?? ((SUITS as readonly string[]).includes(t.toUpperCase()) ? (t.toUpperCase() as Suit) : null);
}

/**
 * An explicit position, cards written as in the notation ("UE", "9H"). The
 * phase defaults to play when a game is given (taken when the turned card is
 * still out), else to the bidding (or the deal, with no hands). Who is to act
 * follows from the rest unless given.
 */
export interface PositionSetup {
  readonly players: readonly string[];
  readonly dealer: string;
  readonly phase?: 'deal' | 'bidding' | 'taken' | 'play';
  readonly turn?: string;
  readonly hands?: Readonly<Record<string, readonly string[]>>;
  readonly turned?: string;
  /** The undealt cards, next first; the unlisted cards follow in pack order. "rest" (the default before play): all unlisted cards. */
  readonly pack?: readonly string[] | 'rest';
  readonly round?: 1 | 2;
  readonly passed?: readonly string[];
  readonly game?: { readonly by: string; readonly trump: string };
  readonly robbed?: string;
  /** Announced melds by player, in order. */
  readonly melds?: Readonly<Record<string, readonly (readonly string[])[]>>;
  readonly bella?: readonly string[];
  /** The trick on the table, from its leader. */
  readonly trick?: readonly string[];
  /** The tricks taken in, in order, each from its leader. */
  readonly tricks?: readonly (readonly string[])[];
  /** Wrong cards that stand: who played which card (the trick and the duty follow from the table). */
  readonly fouls?: readonly { readonly by: string; readonly card: string }[];
  /** A Vorlauf call: by whom, after how many tricks (default: all taken in so far). */
  readonly vorlauf?: { readonly by: string; readonly tricks?: number };
  /** Totals by side ("Ana+Cem") or by a player of the side; default 0. */
  readonly scores?: Readonly<Record<string, number>>;
  readonly ledger?: readonly (readonly [number, number])[];
  readonly options?: Partial<TableOptions>;
}

function cardsOf(list: readonly unknown[] | undefined, field: string): Card[] | string {
  const out: Card[] = [];
  for (const t of list ?? []) {
    const c = typeof t === 'string' ? parseCard(t) : null;
    if (!c || !c.ok) return `${field}: "${String(t).slice(0, 20)}" is not a card such as UE or 9H`;
    out.push(c.value);
  }
  return out;
}

/** An explicit position, checked for sense. */
export function positionFromSetup(setup: PositionSetup): Parsed<SensState> {
  const fail = (error: string): Parsed<SensState> => ({ ok: false, error });
  const players = setup.players;
  const bad = playersProblem(players);
  if (bad) return failure(`players: ${sayNotation(bad, 'en')}`, notation('notation.players', { why: bad }));
  const seatOf = (n: unknown, field: string): Seat | string => {
    const i = typeof n === 'string' ? players.findIndex((p) => p.toLowerCase() === n.toLowerCase()) : -1;
    return i >= 0 ? (i as Seat) : `${field}: "${String(n).slice(0, 40)}" is not one of the players (${players.join(', ')})`;
  };
  const dealer = seatOf(setup.dealer, 'dealer');
  if (typeof dealer === 'string') return fail(dealer);
  const options: TableOptions = { ...DEFAULT_OPTIONS, ...(setup.options ?? {}) };
  const badOptions = optionsProblem(options);
  if (badOptions) return failure(saySense(badOptions, 'en'), badOptions);

  for (const n of Object.keys(setup.hands ?? {})) if (typeof seatOf(n, 'hands') === 'string') return fail(`hands: "${n}" is not one of the players`);
  const hands: Card[][] = [];
  for (const n of players) {
    const entry = Object.entries(setup.hands ?? {}).find(([k]) => k.toLowerCase() === n.toLowerCase());
    const h = cardsOf(entry?.[1], `hands.${n}`);
    if (typeof h === 'string') return fail(h);
    hands.push(h);
  }
  let game: DealState['game'] = null;
  const round = setup.round ?? 1;
  if (setup.game) {
    const by = seatOf(setup.game.by, 'game.by');
    if (typeof by === 'string') return fail(by);
    const trump = parseSuit(String(setup.game.trump));
    if (!trump) return fail(`game.trump: "${String(setup.game.trump).slice(0, 20)}" is not a suit (E, G, H, S or Eichel, Gras, Herz, Schellen)`);
    game = { by, trump, round };
  }
  let turned: Card | null = null;
  if (setup.turned !== undefined) {
    const t = cardsOf([setup.turned], 'turned');
    if (typeof t === 'string') return fail(t);
    turned = t[0];
  }
  const phase: Phase = setup.phase ?? (game ? (turned ? 'taken' : 'play') : hands.some((h) => h.length) ? 'bidding' : 'deal');

  const trickCards = cardsOf(setup.trick, 'trick');
  if (typeof trickCards === 'string') return fail(trickCards);
  const tricks: Trick[] = [];
  let leader = leaderOf({ tricks: [], dealer });
  for (const [i, t] of (setup.tricks ?? []).entries()) {
    const cards = cardsOf(t, `tricks[${i + 1}]`);
    if (typeof cards === 'string') return fail(cards);
    if (cards.length !== 4) return fail(`tricks[${i + 1}]: a trick taken in has four cards, got ${cards.length}`);
    if (!game) return fail('tricks: cards are played only once a game is taken: give game: { by, trump }');
    const played: Played[] = cards.map((card, k) => ({ seat: seatAfter(leader, k), card }));
    const winner = trickWinner(played, game.trump);
    tricks.push({ cards: played, winner });
    leader = winner;
  }
  if (trickCards.length > 0 && !game) return fail('trick: cards are played only once a game is taken: give game: { by, trump }');
  if (trickCards.length > 3) return fail('trick: at most three cards lie on the table; a fourth completes the trick, which is taken in');
  const trick: Played[] = trickCards.map((card, k) => ({ seat: seatAfter(leaderOf({ tricks, dealer }), k), card }));

  const listed = [...hands.flat(), ...(turned ? [turned] : []), ...trickCards, ...tricks.flatMap((t) => t.cards.map((p) => p.card))];
  let pack: Card[];
  if (phase === 'deal') pack = fullPack().filter((c) => !listed.includes(c));
  else if (phase === 'play' && setup.pack === undefined) pack = [];
  else {
    const top = setup.pack === 'rest' || setup.pack === undefined ? [] : cardsOf(setup.pack, 'pack');
    if (typeof top === 'string') return fail(top);
    pack = [...top, ...fullPack().filter((c) => !listed.includes(c) && !top.includes(c))];
  }

  let passedSeats: Seat[] = [];
  if (setup.passed) {
    for (const n of setup.passed) {
      const s = seatOf(n, 'passed');
      if (typeof s === 'string') return fail(s);
      passedSeats.push(s);
    }
  } else if (phase === 'bidding' && setup.turn !== undefined) {
    const t = seatOf(setup.turn, 'turn');
    if (typeof t === 'string') return fail(t);
    const n = (t - dealer + 4) % 4;
    passedSeats = Array.from({ length: n }, (_, i) => seatAfter(dealer, i));
  } else if (game) {
    const n = (game.by - dealer + 4) % 4;
    passedSeats = Array.from({ length: n }, (_, i) => seatAfter(dealer, i));
  }

  const robbedBy = setup.robbed === undefined ? null : seatOf(setup.robbed, 'robbed');
  if (typeof robbedBy === 'string') return fail(robbedBy);

  const melds: Meld[] = [];
  for (const n of players) {
    const entry = Object.entries(setup.melds ?? {}).find(([k]) => k.toLowerCase() === n.toLowerCase());
    for (const group of entry?.[1] ?? []) {
      const cards = cardsOf(group, `melds.${n}`);
      if (typeof cards === 'string') return fail(cards);
      const shape = meldOf(cards);
      if (!shape) return fail(`melds.${n}: ${cards.join(' ')} is no meld (8.1, 8.2)`);
      melds.push({ seat: players.indexOf(n) as Seat, kind: shape.kind, cards: [...shape.cards], points: shape.points });
    }
  }
  for (const n of Object.keys(setup.melds ?? {})) if (typeof seatOf(n, 'melds') === 'string') return fail(`melds: "${n}" is not one of the players`);
  // 7.3 (the reading at 7.3): a run holding the trump Ober and King counts Bella without a word more.
  const bella: Seat[] = game ? melds.filter((m) => m.kind !== 'vierstaender' && runHoldsBella(m, game!.trump)).map((m) => m.seat) : [];
  for (const n of setup.bella ?? []) {
    const s = seatOf(n, 'bella');
    if (typeof s === 'string') return fail(s);
    if (!bella.includes(s)) bella.push(s);
  }

  const fouls: Foul[] = [];
  for (const f of setup.fouls ?? []) {
    const seat = seatOf(f.by, 'fouls.by');
    if (typeof seat === 'string') return fail(seat);
    const card = cardsOf([f.card], 'fouls.card');
    if (typeof card === 'string') return fail(card);
    const all = [...tricks.map((t) => t.cards), trick];
    const index = all.findIndex((cards) => cards.some((p) => p.seat === seat && p.card === card[0]));
    if (index < 0 || !game) return fail(`fouls: ${f.by} did not play ${card[0]} in the tricks given`);
    const at = all[index].findIndex((p) => p.card === card[0]);
    const later = [...tricks.slice(index).flatMap((t) => t.cards), ...trick].filter((p) => p.seat === seat).map((p) => p.card);
    const duty = brokenDuty([...hands[seat], ...later], all[index].slice(0, at).map((p) => p.card), game.trump, card[0]);
    if (!duty) return fail(`fouls: ${f.by}'s ${card[0]} broke no duty (9.2-9.4)`);
    fouls.push({ seat, card: card[0], trick: index, duty });
  }
  fouls.sort((a, b) => a.trick - b.trick);

  let vorlauf: DealState['vorlauf'] = null;
  if (setup.vorlauf) {
    const seat = seatOf(setup.vorlauf.by, 'vorlauf.by');
    if (typeof seat === 'string') return fail(seat);
    vorlauf = { side: (seat % 2) as Side, seat, tricks: setup.vorlauf.tricks ?? tricks.length };
  }

  const scores: [number, number] = [0, 0];
  for (const [k, v] of Object.entries(setup.scores ?? {})) {
    const side = parseSideName(k, players);
    if (side === null) return fail(`scores: "${k}" is neither a side such as ${players[0]}+${players[2]} nor a player`);
    scores[side] = v;
  }

  const deal0: DealState = {
    dealer, turn: dealer, hands, pack, turned, misdealt: false, round, passed: passedSeats, game, robbedBy, melds, bella,
    settlement: game && tricks.length > 0 ? settleMelds(melds, game.trump) : null, trick, tricks, fouls, vorlauf, end: null,
  };
  const derivedTurn: Seat = phase === 'bidding' ? seatAfter(dealer, passedSeats.length) : phase === 'play' ? seatAfter(leaderOf(deal0), trick.length) : dealer;
  const turn = setup.turn === undefined ? derivedTurn : seatOf(setup.turn, 'turn');
  if (typeof turn === 'string') return fail(turn);
  const deal: DealState = { ...deal0, turn, misdealt: handsWrong(deal0, phase) };
  const state: SensState = { players: [...players], options, scores, ledger: (setup.ledger ?? []).map((l) => [l[0], l[1]] as const), phase, deal, winner: null };
  const nonsense = checkPositionSense(state);
  return nonsense ? failure(saySense(nonsense, 'en'), nonsense) : { ok: true, value: state };
}
