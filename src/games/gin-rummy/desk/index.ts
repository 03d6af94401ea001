/** The Gin Rummy part of the referee's desk (desk-parts.ts): the set-up form and the knock check. */
import type { DeskParts } from '../../../components/desk/desk-parts';
import { quickCheckAnchor } from '../../../components/desk/desk-parts';
import type { Locale } from '../../../../engine/core/messages';
import { QuickCheck } from './QuickCheck';
import { SetupForm } from './SetupForm';

export const deskParts: DeskParts = { SetupForm, QuickCheck, quickCheckTitle: 'Is this knock lawful, and what does it score?' };

/** The parts in a language; the quick check keeps the English anchor, so the language switch lands on the same place. */
export function deskPartsIn(locale: Locale): DeskParts {
  if (locale === 'en') return deskParts;
  return { ...deskParts, quickCheckTitle: 'Ist dieses Klopfen regelgerecht, und was bringt es?', quickCheckAnchor: quickCheckAnchor(deskParts) };
}
