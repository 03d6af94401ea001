/** Which rulebook pages exist in content/<game>, so tests follow the pages as they are written. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GameSection } from '../../engine/core/game';
import { gress } from '../../engine/gress/game';

export function writtenSections(game: { readonly id: string; readonly sections: readonly GameSection[] } = gress): GameSection[] {
  const content = fileURLToPath(new URL(`../../content/${game.id}/`, import.meta.url));
  return game.sections.filter((section) => ['.mdx', '.md'].some((ext) => existsSync(`${content}${section.page}${ext}`)));
}
