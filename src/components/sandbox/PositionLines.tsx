/**
 * A position in words, as an example's poster shows its start (Poster.tsx):
 * here a linked game's position, carried by the link itself (play-hash.ts
 * view) and drawn until the engine has replayed the link. Text only.
 */
import { useUiText } from '../../i18n/ui-text';
import { POSTER_TEXT } from './Poster';

export function PositionLines({ lines }: { lines: readonly string[] }) {
  const t = useUiText(POSTER_TEXT);
  return (
    <ul class="gs-poster__position gs-linked" aria-label={t.linked} data-linked="">
      {lines.map((line) => (
        <li>{line}</li>
      ))}
    </ul>
  );
}
