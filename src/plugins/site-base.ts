/**
 * The site's base path, read where Astro's config is (astro.config.mjs) and
 * where the code writes links (src/base-path.ts). Pure: no import.meta.env
 * here, since the config is loaded before Astro defines it.
 */

/** "rulebook", "/rulebook", "/rulebook/" -> "/rulebook/"; "", undefined, "/" -> "/". */
export function normalizeBase(base: string | undefined): string {
  const trimmed = (base ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '/';
  if (!/^[\w.~-]+(\/[\w.~-]+)*$/.test(trimmed)) {
    throw new Error(`The site base "${base}" is not a path such as /rulebook/ (letters, digits, - _ . ~ and slashes only).`);
  }
  return `/${trimmed}/`;
}

/** "/gress/r/7.3" -> "/rulebook/gress/r/7.3" under base "/rulebook/"; anything not root-relative (#7-3, https://, ./x) is left alone. */
export function prefixBase(path: string, base: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return base + path.slice(1);
}

/** "/rulebook/gress/r/7.3" -> "/gress/r/7.3": a path as the site sees it, whatever its base. */
export function stripBase(pathname: string, base: string): string {
  if (base === '/') return pathname;
  if (pathname.startsWith(base)) return pathname.slice(base.length - 1);
  return pathname === base.slice(0, -1) ? '/' : pathname;
}
