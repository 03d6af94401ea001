/**
 * A game's rule numbers for the "go to a rule" box and the 404 page, made at
 * build time from the engine's own list (permalinkNumbers, permalinkTarget),
 * so the box goes exactly where the short permalinks /<game>/r/<n> go. The
 * browser gets it as JSON inside the page: no request, so it also works on a
 * page kept for offline use.
 */
import type { Game } from '../../../engine/core/game';
import { permalinkNumbers, permalinkTarget } from '../../../engine/core/paragraphs';
import { inEdition, type Locale } from '../../i18n/editions';
import type { RuleEntry, RuleIndex } from './rule-lookup';

type Rulebook = Pick<Game<unknown, { seat: number }>, 'id' | 'title' | 'sections'>;

/** Every number with a permalink, with where it leads (site-relative, in the edition of `locale`) and its label (give the game with that edition's titles: src/i18n/rulebook.ts). */
export function ruleIndex(game: Rulebook, locale: Locale = 'en'): RuleIndex {
  const entries = permalinkNumbers(game).map((number): RuleEntry => {
    const target = permalinkTarget(game, number);
    if (!target) throw new Error(`${game.id}: permalink number ${number} has no target`);
    const paragraph = target.section.paragraphs.some((p) => p.number === number);
    return { number, href: inEdition(target.href, locale), label: target.label, section: target.section.number, paragraph };
  });
  return { game: game.id, title: game.title, entries, ...(locale === 'en' ? {} : { locale }) };
}

/**
 * JSON to put inside a <script type="application/json">: "<" is escaped, so
 * no title can close the element early.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
