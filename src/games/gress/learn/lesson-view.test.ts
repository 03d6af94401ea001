/**
 * The lesson page's view model on real lessons: the panel for each verdict,
 * the reader's seat first, and the chips (only the reader's, plus the
 * lesson's offers). Facts worked out by hand in the lesson files' comments.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { gress } from '../../../../engine/gress/game';
import { lawfulActions, seemsFounded } from '../../../../engine/gress/lawful';
import { judge, readLesson, type Lesson } from '../../../../engine/gress/lessons';
import type { GressAction } from '../../../../engine/gress/types';
import { seatViews } from '../view-model';
import { lessonChips, panelView, seatsForReader } from './lesson-view';

const DIR = join(import.meta.dirname, '..', '..', '..', '..', 'content', 'gress', 'lessons');
function lesson(file: string): Lesson {
  const r = readLesson(readFileSync(join(DIR, file), 'utf8'), `content/gress/lessons/${file}`);
  if (!r.ok) throw new Error(r.error);
  return r.lesson;
}
const acts = (l: Lesson, ...texts: string[]): GressAction[] =>
  texts.map((t) => {
    const p = gress.parseAction(t, l.data.players);
    if (!p.ok) throw new Error(p.error);
    return p.value;
  });

describe('the panel', () => {
  const queen = lesson('05-the-queen.yaml');
  test('start: nothing has happened in the Queen lesson before the reader acts', () => {
    expect(panelView(queen, judge(queen, []), [], 3)).toEqual({ kind: 'start', setup: [] });
  });
  test('start with a setup: what the others just did, in the lesson\'s words, with the rulings\' paragraphs', () => {
    const eight = lesson('06-the-eight.yaml');
    const panel = panelView(eight, judge(eight, []), [], 3);
    if (panel.kind !== 'start') throw new Error(panel.kind);
    expect(panel.setup.map((s) => s.says)).toEqual(['Ana moves with the Eight of clubs. You, Ben, are skipped, and Cem is to move.']);
    // Ana's 8♣ is an Eight move (5.7) passing the turn past Ben (4.10).
    expect(panel.setup[0]!.citations.map((c) => c.number)).toEqual(expect.arrayContaining(['5.7', '4.10']));
  });
  test('wrong: the lesson\'s hint and its paragraph as a link to the permalink', () => {
    const a = acts(queen, 'Ben play 9D');
    const panel = panelView(queen, judge(queen, a), a, 2);
    expect(panel).toMatchObject({ kind: 'wrong', listed: true, paragraph: { number: '5.3', href: '/gress/r/5.3', title: '5.3 Queen' } });
    if (panel.kind === 'wrong') expect(panel.last.label).toBe('Ben plays 9♦');
  });
  test('reached: the stars the attempt earned, the success text and every ruling', () => {
    const a = acts(queen, 'Ben play QS');
    const panel = panelView(queen, judge(queen, a), a, 2);
    if (panel.kind !== 'reached') throw new Error(panel.kind);
    expect([panel.stars, panel.starsShown, panel.starsWords]).toEqual([2, '★★☆', '2 of 3 stars']);
    expect(panel.success).toBe(queen.data.success);
    expect(panel.steps.map((s) => s.classification)).toEqual(['move']);
    expect(panel.citations.map((c) => c.number)).toContain('5.3');
  });
  test('progress: the last action of the reader and its ruling', () => {
    const marke = lesson('13-last-but-one-and-the-marke.yaml');
    const a = acts(marke, 'Ben play 9S', 'Ben call');
    const panel = panelView(marke, judge(marke, a), a, 3);
    expect(panel).toMatchObject({ kind: 'progress', done: 2, last: { label: 'Ben calls "last but one"', classification: 'announcement' } });
  });
});

describe('the seats', () => {
  test('the reader first and marked, then clockwise from the reader\'s left', () => {
    const queen = lesson('05-the-queen.yaml');
    const seats = seatsForReader(seatViews(judge(queen, []).state), queen.you);
    // Ana, Ben, Cem, Dia sit clockwise; Ben reads: Ben, then Cem (his left), Dia, Ana.
    expect(seats.map((s) => s.name)).toEqual(['Ben (you)', 'Cem', 'Dia', 'Ana']);
    expect(seats[0]!.label).toMatch(/^Seat 2: Ben \(you\), to move, 5 cards/);
  });
});

describe('the chips', () => {
  test('an offered unlawful action shows beside the lawful ones, and only the reader\'s actions are chips', () => {
    // Lesson 13 at the start: Ben has three cards, so taking the Marke is not lawful (8.1), yet offered.
    const marke = lesson('13-last-but-one-and-the-marke.yaml');
    const state = judge(marke, []).state;
    const lawful = lawfulActions(state, marke.you);
    const chips = lessonChips({ state, you: marke.you, lawful, offers: marke.offers, founded: (a) => seemsFounded(state, a) });
    expect(chips.chips.map((c) => c.label)).toEqual(['Ben takes the Marke']);
    expect(chips.offered.size).toBe(0);
  });
  test('after the call the Marke is a lawful chip, not repeated as an offer', () => {
    const marke = lesson('13-last-but-one-and-the-marke.yaml');
    const state = judge(marke, acts(marke, 'Ben play 9S', 'Ben call')).state;
    const lawful = lawfulActions(state, marke.you);
    const chips = lessonChips({ state, you: marke.you, lawful, offers: marke.offers, founded: (a) => seemsFounded(state, a) });
    expect(chips.chips.filter((c) => c.label === 'Ben takes the Marke')).toHaveLength(1);
    expect(chips.offered.size).toBeGreaterThan(0);
  });
  test('the founded complaint of lesson 15 is a chip', () => {
    const l = lesson('15-complain-about-a-wrong-card.yaml');
    const state = judge(l, []).state;
    const chips = lessonChips({ state, you: l.you, lawful: lawfulActions(state, l.you), offers: l.offers, founded: (a) => seemsFounded(state, a) });
    expect(chips.chips.map((c) => c.label)).toContain("Ben complains about Ana's card");
  });
});
