/**
 * The shell's small German words outside the play and desk views: the card
 * field of a desk form (what it read, what is not a card, the paragraphs'
 * label) and the update notice, each worked out by hand; the English ones
 * stay as they were.
 */
import { render } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleContext, type Locale } from '../i18n/ui-text';
import { CardsField, CiteLinks } from './desk/form-controls';
import { showUpdateNotice } from './offline/update-notice';

const read = (text: string) => text.split(/\s+/).filter(Boolean).map((code) => ({ code, name: code === 'AS' ? 'Pik-Ass' : null }));

function field(lang: Locale, value: string): string {
  return render(
    <LocaleContext.Provider value={lang}>
      <CardsField kind="x" read={read} id="f" label="Karten" value={value} onChange={() => {}} />
      <CiteLinks kind="x" cite={(n) => ({ number: n, href: `/de/gin-rummy/r/${n}`, title: null })} numbers={['10']} />
    </LocaleContext.Provider>,
  );
}

describe('a desk card field in German', () => {
  it('says what it read, and what is not a card, in German', () => {
    const html = field('de', 'AS ZZ');
    expect(html).toContain('2 gelesen: ');
    expect(html).toContain('Pik-Ass');
    expect(html).toContain('„ZZ“ (keine Karte)');
    expect(html).toContain('Absätze: ');
    expect(field('de', '')).toContain('Keine Karten.');
  });
  it('keeps its English words on an English page', () => {
    const html = field('en', 'AS ZZ');
    expect(html).toContain('2 read: ');
    expect(html).toContain('&quot;ZZ&quot; (not a card)');
    expect(html).toContain('Paragraphs: ');
  });
});

/** Just enough of a document for the notice: elements with text, attributes, children and click handlers. */
class FakeElement {
  textContent = '';
  className = '';
  type = '';
  readonly children: FakeElement[] = [];
  readonly attributes: Record<string, string> = {};
  readonly tag: string;
  constructor(tag: string) {
    this.tag = tag;
  }
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  addEventListener() {}
  append(...nodes: FakeElement[]) {
    this.children.push(...nodes);
  }
  remove() {}
}

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

function notice(locale?: Locale): FakeElement {
  const body = new FakeElement('body');
  (globalThis as { document?: unknown }).document = { querySelector: () => null, createElement: (tag: string) => new FakeElement(tag), head: new FakeElement('head'), body };
  return (locale ? showUpdateNotice(locale) : showUpdateNotice()) as unknown as FakeElement;
}

describe('the update notice', () => {
  it('in German: the news, "Neu laden" and "Schließen"', () => {
    const [text, reload, dismiss] = notice('de').children;
    expect(text!.textContent).toBe('Dieses Regelbuch wurde aktualisiert, die Kopie auf diesem Gerät ebenso. Lade die Seite neu, um die neue Fassung zu lesen.');
    expect(reload!.textContent).toBe('Neu laden');
    expect(dismiss!.textContent).toBe('Schließen');
  });
  it('in English by default, as before', () => {
    const [text, reload, dismiss] = notice().children;
    expect(text!.textContent).toBe('This rulebook has been updated, and the copy kept on this device with it. Reload to read the new version.');
    expect(reload!.textContent).toBe('Reload');
    expect(dismiss!.textContent).toBe('Dismiss');
  });
});
