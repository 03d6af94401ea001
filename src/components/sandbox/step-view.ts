/**
 * What the shell shows for any game's frames: the step list, the "what just
 * happened" panel, the step counter and the screen-reader announcement, and
 * paragraph citations as links to the game's permalinks (/<game>/r/<n>).
 */
import type { LeanFrame } from '../../../engine/core/frame';
import { withBase } from '../../base-path';

/** A paragraph citation as a link: /gress/r/4.11, with the paragraph's title as a hint. */
export interface CitationView {
  readonly number: string;
  readonly href: string;
  /** "4.11 Throws", or null when the number is not a known paragraph. */
  readonly title: string | null;
}

/** How a game's citations become links. */
export interface Paragraphs {
  readonly gameId: string;
  /** "4.11 Throws", or null for an unknown number. */
  readonly title: (number: string) => string | null;
}

export function citationView(number: string, paragraphs: Paragraphs): CitationView {
  return { number, href: withBase(`/${paragraphs.gameId}/r/${number}`), title: paragraphs.title(number) };
}

/** One entry of the step list, or the "what just happened" panel. */
export interface StepView {
  /** Index into frames (1-based for steps; 0 is the starting position). */
  readonly index: number;
  readonly action: string;
  /** The action in plain words, when the game gives them. */
  readonly label: string | null;
  readonly says: string | null;
  /** The ruling's classification (move, throw, foul ...), or null if the frame has no ruling. */
  readonly classification: string | null;
  /** False for fouls and refused actions; null without a ruling. */
  readonly lawful: boolean | null;
  readonly summary: string | null;
  readonly citations: readonly CitationView[];
  /** Paragraphs that would apply but are not modelled yet. */
  readonly pending: readonly CitationView[];
}

export function stepView(frame: LeanFrame<unknown>, index: number, paragraphs: Paragraphs): StepView {
  const r = frame.ruling;
  const cite = (n: string) => citationView(n, paragraphs);
  return {
    index,
    action: frame.action ?? r?.action ?? (index === 0 ? 'Starting position' : `Step ${index}`),
    label: frame.label ?? null,
    says: frame.says,
    classification: r?.classification ?? null,
    lawful: r ? r.lawful : null,
    summary: r?.summary ?? null,
    citations: (r?.citations ?? []).map(cite),
    pending: (r?.pending ?? []).map(cite),
  };
}

/** The step list: frames 1..n (frame 0 is the starting position, not a step). */
export function stepViews(frames: readonly LeanFrame<unknown>[], paragraphs: Paragraphs): StepView[] {
  return frames.slice(1).map((f, i) => stepView(f, i + 1, paragraphs));
}

/** "Step 2 of 5"; frame 0 is "Step 0 of 5 (starting position)". */
export function stepCounter(index: number, frameCount: number): string {
  const last = Math.max(0, frameCount - 1);
  return `Step ${index} of ${last}${index === 0 ? ' (starting position)' : ''}`;
}

/** The "what just happened" line read out to screen readers when the step changes. */
export function announcement(frames: readonly LeanFrame<unknown>[], index: number, paragraphs: Paragraphs): string {
  const counter = stepCounter(index, frames.length);
  const frame = frames[index];
  if (!frame || index === 0) return counter;
  const s = stepView(frame, index, paragraphs);
  const verdict = s.classification ? ` (${s.classification}${s.lawful === false ? ', not lawful' : ''})` : '';
  return `${counter}: ${s.action}${verdict}. ${s.summary ?? ''}`.trim();
}
