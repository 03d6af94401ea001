import { expect, test } from 'vitest';
import { indexUnits, pageLang } from './index-units';
import { markdownContent, splitSections } from './sections';

/** Starlight's markup for a heading (the anchor link beside it, as it renders one). */
function heading(level: 2 | 3, id: string, text: string): string {
  return `<div class="sl-heading-wrapper level-h${level}"><h${level} id="${id}">${text}</h${level}><a class="sl-anchor-link" href="#${id}"><span aria-hidden="true" class="sl-anchor-icon"><svg><path d="m1"></path></svg></span><span class="sr-only" data-pagefind-ignore="true">Section titled “${text}”</span></a></div>`;
}

const PAGE =
  '<html><body><main data-pagefind-body class="x"><h1 id="_top" class="t">5 What moves do</h1>' +
  '<div class="content-panel"><div class="sl-markdown-content"><p>Moves have effects.</p>\n' +
  `${heading(2, '5-4', '5.4 Ten')}\n<p>A Ten lets its player give a card away.</p>\n` +
  `${heading(3, 'what-the-other-player-may-do', 'What the other player may do')}\n<div class="note"><p>Refuse it.</p></div>\n` +
  `${heading(2, 'summary', 'Summary')}\n` +
  '</div></div><footer><a href="/gress/6-packets/">Next 6 Packets</a></footer></main></body></html>';

test('the Markdown content is cut at its level-2 and level-3 headings, the introduction first', () => {
  const range = markdownContent(PAGE)!;
  expect(PAGE.slice(range.end)).toMatch(/^<\/div><\/div><footer>/);
  const sections = splitSections(PAGE.slice(range.start, range.end));
  expect(sections.map((s) => [s.id, s.level, s.heading])).toEqual([
    [null, null, ''],
    ['5-4', 2, '5.4 Ten'],
    ['what-the-other-player-may-do', 3, 'What the other player may do'],
    ['summary', 2, 'Summary'],
  ]);
  expect(sections[2].body).toBe('\n<div class="note"><p>Refuse it.</p></div>\n');
});

test('each section with text becomes an index-only page pointing at its anchor; the page leaves the index', () => {
  const indexed = indexUnits(PAGE, {
    url: '/rulebook/gress/5-move-effects/',
    filter: 'Game:Gress',
    game: 'Gress',
    words: new Map([['5-4', 'swap ; give away']]),
  });
  // The heading-only "Summary" has nothing to find; the footer's links are no section's text.
  expect(indexed.units.map((u) => u.name)).toEqual([
    'rulebook--gress--5-move-effects--_intro',
    'rulebook--gress--5-move-effects--5-4',
    'rulebook--gress--5-move-effects--what-the-other-player-may-do',
  ]);
  expect(indexed.html).toContain('<main class="x">');
  expect(indexed.missing).toEqual([]);
  const [intro, ten, sub] = indexed.units.map((u) => u.html);
  expect(intro).toContain('data-pagefind-meta="url:/rulebook/gress/5-move-effects/"');
  expect(intro).toContain('data-pagefind-meta="title:5 What moves do"');
  expect(ten).toContain('<main data-pagefind-body data-pagefind-filter="Game:Gress" data-pagefind-meta="url:/rulebook/gress/5-move-effects/#5-4">');
  expect(ten).toContain('data-pagefind-meta="in:Gress › 5 What moves do"');
  expect(ten).toContain('<span data-pagefind-meta="words:swap ; give away"></span><h1 data-pagefind-meta="title:5.4 Ten">5.4 Ten</h1>');
  expect(ten).not.toContain('Refuse it');
  // A sub-heading is titled after the paragraph it belongs to, and carries no words of its paragraph.
  expect(sub).toContain('data-pagefind-meta="title:5.4 Ten › What the other player may do"');
  expect(sub).not.toContain('words:');
  expect(sub).toContain('<p>Refuse it.</p>');
});

test('words for a heading the page does not have are reported', () => {
  expect(indexUnits(PAGE, { url: '/gress/5-move-effects/', words: new Map([['5-9', 'x']]) }).missing).toEqual(['5-9']);
});

test('a page without headings stays whole, with its game as a filter', () => {
  const tool = '<main data-pagefind-body class="x"><h1 id="_top">Desk</h1><div class="sl-markdown-content"><p>Set up a table.</p></div></main>';
  const indexed = indexUnits(tool, { url: '/gress/desk/', filter: 'Game:Gress', game: 'Gress', words: new Map() });
  expect(indexed.units).toEqual([]);
  expect(indexed.html).toBe('<main data-pagefind-body data-pagefind-filter="Game:Gress" class="x"><h1 id="_top">Desk</h1><div class="sl-markdown-content"><p>Set up a table.</p></div></main>');
});

test('a page left out of the index (no data-pagefind-body) stays out', () => {
  const quiet = PAGE.replace(' data-pagefind-body', '');
  expect(indexUnits(quiet, { url: '/gress/5-move-effects/', words: new Map() })).toEqual({ html: quiet, units: [], missing: [] });
});

test("a German page's units carry its language into Pagefind's German index (issue 27)", () => {
  const german = PAGE.replace('<html>', '<html lang="de" dir="ltr">');
  expect(pageLang(german)).toBe('de');
  expect(pageLang(PAGE)).toBe('en');
  const indexed = indexUnits(german, { url: '/de/gress/5-move-effects/', lang: pageLang(german), filter: 'Game:Gress', game: 'Gress', words: new Map() });
  expect(indexed.units.map((u) => u.name)[0]).toBe('de--gress--5-move-effects--_intro');
  for (const unit of indexed.units) expect(unit.html).toMatch(/^<!doctype html><html lang="de">/);
  const english = indexUnits(PAGE, { url: '/gress/5-move-effects/', words: new Map() });
  for (const unit of english.units) expect(unit.html).toMatch(/^<!doctype html><html lang="en">/);
});
