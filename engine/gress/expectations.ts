/**
 * Checks Gress's own expectation keys against the engine's state (and the
 * events of the step's ruling); engine/core/scenario.ts checks what the ruling
 * said. Each unmet expectation becomes one readable sentence: what was
 * expected and what the engine produced.
 */
import { formatCard, parseCard } from '../core/cards';
import { owes } from './rules/4-debt-ledger';
import { topOfPile } from './rules/2-table';
import type { Expectation } from './scenario-schema';
import type { GressRuling, GressState } from './types';

/** Canonical card id for comparison ("10H" and "th" both become "TH"). */
function canon(id: string): string {
  const c = parseCard(id);
  return c.ok ? formatCard(c.card) : id;
}

const sorted = (ids: readonly string[]) => [...ids].map(canon).sort();
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const list = (ids: readonly string[]) => (ids.length === 0 ? '(none)' : ids.join(' '));

export function checkExpectation(state: GressState, ruling: GressRuling | null, exp: Expectation): string[] {
  const fails: string[] = [];
  const seat = (name: string) => state.players.indexOf(name);
  const nameAt = (s: number | null) => (s === null ? 'nobody' : state.players[s]);
  const eq = (what: string, expected: unknown, actual: unknown) => {
    if (expected !== actual) fails.push(`${what}: expected ${String(expected)}, got ${String(actual)}`);
  };

  if (exp.phase !== undefined) eq('phase', exp.phase, state.phase);
  if (exp.toMove !== undefined) eq('to move', exp.toMove, nameAt(state.toMove));
  if (exp.direction !== undefined) eq('direction', exp.direction, state.direction);
  if (exp.throwsAllowed !== undefined) eq('throws allowed', exp.throwsAllowed, state.throwsAllowed);
  if (exp.top !== undefined) {
    const top = topOfPile(state);
    eq('top card', canon(exp.top), top ? formatCard(top.card) : '(empty pile)');
  }
  if (exp.playPile) {
    const got = state.playPile.map((p) => formatCard(p.card));
    if (!same(exp.playPile.map(canon), got)) fails.push(`play pile: expected ${list(exp.playPile.map(canon))}, got ${list(got)}`);
  }
  if (exp.playPileMarks) {
    const got = state.playPile.map((p) => p.as);
    if (!same(exp.playPileMarks, got)) fails.push(`play pile marks: expected ${list(exp.playPileMarks)}, got ${list(got)}`);
  }
  for (const [name, ids] of Object.entries(exp.hands ?? {})) {
    const got = sorted(state.hands[seat(name)].map(formatCard));
    if (!same(sorted(ids), got)) fails.push(`${name}'s hand: expected ${list(sorted(ids))}, got ${list(got)}`);
  }
  for (const [name, size] of Object.entries(exp.handSizes ?? {})) eq(`${name}'s hand size`, size, state.hands[seat(name)].length);
  for (const [name, marke] of Object.entries(exp.markes ?? {})) {
    const got = state.markes[seat(name)];
    const actual = got === null ? 'none' : marke === 'face down' ? 'face down' : formatCard(got);
    eq(`${name}'s Marke`, marke === 'none' || marke === 'face down' ? marke : canon(marke), actual);
  }
  if (exp.drawPileSize !== undefined) eq('draw pile size', exp.drawPileSize, state.drawPile.length);
  if (exp.drawPile) {
    const got = state.drawPile.map(formatCard);
    if (!same(exp.drawPile.map(canon), got)) fails.push(`draw pile: expected ${list(exp.drawPile.map(canon))}, got ${list(got)}`);
  }
  if (exp.packSize !== undefined) eq("cards in the dealer's pack", exp.packSize, state.pack.length);
  for (const [name, cards] of Object.entries(exp.debts ?? {})) eq(`${name}'s debt`, cards, owes(state, seat(name)));
  if (exp.events !== undefined) eq('events recorded', exp.events, state.events.length);
  if (exp.eventKinds) {
    const got = (ruling?.events ?? []).map((id) => state.events.find((e) => e.id === id)?.kind ?? '?');
    if (!same(exp.eventKinds, got)) fails.push(`events of this step: expected ${list(exp.eventKinds)}, got ${list(got)}`);
  }
  if (exp.ready) {
    const got = state.players.filter((_, s) => state.pickedUp[s]).sort();
    if (!same([...exp.ready].sort(), got)) fails.push(`ready: expected ${list([...exp.ready].sort())}, got ${list(got)}`);
  }
  if (exp.peeked !== undefined) eq("dealer's peeked card", exp.peeked === null ? 'none' : canon(exp.peeked), state.peeked ? formatCard(state.peeked) : 'none');
  if (exp.halted !== undefined) eq('halted', exp.halted, state.halt !== null);
  if (exp.winner !== undefined) eq('winner', exp.winner ?? 'nobody', nameAt(state.winner));
  if (exp.windows) {
    const got = state.windows.map((w) => `${w.kind}:${nameAt(w.owner)}`).sort();
    if (!same([...exp.windows].sort(), got)) fails.push(`open windows: expected ${list([...exp.windows].sort())}, got ${list(got)}`);
  }
  if (exp.wishedSuit !== undefined) eq('wished suit', exp.wishedSuit ?? 'none', topOfPile(state)?.wishedSuit ?? 'none');
  if (exp.swap !== undefined) {
    const got = state.swap ? `${state.swap.stage} ${state.swap.partners.map(nameAt).sort().join('+')}` : 'none';
    eq('swap', exp.swap ? `${exp.swap.stage} ${[...exp.swap.partners].sort().join('+')}` : 'none', got);
  }
  if (exp.laidDown) {
    const got = state.players.filter((_, s) => state.laidDown[s]).sort();
    if (!same([...exp.laidDown].sort(), got)) fails.push(`laid down: expected ${list([...exp.laidDown].sort())}, got ${list(got)}`);
  }
  for (const [name, points] of Object.entries(exp.penalties ?? {})) eq(`${name}'s penalty points`, points, state.penalties?.[seat(name)] ?? 'not counted');
  return fails;
}

/** Player names an expectation mentions, so a typo is caught when the file is read. */
export function namesIn(exp: Expectation): string[] {
  return [
    ...(exp.toMove ? [exp.toMove] : []),
    ...(exp.winner ? [exp.winner] : []),
    ...Object.keys(exp.hands ?? {}), ...Object.keys(exp.handSizes ?? {}), ...Object.keys(exp.markes ?? {}),
    ...Object.keys(exp.debts ?? {}), ...(exp.ready ?? []), ...(exp.laidDown ?? []), ...Object.keys(exp.penalties ?? {}),
    ...(exp.swap?.partners ?? []), ...(exp.windows ?? []).map((w) => w.split(':')[1]),
  ];
}
