/**
 * The check every catalogue pair's test makes (for its *.test.ts to call):
 * English and German name the same ids, the sample names every id, and no
 * German sentence is the English one, but for the ids whose words are passed
 * through as given. The sample, one set of parameters per id, is the test's
 * own: its type makes it name every id of the spec.
 */
import { expect } from 'vitest';
import { catalogueKeysDiffer, type Locale, type Message } from './messages';

/** One set of parameters for every id of `Spec`. */
export type SampleOf<Spec> = { readonly [Id in keyof Spec]: Spec[Id] };

export function expectGermanForEveryId<Spec>(
  catalogues: { readonly en: object; readonly de: object },
  sample: SampleOf<Spec>,
  say: (m: Message, locale: Locale) => string,
  passedThrough: readonly (keyof Spec & string)[] = [],
): void {
  expect(catalogueKeysDiffer(catalogues.en, catalogues.de)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
  expect(Object.keys(sample).sort()).toEqual(Object.keys(catalogues.en).sort());
  const same = new Set<string>(passedThrough);
  for (const id of Object.keys(sample) as (keyof Spec & string)[]) {
    const m = { id, params: sample[id] } as Message;
    if (same.has(id)) expect(say(m, 'de'), id).toBe(say(m, 'en'));
    else expect(say(m, 'de'), id).not.toBe(say(m, 'en'));
  }
}
