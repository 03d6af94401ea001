/**
 * The messages of SENS (issue 27): both catalogues know the same ids; every
 * ruling of every worked example, and every action one could try at each of
 * their steps, carries a message whose English is the ruling's summary and
 * whose German is there and free of English; every described action too; and
 * German sentences worked out by hand (plurals, lists, nested clauses, the
 * articles of card names).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { catalogueKeysDiffer, type Message } from '../../core/messages';
import { parseScenario, runScenario } from '../../core/scenario';
import { SUITS } from '../cards';
import { describeMessage } from '../describe';
import { sens } from '../index';
import { meldsIn } from '../melds';
import { msg } from '../rules/outcome';
import type { SensAction, SensRuling, SensState } from '../types';
import { de } from './de';
import { en } from './en';
import { say } from './index';

const DIR = join(import.meta.dirname, '../../../content/sens/scenarios');
const PLAYERS = ['Ana', 'Ben', 'Cem', 'Dia'];

/** English words no German sentence of ours contains (the players are Ana, Ben, Cem, Dia, ... and never these). */
const ENGLISH = /\b(the|and|or|plays|leads|takes|trick|tricks|deal|deals|card|cards|turn|not|may|must|trumps|game|points|write|side|with|melds|announces|passes)\b/;

/** What is wrong with a message's German (empty when fine). */
function germanFaults(says: Message): string[] {
  const german = say(says, 'de');
  const faults: string[] = [];
  if (german.trim() === '') faults.push(`${says.id}: German is empty`);
  if (/\[[a-zA-Z.]+\]/.test(german)) faults.push(`${says.id}: German has a fallback: ${german}`);
  const left = ENGLISH.exec(german);
  if (left) faults.push(`${says.id}: German has "${left[1]}": ${german}`);
  return faults;
}

/** Every id said while checking, nested ones included, to show that the checks reach (nearly) the whole catalogue. */
const said = new Set<string>();

function collect(m: Message): void {
  said.add(m.id);
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object' && 'id' in v && 'params' in v) collect(v as Message);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(m.params);
}

/** The faults of a ruling: a message, its English equal to the summary, its German fine. */
function rulingFaults(ruling: SensRuling): string[] {
  if (!ruling.says) return [`${ruling.action}: no says`];
  collect(ruling.says);
  const english = say(ruling.says, 'en');
  return [...(english === ruling.summary ? [] : [`English differs: ${english} / ${ruling.summary}`]), ...germanFaults(ruling.says)];
}

/**
 * Every action a player could try on `state`: each kind of action by each seat (and one nobody sits in), each card
 * of every hand played by each seat, each meld a hand holds announced by each seat, a meld that is none, wrong counts,
 * a bad seed, a bid for every suit, and an action the game does not know.
 */
function tries(state: SensState): unknown[] {
  const cards = state.deal.hands.flat();
  const melds = state.deal.hands.flatMap((h) => meldsIn(h).map((m) => [...m.cards]));
  return [0, 1, 2, 3, 7].flatMap((seat) => [
    ...(['pass', 'rob', 'rest', 'bella', 'takeBack', 'claim', 'misdeal', 'vorlauf', 'look'] as const).map((type) => ({ type, seat })),
    { type: 'deal', seat, seed: 7 }, { type: 'deal', seat, seed: -1 }, { type: 'deal', seat, seed: 7, counts: [5, 5, 5, 6] },
    { type: 'deal', seat, seed: 7, counts: [5, 5] }, { type: 'deal', seat, seed: 7, counts: [8, 8, 8, 8] }, { type: 'deal', seat, seed: 7, counts: [5, 5, 5, 99] },
    ...SUITS.map((suit) => ({ type: 'bid', seat, suit })), { type: 'bid', seat, suit: 'X' },
    ...cards.map((card) => ({ type: 'play', seat, card })), { type: 'play', seat, card: 'ZZ' },
    ...melds.map((m) => ({ type: 'meld', seat, cards: m })), { type: 'meld', seat, cards: ['7E', '9G', 'KS'] }, { type: 'meld', seat, cards: [] },
    { type: 'fly', seat },
  ]);
}

describe('catalogues', () => {
  test('English and German have the same ids', () => {
    expect(catalogueKeysDiffer(en, de)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
    expect(Object.keys(en).length).toBeGreaterThan(100);
  });
});

describe('every worked example', () => {
  const files = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f)).sort();

  test('there are worked examples to check', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  test.each(files)('%s: each step and each try says its ruling in English (as the summary) and in German', (file) => {
    const parsed = parseScenario(sens, readFileSync(join(DIR, file), 'utf8'), file);
    if (!parsed.ok) throw new Error(parsed.error);
    const faults: string[] = [];
    const { frames } = runScenario(sens, parsed.scenario);
    const players = parsed.scenario.data.players;
    for (const [i, frame] of frames.entries()) {
      if (frame.ruling) faults.push(...rulingFaults(frame.ruling).map((f) => `${frame.action}: ${f}`));
      for (const action of tries(frame.state)) faults.push(...rulingFaults(sens.apply(frame.state, action as SensAction).ruling));
      if (i === 0) continue;
      const described = describeMessage(parsed.scenario.actions[i - 1]!, players);
      collect(described);
      if (say(described, 'en') !== frame.label) faults.push(`described: ${say(described, 'en')} / ${frame.label}`);
      faults.push(...germanFaults(described));
    }
    expect(faults).toEqual([]);
  });

  test('two tables no example shows: a misdeal nobody pointed out, played on; the last deal the engine keeps, thrown in level', () => {
    const faults: string[] = [];
    for (const [state, actions] of [misdealtInPlay(), levelAtTheLimit()] as const) {
      let s = state;
      for (const action of actions) {
        const { state: next, ruling } = sens.apply(s, action);
        faults.push(...rulingFaults(ruling));
        s = next;
      }
      for (const action of tries(s)) faults.push(...rulingFaults(sens.apply(s, action as SensAction).ruling));
    }
    expect(faults).toEqual([]);
  });

  test('the examples and the tries reach every id but the few no table can show', () => {
    // describe.nothing / describe.unknown: only for malformed actions, which no step holds; settle.none: the settlement is said only
    // when someone melded; duty.leading: a lead is said by play.lead (dutyReason still answers it, tricks.test.ts); deal.refuse.limit:
    // the last deal the engine keeps ends the match, so no deal is refused for the limit from a table the rules reach.
    // The calculator's ids (calc.*) are the site's tool, not rulings: 'the meld calculator' below says each of them.
    const unreachable = ['describe.nothing', 'describe.unknown', 'settle.none', 'duty.leading', 'deal.refuse.limit'];
    const missing = Object.keys(en).filter((id) => !said.has(id) && !unreachable.includes(id) && !id.startsWith('calc.'));
    expect(missing).toEqual([]);
  });
});

/** Seed 1's first deal (Dia deals) with `ledger` behind it. */
function dealtAfter(ledger: (readonly [number, number])[]): SensState {
  const dealt = sens.deal(PLAYERS, 1);
  if (!dealt.ok) throw new Error(dealt.error);
  const scores: [number, number] = [ledger.reduce((n, l) => n + l[0], 0), ledger.reduce((n, l) => n + l[1], 0)];
  const read = sens.parsePosition(sens.formatPosition({ ...dealt.value, ledger, scores }));
  if (!read.ok) throw new Error(read.error);
  return read.value;
}

/** 4.5: Dia deals Ana one card too many; nobody says so, Ana takes the game, the rest is dealt and play begins. */
function misdealtInPlay(): [SensState, SensAction[]] {
  const start = sens.apply(dealtAfter([]), { type: 'deal', seat: 3, seed: 1 }).state;
  const before = { ...start, phase: 'deal-over' as const, deal: { ...start.deal, turn: 3 as const } };
  const dealt = sens.apply(before, { type: 'deal', seat: 3, seed: 5, counts: [6, 5, 5, 5] }).state;
  const bid = { type: 'bid', seat: 3, suit: dealt.deal.turned![1] } as SensAction;
  return [dealt, [bid, { type: 'rest', seat: 3 }]];
}

/** 10.1 at the engine's limit: the 1000th deal is thrown in with the totals level, so the match ends level. */
function levelAtTheLimit(): [SensState, SensAction[]] {
  const state = dealtAfter(Array.from({ length: 999 }, () => [0, 0] as const));
  return [state, Array.from({ length: 8 }, (_, i) => ({ type: 'pass', seat: ((3 + i) % 4) as 0 | 1 | 2 | 3 }))];
}

describe('German worked by hand', () => {
  const de1 = (m: Message) => say(m, 'de');

  test('plurals: one trick and three tricks secured by Vorlauf (10.3); one card or two beating a trump (9.4)', () => {
    const side = ['Ana', 'Cem'] as const;
    expect(de1(msg('vorlauf.called', { who: 'Ana', side, tricks: 1, secured: 21, taker: false }))).toBe(
      'Ana sagt Vorlauf an, für Ana und Cem: Was ihr einer Stich bisher bringt, 21 aus Karten, ist gesichert, und spätere Stiche zählen ' +
        'nicht mehr zu ihren 500. Das Spiel wird zu Ende gespielt, und mit ihm endet die Partie (10.3).');
    expect(de1(msg('vorlauf.called', { who: 'Cem', side, tricks: 3, secured: 40, taker: true }))).toBe(
      'Cem sagt Vorlauf an, für Ana und Cem: Was ihre 3 Stiche bisher bringen, 40 aus Karten, ist gesichert, und spätere Stiche zählen ' +
        'nicht mehr zu ihren 500. Das Spiel wird zu Ende gespielt, und mit ihm endet die Partie (10.3). Sie haben das Spiel übernommen, ' +
        'also müssen sie es auch schaffen (10.4).');
    expect(de1(msg('foul.voidBeat', { who: 'Ben', led: 'E', best: '8H', allowed: ['UH'] }))).toBe(
      'Ben hat kein Eichel, und der Herz-Unter sticht die Herz-Acht, also muss überstochen werden');
    expect(de1(msg('foul.voidBeat', { who: 'Ben', led: 'E', best: '8H', allowed: ['UH', '9H'] }))).toBe(
      'Ben hat kein Eichel, und der Herz-Unter und der Herz-Neuner stechen die Herz-Acht, also muss überstochen werden');
  });

  test('lists: the cards a meld lacks, the cards allowed (two named and the rest counted), the last trick', () => {
    expect(de1(msg('meld.refuse.notHeld', { who: 'Dia', cards: ['UH', '9H', 'AS'] }))).toBe(
      'Dia hat den Herz-Unter, den Herz-Neuner und die Schellen-Sau nicht: Melden kann man nur aus der eigenen Hand.');
    expect(de1(msg('foul.follow', { who: 'Ana', led: 'G', allowed: ['7G', 'OG', 'KG', 'AG'] }))).toBe(
      'Gras war ausgespielt, und Ana hat die Gras-Sieben, den Gras-Ober und 2 weitere: Ana muss Gras bekennen');
    expect(de1(msg('look.done', { who: 'Cem', winner: 'Ben', cards: [{ player: 'Ana', card: 'AE' }, { player: 'Ben', card: '7H' }] }))).toBe(
      'Cem sieht sich den letzten Stich noch einmal an (1.5): Ana Eichel-Sau, Ben Herz-Sieben; gemacht hat ihn Ben.');
  });

  test('nested clauses: a meld inside its announcement, a duty inside a card played, sentences in a row', () => {
    const quart = msg('meld.run', { kind: 'quart', suit: 'H', low: '9', high: 'O', points: 50 });
    expect(de1(msg('meld.announced', { who: 'Ben', meld: quart, paragraph: '8.1' }))).toBe(
      'Ben meldet vor der eigenen ersten Karte (7.1, 8.1): Quart in Herz, Neuner bis Ober (50). Wessen Meldungen zählen, entscheidet sich, ' +
        'sobald der erste Stich vollständig ist (7.2).');
    const four = msg('meld.four', { rank: 'A', points: 100 });
    expect(de1(msg('settle.won', { best: four, against: quart, trumpDecides: null, side: ['Ben', 'Dia'], other: ['Ana', 'Cem'], points: [100, 20], total: 120 }))).toBe(
      'Bevor der erste Stich eingezogen wird, werden die Meldungen verglichen (7.2). Die beste: Vierständer, vier Säue (100), stärker als ' +
        'Quart in Herz, Neuner bis Ober (50). Ben und Dia zeigen und schreiben alle ihre Meldungen, 100 + 20 = 120; Ana und Cem keine.');
    const reason = msg('duty.voidBeat', { led: 'S', best: '9G' });
    expect(de1(msg('play.follow', { who: 'Dia', card: 'UG', reason, paragraph: '9.4' }))).toBe('Dia gibt den Gras-Unter zu (Schellen frei: den Gras-Neuner überstechen, 9.4).');
    const taken = msg('trick.taken', { winner: 'Dia', card: 'UG', trumped: true, points: 35, side: ['Ben', 'Dia'] });
    expect(de1(msg('seq', { parts: [taken, msg('trick.leadsNext', { who: 'Dia' })] }))).toBe(
      'Dia macht den Stich mit dem Gras-Unter, einem Trumpf (9.5): 35 aus Karten für Ben und Dia. Dia spielt als Nächstes aus (9.1).');
  });

  test('described actions and the losing side to deal', () => {
    expect(de1(describeMessage({ type: 'play', seat: 0, card: 'UE' }, ['Ana', 'Ben', 'Cem', 'Dia']))).toBe('Ana spielt den Eichel-Unter');
    expect(de1(describeMessage({ type: 'meld', seat: 2, cards: ['9H', 'TH', 'UH', 'OH'] }, ['Ana', 'Ben', 'Cem', 'Dia']))).toBe('Cem meldet eine Quart über 50 Punkte');
    expect(de1(msg('match.losersDeal', { losers: ['Ben', 'Dia'] }))).toBe('Ben oder Dia von der unterlegenen Partei darf eine neue Partie geben (4.1).');
  });
});

describe('the meld calculator (its English is checked word for word by src/games/sens/calculator/model.test.ts)', () => {
  const run = msg('calc.run', { suit: 'H', cards: ['TH', 'UH', 'OH', 'KH'], pack: 'bavarian' });
  const four = msg('calc.four', { rank: 'U' });
  const mine = { yours: true, total: 70 };
  const theirs = { yours: false, total: 100 };
  const samples = [
    msg('calc.handFull', { size: 8 }), msg('calc.link.length', { text: 'UEUEUEUEUEUEUEUEUE', size: 8 }), msg('calc.link.notCard', { code: 'ZZ' }),
    msg('calc.link.twice', { code: 'UE' }), msg('calc.link.overlap', { codes: ['UE', '9H'] }), run, four,
    msg('calc.line', { kind: 'quart', cards: run, points: 50, length: 4 }), msg('calc.noMelds', {}), msg('calc.melds', { count: 1, total: 20 }),
    msg('calc.bella', { trump: 'H', pack: 'french', points: 20, inRun: false }), msg('calc.best', { kind: 'vierstaender', cards: four, tied: false }),
    msg('calc.inAll', { total: 50, bella: 20 }), msg('calc.compare.none', {}), msg('calc.compare.onlyYours', { total: 50 }),
    msg('calc.compare.onlyTheirs', { total: 20 }), msg('calc.compare.kinds', { ...mine, better: 'fuss', worse: 'quart' }),
    msg('calc.compare.fours', { ...theirs, better: 'A', worse: 'K' }), msg('calc.compare.tops', { ...mine, kind: 'quart', better: 'O', worse: 'T' }),
    msg('calc.compare.trumpTop', { ...theirs, kind: 'dreistaender', top: 'T', trump: 'G', pack: 'bavarian' }),
    msg('calc.compare.cancel', { kind: 'dreistaender', top: 'T' }),
  ];

  test('every calculator id has German without English', () => {
    const ids = new Set<string>(samples.map((m) => m.id));
    expect(Object.keys(en).filter((id) => id.startsWith('calc.') && !ids.has(id))).toEqual([]);
    expect(samples.flatMap(germanFaults)).toEqual([]);
  });

  test('German worked by hand: a meld line, the count of melds (1 and 3), Bella with French faces, a verdict with who scores', () => {
    expect(say(samples[7], 'de')).toBe('Quart: Herz 10, U, O, K (50)');
    expect(say(msg('calc.line', { kind: 'fuss', cards: msg('calc.run', { suit: 'S', cards: ['7S', '8S', '9S', 'TS', 'US', 'OS'], pack: 'french' }), points: 100, length: 6 }), 'de'))
      .toBe('Fuss: Karo 7, 8, 9, 10, J, Q (100, 6 hintereinander zählen als ein Fuss)');
    expect(say(msg('calc.melds', { count: 1, total: 20 }), 'de')).toBe('Eine Meldung: 20 Punkte.');
    expect(say(msg('calc.melds', { count: 3, total: 270 }), 'de')).toBe('3 Meldungen: 270 Punkte.');
    expect(say(samples[10], 'de')).toBe('Bella: Herz-Ober und -König, 20 dazu, wenn du sie ansagst, bevor eine der beiden Karten gespielt ist; ' +
      'Bella zählt, ganz gleich, wie der Vergleich der Meldungen ausgeht (7.3).');
    expect(say(samples[16], 'de')).toBe('Deine Meldung gewinnt: ein Fuss schlägt eine Quart, ganz gleich, wie viele Punkte; die Arten stehen in der Reihe ' +
      'Vierständer, Fuss, Quart, Dreiständer (8.3). Deine Partei schreibt jede Meldung beider Partner, 70 aus dieser Hand; die Gegner schreiben keine (7.2).');
    expect(say(samples[17], 'de')).toBe('Die Meldung der Gegner gewinnt: Von zwei Vierständern schlagen die vier Säue die vier Könige; die Reihe ist ' +
      'Unter, Neuner, Säue, Zehner, Könige, Ober (8.4). Die Gegner schreiben jede Meldung beider Partner, 100 aus ihrer Hand; deine Partei keine (7.2).');
  });
});
