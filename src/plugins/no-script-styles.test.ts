import { describe, expect, test } from 'vitest';
import { noScriptCss, noScriptHead, starlightLightColours } from './no-script-styles';

describe('styles for pages without JavaScript', () => {
  test("Starlight's light colours are read from its CSS", () => {
    const css = ":root { --a: 1; }\n:root[data-theme='light'],\n[data-theme='light'] ::backdrop {\n  --sl-color-white: #111;\n  --sl-color-black: #fff;\n}\n";
    expect(starlightLightColours(css)).toBe('--sl-color-white: #111;\n  --sl-color-black: #fff;');
    expect(() => starlightLightColours(':root { --a: 1; }')).toThrow(/no :root\[data-theme='light'\]/);
  });

  test('the installed Starlight has them, and the head entry applies them for a light system', () => {
    const head = noScriptHead();
    expect(head.tag).toBe('noscript');
    expect(head.content).toMatch(/^<style>@media \(prefers-color-scheme: light\) \{ :root\[data-theme\] \{ [^}]*--sl-color-white:/);
    expect(head.content).toContain('astro-island[ssr] button');
    expect(noScriptCss('--x: 1;')).toContain('--x: 1; color-scheme: light;');
  });
});
