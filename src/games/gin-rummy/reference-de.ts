/**
 * The Gin Rummy quick reference in German (/de/gin-rummy/reference/): the same
 * tables, rows and paragraphs as the English one (engine/gin-rummy/reference.ts),
 * every number from the same engine tables (card values, the deal, meld kinds,
 * the knock limit, scoreHand's points, the *_BONUS constants, the rulebook's
 * settlement), in the German pages' terms (content/de/gin-rummy/glossary.mdx:
 * Spiel for a hand, Partie for the match, Figur, Satz, Folge, Stoß, kaufen,
 * klopfen, Schlechtpunkte, anlegen, Prämie). Keyed by the engine's names, so a
 * bonus or meld kind without German words fails the build (wordsFor);
 * reference-de.test.ts compares the German page with the English one.
 */
import type { QuickReference, ReferenceRow, ReferenceTable } from '../../../engine/core/reference';
import { wordsFor } from '../../../engine/core/reference';
import { cardValue, type Rank } from '../../../engine/gin-rummy/cards';
import { KNOCK_LIMIT, MISSING_CARD_POINTS, scoreHand, type HandReason } from '../../../engine/gin-rummy/hand-score';
import { BOX_BONUS, MATCH_TARGET } from '../../../engine/gin-rummy/match';
import { MELD_KINDS, MIN_MELD_CARDS, type MeldKind } from '../../../engine/gin-rummy/melds';
import { TARGET_FOUR, TARGET_SIX } from '../../../engine/gin-rummy/partnership';
import { engineBonuses, exampleSettlement, ginRummyReference, REASON_WORDS, VALUE_GROUPS } from '../../../engine/gin-rummy/reference';
import { DEALER_CARDS, STOCK_RESERVE, VORHAND_CARDS } from '../../../engine/gin-rummy/rules/3-dealing';

/** The ranks as the German pages name them (index = rank, 1 = Ass). */
const RANK_DE = ['', 'Ass', 'Zwei', 'Drei', 'Vier', 'Fünf', 'Sechs', 'Sieben', 'Acht', 'Neun', 'Zehn', 'Bube', 'Dame', 'König'] as const;
const punkte = (n: number) => `${n} ${n === 1 ? 'Punkt' : 'Punkte'}`;

function valueRows(): ReferenceRow[] {
  return VALUE_GROUPS.map((ranks: readonly Rank[]) => {
    const values = ranks.map((rank) => cardValue({ rank, suit: 'S' }));
    const names = ranks.length > 4 ? `${RANK_DE[ranks[0]]} bis ${RANK_DE[ranks[ranks.length - 1]]}` : ranks.map((r) => RANK_DE[r]).join(', ');
    const same = values.every((v) => v === values[0]);
    const pips = values.every((v, i) => v === ranks[i]);
    const points = same ? punkte(values[0]) : pips ? `ihre Zahl (${values[0]} bis ${values[values.length - 1]})` : values.join(', ');
    return { cells: [names, points], paragraphs: ['2'] };
  });
}

/** §4 with §1, keyed by melds.ts MELD_KINDS. */
export const MELD_WORDS_DE: Readonly<Record<MeldKind, { readonly name: string; readonly what: string }>> = {
  set: { name: 'Satz', what: `${MIN_MELD_CARDS} oder 4 Karten gleichen Rangs.` },
  run: { name: 'Folge', what: `${MIN_MELD_CARDS} oder mehr Karten einer Farbe ohne Lücke. Das Ass ist nur unten: A-2-3 gilt, Q-K-A nicht.` },
};

function meldRows(): ReferenceRow[] {
  return MELD_KINDS.map((kind) => {
    const words = wordsFor(MELD_WORDS_DE, kind, 'meld kind');
    return { cells: [words.name, words.what], paragraphs: kind === 'run' ? ['4', '1'] : ['4'] };
  });
}

function handRows(): ReferenceRow[] {
  return [
    { cells: ['Teilen', `${VORHAND_CARDS} an Vorhand (wer nicht teilt), ${DEALER_CARDS} an den Teiler; der Rest ist der Stoß. Wer ein Spiel verliert, teilt das nächste.`], paragraphs: ['3'] },
    { cells: ['Zug', 'Vorhand beginnt mit einem Abwurf; danach nimmst du die oberste Karte vom Abwurfstapel oder kaufst vom Stoß und legst eine ab (nicht die eben aufgenommene).'], paragraphs: ['5'] },
    { cells: ['Klopfen', `Höchstens ${KNOCK_LIMIT} Schlechtpunkte (Karten außerhalb jeder Figur): eine Karte verdeckt weglegen, Figuren auslegen, Schlechtpunkte ansagen. Nie Pflicht.`], paragraphs: ['7'] },
    { cells: ['Anlegen', 'Der Gegner legt ebenfalls aus und darf eigene Karten bei den Figuren des Klopfers anlegen; bei Gin nie.'], paragraphs: ['8', '11'] },
    { cells: ['Unentschieden', `Nach einem Abwurf liegen nur noch ${STOCK_RESERVE} Karten im Stoß und keiner hat geklopft: Niemand schreibt, derselbe Teiler teilt neu.`], paragraphs: ['12', '6'] },
    { cells: ['Falsche Kartenzahl', `Beim Klopfen zählt jede Karte, die einer der beiden Zehn-Karten-Hände fehlt, ${MISSING_CARD_POINTS} Schlechtpunkte.`], paragraphs: ['14.11', '14.12'] },
  ];
}

/** The ways a hand scores, keyed by hand-score.ts HandReason; the examples are the English table's hands (REASON_WORDS). */
export const REASON_WORDS_DE: Readonly<Record<HandReason, { readonly result: string; readonly rule: string; readonly example: string }>> = {
  knock: { result: 'Der Klopfer hat weniger', rule: 'Der Klopfer schreibt die Differenz.', example: '5 gegen 17' },
  undercut: { result: 'Undercut: Der Gegner hat gleich viel oder weniger', rule: `Der Gegner schreibt die Differenz plus die Undercut-Prämie (${bonusPoints('UNDERCUT_BONUS')}).`, example: '5 gegen 4 nach dem Anlegen' },
  gin: { result: 'Gin: alle zehn Karten in Figuren', rule: `Die Gin-Prämie (${bonusPoints('GIN_BONUS')}) plus alle Schlechtpunkte des Gegners.`, example: 'Gin gegen 23' },
  'no-game': { result: 'Unentschieden', rule: 'Niemand schreibt etwas.', example: 'ein unentschiedenes Spiel' },
};

function bonusPoints(name: string): number {
  const found = engineBonuses().find((b) => b.name === name);
  if (!found) throw new Error(`The German Gin Rummy quick reference names the bonus ${name}, which the engine does not have.`);
  return found.points;
}

function scoringRows(): ReferenceRow[] {
  const order: readonly HandReason[] = ['knock', 'undercut', 'gin', 'no-game'];
  return order.map((reason) => {
    const words = wordsFor(REASON_WORDS_DE, reason, 'hand result');
    const english = wordsFor(REASON_WORDS, reason, 'hand result');
    const score = scoreHand(english.example);
    return { cells: [words.result, words.rule, `${words.example}: ${punkte(score.points)}`], paragraphs: english.paragraphs };
  });
}

/** The bonuses in German, keyed by the engine's constant names. */
export const BONUS_WORDS_DE: Readonly<Record<string, { readonly bonus: string; readonly when: string; readonly paragraphs: readonly string[] }>> = {
  UNDERCUT_BONUS: { bonus: 'Undercut-Prämie', when: 'für den, der den Klopfer unterbietet, zusätzlich zur Differenz', paragraphs: ['10'] },
  GIN_BONUS: { bonus: 'Gin-Prämie', when: 'für Gin, zusätzlich zu den Schlechtpunkten des Gegners', paragraphs: ['11'] },
  BOX_BONUS: { bonus: 'Box-Prämie', when: 'bei der Abrechnung, für jedes Spiel, das ein Spieler gewonnen hat', paragraphs: ['13.3'] },
  GAME_BONUS: { bonus: 'Partieprämie', when: `bei der Abrechnung, für den, der zuerst ${MATCH_TARGET} erreicht hat`, paragraphs: ['13.1'] },
  SHUTOUT_BONUS: { bonus: 'Schneider-Prämie', when: 'bei der Abrechnung obendrauf, wenn der Gegner gar nichts geschrieben hat', paragraphs: ['13.2'] },
};

const BONUS_ORDER = ['UNDERCUT_BONUS', 'GIN_BONUS', 'BOX_BONUS', 'GAME_BONUS', 'SHUTOUT_BONUS'];

function bonusRows(): ReferenceRow[] {
  const bonuses = engineBonuses().sort((a, b) => (BONUS_ORDER.indexOf(a.name) + 1 || 99) - (BONUS_ORDER.indexOf(b.name) + 1 || 99));
  return bonuses.map(({ name, points }) => {
    const words = wordsFor(BONUS_WORDS_DE, name, 'bonus');
    return { cells: [words.bonus, punkte(points), words.when], paragraphs: words.paragraphs };
  });
}

function matchRows(): ReferenceRow[] {
  const s = exampleSettlement();
  return [
    { cells: ['Ende', `Die Partie endet, sobald ein Spieler ${MATCH_TARGET} oder mehr hat; Punkte über ${MATCH_TARGET} zählen mit.`], paragraphs: ['13'] },
    {
      cells: ['Abrechnung', `Punkte der Spiele plus Prämien; die höhere Summe bekommt die Differenz, und das muss nicht der sein, der zuerst ${MATCH_TARGET} hatte. ` +
        `Beispiel: ${s.points[0]} Punkte und ${s.boxes[0] / BOX_BONUS} gewonnene Spiele gegen ${s.points[1]} und ${s.boxes[1] / BOX_BONUS}: ${s.totals[0]} zu ${s.totals[1]}, eine Differenz von ${s.difference}.`],
      paragraphs: ['13'],
    },
    { cells: ['Partnerschaften', `Zu viert spielt man bis ${TARGET_FOUR}, zu sechst bis ${TARGET_SIX}.`], paragraphs: ['16'] },
  ];
}

const TABLES: Readonly<Record<string, Omit<ReferenceTable, 'id' | 'rows'> & { readonly rows: () => ReferenceRow[] }>> = {
  'card-values': { title: 'Kartenwerte', columns: ['Karten', 'Zählen'], rows: valueRows },
  melds: { title: 'Figuren', columns: ['Figur', 'Was sie ist'], rows: meldRows },
  hand: { title: 'Ein Spiel', columns: ['Schritt', 'Regel'], rows: handRows },
  scoring: { title: 'Wertung eines Spiels', columns: ['Ergebnis', 'Wer schreibt was', 'Beispiel'], rows: scoringRows },
  bonuses: { title: 'Prämien', columns: ['Prämie', 'Punkte', 'Wann'], rows: bonusRows },
  match: { title: 'Die Partie', columns: ['Schritt', 'Regel'], rows: matchRows },
};

/** The German reference, table for table in the English one's order. */
export function ginRummyReferenceDe(): QuickReference {
  const english = ginRummyReference();
  return {
    gameId: english.gameId,
    title: 'Kurzübersicht zu Gin Rummy',
    description: 'Gin Rummy auf einer druckbaren Seite: Kartenwerte, Figuren, die Grenze fürs Klopfen, die Wertung eines Spiels, alle Prämien und das Ende der Partie, jeweils mit seinem Absatz.',
    intro: 'Für zwei Spieler (zu dritt, zu viert und zu sechst auf den Seiten des Regelhefts). Jede Nummer führt zu ihrem Abschnitt der Regeln.',
    tables: english.tables.map((table) => {
      const words = wordsFor(TABLES, table.id, 'reference table');
      return { id: table.id, title: words.title, columns: words.columns, rows: words.rows() };
    }),
  };
}
