/**
 * The desk's position builder, its card placement, the way back from a link
 * and the link itself. Expected positions and rulings are worked out by hand
 * from the rulebook and from the fill-in rule of build-position.ts (unknown
 * cards, then Markes, then the draw pile, taken from the unplaced cards in
 * pack order: clubs, spades, hearts, diamonds, each Seven to Ace).
 */
import { describe, expect, test } from 'vitest';
import { formatCard } from '../../../../engine/core/cards';
import { dealtGame } from '../../../../engine/gress/setup';
import { encodeShareLink } from '../../../../engine/gress/share-link';
import { buildPosition } from './build-position';
import { faceState, tapFace, withPacks, type CardTarget } from './card-places';
import { deskHash, readDeskHash } from './desk-link';
import { initialSetup, MAX_DESK_ACTIONS, MAX_UNKNOWN, withPlayerCount, withWindow, type DeskSetup } from './desk-setup';
import { setupFromGame } from './read-setup';
import { replay } from './replay';
import { deskTableView } from './table-view';

const ids = (cards: readonly { rank: string; suit: string; deck: number }[]) => cards.map((c) => formatCard(c as never));

/** Taps faces into a target, failing the test on a refusal. */
function tap(setup: DeskSetup, target: CardTarget, ...faces: string[]): DeskSetup {
  return faces.reduce((s, face) => {
    const r = tapFace(s, target, face);
    if (!r.ok) throw new Error(r.message);
    return r.setup;
  }, setup);
}

/** Three players; Ana holds 7♠ 7♣ and nothing else; Ben and Cem three unknown cards each; 7♥ on top, laid by Cem as a move; Ana to move. */
function threePlayers(): DeskSetup {
  let s = withPlayerCount(initialSetup(), 3);
  s = tap(s, { kind: 'hand', seat: 0 }, '7S', '7C');
  s = tap(s, { kind: 'top' }, '7H');
  return { ...s, unknown: [0, 3, 3], topBy: 2 };
}

describe('building a position from taps', () => {
  test('three players, Ana with 7♠ 7♣, 7♥ on top: the table the engine reads', () => {
    const built = buildPosition(threePlayers());
    if (!built.ok) throw new Error(built.error);
    const s = built.state;
    expect(s.players).toEqual(['Ana', 'Ben', 'Cem']);
    expect(ids(s.hands[0])).toEqual(['7S', '7C']);
    // Unplaced cards in pack order: 7♣ is Ana's, so Ben gets 8♣ 9♣ 10♣, Cem J♣ Q♣ K♣;
    // the Markes come next: A♣, then 8♠ and 9♠ (7♠ is Ana's).
    expect(built.unknownCards).toEqual([[], ['8C', '9C', 'TC'], ['JC', 'QC', 'KC']]);
    expect(s.markes.map((m) => (m ? formatCard(m) : null))).toEqual(['AC', '8S', '9S']);
    // 32 cards: 2 in Ana's hand, 1 on the pile, 6 unknown, 3 Markes: 20 left for the draw pile, 10♠ first.
    expect(s.drawPile).toHaveLength(20);
    expect(formatCard(s.drawPile[0])).toBe('TS');
    expect(s.playPile.map((p) => [formatCard(p.card), s.players[p.by], p.as])).toEqual([['7H', 'Cem', 'move']]);
    expect([s.toMove, s.direction, s.throwsAllowed, s.debts, s.windows]).toEqual([0, 'clockwise', true, [], []]);
    expect(built.prefix).toEqual([]);
    // The desk shows the cards it filled in only as a count.
    const view = deskTableView(s, new Set(built.unknownCards.flat()));
    expect(view.seats.map((seat) => seat.line)).toEqual([
      'Ana (to move): 7♠ 7♣; Marke face down',
      'Ben: 3 unknown; Marke face down',
      'Cem: 3 unknown; Marke face down',
    ]);
    expect(view.piles).toBe('7♥ on top of the play pile (1 card); draw pile 20 cards');
  });

  test('an action on it gets the engine ruling: Ana moves with 7♠ on 7♥', () => {
    const built = buildPosition(threePlayers());
    if (!built.ok) throw new Error(built.error);
    const { steps, final } = replay(built.state, built.prefix, ['Ana play 7S']);
    // 4.5: same rank, Ana is to move and owes nothing: a move. 6.5: a Seven skips the next
    // player clockwise, Ben, who owes two; Cem, the player after next, is to move.
    expect(steps[0].ruling).toMatchObject({ classification: 'move', lawful: true });
    expect(steps[0].ruling!.citations).toEqual(expect.arrayContaining(['4.5', '6.5']));
    expect(final.toMove).toBe(2);
    expect(final.debts.map((d) => [final.players[d.seat], d.cards])).toEqual([['Ben', 2]]);
    expect(final.windows.map((w) => [w.kind, final.players[w.owner]])).toEqual([['skipDefence', 'Ben']]);
  });

  test('actions at the same moment are ruled by priority (10.9)', () => {
    const built = buildPosition(tap(threePlayers(), { kind: 'hand', seat: 1 }, 'AS'));
    if (!built.ok) throw new Error(built.error);
    // By hand: Ben's A♠ on 7♥ is one rank lower (1.2: the Ace is below the Seven) and black on
    // red, a throw; Ana's 7♠ on 7♥ is her move. Both land at once and nobody saw which was first:
    // moves come before throws (10.9, 2.2 before 2.4), so 7♠ lies below. On 7♠ the A♠ is the
    // same colour (no throw, 1.3), and as a move it is not Ben's: the Seven skipped him, so Cem
    // is to move, and only a Seven could answer the skip (6.5): a foul.
    const { steps } = replay(built.state, built.prefix, ['Ben play AS & Ana play 7S']);
    const ruling = steps[0].ruling!;
    expect(ruling.classification).toBe('simultaneous');
    expect(ruling.parts!.map((p) => [p.action, p.classification])).toEqual([
      ['Ana play 7S', 'move'],
      ['Ben play AS', 'foul'],
    ]);
  });

  test('a line that no longer reads is kept and skipped, not lost', () => {
    const built = buildPosition(threePlayers());
    if (!built.ok) throw new Error(built.error);
    const { steps, actions } = replay(built.state, [], ['Dia play 7S', 'Ana draw']);
    expect(steps[0].error).toMatch(/expected a player \(Ana, Ben, Cem\)/);
    expect(steps[1].ruling?.classification).toBe('move');
    expect(actions).toHaveLength(1);
  });
});

describe('what makes no table, in words', () => {
  test('no top card yet (2.4)', () => {
    const r = buildPosition(initialSetup());
    expect(r).toEqual({ ok: false, error: expect.stringContaining('(2.4)') });
  });

  test('a player with nothing left has gone out (9.1)', () => {
    const r = buildPosition({ ...threePlayers(), unknown: [0, 0, 3], markes: [true, false, true] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^Ben has no cards, no Marke and owes nothing.*\(9\.1\)/);
  });

  test('a player name the engine refuses', () => {
    const r = buildPosition({ ...threePlayers(), players: ['Ana', 'Ben Lee', 'Cem'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('Players: player name "Ben Lee" must start with a letter and use only letters, digits, - and _.');
  });

  test('a call window needs a hand of exactly two cards (8.1)', () => {
    const s = withWindow(threePlayers(), { kind: 'call', seat: 1, called: false });
    const r = buildPosition(s);
    expect(r).toEqual({ ok: false, error: expect.stringContaining('Ben holds 3 cards here') });
    const two = buildPosition({ ...s, unknown: [0, 2, 3] });
    if (!two.ok) throw new Error(two.error);
    expect(two.state.windows.map((w) => [w.kind, w.owner, w.data?.called])).toEqual([['lastButOneCall', 1, false]]);
  });

  test('more unknown cards than the packs hold', () => {
    let s = withPlayerCount(initialSetup(), 8);
    s = tap(s, { kind: 'top' }, 'QD');
    const r = buildPosition({ ...s, unknown: s.players.map(() => MAX_UNKNOWN) });
    // 8 x 20 unknown + 8 Markes = 168 cards, but one pack has 31 left after Q♦.
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/^Not enough cards: .* need 168, but only 31 /) });
  });

  test('a thrown Jack cannot lie on the pile as a throw (7.3)', () => {
    const s = { ...tap(threePlayers(), { kind: 'top' }, '7H', 'JC'), topAs: 'throw' as const };
    expect(buildPosition(s)).toEqual({ ok: false, error: expect.stringContaining('(7.3)') });
  });
});

describe('placing cards', () => {
  test('one pack: a card already placed is refused, naming where it is', () => {
    const s = threePlayers();
    const r = tapFace(s, { kind: 'hand', seat: 1 }, '7S');
    expect(r).toEqual({ ok: false, message: expect.stringContaining("The Seven of spades is already in Ana's hand") });
    expect(faceState(s, { kind: 'hand', seat: 1 }, '7S')).toEqual({ here: 0, free: 0, elsewhere: "Ana's hand" });
  });

  test('two packs: the second copy goes in, a third tap takes both out', () => {
    const s = withPacks(threePlayers(), 2);
    const once = tap(s, { kind: 'hand', seat: 1 }, '7S');
    expect(once.hands[1]).toEqual(['7S2']);
    // Both copies are placed now (7S with Ana, 7S2 with Ben): a tap on Ana's 7♠ can add none, so it takes hers out.
    const twice = tap(once, { kind: 'hand', seat: 0 }, '7S');
    expect(twice.hands[0]).toEqual(['7C']);
  });

  test('fewer players take their cards and windows with them', () => {
    let s = withPlayerCount(initialSetup(), 5);
    s = tap(s, { kind: 'hand', seat: 4 }, 'AS');
    s = withWindow(s, { kind: 'give', seat: 4 });
    const back = withPlayerCount(s, 3);
    expect(back.players).toEqual(['Ana', 'Ben', 'Cem']);
    expect(back.hands).toHaveLength(3);
    expect(back.windows).toEqual([]);
    expect(back.topBy).toBe(2);
  });
});

describe('a card that has only just landed', () => {
  test('is the first action, judged on the table before it; taking it back costs one card (10.4)', () => {
    let s = threePlayers();
    // 9♥ lies under; Ben has just laid 8♥ on it while Ana is to move.
    s = tap({ ...s, top: null }, { kind: 'beneath' }, '9H');
    s = { ...tap(s, { kind: 'top' }, '8H'), topBy: 1, justLaid: true };
    const built = buildPosition(s);
    if (!built.ok) throw new Error(built.error);
    expect(built.state.playPile.map((p) => formatCard(p.card))).toEqual(['9H']);
    expect(ids(built.state.hands[1]).at(-1)).toBe('8H');
    const { steps, final } = replay(built.state, built.prefix, ['Ben withdraw']);
    // 8♥ on 9♥: one rank lower but the same colour, so no throw (4.11); same suit, but only
    // Ana may move (4.1): a foul. Ben takes it back before the next event: a small foul. No
    // other player has laid a card since the table was set, so there is no "last card of
    // another player" it would have been correct before: one card owed (10.4); Ben was not to
    // move, so the turn stays with Ana.
    expect(steps.map((st) => [st.text, st.ruling?.classification, st.fromPosition])).toEqual([
      ['Ben play 8H', 'foul', true],
      ['Ben withdraw', 'withdrawal', false],
    ]);
    expect(final.debts.map((d) => [d.seat, d.cards, d.paragraph])).toEqual([[1, 1, '10.4']]);
    expect(final.toMove).toBe(0);
  });

  test('needs a card under it', () => {
    const r = buildPosition({ ...threePlayers(), justLaid: true });
    expect(r).toEqual({ ok: false, error: expect.stringContaining('choose at least one card under it') });
  });
});

describe('windows from taps', () => {
  test('Ben skipped by a Seven owes two for it and may pass it on (6.5)', () => {
    // Ana moved with 7♥: Ben is skipped, Cem is to move.
    let s = withWindow(threePlayers(), { kind: 'skip', seat: 1, by: 'sevens', sevens: 1 });
    s = { ...tap(s, { kind: 'hand', seat: 1 }, '7D'), topBy: 0, toMove: 2 };
    const built = buildPosition(s);
    if (!built.ok) throw new Error(built.error);
    expect(built.state.debts.map((d) => [d.seat, d.cards, d.paragraph])).toEqual([[1, 2, '6.5']]);
    // 7♦ on 7♥: the same rank, by the skipped player inside his window: a Seven defence (6.5).
    // His two pass to Cem, who was to move, and Cem, now skipped, owes two more: four.
    const { steps, final } = replay(built.state, [], ['Ben play 7D']);
    expect(steps[0].ruling).toMatchObject({ classification: 'defence', lawful: true });
    expect(final.debts.filter((d) => d.seat === 2).reduce((n, d) => n + d.cards, 0)).toBe(4);
    expect(final.debts.some((d) => d.seat === 1)).toBe(false);
  });

  test('a swap announced: the target may not move, only defend (5.5)', () => {
    const s = { ...withWindow(threePlayers(), { kind: 'swapAnnounced', seat: 2, target: 0 }) };
    const built = buildPosition(tap(s, { kind: 'hand', seat: 0 }, '9D'));
    if (!built.ok) throw new Error(built.error);
    expect(built.state.swap).toEqual({ by: 2, partners: [2, 0], stage: 'announced', paragraph: '5.5' });
    // 9♦ on 7♥ by Ana, the swap's target: a defence Nine (5.5), neither a move nor a throw.
    const { steps } = replay(built.state, [], ['Ana play 9D']);
    expect(steps[0].ruling).toMatchObject({ classification: 'defence', lawful: true });
  });
});

/** Everything the desk offers at once, to check the way back from a link. */
function busySetup(): DeskSetup {
  let s = withPacks(withPlayerCount(initialSetup(), 5), 2);
  s = tap(s, { kind: 'hand', seat: 0 }, 'TH', 'QS');
  s = tap(s, { kind: 'hand', seat: 3 }, 'QS', 'AD');
  s = tap(s, { kind: 'beneath' }, 'KC', '9C');
  s = tap(s, { kind: 'top' }, 'JC');
  s = tap(s, { kind: 'drawTop' }, '8H', '8H');
  s = { ...s, unknown: [1, 2, 0, 4, 2], markes: [false, true, true, false, true], debts: [0, 3, 0, 1, 0], wish: 'hearts', topBy: 4, toMove: 2 };
  s = { ...s, direction: 'counterclockwise', throws: 'afterHalt' };
  s = withWindow(s, { kind: 'wish', seat: 4 });
  s = withWindow(s, { kind: 'skip', seat: 1, by: 'sevens', sevens: 2 });
  s = withWindow(s, { kind: 'call', seat: 2, called: true });
  s = withWindow(s, { kind: 'swapRight', seat: 0, nines: 2 });
  return { ...s, unknown: [1, 2, 2, 4, 2] };
}

describe('the way back: a built position read as taps again', () => {
  test('every field comes back', () => {
    const s = busySetup();
    const built = buildPosition(s);
    if (!built.ok) throw new Error(built.error);
    const back = setupFromGame(built.state, [{ type: 'draw', seat: 2, count: 1, hand: 'action' }], built.notes);
    expect(back?.setup).toEqual(s);
    expect(back?.actions).toEqual([{ type: 'draw', seat: 2, count: 1, hand: 'action' }]);
  });

  test('with a just-landed card, the first action is taken back into the setup', () => {
    let s = tap(threePlayers(), { kind: 'beneath' }, 'KH');
    s = { ...s, justLaid: true, topBy: 1 };
    const built = buildPosition(s);
    if (!built.ok) throw new Error(built.error);
    const back = setupFromGame(built.state, [...built.prefix, { type: 'call', seat: 0 }], built.notes);
    expect(back?.setup).toEqual(s);
    expect(back?.actions).toEqual([{ type: 'call', seat: 0 }]);
  });

  test('a dealt game from the sandbox is no desk table: null, so it stays in notation', () => {
    const dealt = dealtGame({ players: ['Ana', 'Ben', 'Cem', 'Dia'], dealer: 'Dia', seed: 7 });
    if (!dealt.ok) throw new Error(dealt.error);
    expect(setupFromGame(dealt.state, [], { unknown: [0, 0, 0, 0], drawTop: 0, just: false })).toBeNull();
  });
});

describe('desk links', () => {
  const built = buildPosition(busySetup());
  if (!built.ok) throw new Error(built.error);
  const game = { start: built.state, actions: [{ type: 'draw' as const, seat: 2, count: 1, hand: 'action' as const }] };

  test('a link reads back as the same game and notes', () => {
    const hash = deskHash(game, built.notes);
    expect(hash).toMatch(/^#desk=gress\.1\.[^&]+&unknown=1,2,2,4,2&draw=2$/);
    const read = readDeskHash(hash);
    expect(read).toEqual({ kind: 'game', game, notes: built.notes });
  });

  test('a sandbox link (#play=) opens too, without notes', () => {
    const read = readDeskHash(`#play=${encodeShareLink(game)}`);
    expect(read).toEqual({ kind: 'game', game, notes: null });
  });

  test('nothing for the desk in an ordinary hash', () => {
    expect(readDeskHash('#card-just-landed')).toEqual({ kind: 'none' });
  });

  test('bad links get one sentence saying what is wrong', () => {
    const hash = deskHash(game, built.notes);
    const cut = hash.slice(0, hash.indexOf('&') - 10);
    expect(readDeskHash(cut)).toEqual({ kind: 'error', error: expect.stringMatching(/^This link cannot be opened: (truncated|malformed)/) });
    const link = hash.slice('#desk='.length, hash.indexOf('&'));
    const flipped = link.slice(0, -3) + (link.at(-3) === 'A' ? 'B' : 'A') + link.slice(-2);
    expect(readDeskHash(`#desk=${flipped}`)).toEqual({ kind: 'error', error: 'This link cannot be opened: checksum mismatch: the link was altered or mistyped.' });
    expect(readDeskHash('#desk=hello')).toEqual({ kind: 'error', error: expect.stringContaining('not a share link of this site') });
    expect(readDeskHash(`#desk=${link}&unknown=1,2`)).toEqual({ kind: 'error', error: expect.stringContaining('for each of the 5 players') });
    expect(readDeskHash(`#desk=${link}&draw=x`)).toEqual({ kind: 'error', error: expect.stringContaining('"draw="') });
  });

  test('at most the desk limit of actions', () => {
    const many = { start: built.state, actions: Array.from({ length: MAX_DESK_ACTIONS + 2 }, () => ({ type: 'call' as const, seat: 0 })) };
    expect(readDeskHash(deskHash(many, null))).toEqual({ kind: 'error', error: expect.stringContaining(`the desk takes at most ${MAX_DESK_ACTIONS}`) });
  });
});
