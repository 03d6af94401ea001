/** The Gin Rummy part of the referee's desk (desk-parts.ts): the set-up form and the knock check. */
import type { DeskParts } from '../../../components/desk/desk-parts';
import { QuickCheck } from './QuickCheck';
import { SetupForm } from './SetupForm';

export const deskParts: DeskParts = { SetupForm, QuickCheck, quickCheckTitle: 'Is this knock lawful, and what does it score?' };
