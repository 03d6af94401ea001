/**
 * Gin Rummy's catalogues (issue 27): English and German have the same ids; every
 * ruling of every scenario file carries its message, whose English words are the
 * ruling's summary and whose German words are there, with no id left unrendered and
 * no English word we can spot; and a few German sentences worked out by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { catalogueKeysDiffer, message } from '../../core/messages';
import { parseScenario, runScenario } from '../../core/scenario';
import { checkSeed, MAX_SEED } from '../../core/seed';
import { describeMessage } from '../describe';
import { ginRummy } from '../index';
import type { GinAction } from '../types';
import { de, en, say, type GinSpec } from './index';

const m = <Id extends keyof GinSpec & string>(id: Id, params: GinSpec[Id]) => message<GinSpec, Id>(id, params);

/** English words that have no business in a German sentence (names and card codes never match these). */
const ENGLISH = /\b(the|and|or|of|is|to|has|with|draws|discards|knocks|lays|takes|deals|deadwood|stock|cards?|meld|melds|turn|hand)\b/i;

const DIR = join(import.meta.dirname, '..', '..', '..', 'content', 'gin-rummy', 'scenarios');
const files = readdirSync(DIR).filter((f) => /\.(ya?ml|json)$/.test(f)).sort();

describe('Gin Rummy catalogues', () => {
  test('English and German have the same ids', () => {
    expect(catalogueKeysDiffer(en, de)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
  });

  test.each(files)('every step of %s says its ruling in both languages', (file) => {
    const parsed = parseScenario(ginRummy, readFileSync(join(DIR, file), 'utf8'), file);
    if (!parsed.ok) throw new Error(parsed.error);
    const run = runScenario(ginRummy, parsed.scenario);
    const players = parsed.scenario.data.players as readonly string[];
    let steps = 0;
    for (const [i, frame] of run.frames.entries()) {
      if (!frame.ruling) continue;
      steps++;
      const says = frame.ruling.says;
      expect(says, `${file}: ${frame.ruling.action}`).toBeDefined();
      expect(say(says!, 'en')).toBe(frame.ruling.summary);
      const german = say(says!, 'de');
      expect(german.length).toBeGreaterThan(0);
      expect(german).not.toMatch(/\[[a-z.]+[A-Za-z.]*\]/);
      expect(german, german).not.toMatch(ENGLISH);
      const described = describeMessage(parsed.scenario.actions[i - 1] as GinAction, players);
      expect(say(described, 'de'), say(described, 'de')).not.toMatch(ENGLISH);
    }
    expect(steps).toBeGreaterThan(0);
  });
});

describe('German sentences worked out by hand', () => {
  test('a seed that is none: the range and what was given, no English inside the German (§3, §14.3)', () => {
    const bad = m('refuse.seed', { max: MAX_SEED, got: '-5' });
    // English as the refusal always read: its lead around the core's seed check.
    expect(say(bad, 'en')).toBe(`The shuffle needs a seed: ${checkSeed(-5)}.`);
    expect(say(bad, 'en')).toBe('The shuffle needs a seed: a seed is a whole number from 0 to 4294967295, got -5.');
    expect(say(bad, 'de')).toBe('Zum Mischen fehlt ein gültiger Startwert, also eine ganze Zahl von 0 bis 4294967295; -5 ist keiner.');
  });

  test('one card and several: Karte / Karten', () => {
    expect(say(m('refuse.overfull.draw', { who: 'Ana', size: 11 }), 'de'))
      .toBe('Ana hält 11 Karten, mehr als zehn: Ana wirft ab, ohne zu kaufen, bis die Kartenzahl stimmt (§14.10).');
    expect(say(m('refuse.draw.reserve', { who: 'Ben', stock: 3, count: 2 }), 'de'))
      .toBe('Im Stoß liegen 3 Karten; die letzten zwei werden nie gekauft, also kann Ben dort nicht 2 Karten nehmen.');
    expect(say(m('reject', { who: 'Ana', knocker: 'Ben', cards: 1, count: false }), 'de')).toContain('Ben nimmt die eine Karte zurück');
    expect(say(m('reject', { who: 'Ana', knocker: 'Ben', cards: 11, count: false }), 'de')).toContain('Ben nimmt alle 11 Karten zurück');
    expect(say(m('do.knock', { who: 'Ben', gin: false, card: '9D', melds: 1 }), 'de')).toBe('Ben klopft, legt die Karo-Neun verdeckt ab und eine Figur aus');
    expect(say(m('do.knock', { who: 'Ben', gin: true, card: 'AS', melds: 3 }), 'de')).toBe('Ben macht Gin, legt das Pik-Ass verdeckt ab und 3 Figuren aus');
  });

  test('card names take the case the sentence needs', () => {
    expect(say(m('take', { who: 'Ana', card: 'QH' }), 'de')).toBe('Ana nimmt die Herz-Dame vom Abwurfstapel.');
    expect(say(m('discard', { who: 'Ben', card: 'JS', how: 'plain', size: 10 }), 'de')).toBe('Ben wirft den Pik-Buben ab.');
    expect(say(m('misfit.setFourth', { rank: 11 }), 'de')).toBe('an einen Dreiersatz passt nur noch der vierte Bube');
  });

  test('lists: "und" for lay-offs, "oder" for the ends of a run', () => {
    expect(say(m('do.layout', { who: 'Ben', melds: 2, layoffs: ['7H', 'KC', 'TS'] }), 'de'))
      .toBe('Ben legt 2 Figuren aus und die Herz-Sieben, den Kreuz-König und die Pik-Zehn an');
    expect(say(m('misfit.runEnds', { ends: ['4H', '8H'] }), 'de')).toBe('an diese Folge passt nur 4H oder 8H');
  });

  test('a clause inside a sentence', () => {
    const problem = m('arrangement.notMeld', { group: 1, cards: ['7C', '7D', '8H'], problem: m('meld.mixed', {}) });
    expect(say(m('refuse.cannotLayOut', { who: 'Ana', problem }), 'de'))
      .toBe('Ana kann so nicht auslegen: Gruppe 1 (7C 7D 8H) ist keine Figur: die Karten haben weder alle denselben Rang (ein Satz) noch alle dieselbe Farbe (eine Folge).');
  });

  test('a score line with a hand one card short (§10, §14.12)', () => {
    expect(say(m('score.undercut', { knocker: 0, knock: 9, opponent: 7, knockerShort: 0, opponentShort: 10, bonus: 10, points: 12 }), 'de'))
      .toBe('Spieler A klopft mit 9, aber der Gegner hat 7 (Gegner eine Karte zu wenig: 10 Punkte): unterboten, 2 plus 10 Prämie ergibt 12 für Spieler B.');
    expect(say(m('score.undercut', { knocker: 0, knock: 9, opponent: 7, knockerShort: 0, opponentShort: 10, bonus: 10, points: 12 }), 'en'))
      .toBe('player A knocked with 9 but the opponent has 7 (opponent 1 card short: 10 points): undercut, 2 plus 10 bonus makes 12 for player B.');
  });
});
