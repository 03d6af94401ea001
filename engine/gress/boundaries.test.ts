/**
 * Everything that crosses a boundary, tried as an attacker would: the faults
 * found from outside (shared/findings/gress-turn2: an empty play pile in a share
 * link, lawful actions exponential in Sevens and linear in a debt, huge numbers
 * breaking the notation round trip, a 9.6 MB link) as tests of the fixed
 * behaviour, and the worst positions the limits accept (worst-positions.ts),
 * each answered by the lawful-actions query with a list bounded by counts, not
 * exponential or linear in what the limits allow. The times of these worst
 * cases are budgets of `npm run bench` (bench/worst-cases.ts), not of the tests.
 */
import { describe, expect, test } from 'vitest';
import { replay } from '../core/played';
import { gress } from './game';
import { lawfulActions } from './lawful';
import { MAX_DEBT_CARDS, MAX_GAME_ACTIONS, MAX_LINK_CHARS } from './limits';
import { advance, startFrom } from './machine';
import { formatAction, parseAction } from './notation';
import { formatGame, formatPosition, parseGame, parsePosition } from './position-notation';
import { decodeShareLink, encodeShareLink } from './share-link';
import type { GressState } from './types';
import { WORST_POSITIONS } from './worst-positions';

const TABLE = 'players=Ana,Ben,Cem dealer=Cem phase=running';
const read = (text: string): GressState => {
  const p = parsePosition(text);
  if (!p.ok) throw new Error(p.error);
  return p.state;
};

describe('positions are checked for sense, not only for syntax', () => {
  test.each([
    ['a running game without a play pile (2.4)', `${TABLE} hands=7C/8H/9D markes=-/-/- ready=Ana,Ben,Cem draw=KS turn=Ana dir=cw throws=yes next=2`, 'at least one card on the play pile (2.4)'],
    ['a card from a fifth pack', `${TABLE} hands=7C5/8H/9D markes=-/-/- pile=QC@Cem:o1 turn=Ana dir=cw throws=yes next=2`, 'at most 4 packs'],
    ['a debt tied to an event still to come (4.12)', `${TABLE} hands=7C/8H/9D markes=-/-/- pile=QC@Cem:o1 turn=Ana dir=cw throws=yes debts=Ana:2@9/5.2 next=2`, 'has not'],
    ['a debt larger than the limit', `${TABLE} hands=7C/8H/9D markes=-/-/- pile=QC@Cem:o1 turn=Ana dir=cw throws=yes debts=Ana:10000000@1/5.2 next=2`, `1 to ${MAX_DEBT_CARDS} cards`],
    ['a halt in a running game (4.15)', `${TABLE} hands=7C/8H/9D markes=-/-/- pile=QC@Cem:o1 turn=Ana dir=cw throws=no:4.15 halt=reshuffle:Ana/10.1 next=2`, 'go together'],
    ['a swap of a player with himself', `${TABLE} hands=7C/8H/9D markes=-/-/- pile=QC@Cem:o1 turn=Ana dir=cw throws=yes swap=Ana:Ben+Ben/announced/5.5 next=2`, 'different players'],
    ['throws allowed and forbidden at once (4.2)', `${TABLE} hands=7C/8H/9D markes=-/-/- pile=QC@Cem:o1 turn=Ana dir=cw throws=yes:4.8 next=2`, 'at once'],
    ['a live game in which a player has nothing left (9.1)', `${TABLE} hands=7C/-/9D markes=-/-/- pile=QC@Cem:o1 turn=Ana dir=cw throws=yes next=2`, 'Ben has no cards, no Marke and no debt'],
    ['an event number beyond the limit', `${TABLE} hands=7C/8H/9D markes=-/-/- pile=QC@Cem:o1 turn=Ana dir=cw throws=yes next=99999999`, 'next event id'],
    ['an event number too large for a whole number', `${TABLE} hands=7C/8H/9D markes=-/-/- pile=QC@Cem:o1 turn=Ana dir=cw throws=yes debts=Ana:2@99999999999999999999999/5.2 next=2`, 'expected an event number'],
  ])('%s is refused with the reason', (_, text, reason) => {
    const p = parsePosition(text);
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.error).toContain(reason);
  });

  test('a share link of a game without a play pile says so plainly and the sandbox never sees it', () => {
    // The link is built the way an attacker would: a well-formed wrapper around a bad game.
    const text = `${TABLE} hands=7C/8H/9D markes=-/-/- ready=Ana,Ben,Cem draw=KS turn=Ana dir=cw throws=yes next=2`;
    const bytes = new TextEncoder().encode(text);
    let h = 0x811c9dc5;
    for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
    const payload = Buffer.from(bytes).toString('base64url');
    const link = ['g1', bytes.length.toString(36), h.toString(36), payload].join('.');
    const decoded = decodeShareLink(link);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.error).toContain('play pile (2.4)');
  });

  test('a play on a table without a play pile is refused, not a crash', () => {
    const fine = read(`${TABLE} hands=7C/8H/9D markes=-/-/- pile=QC@Cem:o1 turn=Ana dir=cw throws=yes next=2`);
    const forged = { ...fine, playPile: [] };
    const ruling = advance(startFrom(forged), { type: 'play', seat: 0, cards: ['7C'], hand: 'action' }).context.ruling!;
    expect(ruling.classification).toBe('refused');
    expect(ruling.citations).toContain('2.4');
  });
});

describe('numbers survive the notation round trip or are refused', () => {
  const players = ['Ana', 'Ben', 'Cem'];
  test.each([
    ['Ana play 7C1000000000000000000000', 'deck number from 1 to 99'],
    ['Ana give QS99999999999999999999999 to Ben', 'deck number from 1 to 99'],
    ['Ana play 7C9007199254740993', 'deck number from 1 to 99'],
    ['Ana draw 100000000000', 'a number of cards from 1 to 999'],
    ['Ana reshuffle 99999999999', 'a seed'],
  ])('%s', (text, reason) => {
    const r = parseAction(text, players);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(reason);
  });

  test('the largest accepted numbers round-trip exactly', () => {
    for (const text of ['Ana play 7C99', 'Ana draw 999', 'Ana reshuffle 4294967295', 'Ana play 10h']) {
      const r = parseAction(text, players);
      if (!r.ok) throw new Error(r.error);
      const again = parseAction(formatAction(r.action, players), players);
      expect(again.ok && again.action).toEqual(r.action);
    }
  });
});

describe('share links and games have limits, and a bad one costs little', () => {
  const start = `${TABLE} hands=7C,8C/8H,9H/9D,TD markes=KS/KH/KD ready=Ana,Ben,Cem pile=QC@Cem:o1 draw=AS,AH,AD,AC turn=Ana dir=cw throws=yes next=2`;

  test('a link longer than the limit is refused at once', () => {
    const junk = `g1.${(7_500_000).toString(36)}.abc.${'A'.repeat(10_000_000)}`;
    const r = decodeShareLink(junk);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(`at most ${MAX_LINK_CHARS}`);
  });

  test('a game with more actions than the limit is refused; one at the limit replays', () => {
    const over = parseGame([start, ...Array.from({ length: MAX_GAME_ACTIONS + 1 }, () => 'Ana call')].join('\n'));
    expect(over.ok).toBe(false);
    if (!over.ok) expect(over.error).toContain(`at most ${MAX_GAME_ACTIONS} actions`);
    const atLimit = parseGame([start, ...Array.from({ length: MAX_GAME_ACTIONS }, (_, i) => (i % 2 ? 'Ana call' : 'Ben play 8H'))].join('\n'));
    if (!atLimit.ok) throw new Error(atLimit.error);
    const link = encodeShareLink(atLimit.game);
    expect(link.length).toBeLessThanOrEqual(MAX_LINK_CHARS);
    const opened = decodeShareLink(link);
    expect(opened.ok).toBe(true);
    if (opened.ok) expect(replay(gress, opened.game.start, opened.game.actions).frames).toHaveLength(opened.game.actions.length + 1);
  });

  test('every position the notation writes is read back (formatGame of a game at the limits)', () => {
    const g = parseGame(start);
    if (!g.ok) throw new Error(g.error);
    expect(parseGame(formatGame(g.game)).ok).toBe(true);
  });
});

describe('the lawful-actions query is bounded on the worst positions the limits accept', () => {
  /**
   * What one seat's list may hold on these positions: packets by bottom face, top face and size (at most
   * 4 x 4 x 15, lawful.ts), each card alone (at most 116), gives by face and receiver (32 x 11), pairs of
   * swap partners (66 of twelve players), draws by the ends of the debts' ranges (2 x 256) and a few
   * complaints: under a thousand on each. Every subset of sixteen Sevens would be 65,536 packets, and
   * every count of 256 debts of 256 cards 65,536 draws.
   */
  const PER_SEAT_BOUND = 1_000;

  test.each(WORST_POSITIONS)('%s: a bounded list for every seat', (_, text) => {
    const state = read(text);
    const listed = [...state.players.keys()].map((seat) => lawfulActions(state, seat).length);
    expect(listed.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(Math.max(...listed)).toBeLessThanOrEqual(PER_SEAT_BOUND);
    expect(formatPosition(state)).toBe(text);
  });
});
