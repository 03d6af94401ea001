/**
 * The quick reference of The Game: Face to Face in German (/de/the-game/reference/):
 * the same tables, rows and paragraphs as the English one
 * (engine/the-game/reference.ts), every number from the engine's constants,
 * the words in the German rulebook's terms. The rows are keyed by the English
 * reference's table ids and the engine's kinds of play, so a row the English
 * page gains without German words fails the build (theGameReferenceDe throws).
 */
import type { QuickReference, ReferenceRow } from '../../../engine/core/reference';
import { wordsFor } from '../../../engine/core/reference';
import { enginePlayKinds, theGameReference, type PlayKind } from '../../../engine/the-game/reference';
import { CARDS_PER_PLAYER, HIGHEST, LOWEST, ROW_CARD, SEATS } from '../../../engine/the-game/rules/1-material';
import { HAND_SIZE } from '../../../engine/the-game/rules/2-setup';
import { BACKWARDS_STEP } from '../../../engine/the-game/rules/3-own-piles';
import { MAX_ON_OPPONENT } from '../../../engine/the-game/rules/4-opponent';
import { MINIMUM } from '../../../engine/the-game/rules/5-turn';
import { DRAW_AFTER_OWN_TURN } from '../../../engine/the-game/rules/6-drawing';

type Rows = readonly { readonly where: string; readonly rule: string; readonly paragraphs: readonly string[] }[];

const PLAY: Readonly<Record<PlayKind, Rows>> = {
  lay: [
    { where: 'Dein aufsteigender Stapel', rule: 'Höher als die oberste Karte; Lücken sind erlaubt.', paragraphs: ['3.1'] },
    { where: 'Dein absteigender Stapel', rule: 'Niedriger als die oberste Karte; Lücken sind erlaubt.', paragraphs: ['3.2'] },
  ],
  trick: [
    {
      where: 'Rückwärts-Trick (nur eigene Stapel)',
      rule: `Aufsteigend genau ${BACKWARDS_STEP} niedriger, absteigend genau ${BACKWARDS_STEP} höher; so oft im Zug, wie du willst.`,
      paragraphs: ['3.3', '3.4'],
    },
  ],
  help: [
    {
      where: 'Stapel des Gegners',
      rule: `Höchstens ${MAX_ON_OPPONENT === 1 ? 'eine Karte' : `${MAX_ON_OPPONENT} Karten`} pro Zug, und sie muss verbessern: niedriger auf seinem aufsteigenden, höher auf seinem absteigenden Stapel. Kein Rückwärts-Trick dort.`,
      paragraphs: ['4.1', '4.2'],
    },
  ],
  endTurn: [
    {
      where: 'Zug beenden',
      rule: `Mindestens ${MINIMUM} Karten, einzeln, auf beliebige Stapel in beliebiger Reihenfolge, dann sagst du, dass du fertig bist; das gilt auch mit leerem Zugstapel.`,
      paragraphs: ['5.1', '5.2', '5.3', '5.4'],
    },
  ],
};

const TABLES: Readonly<Record<string, { readonly title: string; readonly columns: readonly string[]; readonly rows: () => ReferenceRow[] }>> = {
  'set-up': {
    title: 'Vorbereitung',
    columns: ['Was', 'Wie viel'],
    rows: () => [
      { cells: ['Spieler', `${SEATS}, jeder mit einer eigenen Farbe`], paragraphs: ['1.1'] },
      { cells: ['Zahlenkarten', `${LOWEST} bis ${HIGHEST}: ${CARDS_PER_PLAYER} pro Spieler`], paragraphs: ['1.1'] },
      { cells: ['Reihenkarten', `aufsteigend ab ${ROW_CARD.up}, absteigend ab ${ROW_CARD.down}; es zählt nur die oberste Karte eines Stapels`], paragraphs: ['1.2', '1.3', '2.1'] },
      { cells: ['Zugstapel', `deine eigenen ${CARDS_PER_PLAYER} Karten, gemischt und verdeckt`], paragraphs: ['2.2'] },
      { cells: ['Hand', `${HAND_SIZE} Karten von deinem eigenen Zugstapel`], paragraphs: ['2.3'] },
      { cells: ['Wer anfängt', 'wird ausgelost'], paragraphs: ['2.4'] },
    ],
  },
  where: {
    title: 'Wohin eine Karte darf',
    columns: ['Stapel', 'Regel'],
    rows: () => enginePlayKinds().flatMap((kind) => wordsFor(PLAY, kind, 'kind of play').map((r) => ({ cells: [r.where, r.rule], paragraphs: r.paragraphs }))),
  },
  drawing: {
    title: 'Nachziehen am Ende des Zuges',
    columns: ['Der Zug', 'Danach'],
    rows: () => [
      { cells: ['Nur eigene Stapel', `${DRAW_AFTER_OWN_TURN} nachziehen, egal wie viele Karten du gelegt hast.`], paragraphs: ['6.1'] },
      { cells: ['Eine Karte beim Gegner', `Auf ${HAND_SIZE} Handkarten auffüllen.`], paragraphs: ['6.2'] },
      { cells: ['Zugstapel aufgebraucht', 'Ohne Nachziehen weiterspielen.'], paragraphs: ['7.3'] },
    ],
  },
  end: {
    title: 'Spielende',
    columns: ['Ergebnis', 'Wann'],
    rows: () => [
      { cells: ['Sieg', `Deine letzte der ${CARDS_PER_PLAYER} Zahlenkarten liegt: Das Spiel endet sofort.`], paragraphs: ['7.1'] },
      {
        cells: ['Niederlage', `Du schaffst die ${MINIMUM} Karten eines Zuges nicht: Du verlierst sofort. Diese Seite prüft das zu Beginn deines Zuges mit Blick nach vorn: Eine passende Karte, nach der nichts mehr geht, reicht nicht.`],
        paragraphs: ['7.2', '5.3'],
      },
    ],
  },
};

/** The German reference, table for table in the English one's order. */
export function theGameReferenceDe(): QuickReference {
  const english = theGameReference();
  return {
    gameId: english.gameId,
    title: 'Kurzübersicht zu The Game: Face to Face',
    description: 'The Game: Face to Face auf einer druckbaren Seite: Vorbereitung, welche Karte auf welchen Stapel darf, der Rückwärts-Trick, Nachziehen und Spielende, jeweils mit seinem Absatz.',
    intro: 'Zwei Spieler wetteifern darum, alle ihre Zahlenkarten auf die eigenen zwei Stapel zu bringen, und dürfen dem Gegner pro Zug mit höchstens einer Karte helfen. Die Nummern führen zu ihren Absätzen.',
    tables: english.tables.map((table) => {
      const words = wordsFor(TABLES, table.id, 'reference table');
      return { id: table.id, title: words.title, columns: words.columns, rows: words.rows() };
    }),
  };
}
