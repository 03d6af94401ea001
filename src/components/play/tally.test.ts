import { describe, expect, test } from 'vitest';
import { EMPTY_TALLY, MAX_REMEMBERED, MAX_TALLY_COUNT, parseTally, recordResult, serialiseTally, tallyWords } from './tally';

describe("the reader's record against the bots", () => {
  test('nothing stored is an empty record; a record round-trips', () => {
    expect(parseTally(null)).toEqual({ ok: true, tally: EMPTY_TALLY });
    const t = recordResult(recordResult(EMPTY_TALLY, 'a', 'won'), 'b', 'lost');
    expect(parseTally(serialiseTally(t))).toEqual({ ok: true, tally: t });
  });

  test('each finished game counts once, by its key', () => {
    const once = recordResult(EMPTY_TALLY, 'the-game:x:0:-', 'won');
    expect(recordResult(once, 'the-game:x:0:-', 'won')).toBe(once);
    expect(once).toMatchObject({ won: 1, lost: 0, drawn: 0 });
    expect(recordResult(once, 'the-game:y:0:-', 'drawn')).toMatchObject({ won: 1, lost: 0, drawn: 1 });
  });

  test('only the latest games are remembered', () => {
    let t = EMPTY_TALLY;
    for (let i = 0; i < MAX_REMEMBERED + 5; i++) t = recordResult(t, `g${i}`, 'lost');
    expect(t.lost).toBe(MAX_REMEMBERED + 5);
    expect(t.counted).toHaveLength(MAX_REMEMBERED);
    expect(t.counted[0]).toBe('g5');
  });

  test.each([
    ['{', 'not valid JSON'],
    ['[]', 'not a record'],
    ['{"version":2,"won":0,"lost":0,"drawn":0,"counted":[]}', 'format 2'],
    [`{"version":1,"won":${MAX_TALLY_COUNT + 1},"lost":0,"drawn":0,"counted":[]}`, 'whole numbers'],
    ['{"version":1,"won":-1,"lost":0,"drawn":0,"counted":[]}', 'whole numbers'],
    ['{"version":1,"won":1.5,"lost":0,"drawn":0,"counted":[]}', 'whole numbers'],
    ['{"version":1,"won":0,"lost":0,"drawn":0,"counted":[1]}', 'short names'],
    [`{"version":1,"won":0,"lost":0,"drawn":0,"counted":[${Array.from({ length: MAX_REMEMBERED + 1 }, () => '"k"').join(',')}]}`, 'short names'],
  ])('a damaged record (%s) is an error in words', (raw, says) => {
    const r = parseTally(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(says);
  });

  test('in words', () => {
    expect(tallyWords({ won: 1, lost: 2, drawn: 0, counted: [] }, 'game')).toBe('In this browser you have won 1 game against the bots and lost 2.');
    expect(tallyWords({ won: 3, lost: 0, drawn: 1, counted: [] }, 'match')).toBe('In this browser you have won 3 matches against the bots and lost 0, 1 drawn.');
  });
});

describe('the record in German', () => {
  test('a damaged record says why in German', () => {
    expect(parseTally('{', 'de')).toEqual({ ok: false, error: 'Die Bilanz deiner Spiele in diesem Browser lässt sich nicht lesen: Sie ist kein gültiges JSON.' });
    expect(parseTally('{"version":2,"won":0,"lost":0,"drawn":0,"counted":[]}', 'de')).toEqual({
      ok: false,
      error: 'Die Bilanz deiner Spiele in diesem Browser lässt sich nicht lesen: Sie wurde im Format 2 gespeichert, und diese Seite liest Format 1.',
    });
  });

  test('a sound record reads the same in either language', () => {
    const t = recordResult(EMPTY_TALLY, 'a', 'drawn');
    expect(parseTally(serialiseTally(t), 'de')).toEqual(parseTally(serialiseTally(t)));
  });
});
