/**
 * A position in words, as an example's poster shows its start (Poster.tsx):
 * here a linked game's position, carried by the link itself (play-hash.ts
 * view) and drawn until the engine has replayed the link. Text only.
 */
import { LINKED_LABEL } from './play-hash';

export function PositionLines({ lines }: { lines: readonly string[] }) {
  return (
    <ul class="gs-poster__position gs-linked" aria-label={LINKED_LABEL} data-linked="">
      {lines.map((line) => (
        <li>{line}</li>
      ))}
    </ul>
  );
}
