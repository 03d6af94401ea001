/** "More actions" against hand-made positions: the tries it offers and their paragraphs, worked out from the rules. */
import { expect, it } from 'vitest';
import { describeAction, formatAction } from '../../../engine/sens/index';
import { moreActions } from './more-actions';
import { lawfulStub, taken, wrongCard } from './test-fixtures';

const run = (state: typeof wrongCard, lawful: ReturnType<typeof lawfulStub>) =>
  moreActions({ state, lawfulOf: lawful, format: (a) => formatAction(a, state.players), describe: (a) => describeAction(a, state.players) });

it('in trick 2: a card out of turn, a late meld, a rob too late, Bella without the cards, a take-back and claims with nothing to claim', () => {
  const lawful = lawfulStub({ 0: [{ type: 'takeBack', seat: 0 }], 1: [{ type: 'play', seat: 1, card: 'UH' }, { type: 'look', seat: 1 }], 2: [{ type: 'look', seat: 2 }] });
  const items = run(wrongCard, lawful);
  expect(items.map((i) => [i.label, i.lawful])).toEqual([
    // Cleo may look at the last trick (1.5) too: lawful, and no chip on the table for her.
    ['Cleo looks at the last trick again', true],
    // Ben is to play, not Cleo (9.1); her hand starts with the Herz-King.
    ['Cleo plays the Herz-King (9.1)', false],
    // Dan has played a card, so his run 9-10-Unter of Gras comes too late (7.1).
    ['Dan announces a Dreiständer worth 20 (7.1)', false],
    ['Ben robs the turned card with the trump Seven (6.2)', false],
    ['Ben announces Bella (7.3)', false],
    ['Ben takes the wrong card back (1.3)', false],
    ['Ben points out a wrong card played earlier (1.4)', false],
    ['Ben points out a misdeal (4.5)', false],
  ]);
  expect(items[1].key).toBe('Cleo play KH');
});

it('once a game is taken: the dealer robbing (6.1), and each other player trying it; a lawful rob stays on the table', () => {
  const items = run(taken, lawfulStub({ 1: [{ type: 'rest', seat: 1 }], 2: [{ type: 'rob', seat: 2 }] }));
  expect(items.map((i) => i.key)).toEqual(['Ben rob', 'Ana rob', 'Dan rob', 'Ben claim', 'Ben misdeal']);
});
