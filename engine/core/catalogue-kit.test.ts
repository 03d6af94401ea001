/**
 * The catalogue kit: one catalogue pair gives `is`, `say`, the typed
 * constructor and the notation's failures, as each catalogue file wrote them
 * before. A made-up catalogue; expectations worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { catalogueKit } from './catalogue-kit';
import { sayReason } from './reasons';
import type { Catalogue, Message, Say } from './messages';

interface Spec {
  readonly 'x.card': { readonly card: string };
  readonly 'x.wrap': { readonly why: Message };
}
interface Inner { readonly 'y.gap': { readonly low: number } }
interface CardSay extends Say { name(code: string): string }

const en: Catalogue<Spec, CardSay> = { 'x.card': ({ card }, s) => `expected ${s.name(card)}`, 'x.wrap': ({ why }, s) => `wrapped: ${s.say(why)}` };
const de: Catalogue<Spec, CardSay> = { 'x.card': ({ card }, s) => `hier gehört ${s.name(card)} hin`, 'x.wrap': ({ why }, s) => `verpackt: ${s.say(why)}` };
const innerEn: Catalogue<Inner> = { 'y.gap': ({ low }) => `a gap after ${low}` };
const innerDe: Catalogue<Inner> = { 'y.gap': ({ low }) => `eine Lücke nach ${low}` };

const kit = catalogueKit<Spec, CardSay>(
  { en, de },
  { helpers: { en: () => ({ name: (c) => `the card ${c}` }), de: () => ({ name: (c) => `die Karte ${c}` }) }, nested: { en: innerEn, de: innerDe } },
);
const gap: Message = { id: 'y.gap', params: { low: 3 } };

describe('a catalogue kit', () => {
  test('is: only its own ids, not the nested ones', () => {
    expect(kit.is(kit.make('x.card', { card: '7H' }))).toBe(true);
    expect(kit.is(gap)).toBe(false);
  });

  test('say: each locale with its helpers, nested messages in the same language', () => {
    expect(kit.say(kit.make('x.card', { card: '7H' }), 'en')).toBe('expected the card 7H');
    expect(kit.say(kit.make('x.card', { card: '7H' }), 'de')).toBe('hier gehört die Karte 7H hin');
    expect(kit.say(kit.make('x.wrap', { why: gap }), 'en')).toBe('wrapped: a gap after 3');
    expect(kit.say(kit.make('x.wrap', { why: gap }), 'de')).toBe('verpackt: eine Lücke nach 3');
  });

  test('failAt and failInLine: the column (and the line) around the message, English as error, the message as reason', () => {
    const say = (m: Message, locale: 'en' | 'de') => kit.say(m, locale);
    const at = kit.failAt(12, kit.make('x.card', { card: '7H' }));
    expect(at).toEqual({ ok: false, error: 'column 12: expected the card 7H' });
    expect(sayReason(at, 'de', say)).toBe('Spalte 12: hier gehört die Karte 7H hin');
    const inLine = kit.failInLine('Ana lay', 5, kit.make('x.card', { card: '7H' }));
    expect(inLine.error).toBe('column 5: expected the card 7H in "Ana lay"');
    expect(sayReason(inLine, 'de', say)).toBe('Spalte 5: hier gehört die Karte 7H hin in „Ana lay“');
  });
});
