/** The SENS part of the referee's desk (desk-parts.ts): the set-up form and the trick check. */
import type { Locale } from '../../../../engine/core/messages';
import type { DeskParts } from '../../../components/desk/desk-parts';
import { QuickCheck } from './QuickCheck';
import { SetupForm } from './SetupForm';

export const deskParts: DeskParts = { SetupForm, QuickCheck, quickCheckTitle: 'May this card be played to this trick?' };

/** The German desk keeps the English anchor, so a link to the quick check reads in either edition. */
const GERMAN: DeskParts = { ...deskParts, quickCheckTitle: 'Darf diese Karte zu diesem Stich?', quickCheckAnchor: 'may-this-card-be-played-to-this-trick' };

/** The parts with the quick check's title in `locale`. */
export const deskPartsIn = (locale: Locale): DeskParts => (locale === 'de' ? GERMAN : deskParts);
