/**
 * The expectation keys every game's scenarios share (what the ruling said),
 * apart from the scenario runner (scenario.ts): a game's engine builds its
 * scenario schema from them, and importing them must not bring the runner's
 * YAML reader into the browser with the engine (a linked game's play mode
 * waits for every byte of it on a phone; bench/wake.ts).
 */
import { z } from 'zod';

/** A paragraph number as scenarios write it: "4.11", "10". */
export const paragraphNumber = z.string().regex(/^\d+(\.\d+)?$/, 'a paragraph number such as "4.11"');

/** The expectation keys every game shares: what the ruling said. */
export const rulingExpectations = (classifications: readonly [string, ...string[]]) => ({
  classification: z.enum(classifications).optional(),
  lawful: z.boolean().optional(),
  /** Each listed paragraph must be among the ruling's citations. */
  cites: z.array(paragraphNumber).min(1).optional(),
  /** Exactly these paragraphs are reported as not modelled yet. */
  pending: z.array(paragraphNumber).optional(),
});
