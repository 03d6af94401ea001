/**
 * CSV, downloads and localStorage for the games' tools (Gin Rummy's score
 * sheet and tournament, SENS's score sheet and meld calculator; no game is
 * imported here): RFC 4180 quoting,
 * CRLF line ends, and cells that a spreadsheet would read as a formula
 * (starting with = + - @, a tab or a carriage return) defused with a leading
 * apostrophe. Numbers are written by the callers as plain strings, so a
 * negative number such as "-82" is kept as a number (see `numberCell`).
 */
import type { Locale } from '../../../engine/core/messages';

/** A text cell (a name, a label): defused if it could start a formula. */
export function textCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A number cell: written as is (a leading minus is a number, not a formula). */
export function numberCell(n: number | null | undefined): string {
  return n === null || n === undefined ? '' : String(n);
}

function field(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** Records to CSV text, each record on its own CRLF-terminated line. */
export function toCsv(records: readonly (readonly string[])[]): string {
  return records.map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}

/** A file name part from free text: letters, digits, _ and - only. */
export function fileSafe(text: string, fallback: string): string {
  return text.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 40) || fallback;
}

/** Offers `text` as a download (browser only). The byte-order mark lets spreadsheets read names like "Jörg" as UTF-8. */
export function download(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob(type.startsWith('text/csv') ? ['\ufeff', text] : [text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** What the browser's refusals are called, per language (the browser's own reason stays as it gave it). */
const STORAGE_WORDS: Readonly<Record<Locale, { readonly cannotRead: (why: string) => string; readonly cannotSave: (why: string) => string }>> = {
  en: {
    cannotRead: (why) => `This browser does not let the page read its saved data (${why}).`,
    cannotSave: (why) => `Could not save in this browser (${why}); everything is kept while this page stays open.`,
  },
  de: {
    cannotRead: (why) => `Dieser Browser lässt die Seite ihre gespeicherten Daten nicht lesen (${why}).`,
    cannotSave: (why) => `Speichern in diesem Browser ging nicht (${why}); solange die Seite offen bleibt, geht nichts verloren.`,
  },
};

/** localStorage read that never throws; the message in `locale`. */
export function readStorage(key: string, locale: Locale = 'en'): { raw: string | null; error: string | null } {
  try {
    return { raw: window.localStorage.getItem(key), error: null };
  } catch (e) {
    return { raw: null, error: STORAGE_WORDS[locale].cannotRead((e as Error).message) };
  }
}

/** localStorage write (null removes); a message in `locale` when the browser refuses. */
export function writeStorage(key: string, value: string | null, locale: Locale = 'en'): string | null {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    return null;
  } catch (e) {
    return STORAGE_WORDS[locale].cannotSave((e as Error).message);
  }
}

/** Today as YYYY-MM-DD in the reader's time zone, for file names. */
export function isoDay(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
