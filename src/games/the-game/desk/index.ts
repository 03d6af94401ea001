/**
 * The Game: Face to Face at the referee's desk (src/components/desk/): a form
 * for the disputed table in the engine's position notation, and the quick
 * question players ask most, "may this card go on this pile?".
 */
import type { DeskParts } from '../../../components/desk/desk-parts';
import { QuickCheck } from './QuickCheck';
import { SetupForm } from './SetupForm';

export const deskParts: DeskParts = {
  SetupForm,
  QuickCheck,
  quickCheckTitle: 'May this card go on this pile?',
};
