/**
 * Why a share link or a linked game text cannot be opened, as messages
 * (engine/core/messages.ts), so a German page can say it in German. The
 * English catalogue gives exactly the sentences the engine always wrote
 * (tests quote them); `error` strings stay English and are built from it.
 */
import type { Message, MessageOf } from '../messages';

export interface ReasonSpec {
  /** "share link: ..." around any of the link reasons below. */
  readonly link: { readonly why: Message };
  /** `actions`: Gress also says how many actions a link of that length holds. */
  readonly 'link.tooLong': { readonly length: number; readonly max: number; readonly actions?: number };
  readonly 'link.empty': Record<string, never>;
  readonly 'link.notOurs': { readonly start: string };
  readonly 'link.version': { readonly version: string; readonly reads: string };
  /** Gress reads its old "g1." links as well as "gress.1.". */
  readonly 'link.versionGress': { readonly version: string; readonly legacy: string };
  readonly 'link.parts': { readonly count: number };
  readonly 'link.numbers': Record<string, never>;
  readonly 'link.payload': Record<string, never>;
  readonly 'link.truncated': { readonly arrived: number; readonly length: number };
  readonly 'link.overlong': { readonly bytes: number; readonly length: number };
  readonly 'link.checksum': Record<string, never>;
  readonly 'link.utf8': Record<string, never>;
  /** `where`: the page that opens such a link ("sandbox" in Gress's engine, "pages" in the sandbox shell). */
  readonly 'link.otherGame': { readonly game: string; readonly title: string; readonly where: 'sandbox' | 'pages' };
  readonly 'link.unreadable': { readonly why: Message };
  readonly 'played.tooMany': { readonly count: number; readonly max: number };
  readonly 'played.position': { readonly why: Message };
  readonly 'played.line': { readonly line: number; readonly why: Message };
  /** Notation: where in a line it goes wrong ("column 12: ..."), and the line quoted after an action's fault. */
  readonly 'parse.column': { readonly column: number; readonly why: Message };
  readonly 'parse.in': { readonly why: Message; readonly text: string };
  readonly 'parse.notText': { readonly what: 'action' | 'position' };
  readonly 'parse.tooLong': { readonly what: 'action' | 'position'; readonly max: number; readonly got: number };
  readonly 'parse.keyValue': { readonly got: string };
  readonly 'parse.unknownField': { readonly key: string; readonly known: readonly string[] };
  readonly 'parse.twice': { readonly key: string };
  readonly 'parse.missing': { readonly key: string };
  /** A deal's seed that is no unsigned 32-bit whole number (seed.ts checkSeed); `got` as given, cut short. */
  readonly seed: { readonly max: number; readonly got: string };
  /** A reason the engine still writes in English only: every language shows it as written. */
  readonly plain: { readonly text: string };
}

export type ReasonMessage = MessageOf<ReasonSpec>;
