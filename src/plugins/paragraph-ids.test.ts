import { createSatteriMarkdownProcessor, satteriHeadingIdsPlugin } from '@astrojs/markdown-satteri';
import { mdxToJs } from 'satteri';
import { describe, expect, test } from 'vitest';
import { addParagraphIdsPlugin, paragraphIdFromHeading, satteriParagraphIds } from './paragraph-ids';

describe('paragraphIdFromHeading', () => {
  test.each([
    { text: '4.11 Throws', id: '4-11' },
    { text: '12 The large sheet', id: '12' },
    { text: '10.3 Playing with the wrong hand', id: '10-3' },
    { text: '  7.3 A thrown Jack is a move', id: '7-3' },
    { text: '4.11', id: '4-11' },
    { text: 'Throws', id: null },
    { text: '4.11Throws', id: null },
    { text: '2nd hand', id: null },
    { text: '1.4. Several decks', id: null },
    { text: 'See 4.11 first', id: null },
  ])('$text -> $id', ({ text, id }) => {
    expect(paragraphIdFromHeading(text)).toBe(id);
  });
});

/** Astro's own Markdown pipeline for `.md`: user plugins, then Astro's heading ids. */
async function renderMarkdown(source: string) {
  const renderer = await createSatteriMarkdownProcessor({ hastPlugins: [satteriParagraphIds()] });
  return renderer.render(source);
}

describe('satteriParagraphIds in the Markdown pipeline', () => {
  test('a numbered h2 gets the paragraph id, and the collected headings (the table of contents) use it', async () => {
    const { code, metadata } = await renderMarkdown('## 4.11 Throws\n\nAnyone may throw.\n\n## 4.12 Take debts\n');
    expect(code).toContain('<h2 id="4-11">4.11 Throws</h2>');
    expect(code).toContain('<h2 id="4-12">4.12 Take debts</h2>');
    expect(metadata.headings).toEqual([
      { depth: 2, slug: '4-11', text: '4.11 Throws' },
      { depth: 2, slug: '4-12', text: '4.12 Take debts' },
    ]);
  });

  test('other headings keep their github-slugger ids', async () => {
    const { code } = await renderMarkdown('## Worked example\n\n### 3 players\n');
    expect(code).toContain('<h2 id="worked-example">');
    expect(code).toContain('<h3 id="3-players">');
  });

  test('levels can be widened', async () => {
    const renderer = await createSatteriMarkdownProcessor({ hastPlugins: [satteriParagraphIds({ levels: ['h2', 'h3'] })] });
    const { code } = await renderer.render('### 12 The large sheet\n');
    expect(code).toContain('<h3 id="12">');
  });

  test('a paragraph number used twice on one page fails', async () => {
    await expect(renderMarkdown('## 4.11 Throws\n\n## 4.11 Throws again\n')).rejects.toThrow(/#4-11/);
  });

  test('documents do not share state', async () => {
    await renderMarkdown('## 4.11 Throws\n');
    await expect(renderMarkdown('## 4.11 Throws\n')).resolves.toBeDefined();
  });
});

describe('satteriParagraphIds in MDX', () => {
  test('a numbered heading in MDX gets the paragraph id ahead of the heading-id plugin', async () => {
    const data = { astro: { frontmatter: {}, headings: [] as { depth: number; slug: string; text: string }[], localImagePaths: new Set<string>(), remoteImagePaths: new Set<string>() } };
    const source = "import X from './x';\n\n## 4.11 Throws\n\n<X />\n";
    const { code } = await mdxToJs(source, {
      hastPlugins: [satteriParagraphIds(), satteriHeadingIdsPlugin()],
      jsx: true,
      data,
    });
    expect(code).toContain(`<_components.h2 id="4-11">`);
    expect(data.astro.headings.map((h) => h.slug)).toEqual(['4-11']);
  });
});

describe('addParagraphIdsPlugin', () => {
  test('puts the plugin first in a Sätteri processor', () => {
    const existing = { name: 'starlight-heading-links' };
    const config = { markdown: { processor: { name: 'satteri', options: { hastPlugins: [existing] as unknown[] } } } };
    addParagraphIdsPlugin(config);
    expect(config.markdown.processor.options.hastPlugins).toHaveLength(2);
    expect(config.markdown.processor.options.hastPlugins[1]).toBe(existing);
    expect(typeof config.markdown.processor.options.hastPlugins[0]).toBe('function');
  });

  test('refuses another processor instead of silently dropping the anchors', () => {
    const config = { markdown: { processor: { name: 'unified', options: { rehypePlugins: [] } } } };
    expect(() => addParagraphIdsPlugin(config)).toThrow(/Sätteri/);
  });
});
