/**
 * Server-renders the score-sheet parts (as Astro does before hydrating): the
 * empty state must render without window or storage, and the sheet's markup
 * must carry the notation, the round lines and accessible names.
 */
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { addGame, addMisdeal, createSheet, type Sheet } from '../../../../engine/gress/rules/11-sheets';
import { GameForm } from './GameForm';
import { ScoreSheet } from './ScoreSheet';
import { SheetStatus } from './SheetStatus';
import { SheetTable } from './SheetTable';
import { sheetView } from './view-model';

function sheet(points: readonly (readonly [number, number, number, number])[]): Sheet {
  const r = createSheet({ players: ['Ana', 'Ben', 'Cem', 'Dia'], scribe: 'Ben' });
  if (!r.ok) throw new Error('setup');
  let s = r.value;
  for (const [a, b, c, d] of points) {
    const next = addGame(s, { points: { Ana: a, Ben: b, Cem: c, Dia: d } });
    if (!next.ok) throw new Error(next.errors[0].message);
    s = next.value;
  }
  return s;
}

describe('ScoreSheet (server render)', () => {
  test('the empty state is the setup form, without touching window or storage', () => {
    expect(typeof window).toBe('undefined');
    const html = render(<ScoreSheet />);
    expect(html).toContain('data-ready="false"');
    expect(html).toContain('Start a sheet');
    for (let i = 1; i <= 4; i++) expect(html).toContain(`<label class="ss-label" for="ss-player-${i - 1}">Player ${i}</label>`);
    expect(html).toContain('<label class="ss-label" for="ss-scribe">');
    expect(html).toMatch(/<button type="submit"[^>]*>Start the sheet<\/button>/);
    expect(html).toContain('aria-live="polite"');
  });
});

describe('SheetTable', () => {
  // Columns Cem, Dia, Ana, Ben (Ben writes). Games: Ana, Ben, Cem, Dia win in turn, then Cem again.
  const s = sheet([[0, 5, 3, 7], [4, 0, 6, 2], [3, 8, 0, 1], [2, 3, 5, 0], [6, 2, 0, 4]]);
  const html = render(<SheetTable idBase="t" view={sheetView(s)} number={1} />);

  test('columns in dealing order with the scribe marked', () => {
    expect(html).toMatch(/<th scope="col"[^>]*>Cem<\/th><th scope="col"[^>]*>Dia<\/th><th scope="col"[^>]*>Ana<\/th><th scope="col" class="ss-col--scribe">Ben<span class="ss-scribe-mark"> \(scribe\)<\/span><\/th>/);
    expect(html).toContain('Sheet 1, written by Ben');
  });

  test('marks as written, words for screen readers', () => {
    const marks = [...html.matchAll(/<span class="ss-mark" aria-hidden="true">([^<]*)<\/span>/g)].map((m) => m[1]);
    expect(marks).toEqual(['3', '7', '-', '5', '9', '9', '4', '-', '-', '10', '7', '13', '14', '-', '9', '16', '-', '14', '15', '18']);
    expect(html).toContain('<span class="ss-sr">Ana: won, total 0</span>');
  });

  test('one round line, under game 4', () => {
    expect(html.match(/ss-row--round-end/g)).toHaveLength(1);
    expect(html).toMatch(/data-game="4" class="ss-row ss-row--round-end"/);
  });

  test('totals', () => {
    expect(html).toMatch(/<tr class="ss-totals"><th scope="row" class="ss-game-col">Total<\/th><td class="ss-cell">14<\/td><td class="ss-cell">14<\/td><td class="ss-cell">15<\/td><td class="ss-cell">18<\/td><\/tr>/);
  });

  test('an empty sheet says so', () => {
    expect(render(<SheetTable idBase="t" view={sheetView(sheet([]))} number={1} />)).toContain('No games yet.');
  });
});

describe('GameForm and status', () => {
  test('one labelled field per player in column order, the dealer marked', () => {
    const html = render(
      <GameForm idBase="g" columns={['Cem', 'Dia', 'Ana', 'Ben']} dealer="Cem" game={1} onGame={() => null} onMisdeal={() => null} />,
    );
    const labels = [...html.matchAll(/<label class="ss-label" for="g-points-(\w+)">/g)].map((m) => m[1]);
    expect(labels).toEqual(['Cem', 'Dia', 'Ana', 'Ben']);
    expect(html).toContain('Cem<span class="ss-sr"> penalty points</span>');
    expect(html).toMatch(/id="g-points-Cem"[^>]*aria-describedby="g-dealer-badge"/);
    expect(html).toContain('Misdeal by Cem (+4)');
    expect(html).toContain('Enter game 1');
  });

  test('status with a pending misdeal', () => {
    const s = addMisdeal(sheet([[0, 5, 3, 7]]));
    if (!s.ok) throw new Error('misdeal');
    const html = render(<SheetStatus status={sheetView(s.value).status} />);
    expect(html).toContain('Dia deals game 2.');
    expect(html).toContain('11 of 12 games left.');
    expect(html).toContain('Dia misdealt');
  });
});
