/**
 * What the shell shows for any game's frames: the step list, the "what just
 * happened" panel, the step counter and the screen-reader announcement, and
 * paragraph citations as links to the game's permalinks (/<game>/r/<n>).
 */
import type { LeanFrame } from '../../../engine/core/frame';
import type { Locale, Message } from '../../../engine/core/messages';
import { withBase } from '../../base-path';
import { inEdition } from '../../i18n/editions';
import { uiText } from '../../i18n/ui-text';
import { classificationWord } from './classification-words';

const TEXT = uiText({
  en: {
    start: 'Starting position',
    step: (n: number) => `Step ${n}`,
    counter: (n: number, of: number) => `Step ${n} of ${of}`,
    atStart: ' (starting position)',
    notLawful: ', not lawful',
  },
  de: {
    start: 'Ausgangsstellung',
    step: (n) => `Schritt ${n}`,
    counter: (n, of) => `Schritt ${n} von ${of}`,
    atStart: ' (Ausgangsstellung)',
    notLawful: ', regelwidrig',
  },
});

/** A paragraph citation as a link: /gress/r/4.11, with the paragraph's title as a hint. */
export interface CitationView {
  readonly number: string;
  readonly href: string;
  /** "4.11 Throws", or null when the number is not a known paragraph. */
  readonly title: string | null;
}

/** How a game's citations become links, and the language steps are shown in. */
export interface Paragraphs {
  readonly gameId: string;
  /** "4.11 Throws", or null for an unknown number. */
  readonly title: (number: string) => string | null;
  /** The language of the page (default English): its permalinks (/de/gress/r/4.11) and the words of a step. */
  readonly locale?: Locale;
  /**
   * A ruling's message in that language (the game's say, once its engine has loaded): play mode's
   * rulings come from the engine in English; an example's frames file already speaks the page's language.
   */
  readonly say?: (message: Message) => string;
}

export function citationView(number: string, paragraphs: Paragraphs): CitationView {
  return { number, href: withBase(inEdition(`/${paragraphs.gameId}/r/${number}`, paragraphs.locale ?? 'en')), title: paragraphs.title(number) };
}

/**
 * A game's citations in any edition: (number, locale) as a link into that edition's permalinks
 * ("9.3", 'de' -> /de/sens/r/9.3). One maker per game, so that no view on a German page can build
 * an English link by leaving the language out of its own copy.
 */
export function citationsIn(paragraphs: Paragraphs): (number: string, locale?: Locale) => CitationView {
  return (number, locale = 'en') => citationView(number, locale === 'en' ? paragraphs : { ...paragraphs, locale });
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
  const locale = paragraphs.locale ?? 'en';
  const t = TEXT[locale];
  return {
    index,
    action: frame.action ?? r?.action ?? (index === 0 ? t.start : t.step(index)),
    label: frame.label ?? null,
    says: frame.says,
    classification: r ? classificationWord(paragraphs.gameId, r.classification, locale) : null,
    lawful: r ? r.lawful : null,
    summary: r ? (r.says && paragraphs.say ? paragraphs.say(r.says) : r.summary) : null,
    citations: (r?.citations ?? []).map(cite),
    pending: (r?.pending ?? []).map(cite),
  };
}

/** The step list: frames 1..n (frame 0 is the starting position, not a step). */
export function stepViews(frames: readonly LeanFrame<unknown>[], paragraphs: Paragraphs): StepView[] {
  return frames.slice(1).map((f, i) => stepView(f, i + 1, paragraphs));
}

/** "Step 2 of 5"; frame 0 is "Step 0 of 5 (starting position)". */
export function stepCounter(index: number, frameCount: number, locale: Locale = 'en'): string {
  const last = Math.max(0, frameCount - 1);
  const t = TEXT[locale];
  return `${t.counter(index, last)}${index === 0 ? t.atStart : ''}`;
}

/** The "what just happened" line read out to screen readers when the step changes. */
export function announcement(frames: readonly LeanFrame<unknown>[], index: number, paragraphs: Paragraphs): string {
  const locale = paragraphs.locale ?? 'en';
  const counter = stepCounter(index, frames.length, locale);
  const frame = frames[index];
  if (!frame || index === 0) return counter;
  const s = stepView(frame, index, paragraphs);
  const verdict = s.classification ? ` (${s.classification}${s.lawful === false ? TEXT[locale].notLawful : ''})` : '';
  return `${counter}: ${s.action}${verdict}. ${s.summary ?? ''}`.trim();
}
