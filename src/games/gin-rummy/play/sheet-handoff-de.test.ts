/**
 * Why a Gin Rummy match cannot go to the score sheet, on a German play page:
 * a hand is a "Spiel" and the match a "Partie" (content/de/gin-rummy/glossary).
 */
import { describe, expect, test } from 'vitest';
import type { GinState } from '../../../../engine/gin-rummy/types';
import { fresh } from '../test-fixtures';
import { pendingMatch } from './sheet-handoff';

describe('the hand-off to the score sheet in German', () => {
  test('no hand finished yet', () => {
    const s = fresh();
    expect(pendingMatch(s, s, 'de')).toEqual({ ok: false, error: 'Noch ist kein Spiel beendet: Spiel das laufende Spiel erst zu Ende.' });
  });

  test('a match opened part-way: its first hands are unknown', () => {
    const later: GinState = { ...fresh(), ledger: [{ winner: 0, points: 10 }] };
    expect(pendingMatch(later, later, 'de')).toEqual({
      ok: false,
      error: 'Diese Partie wurde mittendrin geöffnet, ihre ersten Spiele kennt diese Seite also nicht; trag sie von Hand auf dem Spielzettel ein.',
    });
  });

  test('English stays as it was', () => {
    const s = fresh();
    expect(pendingMatch(s, s)).toEqual({ ok: false, error: 'No hand is finished yet: play the hand to its end first.' });
  });
});
