/** Which rulebook pages exist in content/gress, so tests follow the pages as they are written. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SECTIONS, type Section } from '../../engine/gress/paragraphs';

const CONTENT = fileURLToPath(new URL('../../content/gress/', import.meta.url));

export function writtenSections(): Section[] {
  return SECTIONS.filter((section) => ['.mdx', '.md'].some((ext) => existsSync(`${CONTENT}${section.page}${ext}`)));
}
