/**
 * "Add to the score sheet" for a SENS match against the bots: the match so
 * far as the score sheet keeps it (the four players in seat order, the first
 * dealer, the table's misdeal rule, one entry per finished deal), each entry
 * read off the engine's deal end (DealEnd) as a table would write it down:
 * card points and meld points per side for a counted deal (12.1), the
 * offender for a wrong card claimed (1.4), a misdeal (4.5), a deal thrown in
 * (5.3). Before handing over, the sheet's own arithmetic is run on the
 * entries and must give the engine's totals and winner, so the sheet never
 * receives a match it would count differently.
 */
import type { Parsed } from '../../../../engine/core/game';
import type { Played } from '../../../../engine/core/played';
import { BASE_TOTAL } from '../../../../engine/sens/cards';
import { securedCardPoints } from '../../../../engine/sens/match';
import type { DealState, SensAction, SensState } from '../../../../engine/sens/types';
import { writeStorage } from '../../../components/tools/csv';
import type { DealEntry } from '../score-sheet/deal-entry';
import { MAX_MELD_POINTS } from '../score-sheet/deal-entry';
import { build } from '../score-sheet/model';
import { saySheetProblem } from '../score-sheet/sheet-reasons';
import { PENDING_KEY, pendingText, type PendingMatch } from '../score-sheet/pending';
import { dealIsOver } from './outcome';
import { pluralForm } from '../../../../engine/core/messages';
import { uiText, type Locale } from '../../../i18n/ui-text';

/** Why the match cannot go over, per language (German: a deal is a Spiel, a match a Partie, as in the glossary). */
const TEXT = uiText({
  en: {
    notOver: 'the deal is not over',
    foulTooBig: (written: number) => `a wrong card's deal wrote ${written}, which the sheet cannot hold`,
    noGame: 'a counted deal without a game taken',
    partWay: 'This game was opened part-way through a match, so its first deals are unknown here; enter them on the score sheet by hand.',
    dealRefused: (n: number, why: string) => `Deal ${n} cannot go on the sheet: ${why}.`,
    noDeal: 'No deal is finished yet: play the deal to its end first.',
    sheetRefused: (why: string) => `The score sheet would not take this match: ${why}.`,
    countsDiffer: (sheet: readonly number[], game: readonly number[]) => `The score sheet would count this match as ${sheet.join(' to ')}, the game as ${game.join(' to ')}; enter it on the sheet by hand.`,
    sent: (n: number) => `${n} ${pluralForm('en', n, { one: 'deal goes', other: 'deals go' })} to the score sheet.`,
  },
  de: {
    notOver: 'das Spiel ist noch nicht zu Ende',
    foulTooBig: (written) => `nach einer falschen Karte wurden ${written} geschrieben, so viel fasst der Zettel nicht`,
    noGame: 'ein gezähltes Spiel, in dem keiner das Spiel gemacht hat',
    partWay: 'Diese Partie wurde mittendrin geöffnet, ihre ersten Spiele kennt diese Seite also nicht; trag sie von Hand auf dem Spielzettel ein.',
    dealRefused: (n, why) => `Spiel ${n} passt nicht auf den Spielzettel: ${why}.`,
    noDeal: 'Noch ist kein Spiel beendet: Spiel das laufende Spiel erst zu Ende.',
    sheetRefused: (why) => `Der Spielzettel nimmt diese Partie nicht an: ${why}.`,
    countsDiffer: (sheet, game) => `Der Spielzettel käme bei dieser Partie auf ${sheet.join(' zu ')}, das Spiel selbst auf ${game.join(' zu ')}; trag sie von Hand ein.`,
    sent: (n) => `${n} ${pluralForm('de', n, { one: 'Spiel kommt', other: 'Spiele kommen' })} auf den Spielzettel.`,
  },
});

/** One finished deal as a line of the sheet, or why it cannot be one. */
export function dealEntry(d: DealState, locale: Locale = 'en'): Parsed<DealEntry> {
  const t = TEXT[locale];
  const end = d.end;
  if (!end) return { ok: false, error: t.notOver };
  switch (end.kind) {
    case 'thrown-in':
      return { ok: true, value: { kind: 'thrown-in', dealer: d.dealer } };
    case 'misdeal':
      return { ok: true, value: { kind: 'misdeal', dealer: d.dealer } };
    case 'foul': {
      // 1.4: the other side writes 164 and every meld point that counted; the sheet needs only their sum.
      const melds = end.written[0] + end.written[1] - BASE_TOTAL;
      if (melds < 0 || melds > 2 * MAX_MELD_POINTS) return { ok: false, error: t.foulTooBig(melds + BASE_TOTAL) };
      const first = Math.min(melds, MAX_MELD_POINTS);
      return { ok: true, value: { kind: 'foul', dealer: d.dealer, offender: end.by, meldPoints: [first, melds - first] } };
    }
    case 'counted': {
      if (!d.game) return { ok: false, error: t.noGame };
      const vorlauf = d.vorlauf ? { side: d.vorlauf.side, securedCardPoints: securedCardPoints(d.tricks, d.game.trump, d.vorlauf.side, d.vorlauf.tricks) } : null;
      return {
        ok: true,
        value: {
          kind: 'counted', dealer: d.dealer, taker: d.game.by, trump: d.game.trump,
          cardPoints: [end.cardPoints[0], end.cardPoints[1]], meldPoints: [end.meldPoints[0], end.meldPoints[1]], dackeln: end.dackeln, vorlauf,
        },
      };
    }
  }
}

/** The match in the sheet's terms, checked against the engine's totals, or why it cannot go on a sheet. */
export function pendingMatch(played: Played<SensState, SensAction>, locale: Locale = 'en'): Parsed<PendingMatch> {
  const t = TEXT[locale];
  const start = played.start;
  const final = played.frames[played.frames.length - 1].state;
  if (start.ledger.length > 0 || start.phase !== 'bidding' || start.deal.tricks.length > 0) {
    return { ok: false, error: t.partWay };
  }
  const deals: DealEntry[] = [];
  for (let i = 1; i < played.frames.length; i++) {
    if (!dealIsOver(played.frames[i].state)) continue;
    // A deal is read at the last frame before the next deal: until then a wrong card may
    // still be claimed (1.4), and the engine rewrites the deal's end and its ledger line.
    const next = played.frames[i + 1]?.state;
    if (next && dealIsOver(next)) continue;
    const entry = dealEntry(played.frames[i].state.deal, locale);
    if (!entry.ok) return { ok: false, error: t.dealRefused(deals.length + 1, entry.error) };
    deals.push(entry.value);
  }
  if (deals.length === 0) return { ok: false, error: t.noDeal };
  const record: PendingMatch = { players: [...final.players], firstDealer: start.deal.dealer, misdeal: final.options.misdeal, deals };
  const sheet = build(record);
  if (!sheet.ok) return { ok: false, error: t.sheetRefused(saySheetProblem(sheet, locale)) };
  const s = sheet.value;
  if (s.scores[0] !== final.scores[0] || s.scores[1] !== final.scores[1] || (dealIsOver(final) && final.phase === 'match-over' && s.winner !== final.winner)) {
    return { ok: false, error: t.countsDiffer(s.scores, final.scores) };
  }
  return { ok: true, value: record };
}

/** Stores the match for the sheet page; a line saying what goes over, or why not (in `locale`). */
export function handOff(played: Played<SensState, SensAction>, locale: Locale = 'en'): Parsed<string> {
  const match = pendingMatch(played, locale);
  if (!match.ok) return match;
  const failed = writeStorage(PENDING_KEY, pendingText(match.value), locale);
  if (failed) return { ok: false, error: failed };
  return { ok: true, value: TEXT[locale].sent(match.value.deals.length) };
}
