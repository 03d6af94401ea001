/**
 * The SENS table in German, on the same hand-made positions as
 * view-model.test.ts (test-fixtures.ts). The German words are this site's
 * (table-words.ts; cards as the German pages name them: Herz-Neuner,
 * Eichel-Sau, with the article in the case the sentence needs); the facts
 * (who deals, which duty, which card wins) are the same as in English and
 * worked out there from the rules.
 */
import { describe, expect, it } from 'vitest';
import { cardFace, inPack, theCard } from './card-face';
import { bidding, lawfulStub, toDeal, trickOne, wrongCard } from './test-fixtures';
import { tableView } from './view-model';
import { meldWords } from './words';

describe('German card names', () => {
  it('suit first with a hyphen, the German pages\' ranks, the article by gender and case', () => {
    expect(cardFace('9H', 'bavarian', 'de').name).toBe('Herz-Neuner');
    expect(cardFace('TE', 'bavarian', 'de').name).toBe('Eichel-Zehner');
    expect(theCard('AS', 'bavarian', 'de')).toBe('die Schellen-Sau');
    expect(theCard('UH', 'bavarian', 'de', 'dat')).toBe('dem Herz-Unter');
    expect(cardFace('UE', 'french', 'de')).toMatchObject({ rank: 'B', word: 'Bube', name: 'Kreuz-Bube' });
    expect(theCard('AS', 'french', 'de', 'nom')).toBe('das Karo-Ass');
  });

  it('melds: "Quart bis zur Eichel-Sau", "Vierständer, vier Unter"', () => {
    expect(meldWords(['UE', 'OE', 'KE', 'AE'], 'bavarian', undefined, 'de')).toBe('Quart bis zur Eichel-Sau');
    expect(meldWords(['9G', 'TG', 'UG'], 'bavarian', undefined, 'de')).toBe('Dreiständer bis zum Gras-Unter');
    expect(meldWords(['UE', 'UG', 'UH', 'US'], 'bavarian', undefined, 'de')).toBe('Vierständer, vier Unter');
  });

  it('engine duty lines in the reader\'s pack, the article kept in its case', () => {
    expect(inPack('Trumpf bekennen; keiner sticht den Herz-Neuner, also ein beliebiger Trumpf', 'bavarian', 'de')).toBe('Trumpf bekennen; keiner sticht den Herz-Neuner, also ein beliebiger Trumpf');
    expect(inPack('Trumpf bekennen; keiner sticht den Herz-Neuner, also ein beliebiger Trumpf', 'french', 'de')).toBe('Trumpf bekennen; keiner sticht die Herz-Neun, also ein beliebiger Trumpf');
    expect(inPack('Schellen frei: den Herz-Ober überstechen', 'french', 'de')).toBe('Karo frei: die Herz-Dame überstechen');
  });
});

describe('the table in German', () => {
  it('before the deal: Ben gibt, Ana hebt ab, Cleo ist Vorhand; the table options', () => {
    const v = tableView({ state: toDeal, showHands: true, locale: 'de' });
    expect(v.dealLine).toBe('Ben gibt, Ana hebt ab, Cleo ist Vorhand');
    expect(v.options).toBe('Tischregeln: Der Geber darf seine letzte Karte ansehen (4.3); ein Vergeben gilt streng: 164 für die andere Partei (4.5).');
    expect(v.seats[0].label).toBe('Ana (Süden, Ana & Cleo)');
    expect(v.seats[1].label).toBe('Ben (Westen, Ben & Dan), Geber, ist dran');
    expect(v.toggleLabel).toBe('Hände verdecken');
  });

  it('the bidding: round 1 with Herz, Ben passed, the turned Herz-Unter is Ben\'s', () => {
    const v = tableView({ state: bidding, showHands: true, locale: 'de' });
    expect(v.phaseLine).toBe('Runde 1: Cleo macht das Spiel mit Herz als Trumpf oder passt (5.1).');
    expect(v.bidding?.text).toBe('In Runde 1 gepasst: Ben.');
    expect(v.seats[1].said).toBe('gepasst');
    expect(v.turned?.text).toBe('Aufgelegt: der Herz-Unter; die Karte gehört Ben (4.4).');
    expect(v.seats[2].hand.label).toBe('Hand von Cleo: 5 Karten');
    const p = tableView({ state: bidding, showHands: false, locale: 'de', lawfulOf: lawfulStub({ 2: [{ type: 'bid', seat: 2, suit: 'H' }, { type: 'pass', seat: 2 }] }) }).play!;
    expect(p.chips.map((c) => c.text)).toEqual(['Spiel machen: Herz ist Trumpf', 'Passen']);
    expect(p.hint).toBe('Mach das Spiel mit der Farbe der aufgelegten Karte als Trumpf, oder passe.');
  });

  it('trick 1: Cleo led the Eichel-Sau, Dan followed Eichel with the Ober (9.3)', () => {
    const v = tableView({ state: trickOne, showHands: true, locale: 'de' });
    expect(v.phaseLine).toBe('Stich 1: Ana ist dran; Cleo hat ausgespielt.');
    expect(v.trick?.heading).toBe('Stich 1: Cleo hat ausgespielt; Cleo liegt vorn mit der Eichel-Sau (9.5).');
    expect(v.trick?.latest?.text).toBe('Dan hat den Eichel-Ober gespielt: Eichel bekennen (9.3).');
  });

  it('a wrong card in trick 2: Ana\'s Schellen-Sieben against the trump duty (9.2), and the note on taking it back (1.3, 1.4)', () => {
    const v = tableView({ state: wrongCard, showHands: true, locale: 'de' });
    expect(v.trick?.heading).toBe('Stich 2: Cleo hat ausgespielt; Cleo liegt vorn mit dem Herz-Neuner (9.5).');
    expect(v.trick?.latest?.text).toBe(
      'Ana hat die Schellen-Sieben gegen die Pflicht gespielt: Trumpf bekennen; keiner sticht den Herz-Neuner, also ein beliebiger Trumpf (9.2). Eine falsche Karte bleibt liegen (1.3).',
    );
    expect(v.notes[0]).toBe(
      'Falsche Karte: Die Schellen-Sieben von Ana im 2. Stich verstößt gegen die Pflicht aus 9.2 und bleibt liegen. Ana darf sie sofort zurücknehmen und eine andere spielen (1.3); liegt die nächste Karte, darf jeder Spieler sie anzeigen (1.4).',
    );
  });
});
