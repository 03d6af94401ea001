import { satteriHeadingIdsPlugin } from '@astrojs/markdown-satteri';
import { markdownToHtml, mdxToJs } from 'satteri';
import { describe, expect, test } from 'vitest';
import { addParagraphIdsPlugin } from './paragraph-ids';
import { questionList, satteriQuestionList } from './question-list';

const PAGE = `Why this page exists.

## Dealing

### Who deals?

The loser.

### Two cards \`stuck\` together

Kept.

## Knocking

### Knocked with 12

Sent back.
`;

/** The plugins here are synchronous, so the compile results are too. */
function now<T>(result: T | Promise<T>): T {
  if (result instanceof Promise) throw new Error('expected a synchronous compile');
  return result;
}

/** The pipeline as Astro runs it for a page: heading ids first, then the question list. */
function render(source: string, file: string): string {
  return now(markdownToHtml(source, { hastPlugins: [satteriHeadingIdsPlugin(), satteriQuestionList()], fileURL: new URL(`file:///site/content/${file}`) })).html;
}

describe('the list of questions on a referee-faq page', () => {
  const html = render(PAGE, 'gin-rummy/referee-faq.mdx');

  test('comes first, before the introduction and the first group', () => {
    expect(html.indexOf('<nav class="question-list')).toBe(0);
    expect(html.indexOf('</nav>')).toBeLessThan(html.indexOf('<p>Why this page exists.</p>'));
  });

  test('has every question, grouped under its ## heading, each linking the id its heading carries', () => {
    const nav = html.slice(0, html.indexOf('</nav>'));
    expect(nav).toContain('<summary>3 questions on this page</summary>');
    expect(nav).toContain(
      '<li><span class="ql-group">Dealing</span><ul><li><a href="#who-deals">Who deals?</a></li><li><a href="#two-cards-stuck-together">Two cards stuck together</a></li></ul></li>' +
        '<li><span class="ql-group">Knocking</span><ul><li><a href="#knocked-with-12">Knocked with 12</a></li></ul></li>',
    );
    expect(html).toContain('<h3 id="two-cards-stuck-together">');
  });

  test('is open by default, labelled, and kept out of the search index', () => {
    expect(html).toMatch(/^<nav class="question-list not-content" aria-label="Questions on this page" data-pagefind-ignore="all"><details open>/);
  });

  test('follows the ids other plugins gave the headings, such as paragraph numbers', () => {
    const config = { markdown: { processor: { name: 'satteri', options: { hastPlugins: [satteriHeadingIdsPlugin(), satteriQuestionList()] as unknown[] } } } };
    addParagraphIdsPlugin(config, { levels: ['h2', 'h3'] });
    const out = now(markdownToHtml('## Group\n\n### 4.11 Throws\n', { hastPlugins: config.markdown.processor.options.hastPlugins as never, fileURL: new URL('file:///site/content/gress/referee-faq.mdx') })).html;
    expect(out).toContain('<a href="#4-11">4.11 Throws</a>');
  });

  test('goes after the imports of an MDX page', () => {
    const { code } = now(mdxToJs(`import X from './x';\n\n${PAGE}`, { hastPlugins: [satteriHeadingIdsPlugin(), satteriQuestionList()], fileURL: new URL('file:///site/content/sens/referee-faq.mdx') }));
    expect(code).toMatch(/import X from "\.\/x";/);
    expect(code.indexOf('"question-list not-content"')).toBeLessThan(code.indexOf('"Why this page exists."'));
  });
});

describe('other pages', () => {
  test('get no list, whatever their headings', () => {
    expect(render(PAGE, 'gin-rummy/14-irregularities.mdx')).not.toContain('question-list');
    expect(render(PAGE, 'gin-rummy/referee-faq-notes.mdx')).not.toContain('question-list');
  });

  test('a questions page without questions gets no empty list', () => {
    expect(render('Nothing yet.\n\n## Later\n', 'the-game/referee-faq.mdx')).not.toContain('question-list');
  });
});

describe('the integration', () => {
  test('appends the plugin after the ones already configured (Starlight heading ids)', () => {
    const first = satteriHeadingIdsPlugin();
    const config = { markdown: { processor: { name: 'satteri', options: { hastPlugins: [first] as unknown[] } } } };
    const hook = questionList().hooks['astro:config:setup'] as (o: { config: typeof config }) => void;
    hook({ config });
    expect(config.markdown.processor.options.hastPlugins).toHaveLength(2);
    expect(config.markdown.processor.options.hastPlugins[0]).toBe(first);
  });

  test('refuses another Markdown processor rather than silently leaving the lists out', () => {
    const config = { markdown: { processor: { name: 'unified', options: {} } } };
    const hook = questionList().hooks['astro:config:setup'] as (o: { config: typeof config }) => void;
    expect(() => hook({ config })).toThrow(/satteri/);
  });
});

test('a question without an id fails loudly instead of linking nowhere', () => {
  expect(() => markdownToHtml('## G\n\n### Q\n', { hastPlugins: [satteriQuestionList()], fileURL: new URL('file:///site/content/gress/referee-faq.mdx') })).toThrow(/no id/);
});
