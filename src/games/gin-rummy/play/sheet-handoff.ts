/**
 * "Add to the score sheet" for a Gin Rummy match against the bot: the match
 * so far as the score sheet keeps a two-player match (§13), players in the
 * order of the draw (the first leads hand 1, the second deals it, §3) and
 * every hand's winner and points from the engine's ledger. The sheet page
 * reads it from localStorage (score-sheet/pending.ts) and adds what it lacks.
 */
import type { Parsed } from '../../../../engine/core/game';
import { pluralForm } from '../../../../engine/core/messages';
import type { Played } from '../../../../engine/core/played';
import type { GinAction, GinState } from '../../../../engine/gin-rummy/types';
import { writeStorage } from '../../../components/tools/csv';
import { PENDING_KEY, pendingText, type PendingMatch } from '../score-sheet/pending';
import { uiText, type Locale } from '../../../i18n/ui-text';

/** Why the match cannot go over, per language (German: a hand is a Spiel, a match a Partie, as in the glossary). */
const TEXT = uiText({
  en: {
    partWay: 'This game was opened part-way through a match, so its first hands are unknown here; enter them on the score sheet by hand.',
    noHand: 'No hand is finished yet: play the hand to its end first.',
    sent: (n: number) => `${n} ${pluralForm('en', n, { one: 'hand', other: 'hands' })} go to the score sheet.`,
  },
  de: {
    partWay: 'Diese Partie wurde mittendrin geöffnet, ihre ersten Spiele kennt diese Seite also nicht; trag sie von Hand auf dem Spielzettel ein.',
    noHand: 'Noch ist kein Spiel beendet: Spiel das laufende Spiel erst zu Ende.',
    sent: (n) => `${n} ${pluralForm('de', n, { one: 'Spiel kommt', other: 'Spiele kommen' })} auf den Spielzettel.`,
  },
});

/** The match in the sheet's terms, or why it cannot go on a sheet. */
export function pendingMatch(start: GinState, final: GinState, locale: Locale = 'en'): Parsed<PendingMatch> {
  if (start.ledger.length > 0) return { ok: false, error: TEXT[locale].partWay };
  if (final.ledger.length === 0) return { ok: false, error: TEXT[locale].noHand };
  // §3: the first dealer is the lower draw; the sheet lists the higher draw (who leads hand 1) first.
  const dealer = start.hand.dealer;
  const leader = dealer === 0 ? 1 : 0;
  const players: [string, string] = [start.players[leader], start.players[dealer]];
  const hands = final.ledger.map((h) => ({ winner: h.winner === null ? null : h.winner === dealer ? 1 : 0, points: h.points }));
  return { ok: true, value: { players, hands } };
}

/** Stores the match for the sheet page; a line saying what goes over, or why not (in `locale`). */
export function handOff(played: Played<GinState, GinAction>, locale: Locale = 'en'): Parsed<string> {
  const final = played.frames[played.frames.length - 1].state;
  const match = pendingMatch(played.start, final, locale);
  if (!match.ok) return match;
  const failed = writeStorage(PENDING_KEY, pendingText(match.value), locale);
  if (failed) return { ok: false, error: failed };
  return { ok: true, value: TEXT[locale].sent(match.value.hands.length) };
}
