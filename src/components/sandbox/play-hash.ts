/** The #play=<share link> fragment: reading and writing it, without the engine. */
export const PLAY_PREFIX = '#play=';

/** The share link in a location hash, or null when the hash is not a #play= link. */
export function linkFromHash(hash: string): string | null {
  if (!hash.startsWith(PLAY_PREFIX)) return null;
  const raw = hash.slice(PLAY_PREFIX.length);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function hashForLink(link: string): string {
  return `${PLAY_PREFIX}${link}`;
}
