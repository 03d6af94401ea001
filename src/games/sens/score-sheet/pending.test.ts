/**
 * A SENS match handed to the score sheet by the game against the bots: read
 * with limits, replayed by the sheet's own rules, and added deal by deal
 * without adding any deal twice. Ana, Ben, Cem, Dia clockwise; Dia deals
 * first; misdeals mild. Totals worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import type { DealEntry } from './deal-entry';
import { build, type Built } from './model';
import { mergePending, mergedWords, MAX_PENDING_CHARS, pendingText, readPending, type Merged, type PendingMatch } from './pending';
import { PENDING_WORDS } from './pending-words';

const NAMES = ['Ana', 'Ben', 'Cem', 'Dia'];
// 1. Dia deals, Ben takes Herz: 62 / 102 card points, made (11.1: 102 of 164 is more than 82).
const DEAL_1: DealEntry = { kind: 'counted', dealer: 3, taker: 1, trump: 'H', cardPoints: [62, 102], meldPoints: [0, 0], dackeln: false, vorlauf: null };
// 2. Ana deals, nobody plays: thrown in (5.3).
const DEAL_2: DealEntry = { kind: 'thrown-in', dealer: 0 };
// 3. Ben deals, the same numbers the other way round: key order differs from how the sheet writes it.
const DEAL_3 = { vorlauf: null, dackeln: false, meldPoints: [0, 0], cardPoints: [102, 62], trump: 'E', taker: 2, dealer: 1, kind: 'counted' } as DealEntry;

const match = (deals: DealEntry[], over: Partial<PendingMatch> = {}): PendingMatch => ({ players: NAMES, firstDealer: 3, misdeal: 'mild', deals, ...over });
const sheet = (deals: DealEntry[], over: Partial<PendingMatch> = {}): Built => {
  const r = build(match(deals, over));
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('reading a handed-over match', () => {
  test('nothing stored is nothing to add; a match round-trips', () => {
    expect(readPending(null)).toEqual({ kind: 'none' });
    expect(readPending(pendingText(match([DEAL_1, DEAL_2])))).toEqual({ kind: 'ok', match: match([DEAL_1, DEAL_2]) });
  });

  test.each([
    ['{', 'not valid JSON'],
    ['{"version":1,"players":["Ana","Ben","Cem","Dia"],"firstDealer":3,"misdeal":"mild","deals":[],"x":1}', 'unknown field "x"'],
    ['{"version":1,"players":["Ana","Ben","Cem","Dia"],"firstDealer":3,"misdeal":"mild","deals":[]}', 'no finished deal'],
    ['{"version":1,"players":["Ana","Ben","Cem"],"firstDealer":3,"misdeal":"mild","deals":[{"kind":"thrown-in","dealer":3}]}', 'four player names'],
    ['{"version":1,"players":["Ana","Ben","Cem","Dia"],"firstDealer":4,"misdeal":"mild","deals":[{"kind":"thrown-in","dealer":3}]}', 'first dealer'],
    // 12.1: card points make 164; 100 + 100 does not.
    ['{"version":1,"players":["Ana","Ben","Cem","Dia"],"firstDealer":3,"misdeal":"mild","deals":[{"kind":"counted","dealer":3,"taker":1,"trump":"H","cardPoints":[100,100],"meldPoints":[0,0],"dackeln":false,"vorlauf":null}]}', 'add up to 200, not 164'],
  ])('%s is refused in words', (raw, says) => {
    const r = readPending(raw);
    expect(r.kind).toBe('bad');
    if (r.kind === 'bad') expect(r.message).toContain(says);
  });

  test('a hand-off longer than the limit is not read', () => {
    expect(readPending(' '.repeat(MAX_PENDING_CHARS + 1)).kind).toBe('bad');
  });
});

describe('adding it to the sheet on the page', () => {
  test('no sheet yet: a new sheet with every deal', () => {
    const merged = mergePending(null, match([DEAL_1]));
    expect(merged.kind).toBe('started');
    if (merged.kind === 'started') {
      expect(merged.sheet.scores).toEqual([62, 102]);
      expect(mergedWords(merged, 1)).toBe('New sheet: added deal 1 from the game against the bots.');
    }
  });

  test('the sheet of this match after deal 1: deals 2 and 3 are added (62 + 102 = 164, 102 + 62 = 164)', () => {
    const merged = mergePending(sheet([DEAL_1]), match([DEAL_1, DEAL_2, DEAL_3]));
    expect(merged.kind).toBe('added');
    if (merged.kind === 'added') {
      expect(merged.added).toBe(2);
      expect(merged.sheet.scores).toEqual([164, 164]);
      expect(mergedWords(merged, 3)).toBe('Added deals 2 to 3 from the game against the bots.');
    }
  });

  test('handing the same match over again adds nothing, whatever the order of the keys', () => {
    expect(mergePending(sheet([DEAL_1, DEAL_2, DEAL_3]), match([DEAL_1, DEAL_2, { ...DEAL_3 }]))).toEqual({ kind: 'already' });
  });

  test.each([
    ['other players', sheet([], { players: ['Eva', 'Ben', 'Cem', 'Dia'] }), 'seats Eva, Ben, Cem, Dia'],
    ['another first dealer', sheet([], { firstDealer: 0 }), 'began with Ana dealing'],
    ['another misdeal rule', sheet([], { misdeal: 'strict' }), 'counts a misdeal as strict'],
    ['a different deal 1', sheet([DEAL_2], { firstDealer: 3 }), 'deal 1 on this page differs'],
  ])('a sheet of another match (%s) is kept; the reader may replace it', (_what, current, says) => {
    const merged = mergePending(current, match([DEAL_1]));
    expect(merged.kind).toBe('conflict');
    if (merged.kind === 'conflict') {
      expect(merged.reason).toContain(says);
      expect(merged.replacement.record.deals).toEqual([DEAL_1]);
    }
  });
});

describe('the hand-off on a German page: every notice in German (worked out by hand), English as always', () => {
  const three = match([{ kind: 'thrown-in', dealer: 3 }], { players: ['Ana', 'Ben', 'Cem'] });

  test('no JSON; three names (the sheet\'s own reason, in German)', () => {
    expect(readPending('{', 'de')).toEqual({ kind: 'bad', message: 'Die Partie gegen die Bots lässt sich nicht auf den Spielzettel übernehmen: sie ist kein gültiges JSON.' });
    expect(readPending(pendingText(three), 'de')).toEqual({ kind: 'bad', message: 'Die Partie gegen die Bots lässt sich nicht auf den Spielzettel übernehmen: ein SENS-Spielzettel braucht vier Spielernamen.' });
    expect(mergePending(null, three, 'de')).toEqual({ kind: 'bad', message: 'Die übergebene Partie lässt sich nicht übernehmen: ein SENS-Spielzettel braucht vier Spielernamen.' });
    expect(mergePending(null, three)).toEqual({ kind: 'bad', message: 'The match handed over cannot be added: a SENS sheet needs four player names.' });
  });

  test('added, already there, another match', () => {
    expect(mergedWords(mergePending(null, match([DEAL_1]), 'de') as Merged, 1, 'de')).toBe('Neuer Spielzettel: Spiel 1 aus der Partie gegen die Bots eingetragen.');
    const all = match([DEAL_1, DEAL_2, DEAL_3]);
    expect(mergedWords(mergePending(sheet([DEAL_1]), all, 'de') as Merged, 3, 'de')).toBe('Spiele 2 bis 3 aus der Partie gegen die Bots eingetragen.');
    expect(mergedWords(mergePending(sheet([DEAL_1, DEAL_2, DEAL_3]), all, 'de') as Merged, 3, 'de')).toBe('Alle Spiele der Partie gegen die Bots stehen schon auf diesem Spielzettel.');
    const strict = mergePending(sheet([DEAL_1], { misdeal: 'strict' }), match([DEAL_1, DEAL_2]), 'de');
    expect(mergedWords(strict as Merged, 2, 'de')).toBe('Die Partie gegen die Bots ist nicht übernommen: der Spielzettel hier zählt Vergeben als strict, die übergebene Partie als mild.');
    const anaFirst = mergePending(sheet([], { firstDealer: 0 }), match([DEAL_1]), 'de');
    expect(mergedWords(anaFirst as Merged, 1, 'de')).toBe('Die Partie gegen die Bots ist nicht übernommen: auf dem Spielzettel hier hat Ana zuerst gegeben, in der übergebenen Partie Dia.');
    expect(mergedWords(mergePending(sheet([], { firstDealer: 0 }), match([DEAL_1])) as Merged, 1)).toBe('The match from the game against the bots was not added: the sheet on this page began with Ana dealing, the match handed over with Dia.');
  });

  test('every word of the hand-off has German', () => {
    expect(Object.keys(PENDING_WORDS.de)).toEqual(Object.keys(PENDING_WORDS.en));
    expect(PENDING_WORDS.de.replaced).not.toBe(PENDING_WORDS.en.replaced);
  });
});
