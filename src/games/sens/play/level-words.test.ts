/** Every SENS bot level has German words; English keeps the engine's own. */
import { expect, test } from 'vitest';
import { sens } from '../../../../engine/sens/index';
import { GERMAN_LEVEL_IDS, levelsIn } from './level-words';

const levels = (sens.botLevels ?? []).map(({ id, label, description }) => ({ id, label, description }));

test('each engine level is worded in German, and nothing else is', () => {
  expect([...GERMAN_LEVEL_IDS].sort()).toEqual(levels.map((l) => l.id).sort());
  expect(levelsIn(levels, 'de').map((l) => l.label)).toEqual(['Zufall', 'Verein', 'Stark']);
  expect(levelsIn(levels, 'en')).toEqual(levels);
});
