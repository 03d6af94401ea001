/**
 * The SENS table view against hand-made positions of one deal
 * (test-fixtures.ts), from the bidding to its end. Every expected word and
 * number is worked out by hand from the rules: the card orders of 2.2-2.4,
 * the points of 3.1-3.2, the duties of 9.2-9.4, the melds of 7-8 and the
 * counting of 11-12; play mode's marks come from stand-in lawful lists.
 */
import { describe, expect, it } from 'vitest';
import type { SensAction } from '../../../engine/sens/types';
import { cardFace, cardShort } from './card-face';
import { packOf } from './pack-choice';
import { resultView } from './result-view';
import { afterTrickOne, bidding, dackeln, fouled, lawfulStub, made, matchOver, misdealMild, misdealStrict, position, robbed, taken, thrownIn, toDeal, trickOne, wrongCard, ziehen } from './test-fixtures';
import { tableView } from './view-model';
import { meldWords } from './words';

const codes = (cards: readonly { card: string }[]) => cards.map((c) => c.card).join(' ');

describe('cards', () => {
  it('Bavarian faces: 10 for the Ten, S for the Sau, the German word on large cards, the suit initial as fallback', () => {
    expect(cardFace('UE', 'bavarian')).toEqual({ code: 'UE', pack: 'bavarian', suit: 'E', rank: 'U', word: 'Unter', suitText: 'E', name: 'Eichel-Unter' });
    expect(cardFace('TH', 'bavarian')).toMatchObject({ rank: '10', word: '10', name: 'Herz-Ten' });
    expect(cardFace('AG', 'bavarian')).toMatchObject({ rank: 'S', word: 'Sau', name: 'Gras-Sau' });
    expect(cardFace('KS', 'bavarian')).toMatchObject({ rank: 'K', word: 'König', name: 'Schellen-King' });
  });

  it('French faces (2.1): Eichel clubs, Gras spades, Herz hearts, Schellen diamonds; Unter Jack, Ober Queen, Sau Ace', () => {
    expect(cardFace('UE', 'french')).toMatchObject({ rank: 'J', word: 'Jack', suitText: '♣', name: 'Jack of clubs' });
    expect(cardFace('OG', 'french')).toMatchObject({ rank: 'Q', suitText: '♠', name: 'Queen of spades' });
    expect(cardFace('AS', 'french')).toMatchObject({ rank: 'A', suitText: '♦', name: 'Ace of diamonds' });
    expect(cardShort('KH', 'bavarian')).toBe('Herz K');
    expect(cardShort('KH', 'french')).toBe('K♥');
  });

  it('the stored pack: only "french" or "bavarian" count; anything else is Bavarian', () => {
    expect(packOf('french')).toBe('french');
    expect(packOf('bavarian')).toBe('bavarian');
    expect(packOf(null)).toBe('bavarian');
    expect(packOf('FRENCH')).toBe('bavarian');
  });

  it('melds by kind and top card (8.1, 8.2)', () => {
    expect(meldWords(['9G', 'TG', 'UG'])).toBe('Dreiständer up to the Gras-Unter');
    expect(meldWords(['UE', 'OE', 'KE', 'AE'])).toBe('Quart up to the Eichel-Sau');
    expect(meldWords(['UE', 'UG', 'UH', 'US'])).toBe('Vierständer of Unters');
    expect(meldWords(['UE', 'UG', 'UH', 'US'], 'french')).toBe('Vierständer of Jacks');
  });
});

describe('before the deal', () => {
  const v = tableView({ state: toDeal, showHands: true });

  it('seats south, west, north, east in seat order, partners across, sides named by their players', () => {
    expect(v.seats.map((s) => `${s.compass} ${s.name} ${s.sideName}`)).toEqual(['south Ana Ana & Cleo', 'west Ben Ben & Dan', 'north Cleo Ana & Cleo', 'east Dan Ben & Dan']);
    expect(v.seats[0].label).toBe('Ana (south, Ana & Cleo)');
    expect(v.seats[1].badges).toEqual(['dealer', 'to act']);
  });

  it('names dealer, cutter (his right, 4.2) and Vorhand (his left, 9.1), and the table options', () => {
    expect(v.dealLine).toBe('Ben deals, Ana cuts, Cleo is Vorhand');
    expect(v.phaseLine).toBe('Ben shuffles, has the pack cut and deals three and two cards each, then turns the next card up (4.2, 4.4).');
    expect(v.options).toBe('Table options: the dealer may look at his last card (4.3); a misdeal is strict: 164 to the other side (4.5).');
    expect(tableView({ state: position({ options: { dealerSeesLast: false, misdeal: 'mild' } }), showHands: true }).options).toBe(
      'Table options: the dealer may not look at his last card (4.3); a misdeal is mild: dealt again (4.5).',
    );
    expect(v.score.text).toBe('Ana & Cleo 0 · Ben & Dan 0, playing to 500');
    expect([v.turned, v.pack, v.bidding, v.trick, v.tricks, v.result, v.play]).toEqual([null, null, null, null, null, null, null]);
  });

  it('play mode: one chip, the deal, with the seed the engine lists', () => {
    const deal: SensAction = { type: 'deal', seat: 1, seed: 42 };
    const p = tableView({ state: toDeal, showHands: true, lawfulOf: lawfulStub({ 1: [deal] }) }).play!;
    expect(p.hint).toBe('Shuffle and deal.');
    expect(p.chips).toEqual([{ action: deal, text: 'Shuffle and deal (4.2, 4.4)', label: 'Ben: shuffle and deal (4.2, 4.4)', lawful: true }]);
    expect(p.others).toEqual([]);
  });
});

describe('the bidding (5.1, 5.2) and the turned card (4.3, 4.4)', () => {
  const v = tableView({ state: bidding, showHands: true });

  it('round 1: only the turned suit; who passed; who speaks', () => {
    expect(v.phaseLine).toBe("Round 1: Cleo takes the game with Herz, the turned card's suit, as trumps, or passes (5.1).");
    expect(v.bidding?.text).toBe('Passed in round 1: Ben.');
    expect(v.seats[1].said).toBe('passed');
    expect(v.seats[2].badges).toEqual(['to act', 'Vorhand']);
    expect(v.trumps).toBeNull();
  });

  it('the turned card is the dealer\'s; with 4.3 on, his last card shows when hands are shown', () => {
    expect(v.turned).toMatchObject({ card: 'UH', text: "Turned: the Herz-Unter, Ben's (4.4)." });
    // The pack is dealt Cleo, Dan, Ana three each, then Ben two: his last card is the pack's last, the Schellen-King.
    expect(v.pack).toMatchObject({ count: 11, text: 'Pack: 11 cards face down', last: { card: 'KS', text: "Ben's last card, which he may see (4.3)" } });
    const hidden = tableView({ state: bidding, showHands: false });
    expect(hidden.pack).toMatchObject({ last: null, text: 'Pack: 11 cards face down; Ben may look at his last card (4.3)' });
    expect(tableView({ state: position({ ...bidding, options: { dealerSeesLast: false, misdeal: 'strict' } }), showHands: true }).pack?.last).toBeNull();
  });

  it('hands without trumps: by suit (Eichel, Gras, Herz, Schellen), each high to low in the plain order (2.2)', () => {
    // Cleo: 9H KH OH 7H AE. Plain order 7 8 9 U O K 10 S.
    expect(codes(v.seats[2].hand.cards)).toBe('AE KH OH 9H 7H');
    expect(v.seats[2].hand.label).toBe("Cleo's hand: 5 cards");
  });

  it('hidden hands are face down; French faces rename suits and cards', () => {
    const hidden = tableView({ state: bidding, showHands: false });
    for (const s of hidden.seats) expect(s.hand).toMatchObject({ faceUp: false, cards: [], count: 5 });
    expect(hidden.seats[0].hand.label).toBe("Ana's hand: 5 cards, face down");
    const french = tableView({ state: bidding, showHands: true, pack: 'french' });
    expect(french.phaseLine).toBe("Round 1: Cleo takes the game with hearts, the turned card's suit, as trumps, or passes (5.1).");
    expect(french.turned?.text).toBe("Turned: the Jack of hearts, Ben's (4.4).");
    expect(french.seats[2].hand.cards[0].face.name).toBe('Ace of clubs');
  });

  it('play mode: Cleo\'s hand moves to the play bar; chips to take the game with Herz or pass, no other suit in round 1', () => {
    const lawful = lawfulStub({ 2: [{ type: 'bid', seat: 2, suit: 'H' }, { type: 'pass', seat: 2 }] });
    const p = tableView({ state: bidding, showHands: false, lawfulOf: lawful });
    expect(p.seats[2].hand).toMatchObject({ faceUp: true, below: true });
    expect(p.seats[0].hand.faceUp).toBe(false);
    expect(codes(p.play!.hand)).toBe('AE KH OH 9H 7H');
    expect(p.play!.hand.every((c) => c.play === null)).toBe(true);
    expect(p.play!.chips.map((c) => [c.text, c.lawful])).toEqual([
      ['Take the game: Herz trumps', true],
      ['Pass', true],
    ]);
    expect(p.play!.hint).toBe('Take the game with the turned suit as trumps, or pass.');
  });

  it('round 2: the three other suits', () => {
    const round2 = position({ ...bidding, deal: { ...bidding.deal, round: 2, turn: 1, passed: [] } });
    const p = tableView({ state: round2, showHands: true, lawfulOf: lawfulStub({}) });
    expect(p.phaseLine).toBe('Round 2: Ben takes the game with any suit but Herz, or passes (5.2).');
    expect(p.bidding).toBeNull();
    expect(p.play!.chips.map((c) => c.text)).toEqual(['Take the game: Eichel trumps', 'Take the game: Gras trumps', 'Take the game: Schellen trumps', 'Pass']);
    expect(p.play!.chips.every((c) => !c.lawful)).toBe(true);
  });
});

describe('a game taken, Rauben (5.4, 6.1)', () => {
  it('the dealer deals the rest; the holder of the trump Seven may rob first', () => {
    const lawful = lawfulStub({ 1: [{ type: 'rest', seat: 1 }], 2: [{ type: 'rob', seat: 2 }] });
    const v = tableView({ state: taken, showHands: true, lawfulOf: lawful });
    expect(v.phaseLine).toBe('Ben deals the rest: three more cards each, two to himself, the turned card among them (5.4).');
    expect(v.trumps).toEqual({ suit: 'H', text: 'Trumps: Herz (Cleo, round 1)' });
    expect(v.seats[2].said).toBeNull();
    expect(v.seats[2].badges).toEqual(['Vorhand', 'took the game']);
    expect(v.bidding).toBeNull();
    expect(v.pack).toMatchObject({ text: 'Pack: 11 cards face down', last: null });
    expect(v.play!.chips.map((c) => [c.text, c.lawful])).toEqual([['Deal the rest: three each, two to the dealer (5.4)', true]]);
    expect(v.play!.others.map((c) => [c.label, c.lawful])).toEqual([['Cleo: rob: take the Herz-Unter, lay the Herz-Seven (6.1)', true]]);
    expect(v.play!.hint).toBe('Deal the rest. Before that, Cleo may rob (6.1).');
  });

  it('after Rauben the Seven lies in the turned card\'s place', () => {
    const v = tableView({ state: robbed, showHands: true });
    expect(v.turned).toMatchObject({ card: '7H', text: "Cleo robbed the Herz-Unter: the Herz-Seven lies in its place, Ben's (6.1)." });
    expect(v.seats[2].badges).toEqual(['Vorhand', 'took the game', 'robbed']);
    // Trumps first now, in the trump order (2.3): Unter, Ober... Cleo: 9H KH OH UH AE.
    expect(codes(v.seats[2].hand.cards)).toBe('UH 9H KH OH AE');
  });
});

describe('trick 1 (9.1, 9.3) and the melds (7.1, 7.2)', () => {
  const v = tableView({ state: trickOne, showHands: true });

  it('the trick: who led, who wins so far, and the duty behind the latest card', () => {
    expect(v.phaseLine).toBe('Trick 1: Ana to play; Cleo led.');
    expect(v.trick).toMatchObject({ number: 1, taken: false, heading: "Trick 1: Cleo led; Cleo's Eichel-Sau wins so far (9.5)." });
    expect(v.trick!.slots.map((s) => [s.compass, s.card, s.led, s.winning])).toEqual([
      ['south', null, false, false],
      ['west', null, false, false],
      ['north', 'AE', true, true],
      ['east', 'OE', false, false],
    ]);
    // Dan held the Eichel-Eight too: any Eichel would do (9.3).
    expect(v.trick!.latest).toEqual({ seat: 3, card: 'OE', text: 'Dan played the Eichel-Ober: must follow Eichel (9.3).', foul: false });
  });

  it('trumps first in a hand, then suits high to low; tricks per side start at nothing', () => {
    // Ana: 9E TE UE AG 7G 8H 7S 8S, Herz trumps.
    expect(codes(v.seats[0].hand.cards)).toBe('8H TE UE 9E AG 7G 8S 7S');
    expect(v.tricks?.map((t) => t.text)).toEqual(['Ana & Cleo: 0 tricks, 0 points', 'Ben & Dan: 0 tricks, 0 points']);
    expect(v.lastTrick).toBeNull();
  });

  it('announced melds wait for the first trick to be complete', () => {
    expect(v.melds.announced.map((m) => [m.name, m.text, m.counts])).toEqual([
      ['Dan', 'Dreiständer up to the Gras-Unter (20)', false],
      ['Dan', 'Dreiständer up to the Schellen-Ober (20)', false],
    ]);
    expect(v.melds.settlement?.text).toBe('The melds are compared when the first trick is complete (7.2).');
    expect(v.melds.points).toEqual([0, 0]);
  });

  it('play mode: Ana taps a card; the Eichel cards are lawful, the rest would be wrong cards; her run is a chip, Cleo\'s Bella another', () => {
    const lawful = lawfulStub({
      0: [
        { type: 'play', seat: 0, card: 'TE' },
        { type: 'play', seat: 0, card: 'UE' },
        { type: 'play', seat: 0, card: '9E' },
        { type: 'meld', seat: 0, cards: ['UE', '9E', 'TE'] },
      ],
      2: [{ type: 'bella', seat: 2 }],
    });
    const p = tableView({ state: trickOne, showHands: false, lawfulOf: lawful }).play!;
    const byCard = new Map(p.hand.map((c) => [c.card, c.play!]));
    expect(byCard.get('TE')).toMatchObject({ text: 'Play the Eichel-Ten', lawful: true, action: { type: 'play', seat: 0, card: 'TE' } });
    expect(byCard.get('8H')).toMatchObject({ text: 'Play the Herz-Eight (against the duty: a wrong card)', lawful: false });
    expect(p.hand.filter((c) => c.play?.lawful).map((c) => c.card)).toEqual(['TE', 'UE', '9E']);
    expect(p.chips.map((c) => [c.text, c.lawful])).toEqual([['Announce Dreiständer up to the Eichel-Unter (20)', true]]);
    expect(p.others.map((c) => [c.label, c.lawful])).toEqual([['Cleo: announce Bella (7.3)', true]]);
    expect(p.hint).toBe(
      'Tap a card to play it. Must follow Eichel (9.3): ✓ marks a lawful card; any other is a wrong card (1.3). Melds are announced before the first card (7.1).',
    );
  });
});

describe('after trick 1: the trick taken in, the melds settled (7.2, 8.3)', () => {
  const v = tableView({ state: afterTrickOne, showHands: true });

  it('the table shows the trick just taken in, and Cleo leads the next', () => {
    expect(v.phaseLine).toBe('Trick 2: Cleo took the last trick and leads (9.1).');
    expect(v.trick).toMatchObject({ number: 1, taken: true, heading: "Trick 1, taken in: Cleo led; Cleo's Eichel-Sau took it (9.5)." });
    expect(v.trick!.latest?.text).toBe('Ben played the Eichel-Seven: must follow Eichel (9.3).');
    expect(v.lastTrick).toBeNull();
  });

  it('card points per side: Sau 11 + Ober 3 + Ten 10 + Seven 0 = 24 (3.1)', () => {
    expect(v.tricks?.map((t) => t.text)).toEqual(['Ana & Cleo: 1 trick, 24 points', 'Ben & Dan: 0 tricks, 0 points']);
  });

  it('Dan\'s run up to the Ober beats Ana\'s up to the Unter: both of Dan\'s runs count, Ana\'s nothing', () => {
    expect(v.melds.settlement?.text).toBe(
      "Melds count for Ben & Dan: 40. Dan's Dreiständer up to the Schellen-Ober beats Ana's Dreiständer up to the Eichel-Unter: a higher top card (8.3); the other side's melds count nothing (7.2).",
    );
    expect(v.melds.settlement?.citations.map((c) => c.href)).toEqual(['/sens/r/7.2', '/sens/r/8.3']);
    expect(v.melds.announced.map((m) => m.counts)).toEqual([true, true, false]);
    expect(v.melds.points).toEqual([0, 40]);
  });
});

describe('a wrong card (1.3, 9.2) in trick 2', () => {
  const v = tableView({ state: wrongCard, showHands: true });

  it('the latest card broke the trump duty, and stands', () => {
    expect(v.trick?.heading).toBe("Trick 2: Cleo led; Cleo's Herz-Nine wins so far (9.5).");
    // Ana held the Herz-Eight: trumps were led, so she had to play it even though it cannot beat the Nine.
    expect(v.trick?.latest).toEqual({
      seat: 0,
      card: '7S',
      text: 'Ana played the Schellen-Seven against the duty: must follow trumps; none beats the Herz-Nine, so any trump (9.2). A wrong card stands (1.3).',
      foul: true,
    });
    expect(v.notes).toEqual([
      "Wrong card: Ana's Schellen-Seven in trick 2 broke the duty of 9.2 and stands. Ana may take it back at once and play another (1.3); once the next card is played, any player may claim it (1.4).",
    ]);
  });

  it('Bella counts for Cleo\'s side beside the settled melds; the last trick may be looked at (1.5)', () => {
    expect(v.melds.bella).toBe('Bella (20): Cleo');
    expect(v.melds.points).toEqual([20, 40]);
    expect(v.seats[2].badges).toEqual(['Vorhand', 'took the game', 'Bella']);
    expect(v.lastTrick?.text).toBe('Last trick (1), taken by Cleo; it may be looked at again (1.5):');
    expect(codes(v.lastTrick!.cards)).toBe('AE OE TE 7E');
  });

  it('play mode: Ben must beat the Nine, and only the Unter does; Ana may take her card back; Vorlauf once per side', () => {
    const lawful = lawfulStub({
      0: [{ type: 'takeBack', seat: 0 }, { type: 'vorlauf', seat: 0 }],
      1: [{ type: 'play', seat: 1, card: 'UH' }, { type: 'vorlauf', seat: 1 }, { type: 'look', seat: 1 }],
      2: [{ type: 'vorlauf', seat: 2 }],
      3: [{ type: 'vorlauf', seat: 3 }],
    });
    const p = tableView({ state: wrongCard, showHands: true, lawfulOf: lawful }).play!;
    // Trump order (2.3) high to low: Unter, Sau, Ten; then Gras King, Ober; Schellen Sau, King.
    expect(codes(p.hand)).toBe('UH AH TH KG OG AS KS');
    expect(p.hand.filter((c) => c.play?.lawful).map((c) => c.card)).toEqual(['UH']);
    expect(p.hint).toBe('Tap a card to play it. Must follow trumps and beat the Herz-Nine with a higher trump (9.2): ✓ marks a lawful card; any other is a wrong card (1.3).');
    expect(p.chips.map((c) => c.text)).toEqual(['Call Vorlauf (10.3)', 'Look at the last trick again (1.5)']);
    expect(p.others.map((c) => c.label)).toEqual(['Ana: take the Schellen-Seven back (1.3)', 'Ana: call Vorlauf (10.3)']);
  });

  it('with French faces the duties name French cards and suits', () => {
    const french = tableView({ state: wrongCard, showHands: true, pack: 'french' });
    expect(french.trick?.latest?.text).toBe('Ana played the Seven of diamonds against the duty: must follow trumps; none beats the Nine of hearts, so any trump (9.2). A wrong card stands (1.3).');
    const p = tableView({ state: trickOne, showHands: true, pack: 'french', lawfulOf: lawfulStub({}) }).play!;
    expect(p.hint.startsWith('Tap a card to play it. Must follow clubs (9.3)')).toBe(true);
  });

  it('a Vorlauf call is noted with the tricks it secured (10.3)', () => {
    const called = position({ ...wrongCard, deal: { ...wrongCard.deal, vorlauf: { side: 1, seat: 1, tricks: 1 } } });
    const v2 = tableView({ state: called, showHands: true });
    expect(v2.notes[1]).toBe('Vorlauf: Ben called it for Ben & Dan with 1 trick taken in; the match ends after this deal (10.3).');
    expect(v2.seats[1].badges).toEqual(['dealer', 'to act', 'Vorlauf']);
  });

  it('a misdeal is noted with each hand\'s count until the first card (4.5)', () => {
    const hands = [[...bidding.deal.hands[0], 'KE' as const], bidding.deal.hands[1], bidding.deal.hands[2], bidding.deal.hands[3].slice(0, 4)];
    const v3 = tableView({ state: position({ ...bidding, deal: { ...bidding.deal, hands, misdealt: true } }), showHands: true });
    expect(v3.notes).toEqual(['Misdeal: wrong numbers of cards (Ana 6, Ben 5, Cleo 5, Dan 4). Until the first card is played any player may claim it (4.5).']);
  });
});

describe('the end of a deal (1.4, 4.5, 5.3, 11, 12) and of the match (10.1)', () => {
  it('made: 100 in cards + 20 Bella = 120 of 164 + 60 = 224; more than half is 113', () => {
    const v = tableView({ state: made, showHands: true });
    expect(v.result?.text).toBe('Ana & Cleo took the game: 100 in cards + 20 in melds = 120 of 224, needing 113. Made (11.1). Written: Ana & Cleo 120, Ben & Dan 104.');
    expect(v.result?.citations.map((c) => c.number)).toEqual(['12.1', '11.1']);
    expect(v.phaseLine).toBe('The deal is over: Cleo deals next (4.6).');
    expect(v.seats[2].badges).toEqual(['deals next', 'took the game', 'Bella']);
    expect(v.score.rows).toEqual([{ deal: 1, written: [120, 104], running: [120, 104] }]);
    expect(v.score.text).toBe('Ana & Cleo 120 · Ben & Dan 104, playing to 500');
  });

  it('Ziehen: 70 is short of 103 (half of 204, plus one): the other side writes all 204', () => {
    expect(resultView(ziehen)?.text).toBe(
      'Ana & Cleo took the game: 70 in cards of 204, needing 103. Short: Ziehen, Ben & Dan write the whole 204 and Ana & Cleo nothing (11.1). Written: Ana & Cleo 0, Ben & Dan 204.',
    );
  });

  it('Dackeln: every trick, 184 + 100 = 284', () => {
    const r = resultView(dackeln)!;
    expect(r.text).toBe('Ana & Cleo took the game: 164 in cards + 20 in melds = 184 of 184, needing 93. Made, with every trick: Dackeln, 100 more (11.2). Written: Ana & Cleo 284, Ben & Dan 0.');
    expect(r.citations.map((c) => c.number)).toEqual(['12.1', '11.1', '11.2']);
  });

  it('a claimed wrong card, a thrown-in deal, strict and mild misdeals', () => {
    expect(resultView(fouled)?.text).toBe("A wrong card of Ana's was claimed: Ben & Dan write every point of the deal, 224, and Ana & Cleo nothing (1.4).");
    expect(resultView(thrownIn)?.text).toBe('Nobody took the game: the cards are thrown in and nothing is written; Cleo deals next (5.3).');
    expect(resultView(misdealStrict)?.text).toBe('Misdeal (table option strict): Ana & Cleo write 164; Cleo deals next (4.5).');
    expect(resultView(misdealMild)?.text).toBe('Misdeal (table option mild): nothing is written; Ben deals again (4.5).');
    expect(tableView({ state: misdealMild, showHands: true }).phaseLine).toBe('The deal is over: Ben deals again (4.5).');
  });

  it('the match: the winners, and nothing more to do', () => {
    const v = tableView({ state: matchOver, showHands: true, lawfulOf: lawfulStub({}) });
    expect(v.match?.text).toBe('Ana & Cleo win the match, 512 to 430: first to 500 (10.1).');
    expect(v.phaseLine).toBe('The match is over (10).');
    expect(v.play).toBeNull();
    expect(v.seats.flatMap((s) => s.badges).includes('to act')).toBe(false);
  });

  it('scores that start above nothing: the rows end at the scores the position holds', () => {
    const v = tableView({ state: position({ ...made, scores: [300, 204] }), showHands: true });
    expect(v.score.rows).toEqual([{ deal: 1, written: [120, 104], running: [300, 204] }]);
  });
});
