/**
 * A sentence's signs drawn: each ✓ ★ ☆ ✕ becomes an SVG of its kind, named
 * for screen readers in the page's language unless the words around say it;
 * the text between is kept as written and no sign character is left.
 */
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '../../i18n/ui-text';
import { MarkedText } from './MarkedText';

/** Each drawn sign as "[kind:label]" (or "[kind]" when hidden), the rest as text. */
function read(html: string): string {
  return html.replace(/<svg class="gs-mark gs-mark--([a-z-]+)"([^>]*)>.*?<\/svg>/g, (_, kind: string, attrs: string) => {
    const label = /aria-label="([^"]*)"/.exec(attrs)?.[1];
    if (label === undefined && !attrs.includes('aria-hidden="true"')) return `[${kind}: neither named nor hidden]`;
    return label === undefined ? `[${kind}]` : `[${kind}:${label}]`;
  });
}

describe('MarkedText', () => {
  it('draws a tick in a sentence and names it', () => {
    expect(read(render(<MarkedText text="Tap a card. ✓ marks what is lawful now." />))).toBe('Tap a card. [check:tick] marks what is lawful now.');
  });

  it('names it in German on a German page', () => {
    const html = render(
      <LocaleContext.Provider value="de">
        <MarkedText text="Mit ✓: für Ben jetzt erlaubt." />
      </LocaleContext.Provider>,
    );
    expect(read(html)).toBe('Mit [check:Haken]: für Ben jetzt erlaubt.');
  });

  it('takes the language from a prop where there is no context (an Astro page)', () => {
    expect(read(render(<MarkedText text="Karten mit ✓ passen gerade." locale="de" />))).toBe('Karten mit [check:Haken] passen gerade.');
  });

  it('draws stars full and empty, hidden when the words beside them count them', () => {
    expect(read(render(<MarkedText text="★★☆" named={false} />))).toBe('[star][star][star-outline]');
    expect(read(render(<MarkedText text="Ben ★" />))).toBe('Ben [star:star]');
  });

  it('leaves a sentence without signs as it is (escaped as text)', () => {
    expect(render(<MarkedText text={'Nothing to mark & nothing <drawn>'} />)).toBe('Nothing to mark &amp; nothing &lt;drawn>');
  });
});
