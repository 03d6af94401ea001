/**
 * The messages of The Game: Face to Face (issue 27): both catalogues know the
 * same ids; every ruling of every worked example, and every action one could
 * try at any of their steps, carries a message whose English is the ruling's
 * summary and whose German is there and free of English; and a few German
 * sentences worked out by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { sayLesson } from '../../core/lessons';
import { catalogueKeysDiffer, type Message } from '../../core/messages';
import { parseScenario, runScenario } from '../../core/scenario';
import { describeMessage } from '../describe';
import { theGame } from '../index';
import { judge, readLesson } from '../lessons';
import { act, actAll, position } from '../test-helpers';
import type { TheGameAction, TheGameRuling, TheGameState } from '../types';
import { de } from './de';
import { en } from './en';
import { msg, say } from './index';

const DIR = join(import.meta.dirname, '../../../content/the-game/scenarios');

/** Words of the English catalogue that no German sentence of ours contains (names are Ben, Ana, ... and never these). */
const ENGLISH = /\b(the|and|lays|pile|piles|turn|draws|card|cards|not|may|showing|wins|loses|lower|higher|own|move|hold)\b/;

/** The German of a ruling, with what is wrong with it (empty when fine). */
function germanFaults(ruling: TheGameRuling): string[] {
  if (!ruling.says) return ['no says'];
  const faults: string[] = [];
  const english = say(ruling.says, 'en');
  if (english !== ruling.summary) faults.push(`English differs: ${english} / ${ruling.summary}`);
  const german = say(ruling.says, 'de');
  if (german.trim() === '') faults.push('German is empty');
  if (/\[[a-zA-Z.]+\]/.test(german)) faults.push(`German has a fallback: ${german}`);
  const left = ENGLISH.exec(german);
  if (left) faults.push(`German has "${left[1]}": ${german}`);
  return faults;
}

/**
 * Every action a player could try on `state`: each card of either hand (and a few that are no number cards) on
 * each pile (and one that does not exist), by either seat (and one nobody sits in), ending the turn, and an action
 * the game does not know.
 */
function tries(state: TheGameState): unknown[] {
  const cards = [...state.seats[0].hand, ...state.seats[1].hand, 1, 60, 3.5];
  const piles = [0, 1].flatMap((owner) => (['up', 'down'] as const).map((row) => ({ owner, row }))).concat([{ owner: 2, row: 'up' }]);
  return [0, 1, 2].flatMap((seat) => [
    { type: 'endTurn', seat },
    { type: 'pass', seat },
    ...cards.flatMap((card) => piles.map((pile) => ({ type: 'lay', seat, card, pile }))),
  ]);
}

describe('catalogues', () => {
  test('English and German have the same ids', () => {
    expect(catalogueKeysDiffer(en, de)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
    expect(Object.keys(en).length).toBeGreaterThan(20);
  });
});

describe('every worked example', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.yaml')).sort();

  test('there are worked examples to check', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  test.each(files)('%s: each step and each try says its ruling in English (as the summary) and in German', (file) => {
    const parsed = parseScenario(theGame, readFileSync(join(DIR, file), 'utf8'), file);
    if (!parsed.ok) throw new Error(parsed.error);
    const faults: string[] = [];
    const { frames } = runScenario(theGame, parsed.scenario);
    for (const [i, frame] of frames.entries()) {
      if (frame.ruling) faults.push(...germanFaults(frame.ruling).map((f) => `${frame.action}: ${f}`));
      for (const action of tries(frame.state)) faults.push(...germanFaults(theGame.apply(frame.state, action as TheGameAction).ruling));
      if (i === 0) continue;
      const described = describeMessage(parsed.scenario.actions[i - 1]!, parsed.scenario.data.players);
      if (say(described, 'en') !== frame.label) faults.push(`described: ${say(described, 'en')} / ${frame.label}`);
      if (ENGLISH.test(say(described, 'de'))) faults.push(`described in English: ${say(described, 'de')}`);
    }
    expect([...new Set(faults)]).toEqual([]);
  });

  test('between them they say every message but one: a game over without a result never happens', () => {
    const seen = new Set<string>();
    const note = (m: Message) => {
      seen.add(m.id);
      for (const v of Object.values(m.params as object)) if (v && typeof v === 'object' && 'id' in v) note(v as Message);
    };
    for (const file of files) {
      const parsed = parseScenario(theGame, readFileSync(join(DIR, file), 'utf8'), file);
      if (!parsed.ok) throw new Error(parsed.error);
      for (const frame of runScenario(theGame, parsed.scenario).frames) {
        for (const action of tries(frame.state)) note(theGame.apply(frame.state, action as TheGameAction).ruling.says!);
      }
      for (const action of parsed.scenario.actions) note(describeMessage(action, parsed.scenario.data.players));
    }
    expect(Object.keys(en).filter((id) => !seen.has(id))).toEqual(['over.ended']);
  });
});

describe('German, worked out by hand', () => {
  const start = () => position({ ben: { hand: [30, 35, 34, 12, 50, 51] }, ana: { hand: [2, 3, 4, 5, 6, 7], up: [29] } });
  const german = (ruling: TheGameRuling) => say(ruling.says!, 'de');

  test('one card and two cards: "1 Karte", "2 Karten"; none: "noch keine Karte"', () => {
    expect(german(act(start(), 'Ben end turn').ruling)).toBe('Ben hat in diesem Zug noch keine Karte abgelegt; ein Zug endet frühestens nach 2 Karten.');
    const one = act(start(), 'Ben lay 30 on Ben up').state;
    expect(german(act(one, 'Ben end turn').ruling)).toBe('Ben hat in diesem Zug 1 Karte abgelegt; ein Zug endet frühestens nach 2 Karten.');
  });

  test('a card on the opponent\u2019s pile, and a second one refused (4.1, 4.2)', () => {
    const steps = actAll(start(), ['Ben lay 12 on Ana up', 'Ben lay 2 on Ana up']);
    expect(german(steps[0].ruling)).toBe(
      'Ben legt die 12 auf Anas aufsteigenden Stapel (oben lag die 29) und verbessert ihn so für Ana; mehr als diese eine Karte darf Ben in diesem Zug nicht bei Ana ablegen.',
    );
    // 2 is in Ana's hand, not Ben's: the hand is checked before the pile (5.2).
    expect(german(steps[1].ruling)).toBe('Ben hat die 2 nicht auf der Hand.');
    expect(german(act(steps[0].state, 'Ben lay 30 on Ana down').ruling)).toBe('Ben hat in diesem Zug schon eine Karte bei Ana abgelegt; mehr als eine ist nicht erlaubt.');
  });

  test('the backwards trick, once and again in the same turn, and a card that is neither (3.1, 3.3, 3.4)', () => {
    const s = position({ ben: { hand: [20, 25, 35, 45, 50, 51], up: [30] }, ana: { hand: [2, 3, 4, 5, 6, 7] } });
    expect(german(act(s, 'Ben lay 20 on Ben up').ruling)).toBe('Ben legt die 20 auf Bens aufsteigenden Stapel (oben lag die 30): genau 10 niedriger, der Rückwärts-Trick.');
    expect(german(act(s, 'Ben lay 25 on Ben up').ruling)).toBe(
      'Ben darf die 25 nicht auf Bens aufsteigenden Stapel legen (oben liegt die 30): Die 25 ist weder höher als 30 (3.1) noch genau 10 niedriger (20, Rückwärts-Trick, 3.3).',
    );
    const again = actAll(s, ['Ben lay 45 on Ben up', 'Ben lay 35 on Ben up']);
    expect(german(again[1].ruling)).toBe(
      'Ben legt die 35 auf Bens aufsteigenden Stapel (oben lag die 45): genau 10 niedriger, der Rückwärts-Trick, den man in einem Zug beliebig oft anwenden darf.',
    );
  });

  test('nested clauses: the draw inside the end of a turn, a short draw pile (6.1, 7.3)', () => {
    const end = msg('turn.end', { player: 'Ben', count: 2, own: 2, draw: msg('draw.short', { taken: 1, due: 2, by: '6.1' }), next: 'Ana' });
    expect(say(end, 'de')).toBe(
      'Ben beendet den Zug nach 2 Karten, alle auf den eigenen Stapeln, und zieht 1 Karte nach (zwei, weil nur auf den eigenen Stapeln abgelegt wurde); ' +
        'der Zugstapel hatte nur noch 1 Karte von den 2 fälligen. Ana ist dran.',
    );
    const gave = msg('turn.end', { player: 'Ana', count: 3, own: 2, gaveTo: 'Max', draw: msg('draw.none', { due: 3 }), next: 'Max' });
    expect(say(gave, 'de')).toBe(
      'Ana beendet den Zug nach 3 Karten, 2 davon auf den eigenen Stapeln und 1 bei Max, und zieht nichts nach, weil der Zugstapel aufgebraucht ist ' +
        '(fällig wären 3 Karten gewesen; es geht ohne Nachziehen weiter). Max ist dran.',
    );
  });

  test('the end of the game after the ruling that decided it, and refusals afterwards (7.1, 7.2)', () => {
    const lay = msg('lay.own', { player: 'Max', card: 30, pile: { owner: 'Max', row: 'up' }, top: 29 });
    expect(say(msg('end.won', { before: lay, player: 'Max', total: 58 }), 'de')).toBe(
      'Max legt die 30 auf Max\' aufsteigenden Stapel (oben lag die 29). Das war Max\' letzte Zahlenkarte: Alle 58 liegen, und Max gewinnt sofort.',
    );
    expect(say(msg('refuse.gameOver', { why: msg('over.couldNotLay', { player: 'Ana' }) }), 'de')).toBe('Jetzt nicht mehr: Das Spiel ist vorbei (Ana konnte keine zwei Karten ablegen).');
  });

  test('actions in plain words', () => {
    expect(say(msg('describe.lay', { player: 'Ben', card: 45, pile: { owner: 'Ana', row: 'down' } }), 'de')).toBe('Ben legt die 45 auf Anas absteigenden Stapel');
    expect(say(msg('describe.endTurn', { player: 'Ana' }), 'de')).toBe('Ana beendet den Zug');
  });

  test('a lesson\u2019s hint for a lawful card off its path names the kind in the rulebook\u2019s word (lessons/lesson-game.ts)', () => {
    const file = '01-up-and-down.yaml';
    const read = readLesson(readFileSync(join(import.meta.dirname, '../../../content/the-game/lessons', file), 'utf8'), file);
    if (!read.ok) throw new Error(read.error);
    const action = theGame.parseAction('Ben lay 24 on Ben down', read.lesson.data.players);
    if (!action.ok) throw new Error(action.error);
    const { verdict } = judge(read.lesson, [action.value]);
    if (verdict.kind !== 'wrong') throw new Error(`judged ${verdict.kind}`);
    expect(verdict.hint.text).toBe('That was lawful (a lay), but it does not bring you to the goal.');
    expect(sayLesson(verdict.hint.says!, 'de')).toBe('Das war erlaubt (gewertet als Ablegen), bringt dich aber nicht ans Ziel.');
  });

  test('an id no catalogue knows is named, not thrown', () => {
    expect(say({ id: 'lay.sideways', params: {} }, 'de')).toBe('[lay.sideways]');
  });
});
