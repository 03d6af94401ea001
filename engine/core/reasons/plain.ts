/** Plain text only: whatever a link smuggles in is quoted without markup characters (share-link.ts re-exports it). */
export const plain = (s: string) => s.replace(/[<>&]/g, '?');
