/** The page ids content/ holds, in both editions (read once per build from Starlight's docs collection). */
import { getCollection } from 'astro:content';
import { pageIdOf } from './editions';

let written: Promise<ReadonlySet<string>> | undefined;

/** "gress/7-jacks", "de/gress/7-jacks", "" (home), "de" (German home), ... Drafts are not in the collection. */
export function writtenPages(): Promise<ReadonlySet<string>> {
  written ??= getCollection('docs').then((entries) => new Set(entries.map((entry) => pageIdOf(entry.id))));
  return written;
}
