/**
 * "Go to a rule": what a typed rule number means in one game's list of
 * numbers. Pure and small, because it runs in the browser on every page of a
 * game (the box in the header) and on the 404 page; the list itself is made
 * at build time from the engine's paragraphs (rule-index.ts), so the numbers
 * cannot drift from the permalinks.
 */

/** One number a reader can go to: a paragraph, or a section that is not also a paragraph. */
export interface RuleEntry {
  readonly number: string;
  /** Where it lives, relative to the site (no base): /gress/7-jacks/#7-3. */
  readonly href: string;
  /** Its number and title, as the permalink pages name it: "7.3 A thrown Jack counts as a move". */
  readonly label: string;
  /** The number of the section it belongs to ("7" for 7.3, "7" for the section 7 itself). */
  readonly section: string;
  readonly paragraph: boolean;
}

/** A game's numbers, in the engine's permalink order. */
export interface RuleIndex {
  readonly game: string;
  readonly title: string;
  readonly entries: readonly RuleEntry[];
  /** The edition the hrefs lead into and the answers speak ('de' under /de/, issue 27); English if absent. */
  readonly locale?: 'en' | 'de';
}

/** How a page carries an index: each entry as [number, href, label, section, 1 for a paragraph or 0] (half the bytes of objects). */
export interface PackedRuleIndex {
  readonly game: string;
  readonly title: string;
  readonly locale?: 'en' | 'de';
  readonly entries: readonly (readonly [string, string, string, string, 0 | 1])[];
}

export function packRuleIndex(index: RuleIndex): PackedRuleIndex {
  const entries = index.entries.map((e): PackedRuleIndex['entries'][number] => [e.number, e.href, e.label, e.section, e.paragraph ? 1 : 0]);
  return { game: index.game, title: index.title, ...(index.locale ? { locale: index.locale } : {}), entries };
}

export function unpackRuleIndex(packed: PackedRuleIndex): RuleIndex {
  const entries = packed.entries.map(([number, href, label, section, paragraph]) => ({ number, href, label, section, paragraph: paragraph === 1 }));
  return { game: packed.game, title: packed.title, ...(packed.locale ? { locale: packed.locale } : {}), entries };
}

/** A typed rule number, cleaned: "§ 10" -> { number: "10", section: true }. */
export interface RuleNumber {
  readonly number: string;
  /** A number without a dot, "10": a section's number (only changes the wording of an answer). */
  readonly section: boolean;
}

/** A neighbour of an unknown number, with why it is named ("last of section 4"). */
export interface NearRule {
  readonly entry: RuleEntry;
  readonly note: string;
}

export type RuleLookup =
  | { readonly kind: 'found'; readonly entry: RuleEntry }
  | { readonly kind: 'unknown'; readonly asked: RuleNumber; readonly nearest: readonly NearRule[] }
  | { readonly kind: 'invalid' };

/** What may stand before the number: "§", "r", "rule", "para", "section", "no."; longer words first. */
const PREFIX = /^(?:§+|rule|r\.?|paragraph|para|section|sec\.?|nr\.?|no\.?)\s*/i;
const NUMBER = /^(\d{1,4}(?:\s*[.,-]\s*\d{1,4})*)\s*\.?$/;

/**
 * Reads what a referee types or pastes: "7.3", "§10", "r 7.3", "7,3" (a
 * German keypad's comma), "7-3" (the anchor's form), "#7-3", a permalink
 * ".../gress/r/7.3" or "07.3". Null when it is no number at all.
 */
export function parseRuleNumber(text: string): RuleNumber | null {
  let rest = text.trim();
  const permalink = /\/r\/([^/?#\s]+)\/?$/.exec(rest);
  if (permalink) rest = permalink[1]!;
  rest = rest.replace(/^#/, '');
  rest = rest.replace(PREFIX, '');
  const match = NUMBER.exec(rest);
  if (!match) return null;
  const parts = match[1]!.split(/\s*[.,-]\s*/).map((part) => String(Number(part)));
  return { number: parts.join('.'), section: parts.length === 1 };
}

/** Numeric order of rule numbers: 4.9 < 4.10 < 4.15 < 5 < 5.1. */
export function compareRuleNumbers(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if (x[i] === undefined) return -1;
    if (y[i] === undefined) return 1;
    if (x[i] !== y[i]) return x[i]! - y[i]!;
  }
  return 0;
}

/** What the text means in this game: a number to go to, an unknown number with its neighbours, or no number. */
export function lookUpRule(index: RuleIndex, text: string): RuleLookup {
  const asked = parseRuleNumber(text);
  if (!asked) return { kind: 'invalid' };
  const entry = index.entries.find((e) => e.number === asked.number);
  return entry ? { kind: 'found', entry } : { kind: 'unknown', asked, nearest: nearestRules(index, asked.number) };
}

/**
 * The paragraphs either side of an unknown number (4.99 -> 4.15, the last of
 * section 4, and 5.1). Sections count as neighbours only when they have no
 * paragraphs of their own (Gress 0), so 4.99 names 5.1 rather than the page
 * of section 5. Past the end (or before the start) only one side exists, and
 * the section around it comes first: the game's last (or first) section.
 */
export function nearestRules(index: RuleIndex, number: string): NearRule[] {
  const withParagraphs = new Set(index.entries.filter((e) => e.paragraph).map((e) => e.section));
  const candidates = index.entries.filter((e) => e.paragraph || !withParagraphs.has(e.number)).sort((a, b) => compareRuleNumbers(a.number, b.number));
  const after = candidates.findIndex((e) => compareRuleNumbers(e.number, number) > 0);
  const before = (after === -1 ? candidates.length : after) - 1;
  const previous = candidates[before];
  const next = after === -1 ? undefined : candidates[after];
  const sectionOf = (entry: RuleEntry) => index.entries.find((e) => e.number === entry.section && e.number !== entry.number);
  if (previous && next) {
    const lastOfSection = candidates[before + 1]?.section !== previous.section;
    const firstOfSection = candidates[after - 1]?.section !== next.section;
    return [
      { entry: previous, note: lastOfSection && previous.number !== previous.section ? `last of section ${previous.section}` : '' },
      { entry: next, note: firstOfSection && next.number !== next.section ? `first of section ${next.section}` : '' },
    ];
  }
  const edge = previous ?? next;
  if (!edge) return [];
  const section = sectionOf(edge);
  const end = previous ? 'last' : 'first';
  const near: NearRule[] = [{ entry: edge, note: `the ${end} paragraph` }];
  if (section) near.unshift({ entry: section, note: `the ${end} section` });
  return near;
}
