/**
 * Citation previews' text from built pages: hand-made HTML in the shape
 * Starlight builds (heading wrappers with anchor links, examples, asides,
 * inline styles and scripts), and the text a reader should see in the
 * preview, worked out by hand from each fixture.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { parseHtml } from './html-tree';
import { blocksOf, choose, excerpt, firstSentences, pageText, readableText, sentences } from './paragraph-text';
import { paragraphsFile, writeParagraphPreviews, type PreviewGame } from './index';

/** A Starlight heading with its anchor link, as the build writes it. */
const heading = (id: string, text: string) =>
  `<div class="sl-heading-wrapper level-h2"><h2 id="${id}">${text}</h2><a class="sl-anchor-link" href="#${id}"><span aria-hidden="true" class="sl-anchor-icon"><svg viewBox="0 0 24 24"><path d="m1 2"/></svg></span><span class="sr-only" data-pagefind-ignore="true">Section titled “${text}”</span></a></div>`;

/** A rules page: title, intro, three paragraphs, a non-paragraph heading. */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>4 Moves · Gress</title><style>p>a{color:red}</style></head><body>
<h1 id="_top" class="astro-x">4 Moves &amp; throws</h1>
<div class="content-panel"><div class="sl-container"><div class="sl-markdown-content"><p>How cards reach the pile. Two ways exist.</p>
${heading('4-1', '4.1 Moving')}
<p>The player to move lays <strong>one</strong> card on the pile (<a href="/gress/r/1.2">1.2</a>). It must match the top card&#39;s suit or rank.</p>
<section class="scenario not-content" id="scenario-4-1"><p class="scenario-caption"><strong>A move</strong><span>Illustrates <a href="/gress/r/4.1">4.1</a></span></p><style>astro-island{display:contents}</style><script>(()=>{var p="</p><p>Not prose.";})()</script><div class="gs-sandbox"><p class="gs-final">After step 1: Ana to move.</p></div></section>
<p>Then the turn passes on.</p>
${heading('4-11', '4.11 Throws')}
<p><strong>Who may throw.</strong> Anyone, e.g. Ben, while throws are allowed.</p>
<p>A throw must fit:</p>
<ul>
<li>one rank lower, and</li>
<li>the opposite colour.</li>
</ul>
<aside aria-label="Our reading" class="starlight-aside"><p class="starlight-aside__title" aria-hidden="true">Our reading</p><div class="starlight-aside__content"><p>Not in the preview.</p></div></aside>
<p><strong>Example.</strong> Ana throws Q♥ on K♠.</p>
<p>Unreached.</p>
${heading('notes', 'Notes for the table')}
<p>Not part of 4.11.</p>
${heading('4-12', '4.12 Closing throws')}
<table><tr><td>a table first</td></tr></table>
<p><strong>The moment</strong></p>
<p>Throws close when the draw pile is touched.</p>
</div></div></div><footer><p>Footer text.</p></footer></body></html>`;

describe('the HTML tree', () => {
  test('decodes entities, skips script and style content, closes void and self-closed elements', () => {
    const root = parseHtml('<p>A &amp; B&#39;s &#x2665;<br>next<img src="x"><script>if (a < b) document.write("<p>x</p>")</script><svg><path d="m"/></svg> end</p><p>two</p>');
    const [first, second] = root.children;
    expect(first.type === 'element' && first.tag).toBe('p');
    expect(readableText(first)).toBe("A & B's ♥ next end");
    expect(second.type === 'element' && readableText(second)).toBe('two');
  });
});

describe('sentences', () => {
  test('end at a stop before a word that does not start in lower case; decimals, abbreviations and brackets hold', () => {
    expect(sentences('Ana lays Q♠. Then e.g. Ben throws. Is it lawful? Yes (see 4.11). Ana calls “Bella.” Dia says “wait!” and plays. It costs 4 pts. and more.')).toEqual([
      'Ana lays Q♠.',
      'Then e.g. Ben throws.',
      'Is it lawful?',
      'Yes (see 4.11).',
      'Ana calls “Bella.”',
      'Dia says “wait!” and plays.',
      'It costs 4 pts. and more.',
    ]);
  });

  test('"No." is an answer, not an abbreviation', () => {
    expect(sentences('May a Jack go on a Jack? No. A Jack never goes on a Jack.')).toEqual(['May a Jack go on a Jack?', 'No.', 'A Jack never goes on a Jack.']);
  });

  test('text without a stop is one sentence', () => {
    expect(sentences('the opposite colour')).toEqual(['the opposite colour']);
    expect(sentences('  ')).toEqual([]);
  });
});

describe('first sentences', () => {
  test('whole sentences are added while shorter than the minimum and within the maximum', () => {
    // 14 characters, then 14 + 1 + 14 = 29 (within 40); 29 reaches 20, so the third is not added.
    expect(firstSentences('One two three. Four five six. Seven eight nine ten.', 20, 40)).toBe('One two three. Four five six.');
    // 10 characters; 10 + 1 + 35 = 46 is over 30, so the first stays alone.
    expect(firstSentences('Short one. A much longer second sentence here.', 20, 30)).toBe('Short one.');
  });

  test('a first sentence over the maximum is cut at a word and ends in an ellipsis', () => {
    // The first 20 characters are "Alpha beta gamma del"; the broken word and nothing else goes.
    expect(firstSentences('Alpha beta gamma delta epsilon zeta.', 10, 20)).toBe('Alpha beta gamma…');
    expect(firstSentences('Alpha beta, gamma delta.', 5, 12)).toBe('Alpha beta…');
  });

  test('never ends on words that introduce what it leaves out', () => {
    expect(choose(['One two three.', 'It must fit:', 'a list item'], 30, 60)).toBe('One two three.');
    expect(choose([], 10, 20)).toBe('');
  });
});

describe('excerpt', () => {
  const blocks = (html: string) => blocksOf(parseHtml(html).children);

  test('a bold lead-in stays with its sentence; a bold line that is no sentence is left out', () => {
    expect(excerpt(blocks('<p><strong>Who writes.</strong> The scribe.</p><p><strong>The set-up in four steps</strong></p><ol><li>Deal.</li></ol>'))).toBe(
      'Who writes. The scribe. Deal.',
    );
  });

  test('words ending on a colon run on into the list or paragraph after them, not into a table', () => {
    expect(excerpt(blocks('<p>It counts. The opponent writes:</p><ul><li>the difference, plus</li><li>a bonus.</li></ul>'))).toBe(
      'It counts. The opponent writes: the difference, plus a bonus.',
    );
    expect(excerpt(blocks('<p>This order decides:</p><p><strong>Unters, Nines.</strong></p>'))).toBe('This order decides: Unters, Nines.');
    expect(excerpt(blocks('<p>Points are counted:</p><table><tr><td>1</td></tr></table><p>The Marke counts 4.</p>'))).toBe('The Marke counts 4.');
  });

  test('reading stops at the first example, unless nothing came before it', () => {
    expect(excerpt(blocks('<p>Rule.</p><p><strong>Example.</strong> Ana.</p><p>More.</p>'))).toBe('Rule.');
    expect(excerpt(blocks('<p>Examples: Ana.</p><p>Rule.</p>'))).toBe('Rule.');
  });
});

describe('a built rules page', () => {
  const page = pageText(PAGE);

  test('has its title and the first sentences before its first paragraph', () => {
    expect(page.title).toBe('4 Moves & throws');
    expect(page.intro).toBe('How cards reach the pile. Two ways exist.');
  });

  test('gives each numbered paragraph its heading and the first sentences of its prose', () => {
    expect(page.paragraphs).toEqual([
      {
        number: '4.1',
        heading: 'Moving',
        anchor: '4-1',
        // The example's caption, script and position are no prose; the paragraph after it is.
        text: "The player to move lays one card on the pile (1.2). It must match the top card's suit or rank. Then the turn passes on.",
      },
      {
        number: '4.11',
        heading: 'Throws',
        anchor: '4-11',
        // The aside is left out and reading stops at the example.
        text: 'Who may throw. Anyone, e.g. Ben, while throws are allowed. A throw must fit: one rank lower, and the opposite colour.',
      },
      { number: '4.12', heading: 'Closing throws', anchor: '4-12', text: 'Throws close when the draw pile is touched.' },
    ]);
  });

  test('a heading whose id is not its number is no paragraph', () => {
    const odd = pageText(`<h1>5 Effects</h1><div class="sl-markdown-content">${heading('5-1-x', '5.1 Ace')}<p>Text.</p></div>`);
    expect(odd.paragraphs).toEqual([]);
  });

  test('a page without Starlight content is refused in words', () => {
    expect(() => pageText('<html><body><p>Redirecting</p></body></html>')).toThrow(/no Starlight content/);
  });
});

describe('the file per game', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const GAME: PreviewGame = {
    id: 'toy',
    title: 'Toy',
    sections: [
      { number: '4', title: 'Moves', page: '4-moves', paragraphs: [4.1, 4.11, 4.12, 4.13].map((n) => ({ number: String(n), title: '', behaviour: false })) },
      { number: '5', title: 'Effects', page: '5-effects', paragraphs: [] },
    ],
  };

  test('maps numbers to heading, text and address, sections to their page, and names what is missing', () => {
    dir = mkdtempSync(join(tmpdir(), 'previews-'));
    mkdirSync(join(dir, 'toy', '4-moves'), { recursive: true });
    writeFileSync(join(dir, 'toy', '4-moves', 'index.html'), PAGE);
    const warnings: string[] = [];
    const file = paragraphsFile(dir, GAME, (m) => warnings.push(m));
    expect(file.game).toBe('toy');
    expect(file.title).toBe('Toy');
    expect(file.paragraphs['4.11']).toEqual({
      heading: 'Throws',
      text: 'Who may throw. Anyone, e.g. Ben, while throws are allowed. A throw must fit: one rank lower, and the opposite colour.',
      href: '/toy/4-moves/#4-11',
    });
    // The section: its page's title without the number, and its introduction.
    expect(file.paragraphs['4']).toEqual({ heading: 'Moves & throws', text: 'How cards reach the pile. Two ways exist.', href: '/toy/4-moves/' });
    // 5-effects was not built: skipped. 4.13 is listed by the game but on no page.
    expect(Object.keys(file.paragraphs).sort()).toEqual(['4', '4.1', '4.11', '4.12']);
    expect(warnings).toEqual(['Toy: no built page has 4.13; their citations navigate without a preview']);
    writeParagraphPreviews(dir, [GAME]);
    expect(JSON.parse(readFileSync(join(dir, 'toy', 'paragraphs.json'), 'utf8'))).toEqual(file);
    // No German pages built: no German file.
    expect(existsSync(join(dir, 'de', 'toy', 'paragraphs.json'))).toBe(false);
  });

  test('the German edition gets its own file from the pages under /de/, with German addresses (issue 27)', () => {
    dir = mkdtempSync(join(tmpdir(), 'previews-'));
    mkdirSync(join(dir, 'de', 'toy', '4-moves'), { recursive: true });
    writeFileSync(join(dir, 'de', 'toy', '4-moves', 'index.html'), PAGE.replace('Who may throw.', 'Wer werfen darf.'));
    writeParagraphPreviews(dir, [GAME]);
    expect(existsSync(join(dir, 'toy', 'paragraphs.json'))).toBe(false);
    const german = JSON.parse(readFileSync(join(dir, 'de', 'toy', 'paragraphs.json'), 'utf8'));
    expect(german.paragraphs['4.11'].href).toBe('/de/toy/4-moves/#4-11');
    expect(german.paragraphs['4.11'].text).toMatch(/^Wer werfen darf\./);
    expect(german.paragraphs['4'].href).toBe('/de/toy/4-moves/');
  });
});
