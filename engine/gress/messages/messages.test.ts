/**
 * Gress's catalogues: the same ids in every language, every ruling of every
 * scenario file carries its message and renders to its English summary word
 * for word, the German rendering is real German, and a few German sentences
 * worked out by hand (plurals, lists, nested clauses, declined card names).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { catalogueKeysDiffer, type Message } from '../../core/messages';
import { describeMessage } from '../describe';
import { parseScenario, runScenario } from '../scenario';
import { addGame, addMisdeal, createSheet, gameFromState, parseSheet, undoLast, type Sheet, type SheetProblem, type SheetResult } from '../rules/11-sheets';
import { addLargeGame, addLargeMisdeal, createLargeSheet, setNextSeating, undoLargeLast, type LargeSheet } from '../rules/12-large-sheet';
import type { GressRuling } from '../types';
import { CATALOGUES, msg, say } from './index';

const DIR = join(import.meta.dirname, '..', '..', '..', 'content', 'gress', 'scenarios');
const FILES = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f)).sort();

/** English words that never belong in a German sentence; cheap to detect, each with spaces so names and card labels cannot match. */
const ENGLISH = [' the ', ' and ', ' is ', ' owes ', ' cards', ' with ', ' to move', ' plays ', ' takes ', ' a foul', ' not '];

/** Checks one message's German: something, no unknown-id fallback, none of the English words. */
function expectGerman(m: Message, where: string): void {
  const de = say(m, 'de');
  expect(de.trim(), where).not.toBe('');
  expect(de, where).not.toMatch(/\[[a-zA-Z]+\.[a-zA-Z.]+\]/);
  for (const word of ENGLISH) expect(de, `${where}: "${word.trim()}" in "${de}"`).not.toContain(word);
}

/** A ruling and, for simultaneous actions, each part (10.9): message present, English exact, German clean. */
function checkRuling(ruling: GressRuling, where: string): void {
  expect(ruling.says, where).toBeDefined();
  expect(say(ruling.says!, 'en'), where).toBe(ruling.summary);
  // The list of simultaneous parts quotes each action in the notation, whose verbs are English by design.
  if (ruling.says!.id !== 'simultaneous.done') expectGerman(ruling.says!, where);
  for (const [i, part] of (ruling.parts ?? []).entries()) checkRuling(part, `${where} part ${i + 1}`);
}

describe('the Gress catalogues', () => {
  test('English and German have the same message ids', () => {
    expect(catalogueKeysDiffer(CATALOGUES.en, CATALOGUES.de)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
  });

  describe(`every ruling of every scenario file says itself in both languages (${FILES.length} files)`, () => {
    test.each(FILES)('%s', (file) => {
      const parsed = parseScenario(readFileSync(join(DIR, file), 'utf8'), `content/gress/scenarios/${file}`);
      if (!parsed.ok) throw new Error(parsed.error);
      const { frames } = runScenario(parsed.scenario);
      const players = frames[0].state.players;
      frames.slice(1).forEach((frame, i) => {
        checkRuling(frame.ruling as GressRuling, `${file} step ${i + 1}`);
        const described = describeMessage(parsed.scenario.actions[i], players);
        expectGerman(described, `${file} step ${i + 1} (described)`);
      });
      // The event log keeps each event's message beside its English summary.
      for (const event of frames.at(-1)!.state.events) {
        expect(event.says, `${file} event #${event.id}`).toBeDefined();
        expect(say(event.says!, 'en')).toBe(event.summary);
        expectGerman(event.says!, `${file} event #${event.id}`);
      }
    });
  });
});

describe('German worked out by hand', () => {
  test('one card and two cards (Intl.PluralRules), verbs agreeing', () => {
    expect(say(msg('draw.holding', { player: 'Ana', count: 1 }), 'de'))
      .toBe('Ana nimmt 1 Karte mit der Haltehand: ein Foul. Sie bleibt auf der Hand, tilgt aber nichts und ist kein Ereignis.');
    expect(say(msg('draw.holding', { player: 'Ana', count: 2 }), 'de'))
      .toBe('Ana nimmt 2 Karten mit der Haltehand: ein Foul. Sie bleiben auf der Hand, tilgen aber nichts und sind kein Ereignis.');
    expect(say(msg('draw.move', { player: 'Ben', next: 'Cem', extra: 1 }), 'de'))
      .toBe('Ben zieht eine Karte auf: ein Zug. Würfe sind jetzt für alle verboten. Cem ist am Zug. Die überzählige Karte ist falsch aufgenommen und bleibt auf der Hand (10.6).');
  });

  test('a list of players and of cards (Intl.ListFormat: "und", no comma before it)', () => {
    expect(say(msg('do.announceSwap', { who: 'Ana', partners: ['Ben', 'Cem', 'Dia'] }), 'de')).toBe('Ana sagt einen Tausch mit Ben, Cem und Dia an');
    expect(say(msg('do.play', { who: 'Dia', cards: ['7C', '7S'], holding: false }), 'de')).toBe('Dia spielt Kreuz-Sieben und Pik-Sieben aus');
  });

  test('nested clauses: why the card counts, and what the move does', () => {
    const move = msg('play.move', {
      player: 'Ana', cards: ['JC'], top: 'QH', reason: msg('reason.jack', {}), effect: msg('effect.jack', { player: 'Ana', next: 'Ben' }),
    });
    expect(say(move, 'de')).toBe(
      'Ana spielt Kreuz-Buben auf Herz-Dame: ein Zug (ein Bube passt auf alles außer auf einen Buben). Würfe sind erlaubt. ' +
      'Ein Bube: Bis jemand zieht oder wirft, kann Ana eine Wunschfarbe nennen. Ben ist am Zug.',
    );
    expect(say(move, 'en')).toBe('Ana plays J♣ on Q♥: a move (a Jack fits on anything but a Jack). Throws are allowed. A Jack: Ana may wish a suit until the next move or throw. Ben is to move.');
  });

  test('a card of a second deck, a wished suit, and the end of the active game around another ruling', () => {
    expect(say(msg('reason.noFit', { card: 'TH2', top: 'JS', wished: 'diamonds' }), 'de'))
      .toBe('Herz-Zehn (Kartensatz 2) passt auf Pik-Buben (Wunschfarbe Karo) weder als Zug noch als Wurf');
    const ended = msg('game.over', { ruling: msg('marke.taken', { player: 'Cem' }), winner: 'Cem' });
    expect(say(ended, 'de')).toBe('Cem nimmt die Marke auf die Hand. Cem hat keine Karten, keine Marke und keine Nimmschuld mehr: Das aktive Spiel ist vorbei.');
  });

  test('simultaneous actions name each classification in German', () => {
    const parts = [{ action: 'Ana take marke', classification: 'marke' as const }, { action: 'Ben play 9H', classification: 'throw' as const }];
    expect(say(msg('simultaneous.done', { parts }), 'de')).toBe('Im selben Moment; nach Vorrang (10.9): 1. Ana take marke: Marke; 2. Ben play 9H: Wurf.');
  });
});

/** The problems of a result that must fail. */
const problems = <T>(r: SheetResult<T>): readonly SheetProblem[] => {
  if (r.ok) throw new Error('expected the sheet to refuse');
  return r.errors;
};
const value = <T>(r: SheetResult<T>): T => {
  if (!r.ok) throw new Error(r.errors[0].message);
  return r.value;
};

describe('the score sheets (11, 12) say their refusals in both languages', () => {
  const sheet: Sheet = value(createSheet({ players: ['Ana', 'Ben', 'Cem'], scribe: 'Cem' }));
  const large: LargeSheet = value(createLargeSheet({ players: ['Ana', 'Ben', 'Cem', 'Dia', 'Eva', 'Fin'], tables: [3, 3], scribe: 'Ana', seed: 5 }));
  const refusals: readonly SheetProblem[] = [
    ...problems(createSheet({ players: ['Ana', '', 'ana', 'x'.repeat(200)], scribe: 'Zoe' })),
    ...problems(createSheet({ players: ['Ana', 'Ben'], scribe: '' })),
    ...problems(addGame(sheet, { points: { Ana: 0, Ben: 0, Cem: 3 } })),
    ...problems(addGame(sheet, { points: { Ana: 2, Ben: 1, Cem: 3 } })),
    ...problems(addGame(sheet, { points: { Ana: 0, Ben: 1, Cem: 3 }, noWinner: true })),
    ...problems(addGame(sheet, { points: { Ana: -1, Ben: 1.5, Zoe: 3 } })),
    ...problems(addMisdeal(sheet, 'Cem')),
    ...problems(addMisdeal(sheet, 'Zoe')),
    ...problems(undoLast(sheet)),
    ...problems(gameFromState({ players: ['Ana', 'Ben', 'Cem'], penalties: null, winner: null })),
    ...problems(parseSheet(null)),
    ...problems(parseSheet({ players: ['Ana', 'Ben', 'Cem'], scribe: 0, entries: [{ kind: 'game', points: [1] }] })),
    ...problems(createLargeSheet({ players: ['Ana', 'Ben'], tables: [2], scribe: 'Zoe', seed: 0.5 })),
    ...problems(setNextSeating(large, ['Ana', 'Zoe'])),
    ...problems(setNextSeating(large, ['Ana', 'Ben'])),
    ...problems(addLargeGame(large, { points: { Ana: 0, Ben: 0, Cem: 0, Dia: 1, Eva: 2, Fin: 3 } })),
    ...problems(addLargeMisdeal(large, 9)),
    ...problems(undoLargeLast(large)),
  ];

  test('every refusal carries its message; English is the message word for word, German is German', () => {
    expect(refusals.length).toBeGreaterThan(15);
    for (const problem of refusals) {
      expect(problem.says, problem.message).toBeDefined();
      expect(say(problem.says!, 'en')).toBe(problem.message);
      expectGerman(problem.says!, problem.message);
    }
  });

  test('German worked out by hand: two winners, a nested reason, a plural verb', () => {
    expect(say(msg('sheet.severalWinners', { names: ['Ana', 'Ben'] }), 'de')).toBe('Ana und Ben haben beide 0, aber ein Spiel hat nur einen Sieger (9.1).');
    expect(say(msg('stored.entry', { entry: 3, why: msg('stored.scores', {}) }), 'de'))
      .toBe('Gespeicherter Eintrag 3 ist nicht lesbar: es hat nicht für jeden Spieler genau einen Punktwert.');
    expect(say(msg('large.unknownPlayers', { names: ['Zoe'] }), 'de')).toBe('Zoe steht nicht auf diesem Zettel.');
    expect(say(msg('large.unknownPlayers', { names: ['Zoe', 'Max'] }), 'de')).toBe('Zoe und Max stehen nicht auf diesem Zettel.');
  });
});
