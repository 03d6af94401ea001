/**
 * Gress's desk in German (issue 27): where a card lies, the refusal of a card
 * already placed (1.4), the open windows, the table in words, the rulings'
 * tags and the sandbox link, each worked out by hand from the German rules
 * pages' terms (Blatt, Spielstapel, Ziehstapel, Kartensatz, Frist,
 * übergangen); and the set-up forms rendered in German.
 */
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { LocaleContext } from '../../../i18n/ui-text';
import { buildPosition } from './build-position';
import { askCardLanded } from './card-landed';
import { deskHash, readDeskHash, sandboxHref } from './desk-link';
import { faceState, tapFace, targetWords, type CardTarget } from './card-places';
import { contentsWords } from './CardsForm';
import { initialSetup, withPlayerCount, withWindow, type DeskSetup } from './desk-setup';
import { classWords } from './StepList';
import { deskTableView } from './table-view';
import { TurnForm } from './TurnForm';
import { WindowsForm, windowWords } from './WindowsForm';

function tap(setup: DeskSetup, target: CardTarget, ...faces: string[]): DeskSetup {
  return faces.reduce((s, face) => {
    const r = tapFace(s, target, face);
    if (!r.ok) throw new Error(r.message);
    return r.setup;
  }, setup);
}

/** Ana holds 7♠ 7♣; Ben and Cem three unknown cards each; 7♥ on top, laid by Cem; Ana to move. */
function threePlayers(): DeskSetup {
  let s = withPlayerCount(initialSetup(), 3);
  s = tap(s, { kind: 'hand', seat: 0 }, '7S', '7C');
  s = tap(s, { kind: 'top' }, '7H');
  return { ...s, unknown: [0, 3, 3], topBy: 2 };
}

describe('placing cards, in German', () => {
  test('a place is said where a card lies', () => {
    const s = threePlayers();
    expect(targetWords(s, { kind: 'hand', seat: 1 }, 'de')).toBe('im Blatt von Ben');
    expect(targetWords(s, { kind: 'top' }, 'de')).toBe('oben auf dem Spielstapel');
    expect(targetWords(s, { kind: 'beneath' }, 'de')).toBe('im Spielstapel unter der obersten Karte');
    expect(targetWords(s, { kind: 'drawTop' }, 'de')).toBe('oben auf dem Ziehstapel');
    expect(contentsWords(s, { kind: 'hand', seat: 0 }, 'de')).toBe('7♠ 7♣');
    expect(contentsWords(s, { kind: 'hand', seat: 1 }, 'de')).toBe('noch keine Karten gewählt und 3 unbekannte');
  });

  test('one pack: Pik-Sieben is refused for Ben, naming Ana\'s hand (1.4)', () => {
    const s = threePlayers();
    expect(faceState(s, { kind: 'hand', seat: 1 }, '7S', 'de').elsewhere).toBe('im Blatt von Ana');
    expect(tapFace(s, { kind: 'hand', seat: 1 }, '7S', 'de')).toEqual({
      ok: false,
      message:
        'Pik-Sieben liegt schon im Blatt von Ana: An diesem Tisch wird mit einem Kartensatz gespielt, jede Karte gibt es also nur einmal (1.4). Nimm sie erst dort heraus oder nimm einen Kartensatz dazu.',
    });
  });
});

describe('open windows, in German', () => {
  const s = threePlayers();
  test('each kind in a sentence with its paragraph', () => {
    expect(windowWords(s, { kind: 'call', seat: 0, called: false }, 'de')).toBe('Ana muss noch „vorletzte“ ansagen (8.1)');
    expect(windowWords(s, { kind: 'swapAnnounced', seat: 0, target: 2 }, 'de')).toBe('Ana hat einen Tausch mit Cem verlangt; Cem darf noch mit einer roten Neun abwehren (5.5)');
    // 6.5: each Seven of the packet adds two cards, so three Sevens leave six owed.
    expect(windowWords(s, { kind: 'skip', seat: 1, by: 'sevens', sevens: 3 }, 'de')).toBe('Ben wurde von 3 Siebenen übergangen, schuldet dafür 6 und darf noch abwehren (6.5)');
    expect(windowWords(s, { kind: 'skip', seat: 1, by: 'sevens', sevens: 1 }, 'de')).toBe('Ben wurde von einer Sieben übergangen, schuldet dafür 2 und darf noch abwehren (6.5)');
  });

  test('the form speaks German', () => {
    const html = render(
      <LocaleContext.Provider value="de">
        <WindowsForm setup={s} onChange={() => {}} idBase="t" />
        <TurnForm setup={s} onChange={() => {}} idBase="t" />
      </LocaleContext.Provider>,
    );
    for (const words of ['Offene Fristen', 'Bisher keine.', 'Offene Frist hinzufügen', 'Was offen ist', '„Vorletzte“ noch anzusagen (8.1)', 'Diese Frist hinzufügen', 'Zug und Würfe', 'Spielrichtung (4.9)', 'Gegen den Uhrzeigersinn', 'Verboten: jemand hat aufgezogen (4.8)']) {
      expect(html).toContain(words);
    }
    expect(html).not.toMatch(/Open windows|Add this window|Clockwise|Forbidden/);
  });
});

describe('the table in words, in German', () => {
  test('seats, piles and turn as the German pages say them', () => {
    const built = buildPosition(threePlayers());
    if (!built.ok) throw new Error(built.error);
    const view = deskTableView(built.state, new Set(built.unknownCards.flat()), 'de');
    expect(view.seats.map((seat) => seat.line)).toEqual(['Ana (am Zug): 7♠ 7♣; Marke verdeckt', 'Ben: 3 unbekannte; Marke verdeckt', 'Cem: 3 unbekannte; Marke verdeckt']);
    // 32 cards: 2 with Ana, 1 on the pile, 6 unknown, 3 Markes: 20 in the draw pile.
    expect(view.piles).toBe('7♥ oben auf dem Spielstapel (1 Karte); Ziehstapel 20 Karten');
    expect(view.status).toBe('Ana ist am Zug; Würfe erlaubt; im Uhrzeigersinn');
  });

  test('the rulings\' tags use the German catalogue\'s words', () => {
    expect(classWords('throw', 'de')).toBe('Wurf');
    expect(classWords('simultaneous', 'de')).toBe('Gleichzeitig');
    expect(classWords('throw')).toBe('Throw');
  });
});

describe('the quick checker, in German', () => {
  const base = { wish: null, throwsAllowed: true, owes: false, holding: false } as const;
  test('7♥ laid by the player to move on 8♥: the table asked about, in German', () => {
    const a = askCardLanded({ ...base, card: '7H', top: '8H', layer: 'toMove' }, 'de');
    // 4.5: same suit, laid by the player to move: a move.
    expect(a).toMatchObject({ ok: true, classification: 'move', lawful: true, setting: 'Oben liegt 8♥, Ana ist am Zug. Ana legt 7♥. Würfe sind erlaubt; Ana schuldet nichts.' });
  });

  test('a Jack on top after an Eight: no such table (7.3, 5.7)', () => {
    const a = askCardLanded({ ...base, card: 'TH', top: 'JH', layer: 'skippedByEight' }, 'de');
    expect(a).toEqual({
      ok: false,
      error: 'Ein Bube obenauf ist ein Zug (7.3), und schon der erste Zug nach der Acht hat die Gelegenheit des Übergangenen beendet, darauf zu antworten (5.7).',
    });
  });
});

describe('taps that make no table yet, in German', () => {
  test('a call owed by Ben, who holds three cards: 8.1 asks for exactly two', () => {
    const s = withWindow(threePlayers(), { kind: 'call', seat: 1, called: false });
    expect(buildPosition(s, 'de')).toEqual({ ok: false, error: '„Vorletzte“ ansagen muss nur, wer genau zwei Karten hält (8.1); Ben hält hier 3 Karten.' });
  });

  test('more unknown cards than one pack leaves: 32 cards, 3 placed, 29 free; 27 unknown and 3 Markes need 30', () => {
    const s = { ...threePlayers(), unknown: [0, 20, 7] };
    expect(buildPosition(s, 'de')).toEqual({
      ok: false,
      error: 'Zu wenige Karten: Die unbekannten Karten und die Marken brauchen 30, von 1 Kartensatz sind aber nur noch 29 übrig. Nimm einen Kartensatz dazu oder weniger unbekannte Karten.',
    });
  });
});

describe('links, in German', () => {
  test('a link with "just=" twice is refused, saying which part; the sandbox link stays in the German edition', () => {
    const built = buildPosition(threePlayers());
    if (!built.ok) throw new Error(built.error);
    const game = { start: built.state, actions: [] };
    expect(readDeskHash(`${deskHash(game, null)}&just=1&just=1`, 'de')).toEqual({ kind: 'error', error: 'Dieser Link lässt sich nicht öffnen: „just“ kommt darin zweimal vor.' });
    expect(sandboxHref(game, 'de')).toMatch(/^\/de\/gress\/sandbox\/#play=/);
    expect(sandboxHref(game)).toMatch(/^\/gress\/sandbox\/#play=/);
  });
});
