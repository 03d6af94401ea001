/**
 * The Game: Face to Face at the referee's desk (src/components/desk/): a form
 * for the disputed table in the engine's position notation, and the quick
 * question players ask most, "may this card go on this pile?".
 */
import type { Locale } from '../../../../engine/core/messages';
import type { DeskParts } from '../../../components/desk/desk-parts';
import { QuickCheck } from './QuickCheck';
import { SetupForm } from './SetupForm';

export const deskParts: DeskParts = {
  SetupForm,
  QuickCheck,
  quickCheckTitle: 'May this card go on this pile?',
};

/** The desk's parts in each language; the German quick check keeps the English anchor, so a link to it works in both editions. */
export const DESK_PARTS: Readonly<Record<Locale, DeskParts>> = {
  en: deskParts,
  de: { ...deskParts, quickCheckTitle: 'Darf diese Karte auf diesen Stapel?', quickCheckAnchor: 'may-this-card-go-on-this-pile' },
};
