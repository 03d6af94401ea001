/**
 * The format example file format, as a zod schema: a worked example of one of
 * the ways Gin Rummy is played by more than two (§15-§17). A file names the
 * paragraphs it illustrates, the format, the players (or entrants) and how
 * they drew, lists what happened hand by hand (round by round), and states
 * what must hold after each step and at the end, worked out by hand from the
 * rulebook.
 *
 * - rotation (§15.1) and chouette (§15.2): each step is one `hand`, its
 *   winner and points or a no-game; Chouette adds `nextMatch` steps.
 * - partnership (§16): each step is one `round`, a result for every table.
 * - round-robin and swiss (§17): each step is one round of `matches`, each
 *   match's winner, loser and the difference its settlement paid.
 *
 * Columns: a player's own account is named by the player ("A"); a team's
 * shared column by its members joined with "+", in any order ("B+C").
 */
import { z } from 'zod';

/** Names head columns and join into team columns with "+", so they may not contain one. */
export const name = z
  .string()
  .min(1)
  .max(24)
  .regex(/^[^+\s][^+]*$/, 'a name without "+" that does not start with a space');
/** A column: a player, or a team's members joined with "+" ("B+C"). */
const column = z.string().min(1).max(80);
const paragraph = z.string().regex(/^\d+(\.\d+)?$/, 'a paragraph number such as "15.1"');
const count = z.number().int().min(0);

export const FORMATS = ['rotation', 'chouette', 'partnership', 'round-robin', 'swiss'] as const;
export type Format = (typeof FORMATS)[number];

/** A card drawn for places: 1-13 (Ace low, §1) or its letter: A, 2 .. 10, J, Q, K. */
export const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const rank = z.union([z.number().int().min(1).max(13), z.enum(RANK_NAMES)]);
/** One card, or the first card and the redraws that settled a tie. */
const drawn = z.union([rank, z.array(rank).min(1).max(8)]);

/** One two-player hand: who won it from whom and the points written (§9-§11), or a no-game (§12). */
export const handResultSchema = z.union([
  z.strictObject({
    winner: name,
    /** Optional for three players; checked when given. */
    loser: name.optional(),
    points: z.number().int(),
  }),
  z.strictObject({
    /** §12: nobody wins. `true`, or the two players of the table (needed for §16, where it picks the table). */
    noGame: z.union([z.literal(true), z.tuple([name, name])]),
  }),
]);

/** One tournament match (§17): its settlement's winner, the loser, and the difference paid; or equal totals. */
export const matchResultSchema = z.union([
  z.strictObject({ winner: name, loser: name, margin: z.number().int() }),
  z.strictObject({ tied: z.tuple([name, name]) }),
]);

const payment = z.strictObject({
  from: column,
  to: column,
  amount: z.number().int().min(0),
  /** The part of the amount that is the shutout bonus (§13.2); 0 when not given. */
  shutout: z.number().int().min(0).optional(),
});

/** What must hold after a step (or at the start, or at the end). Every key is optional; what is not named is not checked. */
export const formatExpectationSchema = z.strictObject({
  /** §15: who deals, who leads (the non-dealer) and who sits out the next hand; null once the match is over. */
  next: z.strictObject({ deals: name, leads: name, sitsOut: name.optional() }).nullable().optional(),
  /** §16: the next round's tables, any order: who deals and who leads at each; null once the match is over. */
  tables: z.array(z.strictObject({ deals: name, leads: name })).nullable().optional(),
  /** §16: the seats clockwise, starting with the highest draw. */
  seating: z.array(name).optional(),
  /** §15.2: the single player and the two partners of the match being played. */
  single: name.optional(),
  partners: z.array(name).length(2).optional(),
  /** §15.2: the partner waiting, who may advise the one at the table; null once the match is over. */
  advises: name.nullable().optional(),
  /** §17: the pairs of the next round (any order, either way round) and who has the bye (null: nobody). */
  pairings: z.array(z.tuple([name, name])).optional(),
  bye: name.nullable().optional(),
  /** §17: the round to be played next (from 1); rounds in the whole tournament. */
  round: z.number().int().min(1).optional(),
  rounds: count.optional(),
  /** §17: the standings, best first (ties are settled by a draw of cards). */
  standings: z.array(name).optional(),
  /** Running points by column: hand points written (§15, §16), plus and minus points (§17). */
  score: z.record(column, z.number().int()).optional(),
  /** Hands (§15) or rounds (§16) won by column: each is a box at the end (§13.3). */
  wins: z.record(column, count).optional(),
  /** Hands or rounds played so far, no-games included. */
  played: count.optional(),
  over: z.boolean().optional(),
  /** §13.1: the column that first reached the target. */
  firstTo: column.nullable().optional(),
  /** The winner: the column with the higher total (§13), or the top of the final standings (§17). */
  winner: column.nullable().optional(),
  /** §13 as each format applies it, once the match is over. */
  settlement: z
    .strictObject({
      boxes: z.record(column, z.number().int()).optional(),
      gameBonus: z.record(column, z.number().int()).optional(),
      shutout: z.record(column, z.number().int()).optional(),
      totals: z.record(column, z.number().int()).optional(),
      /** Every payment, any order; nothing else may be paid. */
      payments: z.array(payment).optional(),
    })
    .optional(),
});

export const formatStepSchema = z
  .strictObject({
    /** §15: one hand. */
    hand: handResultSchema.optional(),
    /** §16: one round: a result for every table, any order. */
    round: z.array(handResultSchema).min(1).max(3).optional(),
    /** §17: one round of matches, any order. */
    matches: z.array(matchResultSchema).max(32).optional(),
    /** §15.2: the match is over; the next one begins (the target may change). */
    nextMatch: z.union([z.literal(true), z.strictObject({ target: z.number().int() })]).optional(),
    /** One line for the reader: what happens and why. */
    says: z.string().min(1).optional(),
    /** The model must refuse this step with a message containing this text; nothing changes. */
    expectError: z.string().min(1).optional(),
    expect: formatExpectationSchema.optional(),
  })
  .superRefine((step, ctx) => {
    const kinds = [step.hand, step.round, step.matches, step.nextMatch].filter((k) => k !== undefined).length;
    if (kinds !== 1) ctx.addIssue({ code: 'custom', message: `give exactly one of "hand", "round", "matches" or "nextMatch" (got ${kinds})`, path: [] });
  });

export const formatExampleSchema = z
  .strictObject({
    id: z.string().regex(/^\d+(\.\d+)?-[a-z0-9]+(-[a-z0-9]+)*$/, 'the paragraph number, a dash and a lowercase slug, e.g. "15.1-rotation"'),
    title: z.string().min(1),
    paragraphs: z.array(paragraph).min(1),
    /** Optional introduction shown before the steps. */
    description: z.string().optional(),
    format: z.enum(FORMATS),
    /** The players (§15, §16) or entrants (§17), each name once. */
    players: z.array(name).min(2).max(64),
    /** §15, §16: the card each player drew, by name (a list when ties were drawn again). */
    draw: z.record(name, drawn).optional(),
    /** §15, §16: instead of `draw`, a seeded draw (reproducible). */
    drawSeed: z.number().int().min(0).max(0xffffffff).optional(),
    /** §15, §16: the match's target, if not the rulebook's (100; 125 for four, 150 for six). */
    target: z.number().int().optional(),
    /** §17 Swiss: the first round's pairs as drawn by lot, and the bye for an odd field. */
    firstRound: z.strictObject({ pairs: z.array(z.tuple([name, name])), bye: name.optional() }).optional(),
    /** §17: seeds the first round's draw (Swiss, without `firstRound`) and the cards drawn to settle ties in the standings. */
    seed: z.number().int().min(0).max(0xffffffff).optional(),
    /** What holds before the first step: the draw's outcome. */
    start: formatExpectationSchema.optional(),
    steps: z.array(formatStepSchema).min(1).max(200),
    expect: formatExpectationSchema.optional(),
  })
  .superRefine((f, ctx) => {
    const tournament = f.format === 'round-robin' || f.format === 'swiss';
    if (!f.expect && !f.start && !f.steps.some((s) => s.expect || s.expectError)) {
      ctx.addIssue({ code: 'custom', message: 'a format example must expect something (a "start", a final "expect", a step "expect" or "expectError"), or it can never fail', path: ['expect'] });
    }
    if (!tournament) {
      const draws = [f.draw, f.drawSeed].filter((d) => d !== undefined).length;
      if (draws !== 1) ctx.addIssue({ code: 'custom', message: `give exactly one of "draw" or "drawSeed" (got ${draws}): ${f.format} starts with a draw of cards`, path: [] });
      for (const key of ['firstRound', 'seed'] as const) {
        if (f[key] !== undefined) ctx.addIssue({ code: 'custom', message: `only a tournament (round-robin, swiss) has a ${key}`, path: [key] });
      }
    } else {
      for (const key of ['draw', 'drawSeed', 'target'] as const) {
        if (f[key] !== undefined) ctx.addIssue({ code: 'custom', message: `a tournament has no ${key}: its matches are given by their results (§17)`, path: [key] });
      }
      if (f.format === 'round-robin' && f.firstRound !== undefined) {
        ctx.addIssue({ code: 'custom', message: 'a round robin has no drawn first round: everyone meets everyone (§17)', path: ['firstRound'] });
      }
    }
  });

export type FormatExampleFile = z.infer<typeof formatExampleSchema>;
export type FormatStep = z.infer<typeof formatStepSchema>;
export type FormatExpectation = z.infer<typeof formatExpectationSchema>;
export type HandResultEntry = z.infer<typeof handResultSchema>;
export type MatchResultEntry = z.infer<typeof matchResultSchema>;
