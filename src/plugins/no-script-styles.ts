/**
 * What a page looks like without JavaScript, as one <noscript><style> in every
 * page's head (Starlight's `head` option):
 *
 * - The theme follows the system. Starlight writes data-theme="dark" into the
 *   HTML and lets a script correct it, so without scripts a light system
 *   gets the dark theme. Here Starlight's own light colours (read from its
 *   props.css, so they stay in step with the installed version) apply under
 *   `prefers-color-scheme: light`.
 * - Buttons of islands that never hydrate look inert and take no clicks (the
 *   examples and the score sheet say in words that they need JavaScript).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The declarations of Starlight's light theme, from its props.css. */
export function starlightLightColours(css: string): string {
  const start = css.indexOf(":root[data-theme='light']");
  if (start < 0) throw new Error("no-script-styles: Starlight's props.css has no :root[data-theme='light'] block; update src/plugins/no-script-styles.ts");
  const open = css.indexOf('{', start);
  const close = css.indexOf('}', open);
  return css.slice(open + 1, close).trim();
}

export function noScriptCss(lightColours: string): string {
  return [
    `@media (prefers-color-scheme: light) { :root[data-theme] { ${lightColours} color-scheme: light; } }`,
    'astro-island[ssr] button, astro-island[ssr] input, astro-island[ssr] select { opacity: 0.5; pointer-events: none; }',
  ].join('\n');
}

/** The head entry for Starlight's config. */
export function noScriptHead(): { tag: 'noscript'; content: string } {
  // props.css is not among Starlight's exports: it sits beside the entry point, in dist/style/.
  const props = readFileSync(fileURLToPath(new URL('./style/props.css', import.meta.resolve('@astrojs/starlight'))), 'utf8');
  return { tag: 'noscript', content: `<style>${noScriptCss(starlightLightColours(props))}</style>` };
}
