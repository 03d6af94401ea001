/**
 * Where the site lives on its host. A fork published under a sub-path
 * (https://<user>.github.io/<name>/) is built with SITE_BASE=/<name>/ (see
 * astro.config.mjs), and every root-relative link the code writes, on the
 * server or in the browser, goes through {@link withBase} so it stays under
 * that path. Astro and Starlight add the base to their own links (assets,
 * sidebar, search); links in content/ get it from src/plugins/base-links.ts.
 * The engine knows nothing of hosts: its paths (/gress/r/7.3) are relative
 * to the site, and the code that puts them on a page adds the base.
 */
import { normalizeBase, prefixBase, stripBase } from './plugins/site-base';

/** The base of this build: "/" or "/rulebook/" (Astro's import.meta.env.BASE_URL; "/" in unit tests). */
export const BASE: string = normalizeBase(import.meta.env.BASE_URL);

/** "/gress/r/7.3" -> "/rulebook/gress/r/7.3" under base /rulebook/; "#7-3" and "https://..." unchanged. */
export function withBase(path: string): string {
  return prefixBase(path, BASE);
}

/** "/rulebook/gress/r/7.3" -> "/gress/r/7.3". */
export function withoutBase(pathname: string): string {
  return stripBase(pathname, BASE);
}
