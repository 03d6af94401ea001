/**
 * The shape of a game's one-page quick reference (/<game>/reference/): a few
 * tables whose rows are the site's own words with the paragraphs behind them.
 * Each game builds its reference from its engine's own lists and constants
 * (engine/<game>/reference.ts), keying its words by the engine's names, so a
 * kind the engine gains and the page does not describe is found, not missed.
 * The page only lays the data out.
 */

export interface ReferenceRow {
  /** One text per column of the table, in the site's own words. */
  readonly cells: readonly string[];
  /** The paragraphs behind the row (at least one), each linked as /<game>/r/<n>. */
  readonly paragraphs: readonly string[];
}

export interface ReferenceTable {
  /** The table's anchor on the page. */
  readonly id: string;
  readonly title: string;
  /** One heading per cell of each row; the page adds the paragraph column after them. */
  readonly columns: readonly string[];
  readonly rows: readonly ReferenceRow[];
  /** A line under the table: a reading the site takes, a check sum. */
  readonly note?: string;
}

export interface QuickReference {
  readonly gameId: string;
  /** The page's heading. */
  readonly title: string;
  /** The page's meta description. */
  readonly description: string;
  /** One or two sentences above the tables. */
  readonly intro: string;
  readonly tables: readonly ReferenceTable[];
}

/** Every paragraph the reference cites, once each, in the order they first appear. */
export function citedParagraphs(reference: QuickReference): string[] {
  const seen = new Set<string>();
  for (const table of reference.tables) for (const row of table.rows) for (const n of row.paragraphs) seen.add(n);
  return [...seen];
}

/**
 * What is wrong with a reference's shape, one line each (empty when nothing
 * is): a table without rows, a row whose cells do not match the columns, a row
 * citing no paragraph, an empty cell, two tables with one anchor.
 */
export function shapeProblems(reference: QuickReference): string[] {
  const out: string[] = [];
  const ids = new Set<string>();
  for (const table of reference.tables) {
    if (ids.has(table.id)) out.push(`two tables have the anchor "${table.id}"`);
    ids.add(table.id);
    if (table.rows.length === 0) out.push(`table "${table.title}" has no rows`);
    table.rows.forEach((row, i) => {
      const where = `table "${table.title}", row ${i + 1}`;
      if (row.cells.length !== table.columns.length) out.push(`${where}: ${row.cells.length} cells for ${table.columns.length} columns`);
      if (row.paragraphs.length === 0) out.push(`${where}: cites no paragraph`);
      if (row.cells.some((cell) => cell.trim() === '')) out.push(`${where}: an empty cell`);
    });
  }
  return out;
}

/**
 * The words a reference keeps for one of the engine's keys. Throws when there
 * are none (the engine has a kind the reference does not describe yet), so
 * building the page fails with the key's name instead of printing a gap.
 */
export function wordsFor<K extends string, W>(table: Readonly<Record<K, W>>, key: K, what: string): W {
  const words = (table as Readonly<Record<string, W | undefined>>)[key];
  if (words === undefined) throw new Error(`The quick reference has no words for the ${what} "${key}": add them to its table of words.`);
  return words;
}

/** Keys the engine has that the words lack (`missing`), and keys the words have that the engine does not (`unknown`). */
export function keyDrift(engineKeys: readonly string[], wordKeys: readonly string[]): { missing: string[]; unknown: string[] } {
  return {
    missing: engineKeys.filter((k) => !wordKeys.includes(k)),
    unknown: wordKeys.filter((k) => !engineKeys.includes(k)),
  };
}

/** "1 card", "2 cards": a count with its noun. */
export function counted(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}
