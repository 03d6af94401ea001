/**
 * The names of the service worker's caches (contract between the build,
 * src/plugins/offline/worker-config.ts, and the page, keep.ts). Every name
 * of a site at `base` starts with its family; those of one build with
 * `current`, which carries the build's fingerprint. Two copies of the site
 * on one host under different bases keep apart.
 */
export function cacheFamily(base: string): string {
  return `rulebook${base} `;
}

export function cacheNames(base: string, build: string) {
  const current = `${cacheFamily(base)}${build}`;
  return { family: cacheFamily(base), current, pages: `${current} pages`, assets: `${current} assets`, data: `${current} data` };
}
