/**
 * Gin Rummy's table view model against hand-built positions (the rulebook's
 * undercut, a gin, an irregular knock, a settled match) and a fresh deal,
 * with the expected words worked out by hand from §2, §4 and §7-§13; play
 * mode's marks come from the engine's own lawful actions.
 */
import { describe, expect, it } from 'vitest';
import { lawfulActions } from '../../../engine/gin-rummy/lawful';
import { parseCard } from '../../../engine/gin-rummy/cards';
import { arrangementView } from './arrangement';
import { cardFace } from './card-face';
import { ledgerView } from './ledger-view';
import { moreActions } from './more-actions';
import { ginRummy } from '../../../engine/gin-rummy/index';
import { fresh, ginScored, irregularKnock, settled, undercutKnocked, undercutScored, undercutStart } from './test-fixtures';
import { knockWith, listed, resultView, tableView } from './view-model';

const card = (text: string) => {
  const c = parseCard(text);
  if (!c.ok) throw new Error(c.error);
  return c.value;
};
const hand = (...texts: string[]) => texts.map(card);

describe('cards', () => {
  it('write rank and suit symbol, Ten as 10, red for hearts and diamonds, and name the card', () => {
    expect(cardFace(card('TD'))).toEqual({ code: 'TD', text: '10♦', name: 'Ten of diamonds', red: true });
    expect(cardFace(card('AS'))).toEqual({ code: 'AS', text: 'A♠', name: 'Ace of spades', red: false });
    expect(cardFace(card('QH')).red).toBe(true);
    expect(cardFace(card('KC')).red).toBe(false);
  });
});

describe('best arrangement in words', () => {
  it('ten cards: melds apart by " · ", deadwood counted by §2 (King and Queen 10 each)', () => {
    // 3-4-5 of clubs and three Eights meld; K♣ + A♦ + 7♥ + Q♠ = 10 + 1 + 7 + 10 = 28.
    const view = arrangementView(hand('3C', '4C', '5C', '8D', '8H', '8S', 'KC', 'QS', '7H', 'AD'))!;
    expect(view.text).toBe('Best arrangement: 3♣4♣5♣ · 8♦8♥8♠ — deadwood K♣ A♦ 7♥ Q♠ = 28');
    expect(view.points).toBe(28);
    expect(view.discard).toBeNull();
  });

  it('the brief\'s example hand: deadwood K♣ Q♠ = 20', () => {
    const view = arrangementView(hand('3C', '4C', '5C', '8D', '8H', '8S', 'KC', 'QS'))!;
    expect(view.text).toBe('Best arrangement: 3♣4♣5♣ · 8♦8♥8♠ — deadwood K♣ Q♠ = 20');
  });

  it('eleven cards: the best card to lay down first (K♣ leaves only 5♦)', () => {
    const view = arrangementView(undercutStart.hand.hands[0])!;
    expect(view.discard?.text).toBe('K♣');
    expect(view.text).toBe('Best arrangement, discarding K♣: 2♣3♣4♣ · 8♦8♥8♠ · J♠Q♠K♠ — deadwood 5♦ = 5');
  });

  it('a set of four and a run of four, the rest deadwood; no melds; no deadwood', () => {
    expect(arrangementView(undercutStart.hand.hands[1])!.text).toBe('Best arrangement: 7♣7♦7♥7♠ · 9♥10♥J♥Q♥ — deadwood 8♣ 4♥ = 12');
    expect(arrangementView(hand('AC', '3D', '5H'))!.text).toBe('Best arrangement: no melds — deadwood A♣ 3♦ 5♥ = 9');
    expect(arrangementView(hand('AC', '2C', '3C'))!.text).toBe('Best arrangement: A♣2♣3♣ — no deadwood');
    expect(arrangementView([])).toBeNull();
  });
});

describe('tableView: a fresh deal (seed 1)', () => {
  const state = fresh();
  const v = tableView({ state, showHands: true });

  it('puts Ben (seat 1) on top, names the dealer, his pack and Vorhand in words', () => {
    expect(v.seats.map((s) => [s.name, s.side, s.badges])).toEqual([
      ['Ben', 'top', ['dealer']],
      ['Ana', 'bottom', ['to act']],
    ]);
    expect(v.seats[1].label).toBe('Ana, to act');
    // §1, §3: the dealer deals from his own pack; the engine gives Ben the red one here.
    expect(v.dealLine).toBe(`Hand 1 · Ben deals from the ${state.packs[1]} pack`);
    expect(v.phaseLine).toBe('Ana opens the hand: discards one of eleven cards, without drawing first (§5).');
  });

  it('shows 11 and 10 cards face up, a stock of 31 face down and an empty discard pile', () => {
    expect(v.seats[1].hand).toMatchObject({ faceUp: true, count: 11, label: "Ana's hand: 11 cards" });
    expect(v.seats[0].hand).toMatchObject({ faceUp: true, count: 10, label: "Ben's hand: 10 cards" });
    expect(v.stock).toMatchObject({ count: 31, label: 'Stock: 31 cards, face down', exposed: null, draw: null });
    expect(v.discards).toMatchObject({ count: 0, top: null, label: 'Discard pile: empty', take: null });
    expect(v.knock).toBeNull();
    expect(v.result).toBeNull();
    expect(v.ledger).toBeNull();
    expect(v.play).toBeNull();
    expect(v.toggleLabel).toBe('Hide hands');
  });

  it('hands in suit order, clubs to spades, Ace to King', () => {
    // Ana holds AS 3H 7H 3C AC 7C KH 9S 9C 6S KC.
    expect(v.seats[1].hand.cards.map((c) => c.face.text).join(' ')).toBe('A♣ 3♣ 7♣ 9♣ K♣ 3♥ 7♥ K♥ A♠ 6♠ 9♠');
  });

  it('hides both hands when hands are hidden, and their arrangements with them', () => {
    const hidden = tableView({ state, showHands: false });
    expect(hidden.toggleLabel).toBe('Show hands');
    for (const s of hidden.seats) expect(s.hand).toMatchObject({ faceUp: false, cards: [], arrangement: null });
    expect(hidden.seats[0].hand.label).toBe("Ben's hand: 10 cards, face down");
  });

  it('play mode: Ana\'s hand face up with every discard lawful, the stock not yet (§5: Vorhand opens by discarding)', () => {
    const p = tableView({ state, showHands: false, lawful: lawfulActions(state, 0) });
    const ana = p.seats[1].hand;
    expect(ana.faceUp).toBe(true);
    expect(ana.cards.every((c) => c.play?.lawful && c.play.action.type === 'discard')).toBe(true);
    expect(ana.cards[0].play?.label).toBe('Discard Ace of clubs as Ana');
    expect(p.seats[0].hand.faceUp).toBe(false);
    expect(p.stock.draw).toMatchObject({ label: 'Draw from the stock as Ana', lawful: false });
    expect(p.discards.take).toBeNull();
    // Eleven cards: Knock can be armed, but no grouping of these leaves ten or less.
    expect(p.play?.knock).toEqual({ armed: false, lawful: false });
    expect(p.play?.gin).toBeNull();
    expect(p.play?.hint).toBe('Acting for Ana: tap a card to discard it, or arm Knock first.');
  });
});

describe('tableView: knocking (§7)', () => {
  const lawful = lawfulActions(undercutStart, 0);

  it('armed, each card of the hand becomes a knock with it face down; K♣ leaves 5, 5♦ leaves 10, Q♠ breaks a run', () => {
    const v = tableView({ state: undercutStart, showHands: true, lawful, armed: true });
    const byCode = new Map(v.seats[1].hand.cards.map((c) => [c.face.code, c.play!]));
    expect(byCode.get('KC')).toMatchObject({ label: 'Knock with King of clubs face down as Ana, deadwood 5', lawful: true });
    expect(byCode.get('5D')).toMatchObject({ label: 'Knock with Five of diamonds face down as Ana, deadwood 10', lawful: true });
    // Without Q♠: J♠ K♠ 5♦ K♣ are deadwood, 35.
    expect(byCode.get('QS')).toMatchObject({ label: 'Knock with Queen of spades face down as Ana, deadwood 35', lawful: false });
    expect(v.play?.knock).toEqual({ armed: true, lawful: true });
    expect(v.play?.hint).toBe(
      'Knock armed: tap the card Ana lays face down; the rest is laid out in its best arrangement. Best: K♣ face down, 2♣3♣4♣ · 8♦8♥8♠ · J♠Q♠K♠ — deadwood 5♦ = 5.',
    );
    expect(v.phaseLine).toBe('Ana has drawn from the stock and now discards, or knocks (§5, §7).');
  });

  it('knockWith: the best grouping of the rest, gin when nothing is left of ten cards', () => {
    const k = knockWith(undercutStart.hand.hands[0], 0, card('KC'));
    expect(k.points).toBe(5);
    expect(k.action).toMatchObject({ type: 'knock', seat: 0, gin: false });
    expect(ginRummy.formatAction(k.action, ['Ana', 'Ben'])).toBe('Ana knock KC melds 2C3C4C 8D8H8S JSQSKS');
    const g = knockWith(hand('2C', '3C', '4C', '5C', '8D', '8H', '8S', 'JS', 'QS', 'KS', 'KC'), 0, card('KC'));
    expect(g.points).toBe(0);
    expect(g.action).toMatchObject({ gin: true });
  });

  it('a hand that can go gin gets a Gin button', () => {
    // Scenario 11's hands in the undercut's position: Ana holds ten cards in melds plus K♣.
    const state = { ...undercutStart, hand: { ...undercutStart.hand, hands: [hand('2C', '3C', '4C', '5C', '8D', '8H', '8S', 'JS', 'QS', 'KS', 'KC'), hand('7H', '7D', '7S', '9H', 'TH', 'JH', '6C', '8C', 'AD', '4S')] } };
    const v = tableView({ state, showHands: true, lawful: lawfulActions(state, 0) });
    expect(v.play?.gin).toMatchObject({ label: 'Gin: Ana lays the King of clubs face down', lawful: true });
  });

  it('after the knock: melds numbered from 1, deadwood, the face-down card unnamed, and Ben to lay out', () => {
    const v = tableView({ state: undercutKnocked, showHands: true });
    const k = v.knock!;
    expect(k.heading).toBe('Ana knocked with 5');
    expect(k.melds.map((m) => `${m.number}: ${m.cards.map((c) => c.face.text).join('')}`)).toEqual(['1: 2♣3♣4♣', '2: 8♦8♥8♠', '3: J♠Q♠K♠']);
    expect(k.deadwoodText).toBe('Deadwood 5♦ = 5');
    expect(k.buriedLabel).toBe("Ana's face-down card (not counted)");
    expect(k.faults).toEqual([]);
    expect(v.phaseLine).toBe('Ana has knocked: Ben lays out and may lay off (§8).');
    expect(v.seats[1]).toMatchObject({ badges: ['knocked'], hand: { count: 0, label: "Ana's hand: no cards (laid out)" } });
    expect(v.seats[0].badges).toEqual(['dealer', 'to act']);
    expect(v.layout).toBeNull();
    expect(v.result).toBeNull();
  });

  it('Lay out (best): Ben keeps his two melds and lays the 8♣ off on the Eights, meld 2', () => {
    const v = tableView({ state: undercutKnocked, showHands: true, lawful: lawfulActions(undercutKnocked, 1) });
    expect(v.play?.layout).toMatchObject({ label: 'Lay out (best) as Ben: 7♣7♦7♥7♠ · 9♥10♥J♥Q♥, lay off 8♣ onto meld 2', lawful: true });
    expect(v.play?.knock).toBeNull();
    expect(v.stock.draw).toBeNull();
  });

  it('an irregular knock (20 points, §14.6) says so and waits for Ben\'s answer (§14.7)', () => {
    const v = tableView({ state: irregularKnock, showHands: true });
    expect(v.knock?.heading).toBe('Ana knocked with 20');
    expect(v.knock?.faults).toEqual(['20 points of deadwood is more than ten (§14.6)']);
    expect(v.phaseLine).toBe("Ana's knock is irregular: Ben accepts it or sends it back, and laying out accepts it (§14.7, §14.8).");
  });
});

describe('the end of a hand', () => {
  it('§10 undercut: 5 against 4 after the lay-off, 1 + 10 = 11 for Ben; 8♣ shown on meld 2 as laid off', () => {
    const v = tableView({ state: undercutScored, showHands: true });
    expect(v.result?.text).toBe('Ana knocked with 5, but Ben has 4, no more: undercut. Ben scores the difference 1 + 10 bonus = 11.');
    expect(v.result?.citations[0]).toMatchObject({ number: '10', href: '/gin-rummy/r/10' });
    expect(v.knock?.melds[1].cards.map((c) => [c.face.text, c.off])).toEqual([
      ['8♣', 'Ben'],
      ['8♦', null],
      ['8♥', null],
      ['8♠', null],
    ]);
    expect(v.layout).toMatchObject({ name: 'Ben', deadwoodText: 'Deadwood 4♥ = 4' });
    expect(v.layout?.layoffs.map((o) => o.text)).toEqual(['8♣ onto meld 2']);
    // §3: the loser of the hand deals the next one.
    expect(v.phaseLine).toBe('The hand is over: Ana deals the next one.');
    expect(v.dealLine).toMatch(/^Hand 1 · Ben deals/);
    expect(v.ledger?.rows).toEqual([{ hand: 1, written: ['', '+11'], running: [0, 11], text: 'Ben +11', reached: false }]);
  });

  it('the next deal is a button for Ana in play mode', () => {
    const v = tableView({ state: undercutScored, showHands: true, lawful: lawfulActions(undercutScored, 0) });
    expect(v.play?.deal).toMatchObject({ label: 'Deal the next hand as Ana', lawful: true });
  });

  it('§11 gin: 20 + Ben\'s 6 + 8 + 1 + 4 = 39', () => {
    expect(resultView(ginScored)?.text).toBe("Ana has gin: 20 bonus + Ben's deadwood 19 = 39 for Ana.");
    expect(resultView(ginScored)?.citations.map((c) => c.number)[0]).toBe('11');
    expect(tableView({ state: ginScored, showHands: true }).knock?.heading).toBe('Ana went gin');
  });

  it('§9 knock: the rulebook\'s sixth hand, 5 against 24, Ana writes 19', () => {
    expect(resultView(settled)?.text).toBe("Ana knocked with 5 against Ben's 24: Ana scores the difference, 19.");
    expect(resultView(settled)?.citations[0].number).toBe('9');
  });
});

describe('§13: the score sheet and the settlement', () => {
  const ledger = ledgerView(settled)!;

  it('lists the six hands with running totals; hand 6 takes Ana to 104', () => {
    expect(ledger.names).toEqual(['Ana', 'Ben']);
    expect(ledger.rows.map((r) => [r.hand, ...r.written, ...r.running])).toEqual([
      [1, '+23', '', 23, 0],
      [2, '+27', '', 50, 0],
      [3, '', '+32', 50, 32],
      [4, '+35', '', 85, 32],
      [5, '', '+10', 85, 42],
      [6, '+19', '', 104, 42],
    ]);
    expect(ledger.rows.map((r) => r.reached)).toEqual([false, false, false, false, false, true]);
    expect(ledger.totals).toEqual([104, 42]);
  });

  it('settles 104 + 80 boxes + 100 game = 284 against 42 + 40 = 82; Ana collects 202', () => {
    const s = ledger.settlement!;
    expect(s.rows.map((r) => [r.label, ...r.values])).toEqual([
      ['Hand points', 104, 42],
      ['Boxes: 20 a hand won (4 and 2)', 80, 40],
      ['Game bonus: first to 100', 100, 0],
      ['Total', 284, 82],
    ]);
    expect(s.text).toBe('Ana wins the match and collects the difference, 202 (284 − 82).');
    expect(s.citations.map((c) => c.number)).toEqual(['13', '13.1', '13.3']);
    const v = tableView({ state: settled, showHands: true });
    expect(v.phaseLine).toBe('The match is over (§13).');
    expect(v.seats.every((s) => !s.badges.includes('to act'))).toBe(true);
  });

  it('no sheet before the first hand is over', () => {
    expect(ledgerView(fresh())).toBeNull();
  });
});

describe('listed', () => {
  it('matches by kind, seat and card, not by a knock\'s grouping or a deal\'s seed', () => {
    const lawful = lawfulActions(undercutStart, 0);
    expect(listed(lawful, { type: 'discard', seat: 0, card: card('5D') })).toBe(true);
    expect(listed(lawful, { type: 'discard', seat: 1, card: card('5D') })).toBe(false);
    expect(listed(lawful, { type: 'knock', seat: 0, discard: card('KC'), melds: [], gin: false })).toBe(true);
    expect(listed(lawful, { type: 'draw', seat: 0, count: 1 })).toBe(false);
    // After the hand, Ana deals: any seed, but a deal of 12 and 10 cards is a misdeal (§14.9).
    const dealing = lawfulActions(undercutScored, 0);
    expect(listed(dealing, { type: 'deal', seat: 0, seed: 123 })).toBe(true);
    expect(listed(dealing, { type: 'deal', seat: 0, seed: 123, counts: [12, 10] })).toBe(false);
  });
});

describe('More actions', () => {
  const bind = (state: typeof undercutStart) => ({
    state,
    lawfulOf: (seat: number) => lawfulActions(state, seat),
    format: (a: Parameters<typeof ginRummy.formatAction>[0]) => ginRummy.formatAction(a, state.players),
    describe: (a: Parameters<typeof ginRummy.formatAction>[0]) => ginRummy.describeAction!(a, state.players),
  });

  it('in play: §14 tries (two at once, early draw, exposing), none lawful; nothing the table already offers', () => {
    const items = moreActions(bind(undercutStart));
    const keys = items.map((i) => i.key);
    expect(keys).toContain('Ana draw 2');
    expect(keys).toContain('Ben draw');
    expect(keys).toContain('Ana expose');
    expect(keys).toContain('Ben claim count');
    expect(keys.some((k) => k.startsWith('Ana discard') || k.startsWith('Ana knock'))).toBe(false);
    expect(items.find((i) => i.key === 'Ana draw 2')).toMatchObject({ label: 'Ana draws 2 cards from the stock at once (§14.5)', lawful: false });
  });

  it('against an irregular knock: Ben may accept or send it back, both lawful (§14.7)', () => {
    const items = moreActions(bind(irregularKnock));
    expect(items.find((i) => i.key === 'Ben accept')?.lawful).toBe(true);
    expect(items.find((i) => i.key === 'Ben reject')?.lawful).toBe(true);
  });
});
