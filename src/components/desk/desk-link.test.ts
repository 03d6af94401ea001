/**
 * The desk's links for any game (here The Game's engine): a table and its
 * actions go into the address and come back the same; a damaged link is
 * refused in one sentence that says what is wrong.
 */
import { describe, expect, test } from 'vitest';
import { encodeShareLink } from '../../../engine/core/share-link';
import { theGame } from '../../../engine/the-game/index';
import type { TheGameAction, TheGameState } from '../../../engine/the-game/types';
import { buildPosition } from '../../games/the-game/desk/build-position';
import { DISPUTE } from '../../games/the-game/desk/test-table';
import { deskHash, linkOfHash, readDeskHash, sandboxHref } from './desk-link';

function dispute(): TheGameState {
  const parsed = theGame.parsePosition(buildPosition(DISPUTE).text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

const actions: TheGameAction[] = [
  { type: 'lay', seat: 0, card: 20, pile: { owner: 0, row: 'up' } },
  { type: 'lay', seat: 0, card: 40, pile: { owner: 1, row: 'up' } },
];

describe('desk links', () => {
  test('a table and its actions come back from the address as they went in', () => {
    const start = dispute();
    const hash = deskHash(theGame, { start, actions });
    expect(hash.startsWith('#desk=the-game.1.')).toBe(true);
    const read = readDeskHash(theGame, hash);
    expect(read).toEqual({ kind: 'game', played: { start, actions } });
    // Encoded by the browser, or opened from the sandbox's #play= link: the same table.
    expect(readDeskHash(theGame, hash.replace(/\./g, '%2E'))).toEqual(read);
    expect(readDeskHash(theGame, `#play=${hash.slice('#desk='.length)}`)).toEqual(read);
  });

  test('the sandbox gets the same link', () => {
    const start = dispute();
    const href = sandboxHref(theGame, { start, actions });
    expect(href).toBe(`/the-game/sandbox/#play=${linkOfHash(deskHash(theGame, { start, actions }))}`);
  });

  test('an address without a desk link is nothing for the desk', () => {
    expect(readDeskHash(theGame, '')).toEqual({ kind: 'none' });
    expect(readDeskHash(theGame, '#may-this-card-go-on-this-pile')).toEqual({ kind: 'none' });
  });

  test('a damaged link is refused in words', () => {
    const hash = deskHash(theGame, { start: dispute(), actions });
    const error = (h: string) => {
      const read = readDeskHash(theGame, h);
      return read.kind === 'error' ? read.error : `not refused: ${read.kind}`;
    };
    // One character of the payload changed: the checksum no longer matches.
    const last = hash.at(-1) === 'A' ? 'B' : 'A';
    expect(error(hash.slice(0, -1) + last)).toBe('This link cannot be opened: checksum mismatch: the link was altered or mistyped.');
    // Cut off in the middle.
    expect(error(hash.slice(0, -10))).toMatch(/^This link cannot be opened: truncated: \d+ of \d+ bytes arrived; copy the whole link\.$/);
    expect(error('#desk=')).toBe('This link cannot be opened: empty; expected a link starting with the game, e.g. "the-game.1.".');
    expect(error('#desk=the-game.1.zz')).toBe('This link cannot be opened: malformed: expected 5 parts separated by ".", got 3 (was it cut off or joined with other text?).');
  });

  test('a link of another game, or one whose table or actions do not read, is refused in words', () => {
    const gress = `#desk=${encodeShareLink('gress', 'anything')}`;
    expect(readDeskHash(theGame, gress)).toEqual({ kind: 'error', error: 'This link cannot be opened: it is a link to another game ("gress"), and this is the desk of The Game: Face to Face.' });
    const badAction = `#desk=${encodeShareLink('the-game', `${buildPosition(DISPUTE).text}\nBen fly`)}`;
    const read = readDeskHash(theGame, badAction);
    expect(read.kind === 'error' && read.error).toBe('This link cannot be opened: the table it carries does not read: line 2: column 5: expected "lay" or "end turn", got "fly" in "Ben fly".');
    const nonsense = `#desk=${encodeShareLink('the-game', buildPosition({ ...DISPUTE, names: ['Ben', 'Ben'] }).text)}`;
    const refused = readDeskHash(theGame, nonsense);
    expect(refused.kind).toBe('error');
    expect(refused.kind === 'error' && refused.error).toMatch(/^This link cannot be opened: the table it carries does not read: line 1 \(the position\): /);
  });
});

describe('desk links in German', () => {
  test('a link of another game is refused in German', () => {
    const gress = `#desk=${encodeShareLink('gress', 'anything')}`;
    expect(readDeskHash(theGame, gress, 'de')).toEqual({
      kind: 'error',
      error: 'Dieser Link lässt sich nicht öffnen: er führt zu einem anderen Spiel („gress“), und dies ist der Schiedsrichtertisch von The Game: Face to Face.',
    });
  });
  test('an English page still says it in English', () => {
    const gress = `#desk=${encodeShareLink('gress', 'anything')}`;
    expect(readDeskHash(theGame, gress, 'en')).toEqual(readDeskHash(theGame, gress));
  });
});
