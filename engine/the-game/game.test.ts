/** The `Game` object, the statechart, the lawful-actions list, the bot and the paragraph list. */
import { describe, expect, test } from 'vitest';
import { prng, shuffle } from '../core/prng';
import { chooseFromView } from './bots';
import { theGame } from './index';
import { advance, startFrom } from './machine';
import { PARAGRAPH_NUMBERS, SECTIONS } from './paragraphs';
import { turnView } from './rules/5-turn';
import { act, position } from './test-helpers';
import type { TheGameAction, TheGameState } from './types';

const PLAYERS = ['Ben', 'Ana'];
const dealt = (seed: number): TheGameState => {
  const r = theGame.deal(PLAYERS, seed);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/** Every action a seat could physically try: any number card on any pile, and ending the turn. */
function everyAction(seat: number): TheGameAction[] {
  const out: TheGameAction[] = [{ type: 'endTurn', seat }];
  for (let card = 2; card <= 59; card++) for (const owner of [0, 1]) for (const row of ['up', 'down'] as const) out.push({ type: 'lay', seat, card, pile: { owner, row } });
  return out;
}

describe('the Game object', () => {
  test('identity and table size', () => {
    expect(theGame.id).toBe('the-game');
    expect(theGame.seats).toEqual({ min: 2, max: 2 });
    expect(theGame.sections).toBe(SECTIONS);
    expect(theGame.playersOf(dealt(1))).toEqual(PLAYERS);
    expect(theGame.isOver(dealt(1))).toBe(false);
  });

  test('apply gives the same state and ruling as the statechart, and a refusal leaves the very same state', () => {
    const s = dealt(5);
    const mover = s.toMove;
    const card = s.seats[mover].hand[0];
    for (const action of [{ type: 'lay', seat: mover, card, pile: { owner: mover, row: 'up' } }, { type: 'endTurn', seat: mover }, { type: 'endTurn', seat: 1 - mover }] as TheGameAction[]) {
      const applied = theGame.apply(s, action);
      const { game, ruling } = advance(startFrom(s), action).context;
      expect(applied.state).toEqual(game);
      expect(applied.ruling).toEqual(ruling);
      if (!applied.ruling.lawful) expect(applied.state).toBe(s);
      expect(applied.ruling.action).toBe(theGame.formatAction(action, PLAYERS));
      expect(applied.ruling.events).toEqual([]);
    }
  });

  test('the statechart sits in playing, and in over once the game has ended', () => {
    const s = position({ ben: { hand: [30], up: [29], down: [31], rest: 'piles' }, ana: { hand: [10, 11, 12, 13, 14, 15] } });
    const snap = startFrom(s);
    expect(snap.value).toBe('playing');
    const won = advance(snap, { type: 'lay', seat: 0, card: 30, pile: { owner: 0, row: 'up' } });
    expect(won.value).toBe('over');
    expect(startFrom(won.context.game).value).toBe('over');
    const after = advance(won, { type: 'endTurn', seat: 1 });
    expect(after.context.ruling).toMatchObject({ classification: 'refused', citations: ['7.1'] });
    expect(after.context.game).toBe(won.context.game);
  });
});

describe('lawful actions', () => {
  test('at the deal: each of the six cards on each own pile, nothing on the opponent\u2019s empty piles, no ending yet', () => {
    const s = dealt(9);
    const lawful = theGame.lawfulActions(s, s.toMove);
    expect(lawful).toHaveLength(12);
    expect(lawful.every((a) => a.type === 'lay' && a.pile.owner === s.toMove)).toBe(true);
    expect(theGame.lawfulActions(s, 1 - s.toMove)).toEqual([]);
  });

  test('a worked position: Ana\u2019s ascending pile shows 29', () => {
    const s = position({ ben: { hand: [30, 35, 34, 12, 50, 51] }, ana: { hand: [2, 3, 4, 5, 6, 7], up: [29] } });
    const lawful = theGame.lawfulActions(s, 0).map((a) => theGame.formatAction(a, PLAYERS));
    expect(lawful).toHaveLength(13);
    expect(lawful).toContain('Ben lay 12 on Ana up');
    expect(lawful.filter((a) => a.includes('Ana'))).toEqual(['Ben lay 12 on Ana up']);
  });

  test('against brute force: exactly the actions the rules accept, on positions of bot games', () => {
    for (let seed = 1; seed <= 15; seed++) {
      let s = dealt(seed);
      const random = prng(seed);
      for (let i = 0; s.phase === 'playing'; i++) {
        if (i % 7 === 0) {
          for (const seat of [0, 1]) {
            const lawful = new Set(theGame.lawfulActions(s, seat).map((a) => theGame.formatAction(a, PLAYERS)));
            const accepted = everyAction(seat).filter((a) => theGame.apply(s, a).ruling.lawful).map((a) => theGame.formatAction(a, PLAYERS));
            expect(new Set(accepted)).toEqual(lawful);
          }
        }
        s = theGame.apply(s, theGame.botChoice(s, random)!).state;
      }
      expect(theGame.lawfulActions(s, 0)).toEqual([]);
      expect(theGame.lawfulActions(s, 1)).toEqual([]);
    }
  });
});

describe('the bot', () => {
  test('chooses lawful actions and has none once the game is over', () => {
    let s = dealt(11);
    const random = prng(11);
    while (!theGame.isOver(s)) {
      const action = theGame.botChoice(s, random)!;
      const applied = theGame.apply(s, action);
      expect(applied.ruling.lawful).toBe(true);
      s = applied.state;
    }
    expect(theGame.botChoice(s, random)).toBeNull();
  });

  test('sees no hidden card: the opponent\u2019s hand and the order of the draw piles change nothing', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const s = dealt(seed);
      const me = s.toMove;
      const other = 1 - me;
      // Swap the opponent's hand with cards from their draw pile, and reorder both draw piles.
      const theirs = s.seats[other];
      const hidden: TheGameState = {
        ...s,
        seats: s.seats.map((seat, i) => (i === other
          ? { ...theirs, hand: theirs.draw.slice(0, 6), draw: shuffle([...theirs.hand, ...theirs.draw.slice(6)], seed) }
          : { ...seat, draw: shuffle(seat.draw, seed + 1) })),
      };
      expect(theGame.botChoice(hidden, prng(seed))).toEqual(theGame.botChoice(s, prng(seed)));
      expect(chooseFromView(turnView(s, me), me, prng(seed))).toEqual(theGame.botChoice(s, prng(seed)));
    }
  });

  test('never lays a first card that leaves no second', () => {
    // 45 on Ana's descending pile would be cheap, but then 30 has nowhere to go (7.2); 30 for Ana or 45 on his own pile first both work.
    const s = position({ ben: { hand: [30, 45], up: [35], down: [25] }, ana: { hand: [2, 3, 4, 5, 6, 7], up: [33], down: [40] } });
    expect(theGame.apply(s, { type: 'lay', seat: 0, card: 45, pile: { owner: 1, row: 'down' } }).state.phase).toBe('over');
    for (let seed = 0; seed < 50; seed++) {
      const first = theGame.botChoice(s, prng(seed))!;
      const after = theGame.apply(s, first);
      expect(after.state.phase).toBe('playing');
    }
  });
});

describe('paragraphs', () => {
  test('numbered in order, each once, every section with its page', () => {
    expect(PARAGRAPH_NUMBERS).toEqual(['1.1', '1.2', '1.3', '2.1', '2.2', '2.3', '2.4', '3.1', '3.2', '3.3', '3.4', '4.1', '4.2', '5.1', '5.2', '5.3', '5.4', '6.1', '6.2', '7.1', '7.2', '7.3']);
    for (const section of SECTIONS) {
      expect(section.page).toMatch(new RegExp(`^${section.number}-[a-z-]+$`));
      for (const p of section.paragraphs) {
        expect(p.number.startsWith(`${section.number}.`)).toBe(true);
        if (!p.behaviour) expect(p.why).toBeTruthy();
      }
    }
  });

  test('refusals cite real paragraphs too', () => {
    const s = dealt(2);
    for (const action of everyAction(0).concat(everyAction(1))) {
      for (const c of theGame.apply(s, action).ruling.citations) expect(PARAGRAPH_NUMBERS).toContain(c);
    }
    expect(act(s, `${PLAYERS[1 - s.toMove]} end turn`).ruling.citations).toEqual(['5.4']);
  });
});

describe('actions from outside', () => {
  test('malformed actions are refused with a ruling, never thrown', () => {
    const s = dealt(4);
    for (const action of [null, undefined, {}, { type: 'lay', seat: 0 }, { type: 'lay', seat: 7, card: 30, pile: { owner: 0, row: 'up' } }, { type: 'endTurn', seat: -1 }, { type: 'peek', seat: 0 }]) {
      const applied = theGame.apply(s, action as unknown as TheGameAction);
      expect(applied.ruling.lawful).toBe(false);
      expect(applied.state).toBe(s);
      expect(applied.ruling.citations.length).toBeGreaterThan(0);
    }
  });
});
