/**
 * The HTML files of a build, for the tests that read the built site without a
 * browser (internal links, drawn signs, the sub-path build).
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every .html file below `dir`, at any depth. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}
