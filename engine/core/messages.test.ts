import { describe, expect, it } from 'vitest';
import { catalogueKeysDiffer, listOf, message, pluralForm, renderer, type Catalogue, type Say } from './messages';

interface Spec {
  readonly 'draw': { readonly player: string; readonly count: number };
  readonly 'both': { readonly first: ReturnType<typeof message<Spec, 'draw'>>; readonly names: readonly string[] };
}
interface CardSay extends Say {
  card(code: string): string;
}
const en: Catalogue<Spec, CardSay> = {
  draw: ({ player, count }, s) => `${player} draws ${count} ${s.plural(count, { one: 'card', other: 'cards' })}`,
  both: ({ first, names }, s) => `${s.say(first)}; then ${s.list(names)} ${s.card('7H')}`,
};
const de: Catalogue<Spec, CardSay> = {
  draw: ({ player, count }, s) => `${player} zieht ${count} ${s.plural(count, { one: 'Karte', other: 'Karten' })}`,
  both: ({ first, names }, s) => `${s.say(first)}; dann ${s.list(names)} ${s.card('7H')}`,
};

describe('messages', () => {
  it('picks plural forms by the locale (1 card, 0 and 2 cards; German the same split)', () => {
    expect(pluralForm('en', 1, { one: 'card', other: 'cards' })).toBe('card');
    expect(pluralForm('en', 0, { one: 'card', other: 'cards' })).toBe('cards');
    expect(pluralForm('de', 2, { one: 'Karte', other: 'Karten' })).toBe('Karten');
  });

  it('joins English lists without a serial comma and German ones with "und"', () => {
    expect(listOf('en', ['Ann', 'Ben', 'Cem'])).toBe('Ann, Ben and Cem');
    expect(listOf('en', ['Ann', 'Ben'], 'disjunction')).toBe('Ann or Ben');
    expect(listOf('en', ['Ann'])).toBe('Ann');
    expect(listOf('de', ['Ann', 'Ben', 'Cem'])).toBe('Ann, Ben und Cem');
  });

  it('renders nested messages and game helpers in each language', () => {
    const cards = (suit: string) => () => ({ card: (code: string) => `${code[0]}${suit}` });
    const inner = message<Spec, 'draw'>('draw', { player: 'Kim', count: 2 });
    const outer = message<Spec, 'both'>('both', { first: inner, names: ['Ann', 'Ben'] });
    expect(renderer(en, 'en', cards('♥'))(outer)).toBe('Kim draws 2 cards; then Ann and Ben 7♥');
    expect(renderer(de, 'de', cards('♥'))(outer)).toBe('Kim zieht 2 Karten; dann Ann und Ben 7♥');
  });

  it('names an unknown id instead of throwing (a message from an old saved file)', () => {
    expect(renderer(en, 'en', () => ({ card: (c: string) => c }))({ id: 'gone', params: {} })).toBe('[gone]');
  });

  it('reports ids one catalogue has and the other lacks', () => {
    expect(catalogueKeysDiffer({ a: 1, b: 2 }, { b: 1, c: 2 })).toEqual({ onlyInFirst: ['a'], onlyInSecond: ['c'] });
    expect(catalogueKeysDiffer(en, de)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
  });
});
