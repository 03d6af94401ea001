/**
 * A match handed to the score sheet by the game against the bot: read with
 * limits, checked by the engine's ledger rules, and added hand by hand
 * without adding any hand twice. Totals worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { build, type Built } from './model';
import { mergePending, mergedWords, MAX_PENDING_CHARS, pendingText, readPending, type Merged, type PendingMatch } from './pending';
import { PENDING_WORDS } from './pending-words';

const match = (hands: PendingMatch['hands'], players: [string, string] = ['Ana', 'Ben']): PendingMatch => ({ players, hands });
const sheet = (players: string[], entries: PendingMatch['hands'], target = 100): Built => {
  const r = build({ format: 'two', players, target, entries: entries.map((h) => [h]) });
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('reading a handed-over match', () => {
  test('nothing stored is nothing to add; a match round-trips', () => {
    expect(readPending(null)).toEqual({ kind: 'none' });
    const m = match([{ winner: 1, points: 25 }, { winner: null, points: 0 }]);
    expect(readPending(pendingText(m))).toEqual({ kind: 'ok', match: m });
  });

  test.each([
    ['{', 'not valid JSON'],
    ['{"version":1,"players":["Ana","Ben"],"hands":[],"extra":1}', 'unknown field "extra"'],
    ['{"version":2,"players":["Ana","Ben"],"hands":[{"winner":0,"points":5}]}', 'format 2'],
    ['{"version":1,"players":["Ana"],"hands":[{"winner":0,"points":5}]}', 'two players'],
    ['{"version":1,"players":["Ana","ana"],"hands":[{"winner":0,"points":5}]}', 'the same'],
    ['{"version":1,"players":["Ana","Ben"],"hands":[]}', 'no finished hand'],
    // §12: a hand nobody won writes 0; §9-§11: a won hand at least 1.
    ['{"version":1,"players":["Ana","Ben"],"hands":[{"winner":null,"points":5}]}', '0 points'],
    ['{"version":1,"players":["Ana","Ben"],"hands":[{"winner":0,"points":0}]}', 'at least 1'],
    ['{"version":1,"players":["Ana","Ben"],"hands":[{"winner":2,"points":5}]}', 'the winner must be 0 or 1'],
    // §13: Ana reached 100 in hand 1, so there is no hand 2.
    ['{"version":1,"players":["Ana","Ben"],"hands":[{"winner":0,"points":100},{"winner":1,"points":5}]}', 'the match is over'],
  ])('%s is refused in words', (raw, says) => {
    const r = readPending(raw);
    expect(r.kind).toBe('bad');
    if (r.kind === 'bad') expect(r.message).toContain(says);
  });

  test('a hand-off longer than the limit is not read', () => {
    const r = readPending(' '.repeat(MAX_PENDING_CHARS + 1));
    expect(r.kind).toBe('bad');
  });
});

describe('adding it to the sheet on the page', () => {
  test('no sheet yet: a new sheet with every hand', () => {
    const merged = mergePending(null, match([{ winner: 1, points: 25 }]));
    expect(merged.kind).toBe('started');
    if (merged.kind !== 'started') return;
    expect(merged.sheet.record).toEqual({ format: 'two', players: ['Ana', 'Ben'], target: 100, entries: [[{ winner: 1, points: 25 }]] });
    expect(mergedWords(merged, 1)).toBe('New sheet: added hand 1 from the game against the bot.');
  });

  test('the sheet of this match after hand 1: hands 2 and 3 are added, hand 1 not again', () => {
    const current = sheet(['Ana', 'Ben'], [{ winner: 1, points: 25 }]);
    const merged = mergePending(current, match([{ winner: 1, points: 25 }, { winner: 0, points: 30 }, { winner: null, points: 0 }]));
    expect(merged.kind).toBe('added');
    if (merged.kind !== 'added') return;
    expect(merged.added).toBe(2);
    expect(merged.sheet.record.entries).toHaveLength(3);
    expect(mergedWords(merged, 3)).toBe('Added hands 2 to 3 from the game against the bot.');
  });

  test('handing the same match over twice adds nothing; names compare without case', () => {
    const current = sheet(['ana', 'BEN'], [{ winner: 1, points: 25 }]);
    expect(mergePending(current, match([{ winner: 1, points: 25 }]))).toEqual({ kind: 'already' });
  });

  test.each([
    ['other players', sheet(['Cem', 'Dia'], []), 'the sheet on this page is Cem against Dia'],
    ['the same players the other way round', sheet(['Ben', 'Ana'], []), 'the sheet on this page is Ben against Ana'],
    ['another target', sheet(['Ana', 'Ben'], [], 150), 'plays to 150'],
    ['a different hand 1', sheet(['Ana', 'Ben'], [{ winner: 0, points: 25 }]), 'hand 1 on this page differs'],
    ['more hands', sheet(['Ana', 'Ben'], [{ winner: 1, points: 25 }, { winner: 1, points: 5 }]), 'has 2 hands, more than the 1'],
  ])('a sheet of another match (%s) is kept; the reader may replace it', (_what, current, says) => {
    const merged = mergePending(current, match([{ winner: 1, points: 25 }]));
    expect(merged.kind).toBe('conflict');
    if (merged.kind !== 'conflict') return;
    expect(merged.reason).toContain(says);
    expect(merged.replacement.record.entries).toEqual([[{ winner: 1, points: 25 }]]);
  });
});

describe('the hand-off on a German page: every notice in German (worked out by hand), English as always', () => {
  const over = match([{ winner: 0, points: 100 }, { winner: 1, points: 5 }]);

  test('a hand-off that is no JSON', () => {
    expect(readPending('{', 'de')).toEqual({ kind: 'bad', message: 'Die Partie gegen den Bot lässt sich nicht auf den Spielzettel übernehmen: sie ist kein gültiges JSON.' });
  });

  test('a hand after Ana reached 100 (§13): the ledger\'s fault in German', () => {
    expect(readPending(pendingText(over), 'de')).toEqual({
      kind: 'bad',
      message: 'Die Partie gegen den Bot lässt sich nicht auf den Spielzettel übernehmen: die Partie ist schon vorbei, denn Spieler A hat 100 erreicht (§13); danach kommt kein Spiel mehr dazu.',
    });
    expect(mergePending(null, over, 'de')).toEqual({
      kind: 'bad',
      message: 'Die übergebene Partie lässt sich nicht übernehmen: die Partie ist schon vorbei, denn Spieler A hat 100 erreicht (§13); danach kommt kein Spiel mehr dazu.',
    });
    expect(mergePending(null, over)).toEqual({
      kind: 'bad',
      message: 'The match handed over cannot be added: ledger: the match is over: player A has reached 100 (§13), so no more hands can be added.',
    });
  });

  test('added, already there, another match', () => {
    const started = mergePending(null, match([{ winner: 1, points: 25 }]), 'de');
    expect(mergedWords(started as Merged, 1, 'de')).toBe('Neuer Spielzettel: Spiel 1 aus der Partie gegen den Bot eingetragen.');
    const three = match([{ winner: 1, points: 25 }, { winner: 0, points: 30 }, { winner: null, points: 0 }]);
    const added = mergePending(sheet(['Ana', 'Ben'], [{ winner: 1, points: 25 }]), three, 'de');
    expect(mergedWords(added as Merged, 3, 'de')).toBe('Spiele 2 bis 3 aus der Partie gegen den Bot eingetragen.');
    const already = mergePending(sheet(['Ana', 'Ben'], three.hands), three, 'de');
    expect(mergedWords(already as Merged, 3, 'de')).toBe('Alle Spiele der Partie gegen den Bot stehen schon auf diesem Spielzettel.');
    const other = mergePending(sheet(['Ana', 'Cem'], []), three, 'de');
    expect(mergedWords(other as Merged, 3, 'de')).toBe('Die Partie gegen den Bot ist nicht übernommen: auf dem Spielzettel hier spielen Ana gegen Cem, in der übergebenen Partie Ana gegen Ben.');
  });

  test('every word of the hand-off has German', () => {
    expect(Object.keys(PENDING_WORDS.de)).toEqual(Object.keys(PENDING_WORDS.en));
    expect(PENDING_WORDS.de.replaced).not.toBe(PENDING_WORDS.en.replaced);
  });
});
