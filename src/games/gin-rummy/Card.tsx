/**
 * One playing card as text: rank and suit symbol on paper, red suits in red.
 * One element per card (role="img" gives it its name, "Seven of hearts"),
 * so a table of thirty cards stays light. The back is an empty paper box.
 */
import type { CardFace } from './card-face';

export function CardBox({ face, extra = '' }: { face: CardFace; extra?: string }) {
  return (
    <span class={`gr-card${face.red ? ' gr-card--red' : ''}${extra}`} role="img" aria-label={face.name} data-card={face.code}>
      {face.text}
    </span>
  );
}

/** A face-down card; without a label it is decoration (the count beside it says how many). */
export function CardBack({ label, extra = '' }: { label?: string; extra?: string }) {
  return label ? <span class={`gr-card gr-card--back${extra}`} role="img" aria-label={label} /> : <span class={`gr-card gr-card--back${extra}`} aria-hidden="true" />;
}
