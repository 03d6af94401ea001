/**
 * Turns a start position and the actions played from it into a scenario file
 * (see scenario-schema.ts): a `position` start, one step per action with the
 * ruling's classification, and a final `expect` (phase, who is to move, the
 * direction, the top card, every hand size and debt) taken from the engine.
 *
 * A scenario position describes a running game with everyone ready, no open
 * windows, no halt or swap, no wished suit or judged card, and throw permission
 * either given or forbidden by a draw (4.8); its pile cards are events 1, 2, ...
 * A start outside that is refused with the reason rather than silently changed;
 * a game that began with a seeded deal can be exported from the deal instead.
 * Event numbers are renumbered (their order is kept), which changes no ruling.
 */
import { stringify } from 'yaml';
import { formatCard } from '../core/cards';
import { advance, startFrom } from './machine';
import { formatAction } from './notation';
import { findParagraph } from './paragraphs';
import { formatPosition, normalisePosition } from './position-notation';
import { owes } from './rules/4-debt-ledger';
import { allCards } from './rules/2-table';
import type { Expectation, ScenarioFile } from './scenario-schema';
import { dealtGame, positionFromSetup, type PositionSetup } from './setup';
import type { GressAction, GressRuling, GressState } from './types';

export interface ExportOptions {
  /** Scenario id, "<paragraph>-<slug>"; default "<first paragraph>-shared-position". */
  readonly id?: string;
  readonly title?: string;
  /** Default: the paragraphs the last step's ruling cites first, else 4.1. */
  readonly paragraphs?: readonly string[];
  readonly description?: string;
}

/** A seeded deal (setup.ts dealtGame): the start to use when the dealt position itself has open windows (e.g. a Jack opening, 7.4). */
export interface DealStart {
  readonly players: readonly string[];
  readonly dealer: string;
  readonly seed: number;
  readonly decks?: number;
}

export type ScenarioExport = { ok: true; file: string; text: string } | { ok: false; error: string };

/** The scenario `position` for a state, or why it has none. */
export function positionSetupOf(state: GressState): { ok: true; setup: PositionSetup } | { ok: false; error: string } {
  const fail = (why: string) => ({ ok: false as const, error: `the start cannot be written as a scenario position: ${why}` });
  if (state.phase !== 'running') return fail(`the game is ${state.phase}, not running`);
  if (state.windows.length > 0) return fail(`rule windows are open (${state.windows.map((w) => `${w.kind}:${state.players[w.owner]}`).join(', ')})`);
  if (state.halt || state.swap) return fail('the game is halted or a swap is under way');
  if (state.throwsForbiddenBy !== null && state.throwsForbiddenBy !== '4.8') return fail(`throws are forbidden by ${state.throwsForbiddenBy}, not by a draw (4.8)`);
  const name = (seat: number) => state.players[seat];
  const eventIndex = new Map(state.playPile.map((p, i) => [p.event, i + 1]));
  const debts = [];
  for (const d of state.debts) {
    const event = eventIndex.get(d.event);
    if (event === undefined) return fail(`${name(d.seat)}'s debt comes from event ${d.event}, which laid no card still on the pile`);
    debts.push({ player: name(d.seat), cards: d.cards, event, paragraph: d.paragraph });
  }
  const decks = Math.max(1, ...allCards(state).map((c) => c.deck));
  const setup: PositionSetup = {
    players: [...state.players],
    dealer: name(state.dealer),
    ...(decks > 1 ? { decks } : {}),
    hands: Object.fromEntries(state.players.map((p, s) => [p, state.hands[s].map(formatCard)])),
    markes: Object.fromEntries(state.players.map((p, s) => [p, state.markes[s] ? formatCard(state.markes[s]) : null])),
    playPile: state.playPile.map((p) => ({ card: formatCard(p.card), by: name(p.by), as: p.as })),
    drawPile: state.drawPile.map(formatCard),
    toMove: name(state.toMove),
    direction: state.direction,
    throwsAllowed: state.throwsAllowed,
    ...(debts.length > 0 ? { debts } : {}),
  };
  // The check that matters: the setup rebuilds this very state, event numbers aside.
  const rebuilt = positionFromSetup(setup);
  if (!rebuilt.ok) return fail(rebuilt.error);
  const renumbered: GressState = {
    ...normalisePosition(state),
    playPile: state.playPile.map((p, i) => ({ ...p, event: i + 1 })),
    debts: state.debts.map((d) => ({ ...d, event: eventIndex.get(d.event)! })),
    nextEventId: state.playPile.length + 1,
  };
  const want = formatPosition(renumbered);
  const got = formatPosition(rebuilt.state);
  if (want !== got) return fail(`it differs from the nearest scenario position:\n  wanted ${want}\n  would be ${got}`);
  return { ok: true, setup };
}

function positionOnly(setup: PositionSetup): NonNullable<ScenarioFile['position']> {
  const { players: _players, ...rest } = setup;
  return JSON.parse(JSON.stringify(rest)) as NonNullable<ScenarioFile['position']>;
}

/** What a final `expect` says about a state. */
export function describeState(state: GressState): Expectation {
  const top = state.playPile.at(-1);
  return {
    phase: state.phase,
    toMove: state.players[state.toMove],
    direction: state.direction,
    ...(top ? { top: formatCard(top.card) } : {}),
    handSizes: Object.fromEntries(state.players.map((p, s) => [p, state.hands[s].length])),
    debts: Object.fromEntries(state.players.map((p, s) => [p, owes(state, s)])),
  };
}

/**
 * A scenario file's text (YAML) and name for `start` (a position, or a seeded
 * deal) followed by `actions`; parseScenario and runScenario accept it.
 */
export function exportScenario(start: GressState | DealStart, actions: readonly GressAction[], options: ExportOptions = {}): ScenarioExport {
  let begin: Pick<ScenarioFile, 'position' | 'deal'>;
  let state: GressState;
  if ('seed' in start) {
    const dealt = dealtGame(start);
    if (!dealt.ok) return dealt;
    begin = { deal: { dealer: start.dealer, seed: start.seed, ...(start.decks ? { decks: start.decks } : {}) } };
    state = dealt.state;
  } else {
    const setup = positionSetupOf(start);
    if (!setup.ok) return setup;
    const rebuilt = positionFromSetup(setup.setup);
    if (!rebuilt.ok) return { ok: false, error: rebuilt.error };
    // The scenario names its players once, at the top; the rest of the setup is its position.
    begin = { position: positionOnly(setup.setup) };
    state = rebuilt.state;
  }
  let snapshot = startFrom(state);
  const steps: ScenarioFile['steps'] = [];
  let last: GressRuling | null = null;
  for (const action of actions) {
    snapshot = advance(snapshot, action);
    last = snapshot.context.ruling;
    steps.push({
      do: formatAction(action, state.players),
      ...(last ? { says: last.summary, expect: { classification: last.classification } } : {}),
    });
  }
  const paragraphs = [...(options.paragraphs ?? (last?.citations.length ? [last.citations[0]] : ['4.1']))];
  const unknown = paragraphs.find((p) => !findParagraph(p));
  if (unknown) return { ok: false, error: `paragraphs: ${unknown} is not a paragraph of the rules` };
  const id = options.id ?? `${paragraphs[0]}-shared-position`;
  if (!id.startsWith(`${paragraphs[0]}-`) || !/^\d+(\.\d+)?-[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
    return { ok: false, error: `id "${id}": expected "${paragraphs[0]}-" and a lowercase slug, e.g. "${paragraphs[0]}-shared-position"` };
  }
  const file: ScenarioFile = {
    id,
    title: options.title ?? `A shared position (${actions.length} step${actions.length === 1 ? '' : 's'})`,
    paragraphs,
    ...(options.description ? { description: options.description } : {}),
    players: [...state.players],
    ...begin,
    steps,
    expect: describeState(snapshot.context.game),
  };
  return { ok: true, file: `${id}.yaml`, text: stringify(file, { lineWidth: 0 }) };
}
