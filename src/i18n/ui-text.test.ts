import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { localeOf, LocaleContext, uiText, useUiText } from './ui-text';

const TEXT = uiText({
  en: { forward: 'Forward', stepOf: (n: number, of: number) => `Step ${n} of ${of}` },
  de: { forward: 'Weiter', stepOf: (n, of) => `Schritt ${n} von ${of}` },
});

function Counter() {
  const t = useUiText(TEXT);
  return h('p', null, `${t.stepOf(2, 5)} · ${t.forward}`);
}

describe('ui text', () => {
  it('renders the words of the provided language, English without a provider', () => {
    expect(render(h(Counter, null))).toBe('<p>Step 2 of 5 · Forward</p>');
    expect(render(h(LocaleContext.Provider, { value: 'de' }, h(Counter, null)))).toBe('<p>Schritt 2 von 5 · Weiter</p>');
  });

  it('reads a locale from a page: de, de-AT and DE are German; en, fr, nothing are English', () => {
    expect(['de', 'de-AT', 'DE'].map(localeOf)).toEqual(['de', 'de', 'de']);
    expect(['en', 'fr', undefined, ''].map(localeOf)).toEqual(['en', 'en', 'en', 'en']);
  });

  it('refuses, at type-check time, German words missing a key or adding one', () => {
    // @ts-expect-error German lacks `back`.
    uiText({ en: { back: 'Back', next: 'Next' }, de: { next: 'Weiter' } });
    // @ts-expect-error German adds a key English does not have.
    uiText({ en: { next: 'Next' }, de: { next: 'Weiter', extra: 'x' } });
    // @ts-expect-error German takes a parameter of another type.
    uiText({ en: { count: (n: number) => `${n}` }, de: { count: (n: string) => n } });
  });
});
