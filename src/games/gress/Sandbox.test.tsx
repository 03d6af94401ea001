/**
 * Server-renders the sandbox (as Astro does before hydrating) against the
 * hand-built frames and checks what a reader would rely on.
 */
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { Sandbox } from './Sandbox';
import { RulingPanel } from '../../components/sandbox/RulingPanel';
import { GressTable, Table } from './Table';
import {
  dealing,
  frames,
  jackWished,
  laterFrames,
  over,
  scenario,
  scored,
  skipped,
  start,
  swapAnnounced,
  swapBinding,
} from './test-fixtures';
import type { GressAction, GressState } from '../../../engine/gress/types';
import { leanFrames } from '../../../engine/core/frame';
import { stepView, tableView } from './view-model';

const html = (step = 0) => render(<Sandbox scenario={scenario} frames={frames} initialStep={step} />);

/** The opening tag of the first element carrying `marker` (e.g. data-seat="1"). */
function tagWith(markup: string, marker: string): string {
  const at = markup.indexOf(marker);
  expect(at, `no element with ${marker}`).toBeGreaterThanOrEqual(0);
  return markup.slice(markup.lastIndexOf('<', at), markup.indexOf('>', at) + 1);
}

/** The markup of the seat group for `seat`, up to the next seat. */
function seatMarkup(markup: string, seat: number): string {
  const from = markup.indexOf(`data-seat="${seat}"`);
  const next = markup.indexOf(`data-seat="${seat + 1}"`, from);
  return markup.slice(from, next === -1 ? markup.indexOf('gs-panels', from) : next);
}

describe('Sandbox (server render)', () => {
  it('shows the step counter and disables First/Back at the start', () => {
    const out = html();
    expect(out).toContain('Step 0 of 3');
    expect(tagWith(out, 'data-command="first"')).toContain('disabled');
    expect(tagWith(out, 'data-command="back"')).toContain('disabled');
    expect(tagWith(out, 'data-command="forward"')).not.toContain('disabled');
    expect(tagWith(out, 'data-command="last"')).not.toContain('disabled');
    for (const name of ['First', 'Back', 'Forward', 'Last']) expect(out).toMatch(new RegExp(`<button[^>]*>.*?<span>${name}</span></button>`));
  });

  it('disables Forward/Last at the end and counts the steps', () => {
    const out = html(3);
    expect(out).toContain('Step 3 of 3');
    expect(tagWith(out, 'data-command="forward"')).toContain('disabled');
    expect(tagWith(out, 'data-command="last"')).toContain('disabled');
    expect(tagWith(out, 'data-command="first"')).not.toContain('disabled');
  });

  it('marks the seat to move and names each seat as a group', () => {
    const out = html();
    const ben = tagWith(out, 'data-seat="1"');
    expect(ben).toContain('role="group"');
    expect(ben).toContain('gs-seat--to-move');
    expect(ben).toContain('aria-label="Seat 2: Ben, to move, 4 cards"');
    expect(tagWith(out, 'data-seat="0"')).not.toContain('gs-seat--to-move');
    expect(tagWith(out, 'data-seat="0"')).toContain('Seat 1: Anna, dealer');
    expect(seatMarkup(out, 1)).toContain('to move');
  });

  it('says whether throws are allowed, the direction and who is to move', () => {
    expect(html(0)).toContain('Throws allowed');
    expect(html(0)).toContain('clockwise');
    const last = html(3);
    expect(last).toContain('Throws forbidden');
    expect(last).toContain('counter-clockwise');
  });

  it('links citations to the paragraph permalinks', () => {
    const out = html(2);
    expect(out).toContain('href="/gress/r/4.11"');
    expect(out).toContain('title="4.11 Throws"');
    expect(out).toContain('href="/gress/r/5.2"');
  });

  it('names every card image', () => {
    const out = html();
    expect(out).toContain('role="img" aria-label="King of hearts"');
    expect(out).toContain('aria-label="Queen of spades (deck 2)"');
    expect(out).toContain('aria-label="Eight of hearts"');
    expect(out).toContain("aria-label=\"Anna's Marke, face down\"");
    // every svg is either named or hidden
    const svgs = out.match(/<svg[^>]*>/g) ?? [];
    expect(svgs.length).toBeGreaterThan(10);
    for (const svg of svgs) expect(svg).toMatch(/role="img" aria-label="[^"]+"|aria-hidden="true"/);
  });

  it('lists the steps with classification, says line and the current step', () => {
    const out = html(2);
    const list = out.slice(out.indexOf('<ol class="gs-steps"'));
    expect((list.match(/<li class="gs-step/g) ?? []).length).toBe(3);
    expect(list).toContain('Ben play 8S');
    expect(list).toContain('An Eight on an Eight: a normal move.');
    expect(list).toContain('>throw<');
    expect(list).toContain('>foul<');
    const current = out.match(/<button[^>]*aria-current="step"[^>]*>.*?<\/button>/)?.[0] ?? '';
    expect(current).toContain('Anna play KH');
    expect(out.match(/aria-current="step"/g)).toHaveLength(1);
  });

  it('shows what just happened, with pending paragraphs and lawful styling', () => {
    const out = html(2);
    expect(out).toContain('What just happened');
    expect(out).toContain('Anna threw the King of hearts out of turn; Carla owes 2 cards.');
    expect(out).toContain('gs-ruling--lawful');
    expect(out).toContain('not modelled yet');
    expect(out).toContain('href="/gress/r/8.1"');
    const foul = html(3);
    expect(foul).toContain('gs-ruling--foul');
    expect(foul).toContain('not lawful');
  });

  it('shows the play pile top first with how each card was played', () => {
    const out = html(2);
    const pile = out.slice(out.indexOf('gs-pile__cards'), out.indexOf('gs-stacks'));
    const order = [...pile.matchAll(/data-card="([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['KH', '8S', '8H']);
    expect(pile).toContain('gs-pile__item--top');
    expect(pile).toMatch(/top card, <\/span>throw/);
    expect(pile).toContain('opening');
    expect(out).toContain('Draw pile: 5 cards');
  });

  it('shows debts with their event and paragraph, and open windows', () => {
    const debt = html(2);
    expect(seatMarkup(debt, 2)).toMatch(/owes 2 \(event #3, <a[^>]*href="\/gress\/r\/5.2"/);
    const win = html(1);
    expect(win).toMatch(/<strong class="gs-window__who">Carla<\/strong> may defend against the skip \(<a[^>]*href="\/gress\/r\/5.7"/);
    expect(win).toContain('until the next move by someone other than Ben');
    expect(win).toContain('href="/gress/r/5.7"');
  });

  it('lists the latest events', () => {
    const out = html(3);
    expect(out).toContain('#4');
    expect(out).toContain('Carla played the Queen of spades while in debt');
  });

  it('renders the same markup every time (no randomness, so hydration matches)', () => {
    expect(html(1)).toBe(html(1));
    expect(html()).not.toMatch(/\sid="/);
  });

  it('renders an empty scenario without crashing', () => {
    expect(render(<Sandbox scenario={scenario} frames={[]} />)).toContain('no positions');
  });

  it('clamps an out-of-range initial step', () => {
    expect(html(99)).toContain('Step 3 of 3');
    expect(html(-4)).toContain('Step 0 of 3');
  });
});

describe('Table parts', () => {
  it('shows backs instead of faces when hands are hidden', () => {
    const out = render(<Table view={tableView(start)} showHands={false} onToggleHands={() => {}} />);
    expect(out).toContain('Show hands');
    expect(out).toContain('aria-label="Hand: 4 cards, face down"');
    expect(out).not.toContain('aria-label="King of hearts"');
  });

  it('shows readiness, the pack and the peeked card while dealing', () => {
    const out = render(<Table view={tableView(dealing)} showHands onToggleHands={() => {}} />);
    expect(out).toContain('Hide hands');
    expect(seatMarkup(out, 1)).toContain('not ready');
    expect(seatMarkup(out, 0)).toContain('>ready<');
    expect(out).toContain('Card Anna peeked at, face down');
    expect(out).not.toContain('pack:');
    const deal = render(<Table view={tableView({ ...dealing, phase: 'dealing' })} showHands onToggleHands={() => {}} />);
    expect(deal).toContain("Anna's pack: 2 cards");
  });

  it('shows the halt banner and the winner', () => {
    const halted = render(
      <Table
        view={tableView({ ...start, phase: 'halted', halt: { reason: 'reshuffle', by: 2, paragraph: '4.15' } })}
        showHands
        onToggleHands={() => {}}
      />,
    );
    expect(halted).toContain('Game halted.');
    expect(halted).toContain('Halted by Carla');
    expect(halted).toContain('href="/gress/r/4.15"');
    const over = render(<Table view={tableView({ ...start, phase: 'over', winner: 1 })} showHands onToggleHands={() => {}} />);
    expect(over).toContain('Winner:');
    expect(over).toContain('gs-seat--winner');
  });

  it('says what the starting position is', () => {
    const out = render(<RulingPanel step={stepView(frames[0]!, 0)} />);
    expect(out).toContain('Starting position');
    expect(out).toContain('Anna has opened; Ben is to move.');
  });
});

/** The table for `state`, server-rendered; hands hidden unless `showHands`. */
const table = (state: GressState, showHands = true) =>
  render(<Table view={tableView(state)} showHands={showHands} onToggleHands={() => {}} />);

/** Markup with tags removed and whitespace collapsed: what a reader sees (plus screen-reader-only text). */
const text = (markup: string) => markup.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

/** The element that starts at the first `class="…marker` and its content, up to `end`. */
function section(markup: string, marker: string, end: string): string {
  const from = markup.indexOf(marker);
  expect(from, `no ${marker}`).toBeGreaterThanOrEqual(0);
  return markup.slice(markup.lastIndexOf('<', from), markup.indexOf(end, from));
}

describe('sections 5-9 (server render)', () => {
  it('shows the wished suit next to the top card, in words, with a hidden symbol and a link to 7.4', () => {
    const out = table(jackWished);
    const top = section(out, 'gs-pile__item--top', '</li>');
    expect(top).toContain('aria-label="Jack of diamonds"');
    expect(text(section(top, 'gs-wish', '</a>'))).toBe('wished: hearts (7.4');
    expect(top).toContain('data-suit="hearts"');
    expect(top).toContain('gs-wish--red');
    expect(top).toMatch(/<span class="gs-wish__pip" aria-hidden="true"><svg[^>]*aria-hidden="true"/);
    expect(top).toContain('fill="#b8122a"');
    expect(top).toContain('href="/gress/r/7.4"');
    expect(out.match(/class="gs-wish /g)).toHaveLength(1);
  });

  it('shows an announced swap with the defender, a link to 5.5 and both partners marked', () => {
    const out = table(swapAnnounced);
    const banner = section(out, 'gs-banner--swap', '</p>');
    expect(banner).toContain('gs-banner--swap-announced');
    expect(text(banner)).toBe('Swap announced: Anna ↔and Ben (Ben may defend with a red Nine) (5.5)');
    expect(banner).toContain('<span aria-hidden="true">↔</span><span class="gs-sr">and</span>');
    expect(banner).toContain('href="/gress/r/5.5"');
    for (const seat of [0, 1]) {
      expect(tagWith(out, `data-seat="${seat}"`)).toContain('gs-seat--swap');
      expect(seatMarkup(out, seat)).toContain('gs-badge--swap');
    }
    expect(tagWith(out, 'data-seat="1"')).toContain('aria-label="Seat 2: Ben, to move, swap with Anna, 4 cards"');
    expect(text(seatMarkup(out, 1))).toContain('swap with Anna announced (5.5)');
    expect(seatMarkup(out, 2)).not.toContain('gs-badge--swap');
    expect(text(out)).toContain('Ben may defend against the swap with a red Nine (5.5), until the next event');
  });

  it('shows a binding swap under a prominent halted banner citing 4.15 and 6.3', () => {
    const out = table(swapBinding);
    const halt = section(out, 'gs-banner--halt', '</div>');
    expect(text(halt)).toContain('Game halted. Halted by Carla: Anna and Ben must exchange hands (Paragraphs: 4.15, 6.3)');
    expect(halt).toContain('No events may happen until the game resumes');
    expect(halt).toMatch(/<svg class="gs-banner__icon"[^>]*aria-hidden="true"/);
    const swap = section(out, 'gs-banner--swap', '</p>');
    expect(swap).toContain('gs-banner--swap-binding');
    expect(text(swap)).toBe('Swap binding: Anna ↔and Ben (announced by Carla); the game is halted until the hands are exchanged (6.3)');
    expect(swap).toContain('href="/gress/r/6.3"');
    // the halt comes before the swap banner: it is what stops the table
    expect(out.indexOf('gs-banner--halt')).toBeLessThan(out.indexOf('gs-banner--swap'));
    expect(text(seatMarkup(out, 0))).toContain('swap with Ben binding: hands must be exchanged (6.3)');
    expect(seatMarkup(out, 2)).not.toContain('gs-badge--swap');
  });

  it('marks the skipped player with a badge, the deadline and its paragraph', () => {
    const out = table(skipped);
    const carla = seatMarkup(out, 2);
    expect(tagWith(out, 'data-seat="2"')).toContain('aria-label="Seat 3: Carla, skipped, 3 cards"');
    expect(carla).toContain('<span class="gs-badge gs-badge--skipped">skipped</span>');
    expect(text(carla)).toContain('skipped: may defend until the next move (5.7)');
    expect(carla).toContain('href="/gress/r/5.7"');
    for (const seat of [0, 1]) expect(seatMarkup(out, seat)).not.toContain('gs-badge--skipped');
  });

  it('lists windows as plain sentences with owner, paragraph link and closing', () => {
    const windows = [
      { id: 'give@5:1', kind: 'give' as const, owner: 1, paragraph: '5.4', openedBy: 5, closing: { on: 'nextMove' as const } },
      { id: 'wish@5:1', kind: 'wish' as const, owner: 1, paragraph: '7.4', openedBy: 5, closing: { on: 'nextMoveOrThrow' as const } },
      {
        id: 'lastButOneCall@5:0', kind: 'lastButOneCall' as const, owner: 0, paragraph: '8.1', openedBy: 5,
        closing: { on: 'handSizeChangeOrNextMove' as const, seat: 0 }, data: { called: true },
      },
      {
        id: 'missedCallComplaint@5:2', kind: 'missedCallComplaint' as const, owner: 2, paragraph: '8.2', openedBy: 5,
        closing: { on: 'nextMoveByOther' as const, seat: 2 }, data: { event: 5 },
      },
    ];
    const list = text(section(table({ ...start, windows }), 'gs-windows', 'gs-events'));
    expect(list).toContain('Ben may give a card (5.4), until the next move');
    expect(list).toContain('Ben may wish a suit (7.4), until the next move or throw');
    expect(list).toContain("Anna has called 'last but one' and may take the Marke (8.1), until Anna's hand size changes, at the latest the next move");
    expect(list).toContain("Others may complain about Carla's missed call 'last but one' (8.2), until the next move by someone other than Carla");
    for (const n of ['5.4', '7.4', '8.1', '8.2']) expect(table({ ...start, windows })).toContain(`href="/gress/r/${n}"`);
  });

  it('after the active game: winner badge, laid-down hands face up even when hands are hidden, no one to move', () => {
    const out = table(over, false);
    expect(text(section(out, 'gs-banner--winner', '</p>'))).toContain('Winner: Ben. Ben has gone out: the active game is over.');
    expect(seatMarkup(out, 1)).toContain('gs-badge--winner');
    expect(seatMarkup(out, 0)).toContain('<span class="gs-badge gs-badge--laid-down">laid down</span>');
    expect(seatMarkup(out, 0)).toContain('aria-label="Hand laid down face up: 2 cards"');
    expect(seatMarkup(out, 0)).toContain('aria-label="Nine of clubs"');
    expect(seatMarkup(out, 2)).toContain('aria-label="Hand: 1 card, face down"');
    expect(seatMarkup(out, 2)).not.toContain('laid down');
    expect(text(seatMarkup(out, 0))).toContain('1 card owed could not be drawn: 1 point instead (10.2)');
    expect(out).not.toContain('gs-seat--to-move');
    expect(text(out)).toContain('To movenobody (game over)');
    expect(out).not.toContain('gs-scores');
  });

  it('once scored: points on each seat and a score table with the winner on zero', () => {
    const out = table(scored);
    expect(seatMarkup(out, 0)).toContain('<span class="gs-badge gs-badge--points">4 points</span>');
    expect(seatMarkup(out, 1)).toContain('<span class="gs-badge gs-badge--points">0 points</span>');
    expect(tagWith(out, 'data-seat="2"')).toContain('aria-label="Seat 3: Carla, 1 card, laid down, 5 points"');
    const scores = section(out, 'gs-scores', 'gs-panels');
    expect(scores).toMatch(/<caption>Penalty points \(<a class="gs-cite" href="\/gress\/r\/9.4"/);
    expect(scores).toContain('<th scope="col">Player</th><th scope="col">Points</th>');
    const rows = [...scores.matchAll(/<tr[^>]*data-seat-score="\d"[^>]*>(.*?)<\/tr>/g)].map((m) => text(m[1]!));
    expect(rows).toEqual(['Anna4includes 1 unpaid (10.2)', 'Ben0winner', 'Carla5']);
    expect(tagWith(scores, 'data-seat-score="1"')).toContain('gs-scores__winner');
    expect(tagWith(scores, 'data-seat-score="0"')).not.toContain('gs-scores__winner');
    expect(scores).toMatch(/includes 1 unpaid \(<a class="gs-cite" href="\/gress\/r\/10.2"/);
    // the score table sits below the table's seats, before the windows and events
    expect(out.indexOf('gs-scores')).toBeGreaterThan(out.indexOf('data-seat="2"'));
    expect(out.indexOf('gs-scores')).toBeLessThan(out.indexOf('gs-panels'));
  });

  it('steps through the later positions in the whole sandbox, deterministically and with every svg named or hidden', () => {
    for (let i = 0; i < laterFrames.length; i++) {
      const out = render(<Sandbox scenario={scenario} frames={laterFrames} initialStep={i} />);
      expect(out).toBe(render(<Sandbox scenario={scenario} frames={laterFrames} initialStep={i} />));
      expect(out).not.toMatch(/\sid="/);
      for (const svg of out.match(/<svg[^>]*>/g) ?? []) expect(svg).toMatch(/role="img" aria-label="[^"]+"|aria-hidden="true"/);
    }
    expect(render(<Sandbox scenario={scenario} frames={laterFrames} initialStep={5} />)).toContain('Penalty points');
  });
});

describe('lean frames (rules pages carry only the first position)', () => {
  it('renders the start exactly as with every position, step list and rulings included', () => {
    const lean = leanFrames(frames);
    expect(lean.slice(1).every((f) => !('state' in f))).toBe(true);
    expect(render(<Sandbox scenario={scenario} frames={lean} />)).toBe(html(0));
  });

  it('a later step before the engine has worked it out: its ruling shows, the table says it is on its way', () => {
    const out = render(<Sandbox scenario={scenario} frames={leanFrames(frames)} initialStep={1} />);
    expect(out).toContain(stepView(frames[1]!, 1).action);
    expect(out).toContain('Working out the position');
  });
});

describe('play mode on the table (server render)', () => {
  const lawful: Record<number, GressAction[]> = {
    1: [
      { type: 'play', seat: 1, cards: ['QH'], hand: 'action' },
      { type: 'draw', seat: 1, count: 1, hand: 'action' },
    ],
  };
  /** The table in play mode, and the seats whose lawful actions it asked for. */
  function playing(state: GressState, showHands = true) {
    const asked: number[] = [];
    const lawfulOf = (seat: number) => (asked.push(seat), lawful[seat] ?? []);
    const out = render(<GressTable state={state} showHands={showHands} onToggleHands={() => {}} play={{ lawfulOf, act: () => {} }} />);
    return { out, asked };
  }

  it('makes every card of every seat a button named "Play <card> as <player>", the picture hidden, lawful ones marked in words', () => {
    const { out } = playing(start);
    const ben = seatMarkup(out, 1);
    expect(ben).toContain('<span class="gs-sr">Play Queen of hearts as Ben (lawful)</span>');
    expect(ben).toContain('<span class="gs-sr">Play Eight of spades as Ben</span>');
    expect(ben).toMatch(/<button type="button" class="gs-play__card gs-play__card--lawful" data-lawful="true">/);
    expect(seatMarkup(out, 2)).toContain('<span class="gs-sr">Play Seven of clubs as Carla</span>');
    expect((out.match(/class="gs-play__card[ "]/g) ?? []).length).toBe(11);
    // Each card picture inside a button is hidden; the button's own text names it.
    const buttons = out.match(/<button[^>]*class="gs-play__card[^>]*>.*?<\/button>/g) ?? [];
    expect(buttons).toHaveLength(11);
    for (const b of buttons) {
      expect(b).toMatch(/<svg[^>]*aria-hidden="true"/);
      expect(b).not.toMatch(/role="img"/);
    }
    expect(out).not.toMatch(/\sid="/);
    expect(out).not.toMatch(/<button(?![^>]*type="button")/);
  });

  it('offers "Select several" on each seat with two cards or more, as a toggle', () => {
    const { out } = playing(start);
    expect(out.match(/<button type="button" class="gs-button gs-seat__select" aria-pressed="false">Select several<span class="gs-sr"> of [A-Za-z]+'s cards<\/span><\/button>/g)).toHaveLength(3);
  });

  it('makes the draw pile a button that draws for the player to move, marked when lawful', () => {
    const { out } = playing(start);
    const pile = section(out, 'gs-drawpile', 'gs-drawpile__who');
    expect(text(pile)).toContain('Draw pile: 5 cards');
    expect(pile).toMatch(/<button type="button" class="gs-drawpile__button gs-play__action gs-drawpile__button--lawful" data-lawful="true">/);
    expect(text(pile)).toContain('Draw a card as Ben (lawful)');
    expect(out).toContain('<span class="gs-sr">Who draws</span>');
  });

  it('leaves the windows and events to the actions beside the table', () => {
    expect(playing(start).out).not.toContain('gs-panels');
    expect(html()).toContain('gs-panels');
  });

  it('asks for lawful actions only of the seats whose cards are buttons and of the seat the pile draws for', () => {
    expect(playing(start).asked.sort()).toEqual([0, 1, 1, 2]);
    const hidden = playing(start, false);
    expect(hidden.asked).toEqual([1]);
    expect(hidden.out).not.toContain('gs-play__card');
    expect(hidden.out).toContain('aria-label="Hand: 4 cards, face down"');
  });

  it('while getting ready, cards and the draw pile are no buttons (the phase takes no plays or draws)', () => {
    const { out, asked } = playing(dealing);
    expect(out).not.toContain('gs-play__card');
    expect(out).not.toContain('gs-drawpile');
    expect(asked).toEqual([]);
  });
});
