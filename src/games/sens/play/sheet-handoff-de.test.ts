/**
 * Why a SENS match or deal cannot go to the score sheet, on a German play
 * page: a deal is a "Spiel", the match a "Partie" (content/de/sens/glossary).
 * Positions from test-fixtures.ts (Ana & Cleo against Ben & Dan, Ben deals).
 */
import { describe, expect, test } from 'vitest';
import { replay } from '../../../../engine/core/played';
import { sens } from '../../../../engine/sens/index';
import { bidding, fouled, made, trickOne } from '../test-fixtures';
import { dealEntry, pendingMatch } from './sheet-handoff';

describe('the hand-off to the score sheet in German', () => {
  test('no deal finished yet (the match is still bidding its first deal)', () => {
    expect(pendingMatch(replay(sens, bidding, []), 'de')).toEqual({ ok: false, error: 'Noch ist kein Spiel beendet: Spiel das laufende Spiel erst zu Ende.' });
  });

  test('opened part-way: a deal already written, or the first deal already in its tricks', () => {
    const said = 'Diese Partie wurde mittendrin geöffnet, ihre ersten Spiele kennt diese Seite also nicht; trag sie von Hand auf dem Spielzettel ein.';
    expect(pendingMatch(replay(sens, made, []), 'de')).toEqual({ ok: false, error: said });
    expect(pendingMatch(replay(sens, trickOne, []), 'de')).toEqual({ ok: false, error: said });
  });

  test('a deal the sheet cannot write: not over, no game taken, a wrong card written beyond what the sheet holds', () => {
    expect(dealEntry(trickOne.deal, 'de')).toEqual({ ok: false, error: 'das Spiel ist noch nicht zu Ende' });
    expect(dealEntry({ ...made.deal, game: null }, 'de')).toEqual({ ok: false, error: 'ein gezähltes Spiel, in dem keiner das Spiel gemacht hat' });
    const huge = { ...fouled.deal, end: { kind: 'foul' as const, by: 0 as const, written: [0, 5000] as [number, number] } };
    expect(dealEntry(huge, 'de')).toEqual({ ok: false, error: 'nach einer falschen Karte wurden 5000 geschrieben, so viel fasst der Zettel nicht' });
    expect(dealEntry(huge)).toEqual({ ok: false, error: "a wrong card's deal wrote 5000, which the sheet cannot hold" });
  });
});
