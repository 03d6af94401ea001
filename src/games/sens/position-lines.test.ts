import { expect, test } from 'vitest';
import { sensPositionLines } from './position-lines';
import { bidding, made, wrongCard } from './test-fixtures';

test('the bidding: four hands by suit in the plain order, the turned card, who passed, who speaks', () => {
  expect(sensPositionLines(bidding)).toEqual([
    // Ana 9E TE UE AG 7G: Eichel high to low 10 U 9 (2.2), then Gras S 7.
    'Ana (south, Ana & Cleo): Eichel 10 U 9 · Gras S 7',
    'Ben (west, Ben & Dan), dealer, passed: Gras K O · Herz S 10 · Schellen S',
    'Cleo (north, Ana & Cleo), to act, Vorhand: Eichel S · Herz K O 9 7',
    'Dan (east, Ben & Dan): Eichel O 8 · Gras 10 U 9',
    "Ben deals, Ana cuts, Cleo is Vorhand. Turned: the Herz-Unter, Ben's (4.4). Passed in round 1: Ben. Round 1: Cleo takes the game with Herz, the turned card's suit, as trumps, or passes (5.1).",
  ]);
});

test('a wrong card in trick 2: trumps first in each hand, the trick, the melds, Bella, the tricks and the wrong card', () => {
  const lines = sensPositionLines(wrongCard);
  // Ben: UH AH TH (trumps, 2.3), KG OG, AS KS.
  expect(lines[1]).toBe('Ben (west, Ben & Dan), dealer, to act: Herz U S 10 · Gras K O · Schellen S K');
  expect(lines.slice(4)).toEqual([
    'Ben deals, Ana cuts, Cleo is Vorhand. Trumps: Herz (Cleo, round 1). Trick 2: Ben to play; Cleo led.',
    "Trick 2: Cleo led; Cleo's Herz-Nine wins so far (9.5). Ana played the Schellen-Seven against the duty: must follow trumps; none beats the Herz-Nine, so any trump (9.2). A wrong card stands (1.3).",
    "Melds: Dan, Dreiständer up to the Gras-Unter (20); Dan, Dreiständer up to the Schellen-Ober (20); Ana, Dreiständer up to the Eichel-Unter (20). Melds count for Ben & Dan: 40. Dan's Dreiständer up to the Schellen-Ober beats Ana's Dreiständer up to the Eichel-Unter: a higher top card (8.3); the other side's melds count nothing (7.2).",
    'Bella (20): Cleo (7.3).',
    'Tricks: Ana & Cleo: 1 trick, 24 points; Ben & Dan: 0 tricks, 0 points.',
    "Wrong card: Ana's Schellen-Seven in trick 2 broke the duty of 9.2 and stands. Ana may take it back at once and play another (1.3); once the next card is played, any player may claim it (1.4).",
  ]);
});

test('after the deal: the result and the score', () => {
  const lines = sensPositionLines(made);
  expect(lines[0]).toBe('Ana (south, Ana & Cleo): no cards');
  expect(lines.slice(-2)).toEqual([
    'Ana & Cleo took the game: 100 in cards + 20 in melds = 120 of 224, needing 113. Made (11.1). Written: Ana & Cleo 120, Ben & Dan 104.',
    'Score: Ana & Cleo 120 · Ben & Dan 104, playing to 500.',
  ]);
});
