/**
 * Which game a scenario file is for (gameOfScenarioFile): its `game` key, or
 * the nearest folder named after a game, or a folder of reproductions named
 * "<game>-..." (../shared/findings/gress-turn2/ holds Gress files without a
 * `game` key, written before there were other games).
 */
import { describe, expect, test } from 'vitest';
import { gameOfScenarioFile } from './scenario';

const GAMES = [{ id: 'gress' }, { id: 'the-game' }, { id: 'gin-rummy' }, { id: 'sens' }] as const;
const which = (text: string, file: string) => {
  const r = gameOfScenarioFile(text, file, GAMES);
  return r.ok ? r.game.id : r.error;
};

describe('gameOfScenarioFile', () => {
  test('the game key decides', () => {
    expect(which('game: sens\nid: x\n', '/tmp/x.yaml')).toBe('sens');
  });

  test('else the nearest folder named after a game, wherever the project sits', () => {
    expect(which('id: x\n', 'content/the-game/scenarios/x.yaml')).toBe('the-game');
    expect(which('id: x\n', '/home/gress/work/content/sens/scenarios/x.yaml')).toBe('sens');
  });

  test('a folder named "<game>-..." counts, so reproductions found from outside run as they are', () => {
    expect(which('id: x\n', '../shared/findings/gress-turn2/10.3-last-settlement.yaml')).toBe('gress');
    expect(which('id: x\n', 'findings/gin-rummy-knocks/x.yaml')).toBe('gin-rummy');
  });

  test('no key and no such folder, an unknown game, or a key against its folder: errors naming the file', () => {
    expect(which('id: x\n', '/tmp/sense/x.yaml')).toBe('/tmp/sense/x.yaml: which game? Add "game: <id>" (one of gress, the-game, gin-rummy, sens) or keep the file in content/<game>/scenarios/');
    expect(which('game: skat\n', '/tmp/x.yaml')).toBe('/tmp/x.yaml: game: "skat" is not a game of this site (gress, the-game, gin-rummy, sens)');
    expect(which('game: sens\n', 'content/gress/scenarios/x.yaml')).toBe('content/gress/scenarios/x.yaml: game: "sens" but the file sits in the folder of "gress"');
  });

  test('a file the YAML reader refuses gets the reader\'s own error, not a question about its game', () => {
    const broken = 'game: sens\nid: x\nsteps: [unclosed\n';
    const said = which(broken, '/tmp/x.yaml');
    expect(said).toMatch(/^\/tmp\/x\.yaml: not valid YAML: /);
    expect(said).not.toMatch(/which game/);
    // The alias-bomb guard of the YAML reader (a "billion laughs" file) is such an error too.
    const bomb = ['game: sens', 'a0: &a0 [x, x, x, x, x, x, x, x, x, x]',
      ...[1, 2, 3, 4].map((n) => `a${n}: &a${n} [${Array(10).fill(`*a${n - 1}`).join(', ')}]`)].join('\n');
    expect(which(bomb, 'content/sens/scenarios/x.yaml')).toMatch(/^content\/sens\/scenarios\/x\.yaml: not valid YAML: .*alias/i);
  });
});

