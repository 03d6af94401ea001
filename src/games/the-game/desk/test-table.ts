/**
 * The table the desk's tests build (worked out by hand, see the tests): Ben to
 * move holds 20, 23, 40, his ascending pile shows 30 and his descending 45;
 * Ana holds 5 and 50, her ascending pile shows 12 and her descending 48.
 */
import { emptyForm, type TableForm } from './build-position';

export const DISPUTE: TableForm = {
  ...emptyForm,
  seats: [
    { hand: '20, 23, 40', up: '30', down: '45', draw: '' },
    { hand: '5, 50', up: '12', down: '48', draw: '' },
  ],
};
