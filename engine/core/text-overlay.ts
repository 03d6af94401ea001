/**
 * Translations of scenario and lesson files as text overlays. A German file
 * (content/de/<game>/scenarios/<file>.yaml, content/de/<game>/lessons/<file>.yaml)
 * holds only the words of its English file, in the English file's shape:
 * the same keys down to each text, lists of the same length in the same order
 * (`- {}` for an item with no text of its own). Positions, actions and
 * expectations live once, in the English file, so a translation cannot drift
 * from the example it explains; changing an example's steps shows at once as
 * an overlay of the wrong length.
 */

/** The keys whose values are words for a reader; everything else is data and stays in the English file. */
export const TEXT_KEYS: ReadonlySet<string> = new Set(['title', 'description', 'says', 'intro', 'text', 'hint', 'success']);

/** Ids name files and stay as they are; an overlay may repeat its file's id to say which it translates. */
const ID_KEY = 'id';

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when `value` holds a text somewhere below it (a list or record worth mirroring). */
function holdsText(value: Json): boolean {
  if (Array.isArray(value)) return value.some(holdsText);
  if (!isRecord(value)) return false;
  return Object.entries(value).some(([key, inner]) => (TEXT_KEYS.has(key) && typeof inner === 'string') || holdsText(inner));
}

/**
 * What is wrong with `overlay` as the translation of `english`, as lines naming the path
 * (`steps[3].says`): a text missing or empty, a key the English file has no text under,
 * a list of another length, an id that is not the file's. Empty when it fits.
 */
export function overlayProblems(english: Json, overlay: Json, path = ''): string[] {
  const at = (key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);
  if (Array.isArray(english)) {
    const items: unknown = overlay;
    if (!Array.isArray(items)) return [`${path || 'the file'}: expected a list of ${english.length} items`];
    if (items.length !== english.length) return [`${path}: ${items.length} items, the English file has ${english.length}`];
    return english.flatMap((item, i) => overlayProblems(item, items[i], at(i)));
  }
  if (!isRecord(english)) return [];
  if (overlay === undefined || overlay === null) overlay = {};
  if (!isRecord(overlay)) return [`${path || 'the file'}: expected a mapping`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(english)) {
    if (TEXT_KEYS.has(key) && typeof value === 'string') {
      const words = overlay[key];
      if (typeof words !== 'string' || words.trim() === '') problems.push(`${at(key)}: missing text`);
    } else if (holdsText(value)) {
      problems.push(...overlayProblems(value, overlay[key], at(key)));
    }
  }
  for (const key of Object.keys(overlay)) {
    if (key === ID_KEY) {
      if (overlay[key] !== english[ID_KEY]) problems.push(`${at(key)}: "${String(overlay[key])}" is not the English file's id "${String(english[ID_KEY])}"`);
      continue;
    }
    const value = english[key];
    const fits = TEXT_KEYS.has(key) && typeof value === 'string' ? true : holdsText(value);
    if (!fits) problems.push(`${at(key)}: the English file has no text here`);
  }
  return problems;
}

/** The English data with the overlay's words in place of its texts (the overlay already checked by overlayProblems). */
export function withOverlay<T>(english: T, overlay: Json): T {
  if (Array.isArray(english)) return english.map((item, i) => withOverlay(item, Array.isArray(overlay) ? overlay[i] : undefined)) as T;
  if (!isRecord(english) || !isRecord(overlay)) return english;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(english)) {
    const words = overlay[key];
    out[key] = TEXT_KEYS.has(key) && typeof value === 'string' && typeof words === 'string' ? words : withOverlay(value, words);
  }
  return out as T;
}
