/**
 * Gress at the referee's desk: its quick checker, "A card just landed", at the
 * address it always had (#card-just-landed). Gress's desk (Desk.tsx) uses the
 * shared frame with its own set-up and rulings, whose taps remember unknown
 * cards and a just-landed card; so it gives the frame only what DeskParts
 * says of the quick checker, not a SetupForm.
 */
import type { DeskParts } from '../../../components/desk/desk-parts';
import type { Locale } from '../../../i18n/ui-text';
import { CardLanded } from './CardLanded';

/** The quick checker's title in each language (the German desk page passes its own to the frame). */
export const QUICK_CHECK_TITLE: Readonly<Record<Locale, string>> = { en: 'A card just landed', de: 'Gerade ist eine Karte gelandet' };

export const quickCheck = {
  QuickCheck: () => <CardLanded />,
  quickCheckTitle: QUICK_CHECK_TITLE.en,
  quickCheckAnchor: 'card-just-landed',
} satisfies Pick<DeskParts, 'QuickCheck' | 'quickCheckTitle' | 'quickCheckAnchor'>;
