/**
 * A deal the engine refused (Game.deal), as the play page and the sandbox
 * say it: the shell's own words around the engine's reason, the reason
 * through the game's catalogue (sayReason), so a German page says both in
 * German. English reads as it always did: "The deal failed: <error>".
 */
import type { Locale, Message } from '../../../engine/core/messages';
import { gameSayOf, sayReason, type Failure } from '../../../engine/core/reasons';
import { uiText } from '../../i18n/ui-text';

/** The play page "gives" (Neu geben), the sandbox "deals out" (Austeilen): each page's own verb. */
const TEXT = uiText({
  en: { play: (why: string) => `The deal failed: ${why}`, sandbox: (why: string) => `The deal failed: ${why}` },
  de: { play: (why) => `Das Geben ist nicht gelungen: ${why}`, sandbox: (why) => `Das Austeilen ist nicht gelungen: ${why}` },
});

/** What `page` shows for a deal the engine refused, in `locale`. */
export function sayDealFailed(dealt: Failure, locale: Locale, game: { say?(m: Message, locale: Locale): string }, page: 'play' | 'sandbox'): string {
  return TEXT[locale][page](sayReason(dealt, locale, gameSayOf(game)));
}
