/**
 * The sheet example file format, as a zod schema: a worked score sheet for the
 * rules of sections 11 and 12. A sheet example names the paragraphs it
 * illustrates, sets up an ordinary sheet (11) or a large sheet (12), lists the
 * games and misdeals in the order they happened, and states what the sheet must
 * show afterwards, worked out by hand from the rulebook.
 */
import { z } from 'zod';
import { SheetErrorCode } from './rules/11-sheets';

const name = z.string().min(1);
const paragraph = z.string().regex(/^\d+(\.\d+)?$/, 'a paragraph number such as "11.8"');
/** Game numbers as map keys: YAML `{5: Cem}` arrives as the key "5". */
const gameKey = z.string().regex(/^[1-9]\d*$/, 'a game number from 1');
const count = z.number().int().min(0);

export const SHEET_ERROR_CODES = Object.values(SheetErrorCode) as [SheetErrorCode, ...SheetErrorCode[]];

/** What must hold after an entry (or at the end). Every key is optional; what is not named is not checked. */
export const sheetExpectationSchema = z.strictObject({
  /** The names heading the columns, left to right (11.7; 12: seat order in the first game). */
  columns: z.array(name).optional(),
  /** Every row as written, cell by cell in column order: "12", "-", "! 9"; a pending misdeal row holds "!" and "". */
  rows: z.array(z.array(z.string())).optional(),
  /** 11.8: the games after which a line is drawn, e.g. [4, 8]. Ordinary sheet only. */
  roundLines: z.array(z.number().int().min(1)).optional(),
  /** Running totals by name, misdeal points of played games included. */
  totals: z.record(name, z.number().int()).optional(),
  /** 11.6: who deals the next game; null once the sheet has ended. Ordinary sheet only. */
  nextDealer: name.nullable().optional(),
  /** 11.6: who deals game n, for any game of the sheet's length. Ordinary sheet only. */
  dealerOf: z.record(gameKey, name).optional(),
  /** 11.5: the scribe of the following sheet. Ordinary sheet only. */
  nextScribe: name.optional(),
  /** 11.5 with 11.6: who deals the first game of the following sheet. Ordinary sheet only. */
  nextSheetDealer: name.optional(),
  /** 11.2, 11.3, 12: how many games the sheet runs to as things stand. */
  length: count.optional(),
  gamesLeft: count.optional(),
  ended: z.boolean().optional(),
  /** 11.2: the winner of the sheet; null while it runs. */
  winner: name.nullable().optional(),
  /** The players sharing the lowest total now (order does not matter). */
  leaders: z.array(name).min(1).optional(),
  /** 12: who sat on seats 1, 2, ... in game n (a played game or the next one). Large sheet only. */
  seating: z.record(gameKey, z.array(name)).optional(),
  /** 12: the dealer at each table in game n, table 1 first. Large sheet only. */
  dealers: z.record(gameKey, z.array(name)).optional(),
});

/** Keys that only make sense on one kind of sheet. */
export const ORDINARY_ONLY = ['roundLines', 'nextDealer', 'dealerOf', 'nextScribe', 'nextSheetDealer'] as const;
export const LARGE_ONLY = ['seating', 'dealers'] as const;

const ordinarySetup = z.strictObject({
  /** Clockwise: each name's left neighbour is the next one (2.2). */
  players: z.array(name).min(1),
  scribe: name,
});

const largeSetup = z.strictObject({
  players: z.array(name).min(1),
  /** Seats per table, in seat-number order: [4, 3] is seats 1-4 and 5-7. */
  tables: z.array(z.number().int()).min(1),
  /** Writes the whole sheet, wherever the lots put them (12). */
  scribe: name,
  /** Seeds the seating draw of every game not drawn by hand. */
  seed: z.number().int().min(0).max(0xffffffff),
  /** Seatings drawn by hand (lots at the table), by game number: names in seat-number order. */
  seatings: z.record(gameKey, z.array(name)).optional(),
});

export const sheetEntrySchema = z
  .strictObject({
    /** One game: penalty points by name (the winner scores 0; a large sheet has a winner per table). */
    game: z.record(z.string(), z.number()).optional(),
    /** 10.1: this game ended without a winner. Ordinary sheet only. */
    noWinner: z.boolean().optional(),
    /** 10.1: the tables (from 1) whose game ended without a winner. Large sheet only. */
    noWinnerAt: z.array(z.number().int().min(1)).optional(),
    /** 11.9: a misdeal, by the dealer's name (ordinary sheet) or by table (large sheet). */
    misdeal: z.union([name, z.strictObject({ table: z.number().int() })]).optional(),
    /** One line for the reader: what happens and why. */
    says: z.string().min(1).optional(),
    /** Read but no longer needed: the page steps through the sheet after every entry (SheetStepper.tsx). Kept so older files still read. */
    show: z.boolean().optional(),
    /** The model must refuse this entry with this problem; the sheet stays as it was. */
    expectError: z.enum(SHEET_ERROR_CODES).optional(),
    expect: sheetExpectationSchema.optional(),
  })
  .superRefine((entry, ctx) => {
    const kinds = [entry.game, entry.misdeal].filter((k) => k !== undefined).length;
    if (kinds !== 1) ctx.addIssue({ code: 'custom', message: `give exactly one of "game" or "misdeal" (got ${kinds})`, path: [] });
    if (entry.misdeal !== undefined && (entry.noWinner !== undefined || entry.noWinnerAt !== undefined)) {
      ctx.addIssue({ code: 'custom', message: 'a misdeal is no game, so it cannot end without a winner', path: ['misdeal'] });
    }
  });

export const sheetExampleSchema = z
  .strictObject({
    id: z.string().regex(/^\d+(\.\d+)?-[a-z0-9]+(-[a-z0-9]+)*$/, 'the paragraph number, a dash and a lowercase slug, e.g. "11.9-misdeal-tally"'),
    title: z.string().min(1),
    paragraphs: z.array(paragraph).min(1),
    /** Optional introduction shown before the entries. */
    description: z.string().optional(),
    sheet: ordinarySetup.optional(),
    largeSheet: largeSetup.optional(),
    entries: z.array(sheetEntrySchema),
    expect: sheetExpectationSchema.optional(),
  })
  .superRefine((s, ctx) => {
    const setups = [s.sheet, s.largeSheet].filter(Boolean).length;
    if (setups !== 1) ctx.addIssue({ code: 'custom', message: `give exactly one of "sheet" or "largeSheet" (got ${setups})`, path: [] });
    if (!s.expect && !s.entries.some((e) => e.expect || e.expectError)) {
      ctx.addIssue({ code: 'custom', message: 'a sheet example must expect something (a final "expect", an entry "expect" or "expectError"), or it can never fail', path: ['expect'] });
    }
  });

export type SheetExampleFile = z.infer<typeof sheetExampleSchema>;
export type SheetExampleEntry = z.infer<typeof sheetEntrySchema>;
export type SheetExpectation = z.infer<typeof sheetExpectationSchema>;
