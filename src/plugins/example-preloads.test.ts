import { describe, expect, test } from 'vitest';
import { closure, framesByAnchor, withPreloads, type Preloads } from './example-preloads';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = [], code = 'export{}') => ({
  type: 'chunk' as const,
  fileName,
  code,
  facadeModuleId: null,
  moduleIds,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

describe('what a module needs, from the client build', () => {
  const chunks = [
    chunk('_astro/Example.js', ['/r/src/games/Example.tsx'], ['_astro/preact.js', '_astro/sandbox.js']),
    chunk('_astro/preact.js', ['/r/node_modules/preact/dist/preact.mjs']),
    chunk('_astro/sandbox.js', ['/r/src/components/sandbox/SandboxShell.tsx'], ['_astro/preact.js', '_astro/styles-only.js'], ['_astro/sandbox.css']),
    chunk('_astro/styles-only.js', ['/r/src/games/gress/table.css'], [], ['_astro/Table.css'], '/* empty css */'),
    chunk('_astro/other.js', ['/r/src/games/gress/desk/Desk.tsx'], ['_astro/preact.js']),
  ];

  test('every chunk it imports, directly or not, once, and their styles; a chunk of styles alone is no file', () => {
    const { js, css } = closure(chunks, [/Example\.tsx$/]);
    expect([...js].sort()).toEqual(['_astro/Example.js', '_astro/preact.js', '_astro/sandbox.js']);
    expect([...css].sort()).toEqual(['_astro/Table.css', '_astro/sandbox.css']);
  });

  test('nothing for a module no chunk holds', () => {
    expect(closure(chunks, [/Nowhere\.tsx$/]).js.size).toBe(0);
  });
});

describe('the lists in a page', () => {
  const lists: Record<string, Preloads> = { gress: { step: { js: ['/_astro/a.js'], css: ['/_astro/a.css'] }, play: { js: ['/_astro/b.js'], css: [] } } };
  const page = (body: string) => `<html><head><title>t</title></head><body>${body}</body></html>`;

  test('a page with an example of the game gets its lists and the link starter in its head, once', () => {
    const html = withPreloads(page('<section id="scenario-4-1-x"><div class="gs-sandbox" data-game="gress"><div class="gs-poster" data-frames="/gress/examples/4.1-x.json"></div></div></section>'), lists);
    const json = /<script type="application\/json" id="gs-preload">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual({ ...lists.gress, frames: { 'scenario-4-1-x': '/gress/examples/4.1-x.json' } });
    expect(html.indexOf('id="gs-preload"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('location.hash');
    expect(withPreloads(html, lists)).toBe(html);
  });

  test('a page without examples, or of a game without lists, is left as it is', () => {
    const plain = page('<p>text</p>');
    expect(withPreloads(plain, lists)).toBe(plain);
    const other = page('<div class="gs-sandbox" data-game="sens"><div data-frames="/sens/examples/y.json"></div></div>');
    expect(withPreloads(other, lists)).toBe(other);
  });

  test('the lists come before the first stylesheet, so the link starter does not wait for it', () => {
    const html = withPreloads(
      '<html><head><style>a{}</style><script>theme()</script><link rel="stylesheet" href="/_astro/site.css"></head><body><div data-game="gress" data-frames="/gress/examples/x.json"></div></body></html>',
      lists,
    );
    expect(html.indexOf('id="gs-preload"')).toBeGreaterThan(html.indexOf('theme()'));
    expect(html.indexOf('id="gs-preload"')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });
});

describe("each example's frames file, by its anchor", () => {
  test('the first data-frames after each section id; captions and sections without a poster are skipped', () => {
    const html =
      '<section id="scenario-4-1-a"><p id="scenario-4-1-a-caption">A</p><div data-frames="/gress/examples/4.1-a.json"></div></section>' +
      '<section id="scenario-4-2-b"><p>no poster</p></section>' +
      '<section id="scenario-4-3-c"><div data-frames="/gress/examples/4.3-c.json"></div><div data-frames="/gress/examples/other.json"></div></section>';
    expect(framesByAnchor(html)).toEqual({ 'scenario-4-1-a': '/gress/examples/4.1-a.json', 'scenario-4-3-c': '/gress/examples/4.3-c.json' });
  });
});
