/**
 * The Gin Rummy table, end screen and score sheet in German (issue 27), on the
 * rulebook's undercut of §10 and a gin (test-fixtures.ts). The sentences are
 * worked out by hand from §7-§11 and the German pages' terms (glossary:
 * klopfen, Schlechtpunkte, anlegen, unterbieten, Prämie, Herz-Sieben); English
 * is checked by view-model.test.ts and stays word for word.
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../engine/gin-rummy/cards';
import { arrangementView } from './arrangement';
import { cardFace } from './card-face';
import { handHeading } from './play/outcome';
import { ginLevels } from './play/levels';
import { readerView } from './play/reader-view';
import { ginScored, undercutKnocked, undercutScored, undercutStart } from './test-fixtures';
import { resultView, tableView } from './view-model';
import { askKnock } from './desk/knock-check';
import { drawHint, drawLabel, next, startSheet } from './score-sheet/model';

const card = (text: string) => {
  const c = parseCard(text);
  if (!c.ok) throw new Error(c.error);
  return c.value;
};

describe('the table in German', () => {
  it('names cards suit first, with a hyphen: Herz-Sieben, Pik-Bube, Karo-Zehn', () => {
    expect(cardFace(card('7H'), 'de').name).toBe('Herz-Sieben');
    expect(cardFace(card('JS'), 'de').name).toBe('Pik-Bube');
    expect(cardFace(card('TD'), 'de')).toEqual({ code: 'TD', text: '10♦', name: 'Karo-Zehn', red: true });
  });

  it('eleven cards: K♣ goes, 5♦ is the only bad card left (§7)', () => {
    expect(arrangementView(undercutStart.hand.hands[0], 'de')!.text).toBe('Beste Aufteilung, wenn K♣ weggeht: 2♣3♣4♣ · 8♦8♥8♠ · J♠Q♠K♠ — schlechte Karten 5♦ = 5');
  });

  it('after Ana knocks with 5: heading, bad cards, the phase line, the piles (§7, §8)', () => {
    const v = tableView({ state: undercutKnocked, showHands: true, locale: 'de' });
    expect(v.knock?.heading).toBe('Ana hat mit 5 geklopft');
    expect(v.knock?.deadwoodText).toBe('Schlechte Karten 5♦ = 5');
    expect(v.knock?.buriedLabel).toBe('Verdeckte Karte von Ana (zählt nicht)');
    expect(v.phaseLine).toBe('Ana hat geklopft: Ben legt aus und darf anlegen (§8).');
    expect(v.toggleLabel).toBe('Blätter verbergen');
    expect(v.seats.map((s) => s.label)).toEqual(['Ben, Teiler, am Zug', 'Ana, hat geklopft']);
  });

  it('the undercut: Ben lays 8♣ off and has 4 against 5, so Ben scores 1 + 10 = 11 (§10)', () => {
    expect(resultView(undercutScored, 'de')?.text).toBe('Ana hat mit 5 geklopft, aber Ben hat 4, nicht mehr: unterboten. Ben schreibt die Differenz 1 + 10 Prämie = 11.');
    expect(tableView({ state: undercutScored, showHands: true, locale: 'de' }).layout?.layoffs.map((o) => o.text)).toEqual(['8♣ an Figur 2']);
  });

  it('gin: 20 bonus and Ben\'s 19 bad points make 39 (§11)', () => {
    expect(resultView(ginScored, 'de')?.text).toBe('Ana hat Gin: 20 Prämie + 19 Schlechtpunkte von Ben = 39 für Ana.');
  });

  it('against the bot: the reader is "(du)", and the end screen says who won and how', () => {
    const v = readerView({ state: undercutKnocked, reader: 0, showHands: false, locale: 'de' });
    expect(v.seats[1].name).toBe('Ana (du)');
    expect(v.toggleLabel).toBe('Blätter zeigen');
    expect(handHeading(undercutScored, 0, 'de')).toBe('Ben gewinnt das Spiel durch Unterbieten: 11 Punkte.');
    expect(handHeading(undercutScored, 1, 'de')).toBe('Du gewinnst das Spiel durch Unterbieten: 11 Punkte.');
  });

  it('bot levels: German words, the English ones untouched', () => {
    expect(ginLevels('de').map((l) => [l.id, l.label])).toEqual([['random', 'Zufall'], ['simple', 'Einfach'], ['club', 'Klub'], ['strong', 'Stark']]);
    expect(ginLevels('en').map((l) => l.label)).toEqual(['Random', 'Simple', 'Club', 'Strong']);
  });
});

describe('the desk and the score sheet in German', () => {
  it('the knock check: K♣ alone is 10, a lawful knock; the opponent lays 4♠ off and keeps 19; 19 − 10 = 9 (§7-§9)', () => {
    const a = askKnock('AS 2S 3S 7H 7D 7C 9D TD JD KC', '4S 9C 9S 9H QH QD QC 8S 6D 5C', 'de');
    if (!a.ok) throw new Error(a.errors.join('; '));
    expect(a.verdict.text).toBe('Regelgerecht geklopft: 10 Schlechtpunkte, innerhalb der Grenze von 10.');
    expect(a.score.text).toBe('Der Klopfer hat weniger Schlechtpunkte und schreibt die Differenz: 19 − 10 = 9.');
    expect(a.opponent.text).toBe('Beste Antwort des Gegners: Figuren 9♣9♥9♠ · Q♣Q♦Q♥; legt an: 4♠ an A♠2♠3♠; schlechte Karten 5♣ 6♦ 8♠ = 19.');
  });

  it('the knock check refuses an opponent of nine cards in German, without the calculator\'s own count line', () => {
    const a = askKnock('AS 2S 3S 7H 7D 7C 9D TD JD KC', '4S 9C 9S 9H QH QD QC 8S 6D', 'de');
    expect(a.ok ? [] : a.errors).toEqual(['Gegner: Wer gegen den Klopfer spielt, hält zehn Karten (§3, §5); dieses Blatt hat 9.']);
  });

  it('two players: the higher draw leads, the lower deals the first hand (§3)', () => {
    expect([drawLabel(0, 2, 'de'), drawLabel(1, 2, 'de')]).toEqual(['Höchste gezogene Karte', 'Niedrigste gezogene Karte']);
    expect(drawHint('two', 'de')).toBe('Wer höher zieht, spielt im ersten Spiel aus; wer niedriger zieht, teilt es (§3).');
    const started = startSheet('two', ['A', 'B'], '100', 'de');
    if (!started.sheet) throw new Error(JSON.stringify(started.errors));
    expect(next(started.sheet, 'de')?.text).toBe('B teilt Spiel 1; A spielt aus.');
    expect(startSheet('two', ['A', ''], '100', 'de').errors).toEqual({ 'name-1': 'Gib einen Namen ein.' });
  });
});
