/**
 * The SENS quick reference in German (/de/sens/reference/): the same tables
 * as the English page (engine/sens/reference.ts), built from the same engine
 * lists and constants (card orders and points, meld values and orders, the
 * duty paragraphs, the thresholds), in the German pages' words
 * (content/de/sens/glossary.mdx: Neuner, Zehner, Säue; spielführende Partei).
 * Same table ids, rows and paragraphs as the English one, so the two cannot
 * drift apart (reference-de.test.ts compares them).
 */
import type { QuickReference, ReferenceRow } from '../../../engine/core/reference';
import { BASE_TOTAL, LAST_TRICK_POINTS, MELD_ORDER, PLAIN_ORDER, RANKS, TRUMP_ORDER, type Rank } from '../../../engine/sens/cards';
import { TARGET } from '../../../engine/sens/match';
import { BELLA_POINTS, KIND_ORDER, RUN_POINTS, VIERSTAENDER_ORDER, VIERSTAENDER_POINTS } from '../../../engine/sens/melds';
import { pointGroups, vierstaenderGroups } from '../../../engine/sens/reference';
import { KIND_NAMES } from '../../../engine/sens/rules/7-melding';
import { DACKELN_BONUS, pointsToMakeGame } from '../../../engine/sens/scoring';
import type { MeldKind } from '../../../engine/sens/types';

/** The ranks as the German pages name them, and their plurals. */
const RANK: Record<Rank, string> = { '7': 'Sieben', '8': 'Acht', '9': 'Neuner', T: 'Zehner', U: 'Unter', O: 'Ober', K: 'König', A: 'Sau' };
const RANKS_PLURAL: Record<Rank, string> = { '7': 'Sieben', '8': 'Achten', '9': 'Neuner', T: 'Zehner', U: 'Unter', O: 'Ober', K: 'Könige', A: 'Säue' };
const names = (ranks: readonly Rank[]) => ranks.map((r) => RANK[r]).join(', ');

const MELD_WHAT: Record<MeldKind, string> = {
  dreistaender: 'drei in Folge, eine Farbe',
  quart: 'vier in Folge, eine Farbe',
  fuss: 'fünf in Folge, eine Farbe (hier: sechs bis acht zählen als ein Fuss)',
  vierstaender: 'alle vier',
};

const runKindOf = (length: number): MeldKind => (length === 3 ? 'dreistaender' : length === 4 ? 'quart' : 'fuss');

function meldRows(): ReferenceRow[] {
  const rows: ReferenceRow[] = [];
  for (const kind of KIND_ORDER) {
    if (kind === 'vierstaender') {
      for (const g of vierstaenderGroups()) rows.push({ cells: [KIND_NAMES[kind], `${MELD_WHAT[kind]} ${g.ranks.map((r) => RANKS_PLURAL[r]).join(', ')}`, String(g.points)], paragraphs: ['8.2'] });
      continue;
    }
    const points = [...new Set(Object.keys(RUN_POINTS).map(Number).filter((n) => runKindOf(n) === kind).map((n) => RUN_POINTS[n]))];
    rows.push({ cells: [KIND_NAMES[kind], MELD_WHAT[kind], points.join(' / ')], paragraphs: ['8.1'] });
  }
  rows.push({
    cells: ['Bella', 'Ober und König im Trumpf, angesagt, bevor eine der beiden gespielt ist; zählt für die eigene Partei, wie der Vergleich auch ausgeht, und steckt sie in einer gemeldeten Folge, ohne zweite Ansage', String(BELLA_POINTS)],
    paragraphs: ['7.3'],
  });
  return rows;
}

function comparisonRows(): ReferenceRow[] {
  const kinds = [...KIND_ORDER].reverse().map((k) => KIND_NAMES[k]).join(' > ');
  const four = [...VIERSTAENDER_ORDER].reverse().map((r) => RANKS_PLURAL[r]).join(' > ');
  return [
    { cells: ['Wann', 'Jeder meldet vor der eigenen ersten Karte; welche Meldung die beste ist, steht fest, sobald der erste Stich vollständig ist.'], paragraphs: ['7.1', '7.2'] },
    { cells: ['Wer schreibt', 'Die Partei mit der besten Meldung schreibt die Meldungen beider Partner, die andere Partei keine.'], paragraphs: ['7.2'] },
    { cells: ['Zuerst die Art', `${kinds}, ganz gleich, wie viele Punkte.`], paragraphs: ['8.3'] },
    { cells: ['Gleiche Art', 'Die höhere oberste Karte gewinnt; bei gleicher die im Trumpf, sonst heben sich beide auf.'], paragraphs: ['8.3'] },
    { cells: ['Zwei Vierständer', four], paragraphs: ['8.4'] },
  ];
}

function trickRows(): ReferenceRow[] {
  return [
    { cells: ['Ausspiel', 'Vorhand (links vom Geber) spielt zum ersten Stich aus; wer einen Stich macht, spielt zum nächsten aus.'], paragraphs: ['9.1'] },
    { cells: ['Trumpf ausgespielt', 'Trumpf zugeben, höher als der beste Trumpf im Stich, wenn du kannst, sonst einen niedrigeren; ohne Trumpf: jede Karte.'], paragraphs: ['9.2'] },
    { cells: ['Fehlfarbe ausgespielt, du hast sie', 'Farbe bekennen, mit jeder Karte dieser Farbe; höher muss sie nicht sein.'], paragraphs: ['9.3'] },
    { cells: ['Fehlfarbe ausgespielt, du hast keine', 'Stechen, und einen Trumpf im Stich überstechen, wenn du kannst; ohne Trumpf: jede Karte.'], paragraphs: ['9.4'] },
    { cells: ['Wer ihn macht', 'Der höchste Trumpf, sonst die höchste Karte der ausgespielten Farbe. Die Pflichten gelten auch, wenn dein Partner vorn liegt.'], paragraphs: ['9.5'] },
  ];
}

function scoreRows(): ReferenceRow[] {
  const need = pointsToMakeGame(BASE_TOTAL);
  return [
    { cells: ['Das Spiel schaffen', `Die Partei, die Trumpf bestimmt hat, braucht die Hälfte aller Punkte und einen mehr: ${need} von ${BASE_TOTAL} ohne Meldungen (Meldungen erhöhen die Summe).`], paragraphs: ['11.1', '12.1'] },
    { cells: ['Ziehen', 'Schafft sie das nicht, schreibt die andere Partei alle Punkte des Spiels, Meldungen eingeschlossen; die spielführende Partei schreibt nichts.'], paragraphs: ['11.1'] },
    { cells: ['Dackeln', `Die spielführende Partei macht alle acht Stiche: ${DACKELN_BONUS} Punkte dazu.`], paragraphs: ['11.2'] },
    { cells: ['Partie', `Eine Partei mit ${TARGET} oder mehr gewinnt; sind beide darüber und hat niemand Vorlauf angesagt, der höhere Stand, bei Gleichstand ein weiteres Spiel (so liest es diese Seite). Die nächste Partie gibt die unterlegene Partei.`], paragraphs: ['10.1', '10.2', '4.1'] },
    {
      cells: ['Vorlauf', `Jede Partei darf ihn während des Spiels ansagen: Ihre Stiche bis dahin sind gesichert, spätere zählen für sie nicht mehr. Kommen Stand vor dem Spiel, gesicherte Stiche und Meldungen auf ${TARGET}, gewinnt sie, auch wenn beide ${TARGET} überschreiten; sonst, oder wenn sie das Spiel gemacht und nicht geschafft hat, gewinnt die andere Partei.`],
      paragraphs: ['10.2', '10.3', '10.4'],
    },
    { cells: ['Falsche Karte', `Sofort zurückgenommen: kein Schaden. Später entdeckt: Die andere Partei schreibt alles (${BASE_TOTAL} und die Meldungen, die zählen).`], paragraphs: ['1.3', '1.4'] },
    { cells: ['Vergeben', `Nach Absprache am Tisch: streng, die andere Partei schreibt ${BASE_TOTAL}; oder mild, es wird neu gegeben.`], paragraphs: ['4.5'] },
  ];
}

export function sensReferenceDe(): QuickReference {
  const noFours = RANKS.filter((r) => VIERSTAENDER_POINTS[r] === undefined).map((r) => RANKS_PLURAL[r]).join(' oder ');
  return {
    gameId: 'sens',
    title: 'SENS-Kurzübersicht',
    description: 'SENS auf einer druckbaren Seite: Reihenfolge und Werte der Karten, Meldungen und ihr Vergleich, die Pflichten beim Stich, das Spiel schaffen, Vorlauf und das Ende der Partie, jeweils mit dem Absatz dazu.',
    intro: 'Vier Spieler, die Partner sitzen sich gegenüber. Die Namen sind die des bayerischen Blatts (Unter = Bube, Ober = Dame, Sau = Ass). Die Nummern führen zu ihren Absätzen.',
    tables: [
      {
        id: 'card-order', title: 'Reihenfolge der Karten (von niedrig nach hoch)', columns: ['Farbe', 'Reihenfolge'],
        rows: [
          { cells: ['Fehlfarbe', names(PLAIN_ORDER)], paragraphs: ['2.2'] },
          { cells: ['Trumpf', names(TRUMP_ORDER)], paragraphs: ['2.3'] },
          { cells: ['Folgen (Meldungen)', names(MELD_ORDER)], paragraphs: ['2.4'] },
        ],
      },
      {
        id: 'card-points', title: 'Kartenwerte', columns: ['Karte', 'Fehlfarbe', 'Trumpf'],
        rows: [
          ...pointGroups().map((g) => ({ cells: [names(g.ranks), String(g.plain), String(g.trump)], paragraphs: ['3.1'] })),
          { cells: ['Letzter Stich', `${LAST_TRICK_POINTS} dazu`, `${LAST_TRICK_POINTS} dazu`], paragraphs: ['3.2'] },
        ],
        note: `Alle Karten und der letzte Stich ergeben ${BASE_TOTAL}.`,
      },
      { id: 'melds', title: 'Meldungen', columns: ['Meldung', 'Karten', 'Punkte'], rows: meldRows(), note: `Einen Vierständer aus ${noFours} gibt es nicht.` },
      { id: 'meld-comparison', title: 'Welche Meldungen zählen', columns: ['Regel', 'Wie'], rows: comparisonRows() },
      { id: 'tricks', title: 'Pflichten beim Stich', columns: ['Lage', 'Pflicht'], rows: trickRows() },
      { id: 'scoring', title: 'Spiel und Partie', columns: ['Regel', 'Wie'], rows: scoreRows() },
    ],
  };
}
