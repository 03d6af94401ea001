/**
 * The lesson page's view model: pure functions from the judge's answer
 * (engine/core/lessons/judge.ts) to the panel above the table (what to do,
 * what just happened, the hint, the success). No rules are decided here:
 * verdicts and rulings come from the engine as data.
 */
import type { Judged, JudgedStep, Lesson } from '../../../engine/core/lessons';
import { sayLesson } from '../../../engine/core/lessons/messages';
import type { Locale } from '../../../engine/core/messages';
import { citationView, stepView, type CitationView, type Paragraphs, type StepView } from '../sandbox/step-view';
import { starsText, type Stars } from './progress';

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

/** How a game's actions and paragraphs are put into words. */
export interface PanelWords<A> {
  /** The action in plain words, or null when the game has none. */
  readonly describe: (action: A, players: readonly string[]) => string | null;
  readonly paragraphs: Paragraphs;
}

/**
 * @param actions the reader's actions the judge was given
 * @param stars what this attempt earns if the goal is reached now (progress.ts lessonStars)
 * @param locale the page's language: a hint the platform wrote is said in it (a lesson's own hints come translated with the lesson)
 */
export function panelView<A>(lesson: Lesson<A>, judged: Judged<unknown>, actions: readonly A[], stars: Stars, words: PanelWords<A>, locale: Locale = 'en'): PanelView {
  const players = lesson.data.players;
  const stepOf = (step: JudgedStep, index: number, label: string | null): StepView =>
    stepView({ state: undefined as never, action: step.action, ruling: step.ruling, says: step.says, label }, index + 1, words.paragraphs);
  const setupCount = lesson.setup.length;
  const setup = judged.steps.slice(0, setupCount).map((s, i) => stepOf(s, i, words.describe(lesson.setup[i]!, players)));
  let mine = 0;
  const played = judged.steps.slice(setupCount).map((s, i) => {
    const label = s.by === 'you' && actions[mine] ? words.describe(actions[mine]!, players) : null;
    if (s.by === 'you') mine += 1;
    return { by: s.by, view: stepOf(s, i, label) };
  });
  const last = played.filter((p) => p.by === 'you').at(-1)?.view;
  const verdict = judged.verdict;
  const cite = (n: string) => citationView(n, words.paragraphs);
  if (verdict.kind === 'start' || !last) return { kind: 'start', setup };
  if (verdict.kind === 'progress') return { kind: 'progress', last, done: judged.judged };
  if (verdict.kind === 'wrong') {
    const hint = verdict.hint.says ? sayLesson(verdict.hint.says, locale) : verdict.hint.text;
    return { kind: 'wrong', hint, paragraph: cite(verdict.hint.paragraph), listed: verdict.hint.listed, last };
  }
  const text = starsText(stars, locale);
  return {
    kind: 'reached',
    success: lesson.data.success,
    stars,
    starsShown: text.shown,
    starsWords: text.words,
    steps: played.map((p) => p.view),
    citations: verdict.citations.map(cite),
  };
}
