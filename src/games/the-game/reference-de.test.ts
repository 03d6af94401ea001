/** The German quick reference against the English one: the same tables, rows and paragraphs, German words, the engine's numbers. */
import { describe, expect, test } from 'vitest';
import { citedParagraphs, shapeProblems } from '../../../engine/core/reference';
import { theGameReference } from '../../../engine/the-game/reference';
import { theGameReferenceDe } from './reference-de';

describe('the German quick reference', () => {
  const de = theGameReferenceDe();
  const en = theGameReference();

  test('well formed, with the English page’s tables and rows citing the same paragraphs in the same order', () => {
    expect(shapeProblems(de)).toEqual([]);
    expect(de.tables.map((t) => [t.id, t.rows.length])).toEqual(en.tables.map((t) => [t.id, t.rows.length]));
    expect(de.tables.flatMap((t) => t.rows.map((r) => r.paragraphs))).toEqual(en.tables.flatMap((t) => t.rows.map((r) => r.paragraphs)));
    expect(citedParagraphs(de)).toEqual(citedParagraphs(en));
  });

  test('the numbers by hand from the rulebook: cards 2 to 59, 58 each, six in hand, ten for the trick, two a turn', () => {
    const text = de.tables.flatMap((t) => t.rows.map((r) => r.cells.join(' | ')));
    expect(text).toContain('Zahlenkarten | 2 bis 59: 58 pro Spieler');
    expect(text).toContain('Hand | 6 Karten von deinem eigenen Zugstapel');
    expect(text.find((row) => row.startsWith('Rückwärts-Trick'))).toContain('genau 10 niedriger');
    expect(text.find((row) => row.startsWith('Zug beenden'))).toContain('Mindestens 2 Karten');
    expect(text).toContain('Nur eigene Stapel | 2 nachziehen, egal wie viele Karten du gelegt hast.');
  });
});
