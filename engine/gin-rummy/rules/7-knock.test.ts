/**
 * §14.6, §14.7, §14.10, §14.11: what the ruling on an irregular knock tells
 * the table may follow. Regrouping (§14.6) can bring deadwood down but never
 * supplies a missing card, so a knock with a wrong count is not promised it;
 * what the words do promise is checked against what the engine then allows.
 */
import { describe, expect, test } from 'vitest';
import { ginRummy } from '../index';
import { positionFromSetup, type PositionSetup } from '../setup';
import type { GinState } from '../types';

const PLAYERS = ['Ana', 'Ben'];
const BEN = ['7H', '7D', '7C', '9H', 'TH', 'JH', '6S', '5H', '4S', '2D'];

function at(setup: Omit<PositionSetup, 'players' | 'dealer'>): GinState {
  const s = positionFromSetup({ players: PLAYERS, dealer: 'Ben', ...setup });
  if (!s.ok) throw new Error(s.error);
  return s.value;
}

function knock(s: GinState, line: string) {
  const a = ginRummy.parseAction(line, PLAYERS);
  if (!a.ok) throw new Error(a.error);
  return ginRummy.apply(s, a.value);
}

describe('the ruling on an irregular knock', () => {
  // Ana was dealt ten instead of eleven and knocks at once as Vorhand: nine cards laid out, all in melds (§14.11).
  const short = at({ phase: 'first-discard', hands: { Ana: ['2C', '3C', '4C', '8D', '8H', '8S', 'JS', 'QS', 'KS', '5D'], Ben: BEN } });

  test('short of a card: cites §14.11, promises no regrouping, says each missing card counts 10', () => {
    const r = knock(short, 'Ana knock 5D melds 2C3C4C 8D8H8S JSQSKS');
    expect(r.ruling.classification).toBe('irregular');
    expect(r.ruling.citations).toContain('14.11');
    expect(r.ruling.citations).not.toContain('14.6');
    expect(r.ruling.summary).not.toMatch(/14\.6|put it right by knocking again/);
    expect(r.ruling.summary).toMatch(/No regrouping changes the number of cards/);
    expect(r.ruling.summary).toMatch(/Ben may accept it, each missing card then counting 10 against Ana \(§14\.11\)/);
    expect(r.ruling.summary).toMatch(/send it back: .* by drawing without discarding \(§14\.10, §14\.11\)/);
  });

  test('what it promises is what the engine allows: accept, send back or lay out; no regular re-knock, then or after', () => {
    const s = knock(short, 'Ana knock 5D melds 2C3C4C 8D8H8S JSQSKS').state;
    expect(ginRummy.lawfulActions(s, 0).filter((a) => a.type === 'knock')).toEqual([]);
    expect(new Set(ginRummy.lawfulActions(s, 1).map((a) => a.type))).toEqual(new Set(['accept', 'reject', 'layout']));
    expect(knock(s, 'Ana knock 5D melds 2C3C4C 8D8H8S JSQSKS').ruling.classification).toBe('irregular');
    const back = knock(s, 'Ben reject');
    expect(back.ruling.summary).not.toMatch(/regular knock/);
    expect(back.state.phase).toBe('discard');
    expect(ginRummy.lawfulActions(back.state, 0).map((a) => a.type)).not.toContain('knock');
    expect(ginRummy.lawfulActions(back.state, 0).map((a) => a.type)).toContain('discard');
  });

  test('one card too many: no regrouping either; accepted, it is scored as it lies; sent back, discards without drawing', () => {
    const long = at({ phase: 'discard', turn: 'Ana', hands: { Ana: ['2C', '3C', '4C', '8D', '8H', '8S', 'JS', 'QS', 'KS', '5D', 'AD', 'KC'], Ben: BEN } });
    const r = knock(long, 'Ana knock KC melds 2C3C4C 8D8H8S JSQSKS');
    expect(r.state.hand.knock!.faults).toEqual(['count']);
    expect(r.ruling.summary).not.toMatch(/14\.6|missing card/);
    expect(r.ruling.summary).toMatch(/Ben may accept it, and it is scored as it lies \(§14\.11\)/);
    expect(r.ruling.summary).toMatch(/by discarding without drawing/);
  });

  test('over ten with the right count: §14.6 is offered, and a regrouping really puts it right', () => {
    const s = at({ phase: 'discard', turn: 'Ana', hands: { Ana: ['3C', '4C', '5C', '6C', '6D', '6H', '9S', 'TS', 'JS', '2D', 'KH'], Ben: ['7H', '7D', '7S', '7C', '9H', '9D', '9C', 'KD', 'QC', 'TH'] } });
    const r = knock(s, 'Ana knock KH melds 3C4C5C 9STSJS');
    expect(r.ruling.citations).toEqual(expect.arrayContaining(['14.6', '14.7']));
    expect(r.ruling.summary).toMatch(/Ana may still put it right by knocking again with another grouping or face-down card \(§14\.6\)/);
    expect(knock(r.state, 'Ana knock KH melds 3C4C5C 6C6D6H 9STSJS').ruling.classification).toBe('lawful');
  });

  test('short and over ten: §14.6 only for the deadwood, never for the count', () => {
    const r = knock(short, 'Ana knock 5D melds 2C3C4C');
    expect(r.state.hand.knock!.faults).toEqual(['deadwood', 'count']);
    expect(r.ruling.summary).toMatch(/Ana may knock again to bring the deadwood to ten or less \(§14\.6\), but no regrouping changes the number of cards/);
  });
});
