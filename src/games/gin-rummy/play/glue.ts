/**
 * Gin Rummy in the play-against-bots shell: the sandbox's GameUi (engine,
 * citation titles, play kit), the reader's table, whose turn it is (the
 * player to act, or the next dealer once a hand is over, §3), the end
 * screen's words, the next deal, the reader's §14 tries under "More
 * actions", and the hand-off to the score sheet.
 */
import type { PlayGlue } from '../../../components/play/play-ui';
import type { GinAction, GinState } from '../../../../engine/gin-rummy/types';
import { moreActions } from '../more-actions';
import { ginRummyUi } from '../ui';
import { BotTable } from './BotTable';
import { ginOutcome } from './outcome';
import { withBase } from '../../../base-path';
import { inEdition } from '../../../i18n/editions';
import type { Locale } from '../../../../engine/core/messages';

/** The glue in a language: the end screen's words, the shell's unit words and the score sheet of that edition. */
export function ginRummyPlayIn(locale: Locale): PlayGlue<GinState, GinAction> {
  if (locale === 'en') return ginRummyPlay;
  return {
    ...ginRummyPlay,
    outcome: (state, reader) => ginOutcome(state, reader, locale),
    scoreSheet: ginRummyPlay.scoreSheet && { ...ginRummyPlay.scoreSheet, href: withBase(inEdition('/gin-rummy/score-sheet/', locale)) },
  };
}

export const ginRummyPlay: PlayGlue<GinState, GinAction> = {
  ui: ginRummyUi,
  Table: BotTable,
  toAct: (state) => state.hand.turn,
  handOver: (state) => state.phase === 'hand-over' || state.phase === 'match-over',
  outcome: (state, reader) => ginOutcome(state, reader),
  unit: 'hand',
  tallyUnit: 'match',
  dealNext: (_state, lawful) => lawful.find((a) => a.type === 'deal' && a.counts === undefined) ?? null,
  moreActions: (state, reader, lawfulOf, describe, format) => moreActions({ state, lawfulOf, describe, format }).filter((item) => item.action.seat === reader),
  // The sheet's code comes with import() only when the reader asks for it.
  scoreSheet: { href: withBase('/gin-rummy/score-sheet/'), handOff: (played, locale) => import('./sheet-handoff').then((m) => m.handOff(played, locale)) },
};
