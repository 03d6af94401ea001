/**
 * Turns a counterexample found by the fuzzer (engine/gress/fuzz.test.ts) into a
 * scenario file in the format of content/gress/scenarios, so a failure can be
 * replayed with `npm run scenario -- file.yaml`, read by a referee and, once
 * the engine is fixed, kept as a regression scenario.
 *
 * The start is a seeded deal (`deal: {dealer, seed, decks}`, opened exactly as
 * setup.ts dealtGame does) or the table before the deal (`table: {dealer,
 * decks}`); every action after it is one step in the action notation. The
 * scenario schema cannot state the fuzzer's invariants (conservation of
 * cards, determinism, round trips), so the violated property is written as a
 * comment over the final `expect`, which records what was observed.
 */
import { findParagraph } from './paragraphs';
import { formatAction } from './notation';
import type { GressAction, Phase, Seat } from './types';

export type FuzzStart =
  | { readonly kind: 'deal'; readonly dealer: Seat; readonly seed: number; readonly decks: number }
  | { readonly kind: 'table'; readonly dealer: Seat; readonly decks: number };

export interface FuzzViolation {
  /** 1-based index into `actions` of the step after which the property failed. */
  readonly step: number;
  /** Short name of the property, e.g. "cards conserved". */
  readonly property: string;
  /** The paragraph the property comes from (the scenario's id starts with it), e.g. "1.4". */
  readonly paragraph: string;
  /** What exactly was wrong. */
  readonly detail: string;
}

export interface Counterexample {
  readonly players: readonly string[];
  readonly start: FuzzStart;
  /** Every action from the start, in order; the last one is the step that broke the property. */
  readonly actions: readonly GressAction[];
  readonly violation: FuzzViolation;
  /** Phase observed after the failing step (or before it, if the step threw). */
  readonly phase: Phase;
  /** How many leading actions were chosen by the lawful bot (to reach a position) rather than by the fuzzer. */
  readonly botActions?: number;
  /** Extra header lines, e.g. the fast-check seed and path that reproduce the run. */
  readonly notes?: readonly string[];
}

/** "cards conserved" -> "cards-conserved": the slug part of a scenario id. */
function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'violation';
}

/** A YAML scalar: plain when the notation is safe unquoted, else double-quoted (JSON is valid YAML). */
function scalar(text: string): string {
  return /^[A-Za-z][A-Za-z0-9 +&_-]*$/.test(text) && !/ #|: /.test(text) ? text : JSON.stringify(text);
}

/** One comment line per line of text, so a multi-line detail cannot break the YAML. */
function comment(text: string, indent = ''): string[] {
  return text.split('\n').map((line) => `${indent}#${line ? ` ${line}` : ''}`);
}

/**
 * The scenario file (YAML) for a counterexample, with its id (the file should
 * be saved as `<id>.yaml`). Steps after the failing one are left out.
 */
export function counterexampleScenario(c: Counterexample): { id: string; yaml: string } {
  const { players, start, violation } = c;
  const paragraph = findParagraph(violation.paragraph) ? violation.paragraph : '4.3';
  const id = `${paragraph}-fuzz-${slug(violation.property)}`;
  const actions = c.actions.slice(0, violation.step);
  const bot = Math.min(c.botActions ?? 0, actions.length);
  const failing = actions.length > 0 ? formatAction(actions[actions.length - 1], players) : null;
  const where = violation.step === 0 ? 'at the start' : `after step ${violation.step} (${failing})`;
  const lines: string[] = [
    '# Counterexample found by engine/gress/fuzz.test.ts, shrunk by fast-check.',
    ...comment(`Violated ${where}: ${violation.property} (${violation.paragraph}).`),
    ...(c.notes ?? []).flatMap((n) => comment(n)),
    `id: ${id}`,
    `title: ${JSON.stringify(`Fuzz counterexample: ${violation.property}`)}`,
    `paragraphs: [${JSON.stringify(paragraph)}]`,
    `description: ${JSON.stringify(
      `Found by the fuzzer: ${bot > 0 ? `${bot} lawful bot action${bot === 1 ? '' : 's'} reach a position, then ` : ''}` +
      `${actions.length - bot} arbitrary physical action${actions.length - bot === 1 ? '' : 's'} break the property "${violation.property}" ${where}.`,
    )}`,
    `players: [${players.map(scalar).join(', ')}]`,
    start.kind === 'deal'
      ? `deal: {dealer: ${scalar(players[start.dealer])}, seed: ${start.seed}, decks: ${start.decks}}`
      : `table: {dealer: ${scalar(players[start.dealer])}, decks: ${start.decks}}`,
  ];
  if (actions.length === 0) {
    lines.push('steps: []');
  } else {
    lines.push('steps:');
    actions.forEach((action, i) => {
      lines.push(`  - do: ${scalar(formatAction(action, players))}`);
      if (i === bot - 1) lines.push('    says: "Last lawful bot action: the position the fuzzer starts from."');
      if (i === actions.length - 1) lines.push(`    says: ${JSON.stringify(`Violates: ${violation.property} (${violation.paragraph}).`)}`);
    });
  }
  lines.push(
    'expect:',
    ...comment(`VIOLATED ${where}: ${violation.property} (${violation.paragraph})`, '  '),
    ...comment(violation.detail, '  '),
    '  # The schema cannot state this property; engine/gress/fuzz.test.ts checks it. What was observed:',
    `  phase: ${c.phase}`,
  );
  return { id, yaml: `${lines.join('\n')}\n` };
}

/**
 * Delta debugging (ddmin) on a failing list: removes chunks, then single items,
 * as long as `fails` still holds, and returns a list from which no single item
 * can be removed (1-minimal). Used on the concrete actions of a counterexample:
 * fast-check shrinks the generated choices, but a choice means a different
 * action once an earlier one is gone, so the fuzzer finishes by removing whole
 * actions. `budget` bounds the number of calls to `fails`.
 */
export function minimize<T>(items: readonly T[], fails: (candidate: readonly T[]) => boolean, budget = 5000): T[] {
  let current = [...items];
  let calls = 0;
  const test = (candidate: T[]) => calls++ < budget && fails(candidate);
  let chunks = 2;
  while (current.length >= 2 && calls < budget) {
    const size = Math.ceil(current.length / chunks);
    let removed = false;
    for (let at = 0; at < current.length; at += size) {
      const candidate = [...current.slice(0, at), ...current.slice(at + size)];
      if (test(candidate)) {
        current = candidate;
        chunks = Math.max(chunks - 1, 2);
        removed = true;
        break;
      }
    }
    if (!removed) {
      if (size === 1) break;
      chunks = Math.min(chunks * 2, current.length);
    }
  }
  // A last pass of single removals, until none helps.
  for (let changed = true; changed && calls < budget;) {
    changed = false;
    for (let i = current.length - 1; i >= 0; i--) {
      const candidate = [...current.slice(0, i), ...current.slice(i + 1)];
      if (test(candidate)) {
        current = candidate;
        changed = true;
      }
    }
  }
  return current;
}
