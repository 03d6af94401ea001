import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { overlayProblems, withOverlay } from './text-overlay';

const english = {
  id: '7.1-jack',
  title: 'A Jack fits',
  players: ['Ana', 'Ben'],
  steps: [
    { do: 'Ana play JC', says: 'A move.', expect: { top: 'JC' } },
    { do: 'Ben play 9C', expect: { top: '9C' } },
    { do: 'Ben draw', says: 'Ben draws.' },
  ],
  goal: { text: 'Throw a card.', check: { toMove: 'Cem' } },
};

describe('text overlays', () => {
  it('accepts the words in the English shape, with {} for a step without text', () => {
    const german = { id: '7.1-jack', title: 'Ein Bube passt', steps: [{ says: 'Ein Zug.' }, {}, { says: 'Ben zieht auf.' }], goal: { text: 'Wirf eine Karte.' } };
    expect(overlayProblems(english, german)).toEqual([]);
    const merged = withOverlay(english, german);
    expect(merged.steps.map((s) => ('says' in s ? s.says : null))).toEqual(['Ein Zug.', null, 'Ben zieht auf.']);
    expect(merged.steps[0].expect).toEqual({ top: 'JC' });
    expect(merged.goal).toEqual({ text: 'Wirf eine Karte.', check: { toMove: 'Cem' } });
    expect(merged.players).toEqual(['Ana', 'Ben']);
  });

  it('names each fault by its path: a missing text, a list of another length, data in the overlay, a wrong id', () => {
    expect(overlayProblems(english, { title: 'x', steps: [{ says: 'a' }, {}], goal: { text: 'y' } })).toEqual(['steps: 2 items, the English file has 3']);
    expect(overlayProblems(english, { title: '', steps: [{}, {}, { says: 'b' }], goal: {} })).toEqual(['title: missing text', 'steps[0].says: missing text', 'goal.text: missing text']);
    expect(overlayProblems(english, { id: 'other', title: 'x', players: ['A'], steps: [{ says: 'a', do: 'x' }, {}, { says: 'b' }], goal: { text: 'y' } })).toEqual([
      'steps[0].do: the English file has no text here',
      'id: "other" is not the English file\'s id "7.1-jack"',
      'players: the English file has no text here',
    ]);
  });
});

/** The kinds of worked example with texts for a reader: scenarios, lessons, (Gin Rummy) format examples and (Gress) worked score sheets. */
const KINDS = ['scenarios', 'lessons', 'formats', 'sheets'];

/** Every German scenario, lesson, format example and score sheet file written so far fits its English file. */
describe('German scenario, lesson, format example and score sheet files', () => {
  const root = join(__dirname, '../../content');
  const games = existsSync(join(root, 'de')) ? readdirSync(join(root, 'de')).filter((d) => existsSync(join(root, d))) : [];
  const files = games.flatMap((game) =>
    KINDS.flatMap((kind) => {
      const dir = join(root, 'de', game, kind);
      return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.yaml')).map((f) => ({ game, kind, file: f })) : [];
    }),
  );
  it('each fits its English file (path and fault named)', () => {
    const problems = files.flatMap(({ game, kind, file }) => {
      const name = `content/de/${game}/${kind}/${file}`;
      const englishFile = join(root, game, kind, file);
      if (!existsSync(englishFile)) return [`${name}: no English file content/${game}/${kind}/${file}`];
      const faults = overlayProblems(parse(readFileSync(englishFile, 'utf8')), parse(readFileSync(join(root, 'de', game, kind, file), 'utf8')));
      return faults.map((fault) => `${name}: ${fault}`);
    });
    expect(problems).toEqual([]);
  });

  it('exist for every English scenario, lesson, format example and score sheet of every game', () => {
    const missing = ['gress', 'the-game', 'gin-rummy', 'sens'].flatMap((game) =>
      KINDS.filter((kind) => existsSync(join(root, game, kind))).flatMap((kind) =>
        readdirSync(join(root, game, kind))
          .filter((f) => f.endsWith('.yaml') && !existsSync(join(root, 'de', game, kind, f)))
          .map((f) => `content/de/${game}/${kind}/${f}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
