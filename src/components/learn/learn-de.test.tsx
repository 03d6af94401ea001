/**
 * The lesson views in German (issue 27): the path's island with lang 'de',
 * the controls and the panel under LocaleContext 'de'. Words chosen by hand
 * (du-form); English is checked by the existing page tests.
 */
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '../../i18n/ui-text';
import { LessonControls } from './LessonControls';
import { LessonList } from './LessonList';
import { starsText } from './progress';

const LESSONS = [
  { id: 'first-move', number: 1, title: 'Der erste Zug', goal: 'Spiel eine Karte.', href: '/de/gress/learn/first-move/' },
  { id: 'a-throw', number: 2, title: 'Ein Wurf', goal: 'Wirf eine Karte.', href: '/de/gress/learn/a-throw/' },
];

describe('lessons in German', () => {
  it('the path: the start button, the count and each lesson for screen readers', () => {
    const html = render(<LessonList gameId="gress" lessons={LESSONS} lang="de" />);
    expect(html).toContain('Fang an mit Lektion 1: Der erste Zug');
    expect(html).toContain('0 von 2 geschafft');
    expect(html).toContain('<span class="gs-sr">Lektion 2: </span>');
    expect(html).toContain('als Nächstes');
    expect(html).toContain('offen');
    expect(html.replace(/<[^>]*>/g, ' ')).not.toMatch(/done|to do|Lesson/);
  });

  it('the path stays English without lang', () => {
    const html = render(<LessonList gameId="gress" lessons={LESSONS} />);
    expect(html).toContain('Start with lesson 1: Der erste Zug');
    expect(html).toContain('0 of 2 done');
  });

  it('the controls: hint, start over, the others\' hands', () => {
    const html = render(
      <LocaleContext.Provider value="de">
        <LessonControls live marks={false} marksOnHint tapWords="Tippe eine Karte." onToggleHint={() => {}} started={false} onStartOver={() => {}} showOthers onToggleOthers={() => {}} />
      </LocaleContext.Provider>,
    );
    // The tick is drawn and named ("Haken"), never printed: phones' text fonts lack ✓ (Mark.tsx).
    expect(html).toMatch(/Tippe eine Karte\. Der Tipp markiert mit <svg class="gs-mark gs-mark--check"[^>]*role="img"[^>]*aria-label="Haken"[^>]*>.*?<\/svg>, was die Regeln erlauben, und zählt als Fehlversuch\./);
    expect(html).not.toContain('✓');
    expect(html).toContain('</svg> Tipp<');
    expect(html).toContain('Von vorn');
    expect(html).toContain('Hände der anderen verbergen');
  });

  it('stars in words', () => {
    expect(starsText(2, 'de')).toEqual({ shown: '★★☆', words: '2 von 3 Sternen' });
    expect(starsText(1)).toEqual({ shown: '★☆☆', words: '1 of 3 stars' });
  });
});
