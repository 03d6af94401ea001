/**
 * The SENS desk's small controls: the desk shell's (src/components/desk/form-controls.tsx)
 * with this game's card reading (card-text.ts), its permalinks and its classes (desk.css).
 */
import * as shared from '../../../components/desk/form-controls';
import { sensCitation } from '../citations';
import { readCards } from './card-text';

export type { Choice } from '../../../components/desk/form-controls';

/** A shared control's props less those this game gives. */
type Own<F extends (props: never) => unknown, Given extends string> = Omit<Parameters<F>[0], Given>;

export function Segmented<T extends string | number>(props: Omit<Parameters<typeof shared.Segmented<T>>[0], 'kind'>) {
  return <shared.Segmented<T> kind="sdk" {...props} />;
}

export function CardsField(props: Own<typeof shared.CardsField, 'kind' | 'read'>) {
  return <shared.CardsField kind="sdk" read={readCards} {...props} />;
}

export function CiteLinks(props: Own<typeof shared.CiteLinks, 'kind' | 'cite' | 'mark'>) {
  return <shared.CiteLinks kind="sdk" cite={sensCitation} mark={''} {...props} />;
}
