/**
 * The SENS sheet: a whole match replayed (running totals, next dealer, the
 * match decision of 10.1-10.4 with the readings at 10.2, 10.3), the CSV and storage.
 * Ana, Ben, Cem, Dia sit clockwise in seats 0-3: Ana & Cem (side 0) play
 * Ben & Dia (side 1). Dia deals first. Every number is worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import type { DealEntry } from './deal-entry';
import { addDeal, loadSheet, nextText, serialise, sheetToCsv, sheetView, startSheet, undoDeal, STORAGE_VERSION, type Built } from './model';
import { saySheetProblem } from './sheet-reasons';

const NAMES = ['Ana', 'Ben', 'Cem', 'Dia'];

function start(misdeal: 'strict' | 'mild' = 'strict'): Built {
  const r = startSheet(NAMES, '3', misdeal);
  if (!r.sheet) throw new Error(JSON.stringify(r.errors));
  return r.sheet;
}
function play(b: Built, deals: DealEntry[]): Built {
  for (const d of deals) {
    const r = addDeal(b, d);
    if (!r.ok) throw new Error(r.error);
    b = r.value;
  }
  return b;
}
const counted = (dealer: 0 | 1 | 2 | 3, taker: 0 | 1 | 2 | 3, trump: 'E' | 'G' | 'H' | 'S', cardPoints: [number, number], meldPoints: [number, number] = [0, 0], extra: Partial<Extract<DealEntry, { kind: 'counted' }>> = {}): DealEntry =>
  ({ kind: 'counted', dealer, taker, trump, cardPoints, meldPoints, dackeln: false, vorlauf: null, ...extra });
const written = (dealer: 0 | 1 | 2 | 3, taker: 0 | 1 | 2 | 3, points: [number, number]): DealEntry => ({ kind: 'written', dealer, taker, trump: 'E', written: points });

/**
 * 1. Dia deals, Ben takes Herz: 62 / 102, made.                       62 / 102
 * 2. Ana deals, Ana takes Eichel with a Dreiständer: 70 + 20 = 90 of 184, short of 93: Ziehen, Ben & Dia write 184.   62 / 286
 * 3. Ben deals, Cem takes Gras, every trick and a Quart: 164 + 50 + 100.   376 / 286
 * 4. Cem deals and misdeals (strict): Ben & Dia write 164.            376 / 450
 * 5. Dia deals, nobody plays: thrown in.                              376 / 450
 * 6. Ana deals, Dia takes Schellen: 40 / 124. Ben & Dia reach 574.     416 / 574
 */
const MATCH: DealEntry[] = [
  counted(3, 1, 'H', [62, 102]),
  counted(0, 0, 'E', [70, 94], [20, 0]),
  counted(1, 2, 'G', [164, 0], [50, 0], { dackeln: true }),
  { kind: 'misdeal', dealer: 2 },
  { kind: 'thrown-in', dealer: 3 },
  counted(0, 3, 'S', [40, 124]),
];

describe('a match to 500 (1.1, 10.1)', () => {
  const b = play(start(), MATCH);
  const v = sheetView(b);
  test('written and running totals line by line', () => {
    expect(v.rows.map((r) => r.written)).toEqual([[62, 102], [0, 184], [314, 0], [0, 164], [0, 0], [40, 124]]);
    expect(v.rows.map((r) => r.running)).toEqual([[62, 102], [62, 286], [376, 286], [376, 450], [376, 450], [416, 574]]);
  });
  test('the dealers go round clockwise from Dia', () => {
    expect(v.rows.map((r) => r.dealer)).toEqual(['Dia', 'Ana', 'Ben', 'Cem', 'Dia', 'Ana']);
  });
  test('the marks', () => {
    expect(v.rows.map((r) => r.marks)).toEqual([[], ['Ziehen'], ['Dackeln +100'], ['Misdeal'], ['Thrown in'], []]);
    expect(v.rows.map((r) => r.game)).toEqual(['Ben, Herz', 'Ana, Eichel', 'Cem, Gras', '', '', 'Dia, Schellen']);
  });
  test('the words of each line', () => {
    expect(v.rows[0].summary).toBe('Ben took the game in Herz; Ben & Dia count 102 of 164 and need 83: made (11.1); Ana & Cem write 62, Ben & Dia 102.');
    expect(v.rows[1].summary).toBe('Ana took the game in Eichel; Ana & Cem count 90 of 184 and need 93: short, so Ben & Dia write all 184 and Ana & Cem nothing (Ziehen, 11.1).');
    expect(v.rows[2].summary).toBe('Cem took the game in Gras; Ana & Cem count 214 of 214 and need 108: made (11.1), every trick: 100 more (Dackeln, 11.2); Ana & Cem write 314, Ben & Dia 0.');
    expect(v.rows[3].summary).toBe('Cem misdealt: Ben & Dia write 164 (4.5, strict).');
  });
  test('Ben & Dia win at 574; the match takes no more deals', () => {
    expect(v.over).toBe(true);
    expect(v.next).toBeNull();
    expect(v.result).toBe('Ben & Dia reach 574: they win the match, 574 to 416 (10.1).');
    expect(v.citations).toEqual(['10.1']);
    expect(v.rows[5].decided).toBe(true);
    const more = addDeal(b, { kind: 'thrown-in', dealer: 1 });
    if (more.ok) throw new Error('taken');
    expect(more.error).toBe('The match is over: no more deals.');
    expect(saySheetProblem(more, 'de')).toBe('Die Partie ist entschieden; ein weiteres Spiel kommt nicht mehr dazu.');
  });
  test('undo reopens the match with the right dealer', () => {
    const u = undoDeal(b);
    expect(sheetView(u).over).toBe(false);
    expect(nextText(u)).toBe('Deal 6: Ana deals, Ben leads.');
  });
  test('a mild misdeal keeps the dealer and writes nothing', () => {
    const m = play(start('mild'), [{ kind: 'misdeal', dealer: 3 }]);
    expect(sheetView(m).rows[0].written).toEqual([0, 0]);
    expect(nextText(m)).toBe('Deal 2: Dia deals, Ana leads.');
  });
});

describe('both sides past 500 and Vorlauf (10.2-10.4, the readings at 10.2, 10.3)', () => {
  // 264 / 0, 0 / 264, 184 / 0: 448 / 448 before deal 5 (dealt by Dia).
  const before = play(start(), [written(3, 0, [264, 0]), written(0, 1, [0, 264]), written(1, 2, [184, 0]), written(2, 3, [0, 184])]);
  // Deal 5: Ben takes Herz; 60 / 104, and Ana & Cem's Dreiständer counts (20): total 184, Ben & Dia need 93 and have 104: 80 / 104.
  const deal5 = (vorlauf: { side: 0 | 1; securedCardPoints: number } | null) => counted(3, 1, 'H', [60, 104], [20, 0], { vorlauf });

  test('no call: both past 500, the higher total wins', () => {
    const v = sheetView(play(before, [deal5(null)]));
    expect(v.scores).toEqual([528, 552]);
    expect(v.result).toBe('Both sides passed 500 and nobody called Vorlauf: Ben & Dia win the match with the higher total, 552 to 528 (10.2).');
  });
  test('Ana & Cem call with 40 secured: 448 + 40 + 20 = 508, and they win though their total is lower', () => {
    const b = play(before, [deal5({ side: 0, securedCardPoints: 40 })]);
    const v = sheetView(b);
    expect(v.scores).toEqual([528, 552]);
    expect(b.winner).toBe(0);
    expect(v.result).toBe('Ana & Cem called Vorlauf: 448 before the deal, 40 in secured tricks and 20 in melds make 508, at least 500. Ana & Cem win the match (10.3).');
    expect(v.rows[4].marks).toEqual(['Vorlauf: Ana & Cem, 40 secured']);
  });
  test('with 30 secured the count is 498: the other side wins', () => {
    const b = play(before, [deal5({ side: 0, securedCardPoints: 30 })]);
    expect(b.winner).toBe(1);
    expect(sheetView(b).result).toBe('Ana & Cem called Vorlauf: 448 before the deal, 30 in secured tricks and 20 in melds make 498, short of 500. Ben & Dia win the match (10.3, 10.4).');
  });
  test('a Vorlauf call ends the match even below 500', () => {
    // From 448 / 448 a call with 60 secured by the taking side: 448 + 60 = 508, made: Ben & Dia win.
    const b = play(before, [deal5({ side: 1, securedCardPoints: 60 })]);
    expect(b.winner).toBe(1);
  });
  test('a taking side that calls must make its game', () => {
    // Ben takes; with Ana & Cem's 20 counting the total is 184 and Ben & Dia need 93, but have only 90 card points.
    const short = counted(3, 1, 'H', [74, 90], [20, 0], { vorlauf: { side: 1, securedCardPoints: 60 } });
    const b = play(before, [short]);
    // Ziehen: Ana & Cem write 184. Ben & Dia's count 448 + 60 = 508 but their game is lost.
    expect(b.scores).toEqual([632, 448]);
    expect(b.winner).toBe(0);
    expect(sheetView(b).result).toBe('Ben & Dia called Vorlauf with 508 secured, but as the taking side they did not make their game. Ana & Cem win the match (10.4, 11.1).');
  });
  test('equal totals past 500: another deal (the reading at 10.2)', () => {
    // 264 / 0, 0 / 264, 204 / 0, 0 / 184: 468 / 448. Ben takes: 82 / 102 makes 550 / 550.
    const even = play(start(), [written(3, 0, [264, 0]), written(0, 1, [0, 264]), written(1, 2, [204, 0]), written(2, 3, [0, 184]), written(3, 1, [82, 102])]);
    const v = sheetView(even);
    expect(v.scores).toEqual([550, 550]);
    expect(v.over).toBe(false);
    expect(v.result).toBe('Both sides passed 500 with 550 each and nobody called Vorlauf: another deal is played (10.2).');
    expect(v.next).toBe('Deal 6: Ana deals, Ben leads.');
    const after = play(even, [counted(0, 1, 'G', [60, 104])]);
    expect(after.winner).toBe(1);
  });
});

describe('CSV', () => {
  test('seating, labelled columns, each deal, the marks, the result', () => {
    const csv = sheetToCsv(play(start(), MATCH)).split('\r\n');
    expect(csv).toEqual([
      'SENS score sheet,played to 500 (1.1)',
      'Seating (clockwise),Ana,Ben,Cem,Dia',
      'Partners (across),Ana & Cem against Ben & Dia',
      'First dealer,Dia',
      'Misdeal rule (4.5),strict',
      '',
      'Deal,Dealt by,Game taken by,Trump,Entered as,Ana & Cem: card points,Ana & Cem: melds,Ben & Dia: card points,Ben & Dia: melds,'
        + 'Ana & Cem: points written,Ben & Dia: points written,Ana & Cem: running total,Ben & Dia: running total,'
        + 'Ziehen (11.1),Dackeln bonus (11.2),Vorlauf called by (10.3),Vorlauf secured card points,Misdeal (4.5),Wrong card by (1.4),Thrown in (5.3)',
      '1,Dia,Ben,Herz (hearts),card points and melds,62,0,102,0,62,102,62,102,,,,,,,',
      '2,Ana,Ana,Eichel (clubs),card points and melds,70,20,94,0,0,184,62,286,yes,,,,,,',
      '3,Ben,Cem,Gras (spades),card points and melds,164,50,0,0,314,0,376,286,,100,,,,,',
      '4,Cem,,,misdeal,,,,,0,164,376,450,,,,,strict,,',
      '5,Dia,,,thrown in,,,,,0,0,376,450,,,,,,,yes',
      '6,Ana,Dia,Schellen (diamonds),card points and melds,40,0,124,0,40,124,416,574,,,,,,,',
      '',
      'Totals,,,,,,,,,,,416,574',
      'Result,"Ben & Dia reach 574: they win the match, 574 to 416 (10.1)."',
      '',
    ]);
  });
  test('a Vorlauf call and a wrong card in their columns; names that look like formulas defused', () => {
    const r = startSheet(['=Ana', 'Ben', 'Cem', 'Dia'], '0', 'strict');
    const b = play(r.sheet!, [{ kind: 'foul', dealer: 0, offender: 1, meldPoints: [0, 50] }, counted(1, 2, 'E', [100, 64], [0, 0], { vorlauf: { side: 0, securedCardPoints: 30 } })]);
    const csv = sheetToCsv(b).split('\r\n');
    expect(csv[1]).toBe("Seating (clockwise),'=Ana,Ben,Cem,Dia");
    expect(csv[7]).toBe("1,'=Ana,,,wrong card found later,,0,,50,214,0,214,0,,,,,,Ben,");
    // 214 before + 30 secured + 0 melds = 244: short, Ben & Dia win.
    expect(csv[8]).toBe("2,Ben,Cem,Eichel (clubs),card points and melds,100,0,64,0,100,64,314,64,,,'=Ana & Cem,30,,,");
  });
});

describe('storage', () => {
  test('round trip', () => {
    const b = play(start(), MATCH.slice(0, 3));
    const loaded = loadSheet(serialise(b));
    expect(loaded.kind).toBe('ok');
    if (loaded.kind === 'ok') expect(sheetView(loaded.sheet)).toEqual(sheetView(b));
  });
  test('nothing stored', () => {
    expect(loadSheet(null)).toEqual({ kind: 'empty' });
  });
  test.each([
    ['{"version":1,"sheet":{', 'it is not valid JSON.'],
    ['[]', 'it is not a saved sheet.'],
    ['{"version":2,"sheet":{}}', 'it was saved in format 2, and this page reads format 1.'],
    [`{"version":${STORAGE_VERSION},"sheet":{"players":["A","B","C","D"],"firstDealer":0,"misdeal":"strict","deals":[],"extra":1}}`, 'it has an unknown field "extra".'],
    [`{"version":1,"sheet":{"players":["A","B","C"],"firstDealer":0,"misdeal":"strict","deals":[]}}`, 'a SENS sheet needs four player names.'],
    [`{"version":1,"sheet":{"players":["A","B","C","D"],"firstDealer":4,"misdeal":"strict","deals":[]}}`, 'the first dealer is not a seat 0-3.'],
    [`{"version":1,"sheet":{"players":["A","B","C","D"],"firstDealer":0,"misdeal":"strict","deals":[{"kind":"counted","dealer":0,"taker":1,"trump":"H","cardPoints":[60,100],"meldPoints":[0,0],"dackeln":false,"vorlauf":null}]}}`,
      "deal 1: The card points add up to 160, not 164: recount the tricks, and give the last trick's 10 to the side that took it (12.1, 3.2)."],
    [`{"version":1,"sheet":{"players":["A","B","C","D"],"firstDealer":0,"misdeal":"strict","deals":[{"kind":"thrown-in","dealer":0,"taker":1}]}}`, 'deal 1: it has an unknown field "taker".'],
    [`{"version":1,"sheet":{"players":["A","B","C","D"],"firstDealer":0,"misdeal":"strict","deals":[{"kind":"misdeal","dealer":0},{"kind":"counted","dealer":1,"taker":1,"trump":"X","cardPoints":[60,104],"meldPoints":[0,0],"dackeln":false,"vorlauf":null}]}}`,
      'deal 2: its trump is not a suit E, G, H or S.'],
  ])('damaged: %s', (raw, why) => {
    expect(loadSheet(raw)).toEqual({ kind: 'corrupt', message: `The saved score sheet cannot be read: ${why}` });
  });
  const four = (rest: string) => `{"version":1,"sheet":{"players":["A","B","C","D"],"firstDealer":0,"misdeal":"strict","deals":${rest}}}`;
  test.each([
    ['{"version":1,"sheet":{', 'Das ist kein gültiges JSON.'],
    ['[]', 'Das ist kein gespeicherter Zettel.'],
    ['{"version":2,"sheet":{}}', 'Gespeichert wurde er im Format 2, diese Seite liest Format 1.'],
    ['{"version":1,"sheet":7}', 'Der Zettel selbst fehlt.'],
    [four('[],"extra":1'), 'Darin steht das unbekannte Feld „extra“.'],
    [`{"version":1,"sheet":{"players":["A","B","C"],"firstDealer":0,"misdeal":"strict","deals":[]}}`, 'ein SENS-Spielzettel braucht vier Spielernamen.'],
    [four('[{"kind":"thrown-in","dealer":0,"taker":1}]'), 'Spiel 1: das Feld „taker“ kennt der Spielzettel nicht.'],
    [four('[{"kind":"misdeal","dealer":0},{"kind":"counted","dealer":1,"taker":1,"trump":"X","cardPoints":[60,104],"meldPoints":[0,0],"dackeln":false,"vorlauf":null}]'),
      'Spiel 2: der Trumpf ist keine der Farben E, G, H oder S.'],
  ])('damaged, on a German page: %s', (raw, why) => {
    expect(loadSheet(raw, 'de')).toEqual({ kind: 'corrupt', message: `Der gespeicherte Spielzettel lässt sich nicht lesen: ${why}` });
  });
  test('a sheet that goes on after the match was decided', () => {
    const b = play(start(), MATCH);
    const raw = JSON.stringify({ version: 1, sheet: { ...b.record, deals: [...b.record.deals, { kind: 'thrown-in', dealer: 1 }] } });
    expect(loadSheet(raw)).toEqual({ kind: 'corrupt', message: 'The saved score sheet cannot be read: the match was decided at deal 6, so there can be no deal 7.' });
    expect(loadSheet(raw, 'de')).toEqual({ kind: 'corrupt', message: 'Der gespeicherte Spielzettel lässt sich nicht lesen: die Partie war nach Spiel 6 entschieden, ein Spiel 7 gibt es also nicht.' });
  });
});

describe('setup', () => {
  test('names missing, repeated, too long; the first dealer and the misdeal rule asked for', () => {
    const r = startSheet(['Ana', ' ana ', '', 'x'.repeat(41)], '', '');
    expect(r.errors).toEqual({
      'name-1': 'Same name as the 1st seat; use different names.',
      'name-2': 'Enter a name.',
      'name-3': 'At most 40 characters.',
      'first-dealer': 'Choose who deals first (4.1: found by drawing cards).',
      misdeal: 'Choose what a misdeal costs at this table (4.5).',
    });
  });
  test('the same on a German page, in German (worked out by hand)', () => {
    const r = startSheet(['Ana', ' ana ', 'Cem', 'x'.repeat(41)], '', '', 'de');
    expect(r.errors).toEqual({
      'name-1': 'Derselbe Name wie auf dem 1. Platz; nimm verschiedene Namen.',
      'name-3': 'Höchstens 40 Zeichen.',
      'first-dealer': 'Wähl aus, wer zuerst gibt (4.1: das entscheidet das Ziehen von Karten).',
      misdeal: 'Wähl aus, was Vergeben an diesem Tisch kostet (4.5).',
    });
    expect(startSheet(['Ana', 'Ben', ' ', 'Dia'], '0', 'mild', 'de').errors).toEqual({ 'name-2': 'Gib einen Namen ein.' });
    // Dia and dia on the 4th and 2nd seat: the second found names the 2nd seat.
    expect(startSheet(['Ana', 'Dia', 'Cem', 'dia'], '0', 'mild').errors).toEqual({ 'name-3': 'Same name as the 2nd seat; use different names.' });
  });
  test('the seating stated', () => {
    expect(sheetView(start()).seating).toEqual([
      'Clockwise: Ana, Ben, Cem, Dia. Partners sit across: Ana & Cem against Ben & Dia.',
      'Dia dealt first; misdeals are strict (4.5: the other side writes 164).',
    ]);
    expect(nextText(start())).toBe('Deal 1: Dia deals, Ana leads.');
  });
});
