/**
 * Gress at the referee's desk: its quick checker, "A card just landed", at the
 * address it always had (#card-just-landed). Gress's desk (Desk.tsx) uses the
 * shared frame with its own set-up and rulings, whose taps remember unknown
 * cards and a just-landed card; so it gives the frame only what DeskParts
 * says of the quick checker, not a SetupForm.
 */
import type { DeskParts } from '../../../components/desk/desk-parts';
import { CardLanded } from './CardLanded';

export const quickCheck = {
  QuickCheck: () => <CardLanded />,
  quickCheckTitle: 'A card just landed',
  quickCheckAnchor: 'card-just-landed',
} satisfies Pick<DeskParts, 'QuickCheck' | 'quickCheckTitle' | 'quickCheckAnchor'>;
