/**
 * What a finished game on /gress/play/ becomes to take away: a link that
 * opens it in the sandbox, step by step (engine/gress/share-link.ts), and a
 * scenario file for the rulebook's examples (engine/gress/export-scenario.ts,
 * from the seeded deal). Loaded with import() only when the reader asks, so
 * the page does not carry the YAML writer before then.
 */
import { exportScenario } from '../../../../engine/gress/export-scenario';
import type { RealTimeTable } from '../../../../engine/gress/play/driver';
import { encodeShareLink } from '../../../../engine/gress/share-link';
import { withBase } from '../../../base-path';
import { inEdition } from '../../../i18n/editions';
import type { Locale } from '../../../../engine/core/messages';

/** The sandbox's address in `locale`'s edition with the game in its #play= fragment (src/components/sandbox/play-hash.ts). */
export function sandboxLink(table: RealTimeTable, locale: Locale = 'en'): string {
  return `${withBase(inEdition('/gress/sandbox/', locale))}#play=${encodeShareLink({ start: table.start, actions: table.log.map((e) => e.action) })}`;
}

/** The game as a scenario file: the seeded deal, then every action as a step. */
export function scenarioFile(table: RealTimeTable, level: string): { ok: true; file: string; text: string } | { ok: false; error: string } {
  const { setup } = table;
  const dealer = setup.players[setup.dealer ?? setup.players.length - 1];
  return exportScenario(
    { players: setup.players, dealer, seed: setup.seed, ...(setup.packs > 1 ? { decks: setup.packs } : {}) },
    table.log.map((e) => e.action),
    { id: '9.4-a-game-against-bots', paragraphs: ['9.4'], title: `A game against ${level} bots (seed ${setup.seed})` },
  );
}
