/**
 * A face-down card: a framed diagonal lattice, drawn as one path computed once
 * (no <pattern>, so no element ids that could collide between several islands
 * on one page).
 */
import { CARD_RATIO } from './CardFace';

/** Diagonal lines both ways, clipped by hand to the inner frame: a lattice in one short path. */
function latticePath(): string {
  const [x0, x1, y0, y1] = [10, 90, 10, 130];
  const parts: string[] = [];
  for (let c = y0 - x1; c <= y1 - x0; c += 10) {
    // y = x + c
    const a = Math.max(x0, y0 - c);
    const b = Math.min(x1, y1 - c);
    if (b > a) parts.push(`M${a} ${a + c}L${b} ${b + c}`);
  }
  for (let c = x0 + y0; c <= x1 + y1; c += 10) {
    // y = -x + c
    const a = Math.max(x0, c - y1);
    const b = Math.min(x1, c - y0);
    if (b > a) parts.push(`M${a} ${c - a}L${b} ${c - b}`);
  }
  return parts.join('');
}
const LATTICE = latticePath();

export interface CardBackProps {
  /** Width in CSS pixels; the height follows the 5:7 card ratio. */
  size?: number;
  /** Accessible name; defaults to "Face-down card". */
  label?: string;
  /** Hide from assistive technology when a surrounding element already says it (e.g. "5 cards, face down"). */
  decorative?: boolean;
  class?: string;
}

export function CardBack({ size = 60, label = 'Face-down card', decorative = false, class: className }: CardBackProps) {
  return (
    <svg
      class={className ? `gs-card gs-card--back ${className}` : 'gs-card gs-card--back'}
      viewBox="0 0 100 140"
      width={size}
      height={Math.round(size * CARD_RATIO)}
      focusable="false"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? 'true' : undefined}
    >
      {!decorative && <title>{label}</title>}
      <rect x="1" y="1" width="98" height="138" rx="8" fill="#ffffff" stroke="#6b7079" stroke-width="2" />
      <rect x="7" y="7" width="86" height="126" rx="5" fill="#22407a" />
      <path d={LATTICE} fill="none" stroke="#5b7cc0" stroke-width="2" />
      <rect x="10" y="10" width="80" height="120" rx="3" fill="none" stroke="#dfe6f5" stroke-width="1.5" />
    </svg>
  );
}

export default CardBack;
