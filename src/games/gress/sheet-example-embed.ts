/**
 * The build-time half of <SheetExample id="..." />: find the sheet example file,
 * parse it, run it through the sheet model and lay the result out for static
 * HTML. Any problem throws, so `astro build` fails and names the page and the
 * example: the rulebook must never show a score sheet the model disagrees with.
 *
 * Kept apart from SheetExample.astro so it can be unit-tested with a stand-in engine.
 */
import type { EntryView, SheetExampleSummary, SheetFrame, TableView } from '../../../engine/gress/sheet-example';
import type { Locale } from '../../i18n/ui-text';
import { SHEET_EXAMPLE_WORDS } from './sheet-example-words';

type Words = (typeof SHEET_EXAMPLE_WORDS)[Locale];

/** The engine's sheet example API (engine/gress/sheet-example.ts), as this component relies on it. */
export interface SheetExampleEngine<E> {
  parseSheetExample(text: string, file: string): { ok: true; example: E } | { ok: false; error: string };
  /** `locale`: the language of the refusal lines (failures stay English: they fail the build). */
  runSheetExample(example: E, locale?: Locale): { frames: SheetFrame[]; failures: string[] };
  summarizeSheetExample(example: E): SheetExampleSummary;
}

export interface CellView {
  /** As written on paper: "12", "-", "! 9". */
  readonly text: string;
  /** For screen readers, instead of the marks. */
  readonly label: string;
  readonly winner: boolean;
  readonly misdeal: boolean;
  /**
   * The cell is just its running total, as written: its column header names the
   * player and the caption says the cells are totals, so it needs no words of
   * its own for screen readers (one element instead of three: the page's
   * eight sheets stay inside its DOM budget).
   */
  readonly plain: boolean;
}

export interface RowView {
  readonly key: string;
  /** "5", or "5 (next)" for misdeal marks before game 5 is played. */
  readonly head: string;
  /** Read after the head by screen readers: ", dealt by Ben, end of round 1". */
  readonly note: string;
  /** 11.8: a line is drawn under this row. */
  readonly roundEnd: boolean;
  readonly pending: boolean;
  readonly cells: readonly CellView[];
}

export interface SheetTableView {
  readonly caption: string;
  readonly columns: readonly { readonly name: string; readonly note: string | null }[];
  readonly rows: readonly RowView[];
  readonly totals: readonly number[];
  /** Where the sheet stands, one sentence a line. */
  readonly status: readonly string[];
  readonly ended: boolean;
}

export interface EntryLine {
  readonly number: number;
  readonly text: string;
  /** Large sheet: who sat where, one line per table. */
  readonly tables: readonly string[];
  readonly refused: string | null;
  readonly says: string | null;
}

export interface EmbeddedSheetExample {
  readonly summary: SheetExampleSummary;
  readonly frames: readonly SheetFrame[];
  /** The id of the <section> on the page: "11.9-misdeal-tally" -> "sheet-example-11-9-misdeal-tally". */
  readonly anchor: string;
}

/** Where sheet example files live, as keys of import.meta.glob('/content/gress/sheets/*.yaml'). */
export const SHEET_DIR = '/content/gress/sheets/';

/** Slug-like ids only: they become file names and HTML ids. */
const SHEET_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function sheetExampleAnchor(id: string): string {
  return `sheet-example-${id.replace(/\./g, '-')}`;
}

// ---------------------------------------------------------------- entries

function tableLine(t: TableView, w: Words, points?: ReadonlyMap<string, number>): string {
  const first = t.seats[0].seat;
  const last = t.seats[t.seats.length - 1].seat;
  const who = t.seats.map((s) => {
    const p = points?.get(s.name);
    return `${s.seat} ${s.name}${p === undefined ? '' : ` (${p})`}`;
  });
  return w.table(t.table, first, last, who.join(', '), t.dealer);
}

function entryLine(frame: SheetFrame, entry: EntryView, w: Words): EntryLine {
  const refused = entry.refused;
  const says = frame.says;
  if (entry.kind === 'misdeal') {
    const text = entry.misdealBy !== null ? w.misdealBy(entry.misdealBy, entry.game) : w.misdealAt(entry.misdealAt!, entry.game);
    const tables = entry.tables?.filter((t) => t.table === entry.misdealAt).map((t) => tableLine(t, w)) ?? [];
    return { number: entry.number, text, tables, refused, says };
  }
  if (entry.tables) {
    const points = new Map(entry.points.map((p) => [p.name, p.points]));
    const strangers = entry.points.filter((p) => !entry.tables!.some((t) => t.seats.some((s) => s.name === p.name)));
    const noWinner = entry.noWinnerAt.length ? w.noWinnerAt(w.names(entry.noWinnerAt.map(String))) : '';
    const extra = strangers.length ? [w.atNoTable(strangers.map((p) => `${p.name} (${p.points})`).join(', '))] : [];
    return {
      number: entry.number, text: w.largeGame(entry.game, noWinner),
      tables: [...entry.tables.map((t) => tableLine(t, w, points)), ...extra], refused, says,
    };
  }
  const points = entry.points.map((p) => `${p.name} ${p.points}`).join(', ');
  return { number: entry.number, text: w.game(entry.game, points, entry.noWinner), tables: [], refused, says };
}

// ---------------------------------------------------------------- the sheet

function statusLines(frame: SheetFrame, w: Words): string[] {
  const s = frame.status;
  const lines: string[] = [];
  const totals = new Map(frame.table.columns.map((c, k) => [c.name, frame.table.totals[k]]));
  if (s.ended && s.winner !== null) {
    lines.push(w.over(s.length, s.winner, totals.get(s.winner) ?? 0));
  } else if (frame.kind === 'sheet') {
    lines.push(w.next(s.nextDealer!, s.nextGame, s.gamesLeft, s.length, s.round, s.rounds));
  } else {
    lines.push(w.redraw(s.nextGame, s.gamesLeft, s.length));
  }
  if (s.extensions > 0) {
    lines.push(frame.kind === 'sheet' ? w.extended(s.extensions) : w.extendedLarge(s.extensions));
  } else if (!s.ended && s.leaders.length > 1 && s.gamesPlayed > 0) {
    lines.push(w.share(s.leaders));
  }
  if (s.pendingMisdeals.length > 0) {
    const who = s.pendingMisdeals.map((p) => (p.count === 1 ? p.name : w.times(p.name, p.count)));
    lines.push(w.misdealt(s.gamesPlayed + 1, who));
  }
  return lines;
}

function sheetCaption(frame: SheetFrame, w: Words): string {
  const kind = frame.kind === 'sheet' ? w.sheet : w.largeSheet;
  const played = frame.status.gamesPlayed;
  const when = played === 0 ? w.beforeFirst : w.afterGame(played);
  const marks = frame.status.pendingMisdeals.length > 0 ? w.withMarks(played + 1) : '';
  return w.caption(kind, frame.scribe, when, marks);
}

/**
 * @param seatings  large sheet: the tables of each game played, by game number,
 *                  so the dealers can be named.
 * @param locale    the language of the page the sheet is on.
 */
export function sheetTableView(frame: SheetFrame, seatings: ReadonlyMap<number, readonly TableView[]> = new Map(), locale: Locale = 'en'): SheetTableView {
  const w = SHEET_EXAMPLE_WORDS[locale];
  const status = statusLines(frame, w);
  const caption = sheetCaption(frame, w);
  const ended = frame.status.ended;
  if (frame.kind === 'sheet') {
    const { table } = frame;
    const nameOf = new Map(table.columns.map((c) => [c.seat, c.name]));
    return {
      caption, status, ended, totals: table.totals,
      columns: table.columns.map((c) => ({ name: c.name, note: c.scribe ? w.scribe : null })),
      rows: table.rows.map((row) => ({
        key: row.pending ? `pending-${row.game}` : `game-${row.game}`,
        head: row.pending ? w.nextHead(row.game) : String(row.game),
        note: row.pending
          ? w.againNote(nameOf.get(row.dealer)!, row.game)
          : `${w.dealtBy(nameOf.get(row.dealer)!)}${row.noWinner ? w.noWinner : ''}${row.roundEnd ? w.roundEnd(row.round) : ''}`,
        roundEnd: row.roundEnd,
        pending: row.pending,
        cells: row.cells.map((cell) => {
          const name = nameOf.get(cell.seat)!;
          const marks = cell.misdeals > 0 ? `${w.marks(cell.misdeals)}, ` : '';
          const label = row.pending
            ? cell.misdeals > 0 ? `${name}: ${w.marks(cell.misdeals)}` : `${name}: ${w.nothingYet}`
            : `${name}: ${marks}${cell.winner ? w.won : ''}${w.total(cell.total)}`;
          const plain = !row.pending && !cell.winner && cell.misdeals === 0 && cell.text === String(cell.total);
          return { text: cell.text, label, winner: cell.winner, misdeal: cell.misdeals > 0, plain };
        }),
      })),
    };
  }
  const { table } = frame;
  const nameOf = new Map(table.columns.map((c) => [c.player, c.name]));
  return {
    caption, status, ended, totals: table.totals,
    columns: table.columns.map((c) => ({ name: c.name, note: null })),
    rows: table.rows.map((row) => {
      const dealers = seatings.get(row.game)?.map((t) => t.dealer) ?? [];
      return {
        key: `game-${row.game}`,
        head: String(row.game),
        note: dealers.length ? w.dealtBy(w.names(dealers)) : '',
        roundEnd: false,
        pending: false,
        cells: row.cells.map((cell) => {
          const name = nameOf.get(cell.player)!;
          const marks = cell.misdeals > 0 ? `${w.marks(cell.misdeals)}, ` : '';
          return {
            text: cell.text, winner: cell.winner, misdeal: cell.misdeals > 0, plain: false,
            label: `${name}: ${w.seat(cell.seat)}, ${marks}${cell.winner ? w.wonAtTable : ''}${w.total(cell.total)}`,
          };
        }),
      };
    }),
  };
}

// ---------------------------------------------------------------- embedding

/**
 * @param id     the `id` prop as the author wrote it
 * @param files  sheet example texts keyed by root-relative path (/content/gress/sheets/<id>.yaml)
 * @param page   the page being built, for the error message
 */
export function embedSheetExample<E>(
  id: unknown,
  files: Readonly<Record<string, string>>,
  engine: SheetExampleEngine<E>,
  page: string,
): EmbeddedSheetExample {
  const fail = (reason: string): never => {
    throw new Error(`<SheetExample id=${JSON.stringify(id)} /> on ${page}: ${reason}`);
  };
  if (typeof id !== 'string' || !SHEET_ID.test(id)) {
    return fail('the id must be a sheet example file name without extension, e.g. id="11.9-misdeal-tally".');
  }
  const file = `${SHEET_DIR}${id}.yaml`;
  const text = files[file];
  if (text === undefined) {
    const known = Object.keys(files)
      .map((path) => path.slice(SHEET_DIR.length).replace(/\.yaml$/, ''))
      .filter((other) => other.split('-')[0] === id.split('-')[0]);
    const hint = known.length ? ` Sheet examples for this paragraph: ${known.join(', ')}.` : '';
    return fail(`there is no sheet example file ${file.slice(1)}.${hint}`);
  }
  const parsed = engine.parseSheetExample(text, file.slice(1));
  if (!parsed.ok) return fail(`the sheet example does not parse: ${parsed.error}`);
  const summary = engine.summarizeSheetExample(parsed.example);
  if (summary.id !== id) return fail(`the file ${file.slice(1)} declares the id "${summary.id}"; file name and id must agree.`);
  const { frames, failures } = engine.runSheetExample(parsed.example);
  if (failures.length > 0) {
    return fail(`the sheet model does not produce what the example expects:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  }
  return { summary, frames, anchor: sheetExampleAnchor(id) };
}

// ---------------------------------------------------------------- stepping

/** One entry of a worked sheet and the sheet as it stands after it; rows by index into SheetSteps.rows. */
export interface SheetStep {
  /** Null for the empty sheet before the first entry. */
  readonly entry: EntryLine | null;
  readonly caption: string;
  readonly columns: SheetTableView['columns'];
  readonly rowIds: readonly number[];
  readonly totals: readonly number[];
  readonly status: readonly string[];
  readonly ended: boolean;
}

/**
 * The example entry by entry, for stepping game by game like every other
 * example. A row once written rarely changes, so each distinct row is sent
 * once and each step lists the rows it shows: a twelve-game sheet costs
 * little more than its final table.
 */
export interface SheetSteps {
  readonly rows: readonly RowView[];
  readonly steps: readonly SheetStep[];
}

/** The example's steps in `locale`, the language of the page it is on. */
export function sheetSteps(frames: readonly SheetFrame[], locale: Locale = 'en'): SheetSteps {
  const w = SHEET_EXAMPLE_WORDS[locale];
  const seatings = new Map<number, readonly TableView[]>();
  for (const f of frames) if (f.entry?.kind === 'game' && f.entry.refused === null && f.entry.tables) seatings.set(f.entry.game, f.entry.tables);
  const rows: RowView[] = [];
  const idOf = new Map<string, number>();
  const steps = frames.map((frame) => {
    const sheet = sheetTableView(frame, seatings, locale);
    const rowIds = sheet.rows.map((row) => {
      const key = JSON.stringify(row);
      let id = idOf.get(key);
      if (id === undefined) {
        id = rows.push(row) - 1;
        idOf.set(key, id);
      }
      return id;
    });
    return {
      entry: frame.entry ? entryLine(frame, frame.entry, w) : null,
      caption: sheet.caption,
      columns: sheet.columns,
      rowIds,
      totals: sheet.totals,
      status: sheet.status,
      ended: sheet.ended,
    };
  });
  return { rows, steps };
}
