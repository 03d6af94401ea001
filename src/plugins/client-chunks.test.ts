import { describe, expect, test } from 'vitest';
import { viewGroups, type Graph } from './client-chunks';

/** A module graph from a list of "module: imports". */
function graph(edges: Record<string, string[]>): Graph {
  return {
    getModuleIds: () => Object.keys(edges)[Symbol.iterator](),
    getModuleInfo: (id) => (id in edges ? { importedIds: edges[id] } : null),
  };
}

describe("each game's sandbox and play mode, grouped where no stylesheet comes along", () => {
  const g = graph({
    '/r/src/games/gress/Sandbox.tsx': ['/r/src/games/gress/ui.ts'],
    '/r/src/games/gress/ui.ts': ['/r/src/games/gress/Table.tsx', '/r/src/games/gress/view-model.ts'],
    '/r/src/games/gress/Table.tsx': ['/r/src/games/gress/table.css', '/r/src/games/gress/view-model.ts', '/r/src/games/gress/Seat.tsx'],
    '/r/src/games/gress/table.css': [],
    '/r/src/games/gress/Seat.tsx': ['/r/src/games/gress/cards/CardFace.tsx'],
    '/r/src/games/gress/cards/CardFace.tsx': ['/r/node_modules/preact/dist/preact.mjs'],
    '/r/src/games/gress/view-model.ts': ['/r/engine/gress/paragraphs.ts', '/r/engine/core/cards.ts'],
    '/r/engine/gress/paragraphs.ts': [],
    '/r/engine/core/cards.ts': [],
    '/r/engine/gress/game.ts': ['/r/engine/gress/machine.ts', '/r/engine/gress/paragraphs.ts', '/r/node_modules/xstate/dist/xstate.mjs'],
    '/r/engine/gress/machine.ts': [],
    '/r/src/games/gress/play-kit.tsx': ['/r/src/games/gress/ActionChips.tsx'],
    '/r/src/games/gress/ActionChips.tsx': [],
    '/r/node_modules/preact/dist/preact.mjs': [],
    '/r/node_modules/xstate/dist/xstate.mjs': [],
  });
  const groups = viewGroups(g);

  test('the view modules without styles and the engine modules they use go with the sandbox', () => {
    expect(groups.get('/r/src/games/gress/view-model.ts')).toBe('view-gress');
    expect(groups.get('/r/src/games/gress/Seat.tsx')).toBe('view-gress');
    expect(groups.get('/r/src/games/gress/cards/CardFace.tsx')).toBe('view-gress');
    expect(groups.get('/r/engine/gress/paragraphs.ts')).toBe('view-gress');
  });

  test('what brings a stylesheet, directly or through another module, is left as Vite splits it', () => {
    for (const id of ['/r/src/games/gress/Table.tsx', '/r/src/games/gress/ui.ts', '/r/src/games/gress/Sandbox.tsx', '/r/src/games/gress/table.css']) expect(groups.get(id), id).toBeUndefined();
  });

  test('the rest of the engine and the play kit go with play mode; shared code and libraries stay out', () => {
    expect(groups.get('/r/engine/gress/game.ts')).toBe('play-gress');
    expect(groups.get('/r/engine/gress/machine.ts')).toBe('play-gress');
    expect(groups.get('/r/src/games/gress/play-kit.tsx')).toBe('play-gress');
    expect(groups.get('/r/src/games/gress/ActionChips.tsx')).toBe('play-gress');
    for (const id of ['/r/engine/core/cards.ts', '/r/node_modules/xstate/dist/xstate.mjs', '/r/node_modules/preact/dist/preact.mjs']) expect(groups.get(id), id).toBeUndefined();
  });
});
