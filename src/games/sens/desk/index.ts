/** The SENS part of the referee's desk (desk-parts.ts): the set-up form and the trick check. */
import type { DeskParts } from '../../../components/desk/desk-parts';
import { QuickCheck } from './QuickCheck';
import { SetupForm } from './SetupForm';

export const deskParts: DeskParts = { SetupForm, QuickCheck, quickCheckTitle: 'May this card be played to this trick?' };
