import { mdxToJs } from 'satteri';
import { describe, expect, test } from 'vitest';
import { addBaseLinksPlugin, satteriBaseLinks } from './base-links';

const SOURCE = [
  'See [4.10](/gress/r/4.10), [the anchor](#4-10), [a site](https://example.org/x/) and [a sibling](./other/).',
  '',
  '<LinkButton href="/gress/0-overview/" icon="right-arrow">Start here</LinkButton>',
  '',
  'Inline <a href="/sens/r/9.4">9.4</a> too.',
].join('\n');

/** The href values in the compiled module, in order. */
async function hrefs(base: string): Promise<string[]> {
  const { code } = await mdxToJs(SOURCE, { hastPlugins: [satteriBaseLinks(base)] });
  return [...code.matchAll(/href: "([^"]*)"/g)].map((m) => m[1]);
}

describe('satteriBaseLinks', () => {
  test('root-relative links of Markdown, <a> and LinkButton get the base; anchors, other sites and relative links do not', async () => {
    expect(await hrefs('/rulebook/')).toEqual(['/rulebook/gress/r/4.10', '#4-10', 'https://example.org/x/', './other/', '/rulebook/gress/0-overview/', '/rulebook/sens/r/9.4']);
  });

  test('at the root nothing changes', async () => {
    expect(await hrefs('/')).toEqual(['/gress/r/4.10', '#4-10', 'https://example.org/x/', './other/', '/gress/0-overview/', '/sens/r/9.4']);
  });
});

describe('addBaseLinksPlugin', () => {
  const config = (base: string, name = 'satteri') => ({ base, markdown: { processor: { name, options: { hastPlugins: [] as unknown[] } } } });

  test('registers the plugin last for a sub-path, and not at all for the root', () => {
    const sub = config('/rulebook');
    addBaseLinksPlugin(sub);
    expect(sub.markdown.processor.options.hastPlugins).toHaveLength(1);
    const root = config('/');
    addBaseLinksPlugin(root);
    expect(root.markdown.processor.options.hastPlugins).toHaveLength(0);
  });

  test('another Markdown processor fails the build with the reason', () => {
    expect(() => addBaseLinksPlugin(config('/rulebook/', 'unified'))).toThrow(/processor is "unified"/);
  });
});
