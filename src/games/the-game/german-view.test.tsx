/**
 * The Game's table, desk and end screen in German, worked out by hand from the
 * positions (test-fixtures.ts) and the German rulebook's terms (Zugstapel,
 * Reihenkarte, aufsteigender / absteigender Stapel, Rückwärts-Trick). English
 * stays as the other tests pin it.
 */
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { lawfulActions } from '../../../engine/the-game/lawful';
import type { TheGameState } from '../../../engine/the-game/types';
import { LocaleContext } from '../../i18n/ui-text';
import { answer } from './desk/quick-check';
import { buildPosition, emptyForm } from './desk/build-position';
import { theGameOutcome } from './play/outcome';
import { readerView } from './play/reader-view';
import { theGamePositionLines } from './position-lines';
import { Table } from './Table';
import { fresh, mid } from './test-fixtures';
import { tableView } from './view-model';

describe('the table in German', () => {
  // mid: Ben to move, nothing laid yet; Ana's ascending pile 30, then Ben's 21 on top (4.2); her descending 45.
  const view = tableView({ state: mid, showHands: false, locale: 'de' });
  const [ana, ben] = view.seats;

  test('seats, piles, hands and the turn in the printed rules’ words', () => {
    expect(ben.label).toBe('Ben, am Zug');
    expect(ana.piles.map((p) => p.name)).toEqual(['Anas aufsteigender Stapel', 'Anas absteigender Stapel']);
    expect(ana.piles[0]).toMatchObject({ rowWord: 'Aufsteigend', countText: '2 Karten', top: { value: 21, note: 'von Ben gelegt' } });
    expect(ben.piles[1]).toMatchObject({ top: null, rowCard: 60, countText: 'keine Karten' });
    expect(ana.hand.label).toBe('Anas Hand: 6 Karten, verdeckt');
    expect(view.status).toBe('Ben hat in diesem Zug noch keine Karte abgelegt');
    expect(view.toggleLabel).toBe('Handkarten zeigen');
  });

  test('26 selected: it fits both of Ben’s piles (above 25; below the row card 60) and neither of Ana’s (4.2: lower than 21, higher than 45)', () => {
    const play = tableView({ state: mid, showHands: false, lawful: lawfulActions(mid, 0), selected: 26, locale: 'de' });
    expect(play.play?.hint).toBe('Die 26 ist gewählt und passt auf Bens aufsteigenden Stapel und Bens absteigenden Stapel.');
    const anaUp = play.seats[0].piles[0].lay;
    expect(anaUp).toMatchObject({ verb: '26 ablegen', target: 'auf Anas aufsteigenden Stapel', fits: false });
  });

  test('a card laid for the opponent shows in the turn so far', () => {
    const helped: TheGameState = { ...mid, laid: { own: 1, opponent: 1 } };
    expect(tableView({ state: helped, showHands: true, locale: 'de' }).status).toBe('Ben hat 2 Karten abgelegt, 1 davon bei Ana');
  });

  test('the position in lines: hand, piles (an empty one by its row card), draw pile', () => {
    const lines = theGamePositionLines(mid, 'de');
    expect(lines[0]).toMatch(/^Ben, am Zug: Hand 9 17 26 35 44 55; Stapel aufsteigend 25, absteigend leer \(60\); Zugstapel: \d+ Karten$/);
    expect(lines[1]).toMatch(/^Ana: Hand 2 3 5 6 7 10; Stapel aufsteigend 21, absteigend 45; Zugstapel: /);
  });

  test('the rendered table: its own labels, the badge, End turn', () => {
    const html = render(
      <LocaleContext.Provider value="de">
        <Table state={mid} showHands={false} onToggleHands={() => {}} play={{ lawfulOf: (seat) => lawfulActions(mid, seat), act: () => {} }} />
      </LocaleContext.Provider>,
    );
    expect(html).toContain('aria-label="Tisch"');
    expect(html).toContain('am Zug</span>');
    expect(html).toContain('Reihenkarte </span>60');
    expect(html).toContain('Zug beenden');
    expect(html).toContain('(noch nicht erlaubt)');
    expect(html).toContain('eine Karte, die der Gegner auf diesen Stapel gelegt hat');
    expect(html).not.toMatch(/End turn|Draw pile|Row card/);
  });
});

describe('against the bot in German', () => {
  test('the reader’s seat is “(du)”', () => {
    const view = readerView({ state: fresh(), reader: 1, showHands: false, locale: 'de' });
    expect(view.seats[1].name).toBe('Ana (du)');
    expect(view.seats[0].hand.label).toBe('Bens Hand: 6 Karten, verdeckt');
  });

  const ended = (winner: 0 | 1, by: '7.1' | '7.2'): TheGameState => ({ ...fresh(), phase: 'over', result: { winner, loser: winner === 0 ? 1 : 0, by } });
  test.each([
    [1, '7.2', 0, 'Du verlierst: Die zwei Karten, die dein Zug verlangt, kannst du nicht ablegen.'],
    [1, '7.2', 1, 'Du gewinnst: Ben kann die zwei Karten, die ein Zug verlangt, nicht ablegen.'],
    [0, '7.1', 0, 'Du gewinnst: Alle 58 deiner Karten liegen.'],
    [0, '7.1', 1, 'Ben gewinnt und hat alle 58 Karten abgelegt.'],
  ] as const)('winner seat %i by %s, reader seat %i: "%s"', (winner, by, reader, heading) => {
    const outcome = theGameOutcome(ended(winner, by), reader, 'de');
    expect(outcome.heading).toBe(heading);
    expect(outcome.breakdowns[0].caption).toBe('Karten, die jeder Spieler noch ablegen musste');
    expect(outcome.breakdowns[0].columns[reader].cells.hand.detail).toBe('Karten');
  });

  test('the result line names the paragraph’s outcome (7.2)', () => {
    expect(theGameOutcome(ended(1, '7.2'), 0, 'de').result?.text).toBe(
      'Spielende: Ben kann die zwei Karten, die ein Zug verlangt, nicht ablegen und verliert; Ana gewinnt.',
    );
  });
});

describe('the desk in German', () => {
  const ask = (q: Partial<Parameters<typeof answer>[0]>) => answer({ card: '', side: 'own', row: 'up', top: '', helped: false, ownLaid: false, ...q }, 'de');

  test('before a card is typed, and for a word that is no card', () => {
    expect(ask({})).toEqual({ kind: 'ask', text: 'Tippe die Karte ein, die gelegt werden soll.' });
    expect(ask({ card: 'zehn' })).toEqual({ kind: 'ask', text: '„zehn“ ist keine Karte: Die Karten von The Game sind Zahlen.' });
  });

  test('20 on the own ascending pile showing 30: the backwards trick, ruled in the engine’s German (3.3)', () => {
    const a = ask({ card: '20', top: '30' });
    expect(a).toMatchObject({ kind: 'ruled', lawful: true, how: 'trick', citations: ['3.3'] });
    if (a.kind === 'ruled') expect(a.summary).toContain('Rückwärts-Trick');
  });

  test('a draw count the piles cannot meet is named in German', () => {
    // Ben's ascending pile shows 30: 2-29 may lie under it (3.1), 31-59 fit under no pile and must be in his draw pile, 29 cards.
    const form = { ...emptyForm, seats: [{ hand: '', up: '30', down: '', draw: 'viele' }, emptyForm.seats[1]] as typeof emptyForm.seats };
    expect(buildPosition(form, 'de').note).toBe('Bens Zugstapel: „viele“ ist keine Anzahl; vorerst liegen 29 Karten darin.');
  });
});
