/**
 * SENS in the play-against-bots shell: the sandbox's GameUi (engine, citation
 * titles, play kit), the reader's table (one seat; partner and opponents are
 * bots), whose turn it is (the player to act, or the next dealer once a deal
 * is over, 4.6), who deals the next match (4.1), the end screen's words, the next deal, robbing out of turn
 * (6.1: the reader may rob before the dealer deals the rest, or let it pass),
 * the reader's tries under "More actions", and the hand-off to the score sheet.
 */
import type { PlayGlue } from '../../../components/play/play-ui';
import type { SensAction, SensState } from '../../../../engine/sens/types';
import { moreActions } from '../more-actions';
import { sensUi } from '../ui';
import { BotTable } from './BotTable';
import { dealIsOver, sensOutcome } from './outcome';
import { withBase } from '../../../base-path';
import type { Locale } from '../../../../engine/core/messages';
import { inEdition } from '../../../i18n/editions';
import { uiText } from '../../../i18n/ui-text';

/** 4.1, 4.6: why a seat deals the next match. */
const WHY = uiText({
  en: { level: 'the match ended level, so the deal passes on (4.6)', losers: 'a player of the losing side deals it (4.1)' },
  de: { level: 'Die Partie endete unentschieden, also geht das Geben weiter (4.6)', losers: 'Geben darf jemand von der unterlegenen Partei (4.1)' },
});

export const sensPlay: PlayGlue<SensState, SensAction> = {
  ui: sensUi,
  Table: BotTable,
  toAct: (state) => state.deal.turn,
  handOver: dealIsOver,
  outcome: sensOutcome,
  unit: 'deal',
  tallyUnit: 'match',
  dealNext: (_state, lawful) => lawful.find((a) => a.type === 'deal' && a.counts === undefined) ?? null,
  // 4.1: after a match a player of the losing side deals the next (the engine names the first of them left of the last dealer).
  nextMatch: (state) =>
    state.phase === 'match-over'
      ? {
        seat: state.deal.turn,
        why: state.winner === null ? WHY.en.level : WHY.en.losers,
        deal: (seed) => ({ type: 'deal', seat: state.deal.turn, seed }),
      }
      : null,
  // 5.4, 6.1: once a game is taken the dealer deals the rest; a reader who may rob first can also let it pass.
  passOn: (state, reader) => (state.phase === 'taken' && state.deal.dealer !== reader ? { type: 'rest', seat: state.deal.dealer } : null),
  moreActions: (state, reader, lawfulOf, describe, format) => moreActions({ state, lawfulOf, describe, format }).filter((item) => item.action.seat === reader),
  // The sheet's code comes with import() only when the reader asks for it.
  scoreSheet: { href: withBase('/sens/score-sheet/'), handOff: (played, locale) => import('./sheet-handoff').then((m) => m.handOff(played, locale)) },
};

/** The glue in `locale`'s words: the end screen and the next match's dealer (English: sensPlay itself). */
export function sensPlayIn(locale: Locale): PlayGlue<SensState, SensAction> {
  if (locale === 'en') return sensPlay;
  // One glue per language, so the shell's hooks see the same object on every render.
  const made = GLUES.get(locale);
  if (made) return made;
  const nextMatch: PlayGlue<SensState, SensAction>['nextMatch'] = (state) => {
    const next = sensPlay.nextMatch?.(state) ?? null;
    return next ? { ...next, why: state.winner === null ? WHY[locale].level : WHY[locale].losers } : null;
  };
  const glue: PlayGlue<SensState, SensAction> = {
    ...sensPlay,
    outcome: (state, reader) => sensOutcome(state, reader, locale),
    nextMatch,
    // The score sheet of the page's own edition (/de/sens/score-sheet/), not the English one.
    scoreSheet: sensPlay.scoreSheet && { ...sensPlay.scoreSheet, href: withBase(inEdition('/sens/score-sheet/', locale)) },
  };
  GLUES.set(locale, glue);
  return glue;
}

const GLUES = new Map<Locale, PlayGlue<SensState, SensAction>>();
