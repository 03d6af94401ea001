/**
 * The lesson page's view model: pure functions from the judge's answer
 * (engine/gress/lessons/judge.ts) to what the page shows. The panel above the
 * table (what to do, what just happened, the hint, the success), the seats
 * with the reader's own first and marked "(you)", and the chips the reader
 * may tap. No rules are decided here: verdicts, rulings and lawful actions
 * come from the engine as data.
 */
import { describeAction } from '../../../../engine/gress/describe';
import type { Judged, JudgedStep, Lesson } from '../../../../engine/gress/lessons';
import type { GressAction, GressState, Seat } from '../../../../engine/gress/types';
import { chipsView, type Chip, type ChipsView } from '../chips';
import { actionKey } from '../play-model';
import { citationView, stepView, type CitationView, type SeatView, type StepView } from '../view-model';
import { starsText, type Stars } from './progress';

/** How many chips the lessons show at most, as the sandbox: a kind with many choices (a give) folds into one chip. */
export const LESSON_MAX_CHIPS = 6;

export type PanelView =
  /** Before the reader acts: what the others just did, if anything. */
  | { readonly kind: 'start'; readonly setup: readonly StepView[] }
  /** On the way: the reader's last action and its ruling. */
  | { readonly kind: 'progress'; readonly last: StepView; readonly done: number }
  | { readonly kind: 'wrong'; readonly hint: string; readonly paragraph: CitationView; readonly listed: boolean; readonly last: StepView }
  | {
      readonly kind: 'reached';
      readonly success: string;
      readonly stars: Stars;
      readonly starsShown: string;
      readonly starsWords: string;
      /** The reader's actions and any scripted replies, each with its ruling. */
      readonly steps: readonly StepView[];
      readonly citations: readonly CitationView[];
    };

/** A step as the shell's ruling panel shows it; `label` is the action in plain words, when known. */
function stepOf(step: JudgedStep, index: number, label: string | null): StepView {
  return stepView({ state: undefined as never, action: step.action, ruling: step.ruling, says: step.says, label }, index + 1);
}

/**
 * @param actions the reader's actions the judge was given
 * @param stars what this attempt earns if the goal is reached now (progress.ts lessonStars)
 */
export function panelView(lesson: Lesson, judged: Judged, actions: readonly GressAction[], stars: Stars): PanelView {
  const players = lesson.data.players;
  const setupCount = lesson.setup.length;
  const setup = judged.steps.slice(0, setupCount).map((s, i) => stepOf(s, i, describeAction(lesson.setup[i]!, players)));
  let mine = 0;
  const played = judged.steps.slice(setupCount).map((s, i) => {
    const label = s.by === 'you' && actions[mine] ? describeAction(actions[mine]!, players) : null;
    if (s.by === 'you') mine += 1;
    return { by: s.by, view: stepOf(s, i, label) };
  });
  const last = played.filter((p) => p.by === 'you').at(-1)?.view;
  const verdict = judged.verdict;
  if (verdict.kind === 'start' || !last) return { kind: 'start', setup };
  if (verdict.kind === 'progress') return { kind: 'progress', last, done: judged.judged };
  if (verdict.kind === 'wrong') {
    return { kind: 'wrong', hint: verdict.hint.text, paragraph: citationView(verdict.hint.paragraph), listed: verdict.hint.listed, last };
  }
  const text = starsText(stars);
  return {
    kind: 'reached',
    success: lesson.data.success,
    stars,
    starsShown: text.shown,
    starsWords: text.words,
    steps: played.map((p) => p.view),
    citations: verdict.citations.map(citationView),
  };
}

/** The reader's seat first, marked "(you)", then the others clockwise from the reader's left neighbour. */
export function seatsForReader(seats: readonly SeatView[], you: Seat): SeatView[] {
  const n = seats.length;
  return Array.from({ length: n }, (_, k) => {
    const seat = seats[(you + k) % n]!;
    if (k > 0) return seat;
    const name = `${seat.name} (you)`;
    return { ...seat, name, label: seat.label.replace(`: ${seat.name},`, `: ${name},`) };
  });
}

export interface ChipsInput {
  readonly state: GressState;
  readonly you: Seat;
  /** The reader's lawful actions now. */
  readonly lawful: readonly GressAction[];
  /** The lesson's offered actions: shown even when unlawful, so a tempting mistake can be made. */
  readonly offers: readonly GressAction[];
  readonly founded: (action: GressAction) => boolean;
}

/**
 * The chips under the table: the reader's lawful actions that no card or the
 * draw pile stands for (chips.ts), then the lesson's offers not among them.
 * Nothing of the other seats: in a lesson the reader acts for one seat only.
 */
export function lessonChips({ state, you, lawful, offers, founded }: ChipsInput): ChipsView {
  const players = state.players;
  const base = chipsView({
    state,
    lawfulBySeat: players.map((_, s) => (s === you ? lawful : [])),
    founded,
    describe: (a) => describeAction(a, players),
    seed: state.events.length + 1,
    max: LESSON_MAX_CHIPS,
  });
  const extra: Chip[] = offers
    .filter((a) => !base.offered.has(actionKey(a)))
    .map((a) => ({ kind: 'action', key: actionKey(a), label: describeAction(a, players), action: a }));
  const overflow: Chip[] = base.overflow.map((c) => ({ kind: 'action', ...c }));
  return { chips: [...base.chips, ...overflow, ...extra], overflow: [], offered: base.offered };
}
