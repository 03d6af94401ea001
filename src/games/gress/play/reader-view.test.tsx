/**
 * What the reader is shown on /gress/play/: their own hand and nothing of the
 * bots' hands, Markes or the draw pile (2.5, 2.7, 2.8), the page's own game
 * rendered on the server exactly as the first client render, their lawful
 * actions marked, and the times in the ruling feed.
 */
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { cardName, type Card } from '../../../../engine/core/cards';
import { lawfulActions } from '../../../../engine/gress/lawful';
import { act, position } from '../../../../engine/gress/test-helpers';
import { actionKey } from '../play-model';
import { PlayGame } from './PlayGame';
import { DEFAULT_SETTINGS, READER_SEAT } from './play-url';
import { clockText, readerView } from './reader-view';
import { tableFor } from './use-real-time';

describe('the play page shows the reader only what their seat may see', () => {
  test('the server render names the reader\'s cards and none of the hidden ones', () => {
    const dealt = tableFor(DEFAULT_SETTINGS);
    if (!dealt.ok) throw new Error(dealt.error);
    const state = dealt.table.state;
    const html = render(<PlayGame initial={DEFAULT_SETTINGS} />);
    for (const card of state.hands[READER_SEAT]) expect(html).toContain(cardName(card));
    const visible = new Set([...state.hands[READER_SEAT], ...state.playPile.map((p) => p.card)].map(cardName));
    const hidden: Card[] = [...state.hands.flatMap((h, s) => (s === READER_SEAT ? [] : h)), ...state.markes.filter((m): m is Card => m !== null), ...state.drawPile];
    const leaked = hidden.map(cardName).filter((name) => !visible.has(name) && html.includes(name));
    expect(leaked).toEqual([]);
    // The bots' hands show as counts.
    expect(html).toContain('5 cards');
  });

  test('the same settings render the same page (no randomness, no clock on the server)', () => {
    expect(render(<PlayGame initial={DEFAULT_SETTINGS} />)).toBe(render(<PlayGame initial={DEFAULT_SETTINGS} />));
  });

  test('lawful cards are marked, a complaint is offered against every bot, founded ones marked', () => {
    // Ana to move on 9H; Cem lays JC out of turn (a Jack is a move only for the player to move, 7.1): a foul.
    const start = position({
      hands: { Ana: ['9C', 'KD', '7S'], Ben: ['8S', 'QH', 'TD'], Cem: ['AH', '8D', 'JC'], Dia: ['TC', 'QD', '7H'] },
      playPile: ['9H'], toMove: 'Ana',
    });
    const fouled = act(start, 'Cem play JC').state;
    const view = readerView(fouled, 0, null, 1);
    const lawful = new Set(lawfulActions(fouled, 0).map(actionKey));
    for (const c of view.hand.cards) expect(c.lawful).toBe(lawful.has(actionKey(c.action)));
    expect(view.complaints.map((c) => c.name)).toEqual(['Ben', 'Cem', 'Dia']);
    const founded = view.complaints.flatMap((c) => c.choices.filter((x) => x.founded).map((x) => x.label));
    expect(founded).toEqual(["Cem's card"]);
    expect(view.opponents.map((o) => o.cards)).toEqual([3, 2, 3]);
  });

  test("with the clock running the others' fouls are not named: the pile shows Cem's Jack as laid and no complaint is marked", () => {
    // The same foul as above (Cem's JC out of turn, 7.1); a player at the table sees a Jack land, not a verdict.
    const start = position({
      hands: { Ana: ['9C', 'KD', '7S'], Ben: ['8S', 'QH', 'TD'], Cem: ['AH', '8D', 'JC'], Dia: ['TC', 'QD', '7H'] },
      playPile: ['9H'], toMove: 'Ana',
    });
    const fouled = act(start, 'Cem play JC').state;
    const hidden = readerView(fouled, 0, null, 1, false);
    expect(hidden.pile.shown[0]).toMatchObject({ as: 'laid', byName: 'Cem', caption: 'laid by Cem' });
    expect(hidden.complaints.flatMap((c) => c.choices.filter((x) => x.founded))).toEqual([]);
    expect(readerView(fouled, 0, null, 1, true).pile.shown[0].as).toBe('foul');
    // The complaint itself is still lawful and listed among the hints (asking for a hint is asking for help).
    expect(hidden.hints.some((h) => h.action.type === 'complain' && h.action.against === 2)).toBe(true);
  });
});

describe('the feed\'s clock', () => {
  test.each([
    [0, '0:00.0'],
    [12_345, '0:12.3'],
    [61_000, '1:01.0'],
    [600_099, '10:00.0'],
  ])('%i ms reads %s', (ms, text) => {
    expect(clockText(ms)).toBe(text);
  });
});
