/** The Game object: identity, the deal as 4.1-4.4 describe it, lawful actions against brute force, the bot's view, malformed input. */
import { describe, expect, test } from 'vitest';
import { prng } from '../core/prng';
import { fullPack, PLAIN_ORDER, SUITS } from './cards';
import { sens } from './index';
import { PARAGRAPH_NUMBERS, SECTIONS } from './paragraphs';
import { drawForDealer, shuffleAndCut } from './rules/4-dealing';
import { positionFromSetup } from './setup';
import type { SensAction, SensState, Seat } from './types';

const PLAYERS = ['Ana', 'Ben', 'Cem', 'Dia'];
const dealt = (seed: number): SensState => {
  const r = sens.deal(PLAYERS, seed);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/** Every simple action a seat could try: each card played, each suit bid, each one-word action, a deal. */
function simpleActions(seat: Seat): SensAction[] {
  const out: SensAction[] = fullPack().map((card) => ({ type: 'play', seat, card }));
  for (const suit of SUITS) out.push({ type: 'bid', seat, suit });
  for (const type of ['pass', 'rob', 'rest', 'bella', 'takeBack', 'claim', 'misdeal', 'vorlauf', 'look'] as const) out.push({ type, seat } as SensAction);
  return out;
}

describe('the Game object', () => {
  test('identity', () => {
    expect(sens.id).toBe('sens');
    expect(sens.title).toBe('SENS');
    expect(sens.seats).toEqual({ min: 4, max: 4 });
    expect(sens.sections).toBe(SECTIONS);
    expect(PARAGRAPH_NUMBERS).toContain('12.1');
  });

  test('4.1 (the reading at 4.1): the first dealer drew the highest card, plain order, Eichel before Gras before Herz before Schellen', () => {
    for (let seed = 0; seed < 200; seed++) {
      const { drawn, dealer } = drawForDealer(seed);
      expect(new Set(drawn).size).toBe(4);
      const key = (c: string) => PLAIN_ORDER.indexOf(c[0] as never) * 10 + (3 - 'EGHS'.indexOf(c[1]));
      const best = [0, 1, 2, 3].reduce((a, b) => (key(drawn[b]) > key(drawn[a]) ? b : a));
      expect(dealer).toBe(best);
      expect(dealt(seed).deal.dealer).toBe(dealer);
    }
  });

  test('4.4, 5.4: three then two each from Vorhand, the dealer last, the next card turned; the rest three each and two to the dealer', () => {
    const start = positionFromSetup({ players: PLAYERS, dealer: 'Cem', phase: 'deal' });
    if (!start.ok) throw new Error(start.error);
    const after = sens.apply(start.value, { type: 'deal', seat: 2, seed: 99 });
    expect(after.ruling.classification).toBe('lawful');
    const pack = shuffleAndCut(99);
    const d = after.state.deal;
    // Vorhand is Dia (3), then Ana, Ben, and Cem (2) deals himself last.
    expect(d.hands[3]).toEqual([...pack.slice(0, 3), ...pack.slice(12, 14)]);
    expect(d.hands[0]).toEqual([...pack.slice(3, 6), ...pack.slice(14, 16)]);
    expect(d.hands[1]).toEqual([...pack.slice(6, 9), ...pack.slice(16, 18)]);
    expect(d.hands[2]).toEqual([...pack.slice(9, 12), ...pack.slice(18, 20)]);
    expect(d.turned).toBe(pack[20]);
    expect(d.pack).toEqual(pack.slice(21));
    expect(after.state.phase).toBe('bidding');
    expect(d.turn).toBe(2);
    let s = after.state;
    s = sens.apply(s, { type: 'bid', seat: 2, suit: pack[20][1] as never }).state;
    const rest = sens.apply(s, { type: 'rest', seat: 2 });
    expect(rest.ruling.lawful).toBe(true);
    const r = rest.state.deal;
    expect(r.hands[3].slice(5)).toEqual(pack.slice(21, 24));
    expect(r.hands[0].slice(5)).toEqual(pack.slice(24, 27));
    expect(r.hands[1].slice(5)).toEqual(pack.slice(27, 30));
    expect(r.hands[2].slice(5)).toEqual([pack[20], ...pack.slice(30, 32)]);
    expect(r.pack).toEqual([]);
    expect(r.turn).toBe(3);
  });

  test('lawful actions agree with what apply accepts as lawful (simple actions, positions of bot matches)', () => {
    for (let seed = 1; seed <= 6; seed++) {
      let s = dealt(seed);
      const random = prng(seed);
      for (let i = 0; s.phase !== 'match-over' && i < 400; i++) {
        if (i % 3 === 0) {
          for (const seat of [0, 1, 2, 3] as Seat[]) {
            const key = (a: SensAction) => sens.formatAction(a, PLAYERS).replace(/ deal \d+$/, ' deal');
            const lawful = new Set(sens.lawfulActions(s, seat).map(key));
            const accepted = [...simpleActions(seat), { type: 'deal', seat, seed: 5 } as SensAction].filter((a) => sens.apply(s, a).ruling.lawful).map(key);
            for (const a of accepted) expect(lawful.has(a), `${a} in ${sens.formatPosition(s)}`).toBe(true);
            for (const a of sens.lawfulActions(s, seat)) expect(sens.apply(s, a).ruling.lawful).toBe(true);
          }
        }
        s = sens.apply(s, sens.botChoice(s, random)!).state;
      }
    }
  });

  test('the bot sees no hidden card: the other hands and the pack\u2019s order change nothing', () => {
    for (let seed = 1; seed <= 40; seed++) {
      let s = dealt(seed);
      const random = prng(seed);
      for (let i = 0; i < 5 + (seed % 25); i++) {
        const a = sens.botChoice(s, random);
        if (!a) break;
        s = sens.apply(s, a).state;
      }
      if (s.phase !== 'play' && s.phase !== 'bidding') continue;
      const me = s.deal.turn;
      // Shuffle the cards the player to act cannot see among the other hands and the pack, keeping every size.
      const others = [0, 1, 2, 3].filter((x) => x !== me);
      const keepLast = s.phase === 'bidding' && s.options.dealerSeesLast && me === s.deal.dealer;
      const hiddenPack = keepLast ? s.deal.pack.slice(0, -1) : s.deal.pack;
      const pool = [...others.flatMap((x) => s.deal.hands[x]), ...hiddenPack].reverse();
      let at = 0;
      const hands = s.deal.hands.map((h, x) => (x === me ? h : pool.slice(at, (at += h.length))));
      const pack = [...pool.slice(at), ...(keepLast ? s.deal.pack.slice(-1) : [])];
      const hidden: SensState = { ...s, deal: { ...s.deal, hands, pack } };
      expect(sens.botChoice(hidden, prng(seed))).toEqual(sens.botChoice(s, prng(seed)));
    }
  });

  test('malformed actions are refused with a reason, never thrown, and change nothing', () => {
    const s = dealt(4);
    for (const action of [null, undefined, {}, { type: 'play', seat: 0 }, { type: 'play', seat: 7, card: 'UE' }, { type: 'play', seat: s.deal.turn, card: 'XX' },
      { type: 'bid', seat: s.deal.turn, suit: 'Q' }, { type: 'meld', seat: 0, cards: 'x' }, { type: 'meld', seat: 0, cards: [1, 2, 3] }, { type: 'peek', seat: 0 },
      { type: 'deal', seat: 0, seed: -5 }, { type: 'deal', seat: 0, seed: 1, counts: [9, 9, 9, 9] }, { type: 'deal', seat: 0, seed: 1, counts: 'x' }]) {
      const applied = sens.apply(s, action as unknown as SensAction);
      expect(applied.ruling.classification).toBe('refused');
      expect(applied.state).toBe(s);
      expect(applied.ruling.citations.length).toBeGreaterThan(0);
      for (const c of applied.ruling.citations) expect(PARAGRAPH_NUMBERS).toContain(c);
    }
  });

  test('describeAction speaks plainly', () => {
    expect(sens.describeAction!({ type: 'bid', seat: 1, suit: 'H' }, PLAYERS)).toBe('Ben takes the game with Herz as trumps');
    expect(sens.describeAction!({ type: 'play', seat: 0, card: 'UE' }, PLAYERS)).toBe('Ana plays the Eichel-Unter');
    expect(sens.describeAction!({ type: 'meld', seat: 2, cards: ['9H', 'TH', 'UH', 'OH'] }, PLAYERS)).toBe('Cem announces a Quart worth 50');
    expect(sens.describeAction!({ type: 'look', seat: 3 }, PLAYERS)).toBe('Dia looks at the last trick again');
  });

  test('a state is plain JSON', () => {
    const s = dealt(8);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  test('bad players and seeds are reported, not thrown', () => {
    expect(sens.deal(['Ana', 'Ben', 'Cem'], 1).ok).toBe(false);
    expect(sens.deal(['Ana', 'Ben', 'Cem', 'ana'], 1).ok).toBe(false);
    expect(sens.deal(['Ana', 'Ben', 'Cem', 'D!a'], 1).ok).toBe(false);
    expect(sens.deal(PLAYERS, -1).ok).toBe(false);
    expect(sens.deal(PLAYERS, 2 ** 32).ok).toBe(false);
  });
});

describe('wrong cards (1.3, 1.4)', () => {
  /** Ana leads, Ben follows, Cem fouls with the fourth card of the first trick. */
  const base = () => {
    const r = positionFromSetup({
      players: PLAYERS, dealer: 'Dia', game: { by: 'Ben', trump: 'H' },
      hands: {
        Ana: ['AE', '7E', '8E', '9E', 'TE', 'KG', 'OG', '9G'], Ben: ['KE', '8G', 'TG', 'AG', '7S', '8S', '9S', 'TS'],
        Cem: ['UE', 'OE', '7G', 'US', 'OS', 'KS', 'AS', '7H'], Dia: ['UG', 'UH', '9H', 'TH', 'OH', 'KH', 'AH', '8H'],
      },
      melds: { Dia: [['9H', 'TH', 'UH', 'OH', 'KH', 'AH']] },
    });
    if (!r.ok) throw new Error(r.error);
    return r.value;
  };

  test('the fourth card of the first trick taken back: the trick and the melds\u2019 settlement go back too', () => {
    let s = base();
    for (const a of ['Ana play AE', 'Ben play KE', 'Cem play UE']) s = sens.apply(s, (sens.parseAction(a, PLAYERS) as { value: SensAction }).value).state;
    // Dia is void in Eichel and holds trumps: the Gras-Unter breaks 9.4.
    const wrong = sens.apply(s, { type: 'play', seat: 3, card: 'UG' });
    expect(wrong.ruling.classification).toBe('foul');
    expect(wrong.ruling.citations).toEqual(expect.arrayContaining(['9.4', '1.3']));
    expect(wrong.state.deal.tricks.length).toBe(1);
    expect(wrong.state.deal.settlement?.side).toBe(1);
    const back = sens.apply(wrong.state, { type: 'takeBack', seat: 3 });
    expect(back.ruling.lawful).toBe(true);
    expect(back.state.deal.tricks).toEqual([]);
    expect(back.state.deal.settlement).toBeNull();
    expect(back.state.deal.trick.map((p) => p.card)).toEqual(['AE', 'KE', 'UE']);
    expect(back.state.deal.turn).toBe(3);
    expect(back.state.deal.fouls).toEqual([]);
    expect(sens.parsePosition(sens.formatPosition(back.state))).toEqual({ ok: true, value: back.state });
  });

  test('a claim after the deal was counted rewrites its line', () => {
    let s = base();
    s = sens.apply(s, { type: 'play', seat: 0, card: 'AE' }).state;
    s = sens.apply(s, { type: 'play', seat: 1, card: 'KE' }).state;
    s = sens.apply(s, { type: 'play', seat: 2, card: 'UE' }).state;
    s = sens.apply(s, { type: 'play', seat: 3, card: 'UG' }).state;
    const random = prng(3);
    while (s.phase === 'play') s = sens.apply(s, sens.botChoice(s, random)!).state;
    expect(s.deal.end?.kind).toBe('counted');
    const claimed = sens.apply(s, { type: 'claim', seat: 0 });
    expect(claimed.ruling.lawful).toBe(true);
    expect(claimed.state.deal.end?.kind).toBe('foul');
    // Dia's side offended; its run of six (100) and the Bella inside it (20) count: 164 + 120 to Ana and Cem.
    expect(claimed.state.ledger).toEqual([[284, 0]]);
    expect(claimed.state.scores).toEqual([284, 0]);
    expect(sens.apply(claimed.state, { type: 'claim', seat: 0 }).ruling.classification).toBe('refused');
  });
});
