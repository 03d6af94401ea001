/**
 * Server-renders The Game's table (as Astro does before hydrating) and checks
 * what a reader relies on. Clicks are tested without a DOM: preact's
 * options.vnode hook collects the elements a render creates, and a button's
 * onClick is called directly.
 */
import { options, type VNode } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it, vi } from 'vitest';
import { lawfulActions } from '../../../engine/the-game/lawful';
import { fresh, mid } from './test-fixtures';
import type { TheGameAction, TheGameState } from '../../../engine/the-game/types';
import { Table, TableBoard } from './Table';
import { tableView } from './view-model';

const noop = () => {};



type Props = Record<string, unknown> & { onClick?: () => void };

/** Renders to a string and returns the markup and every element vnode the render created. */
function renderCollect(element: VNode): { html: string; nodes: VNode<Props>[] } {
  const nodes: VNode<Props>[] = [];
  const previous = options.vnode;
  options.vnode = (vnode) => {
    if (typeof vnode.type === 'string') nodes.push(vnode as VNode<Props>);
    previous?.(vnode);
  };
  try {
    return { html: render(element), nodes };
  } finally {
    options.vnode = previous;
  }
}

function button(nodes: VNode<Props>[], match: (props: Props) => boolean): VNode<Props> {
  const found = nodes.filter((n) => n.type === 'button' && match(n.props));
  expect(found, 'exactly one matching button').toHaveLength(1);
  return found[0];
}

/** The opening tag of the first element carrying `marker`. */
function tagWith(markup: string, marker: string): string {
  const at = markup.indexOf(marker);
  expect(at, `no element with ${marker}`).toBeGreaterThanOrEqual(0);
  return markup.slice(markup.lastIndexOf('<', at), markup.indexOf('>', at) + 1);
}

describe('Table (server render)', () => {
  it('shows both seats, opponent first, the player to move in words, the row cards and the hands', () => {
    const state = fresh();
    const html = render(<Table state={state} showHands onToggleHands={noop} />);
    expect(html.indexOf('data-seat="1"')).toBeLessThan(html.indexOf('data-seat="0"'));
    const mover = state.players[state.toMove];
    expect(tagWith(html, `data-seat="${state.toMove}"`)).toContain(`aria-label="${mover}, to move"`);
    expect(html).toContain('to move</span>');
    expect(html).toContain(`${mover} has not laid a card yet this turn`);
    expect(html).toContain('Row card </span>1');
    expect(html).toContain('Row card </span>60');
    expect(html).toContain('Draw pile: 52 cards');
    for (const card of state.seats[0].hand) expect(html).toContain(`>${card}</span>`);
    expect(html).toContain('>Hide hands</button>');
    // Demo mode: nothing to press but the toggle.
    expect(html.match(/<button/g)).toHaveLength(1);
  });

  it('never uses element ids or headings (several sandboxes share a page; examples stay out of the table of contents)', () => {
    for (const html of [render(<Table state={mid} showHands onToggleHands={noop} />), render(<Table state={mid} showHands onToggleHands={noop} play={{ lawfulOf: (seat) => lawfulActions(mid, seat), act: noop }} />)]) {
      expect(html).not.toMatch(/\sid="/);
      expect(html).not.toMatch(/<h[1-6][\s>]/);
    }
  });

  it('shows hidden hands as face-down backs with a count, and the toggle calls onToggleHands', () => {
    const toggle = vi.fn();
    const { html, nodes } = renderCollect(<Table state={fresh()} showHands={false} onToggleHands={toggle} />);
    expect(html).toContain("Ben's hand: 6 cards, face down");
    expect(html).toContain('6 face down');
    expect(html).toContain('>Show hands</button>');
    button(nodes, (p) => p.class === 'tg-button').props.onClick!();
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it("marks the opponent's card with a visible ◆ and says who laid it", () => {
    const html = render(<Table state={mid} showHands onToggleHands={noop} />);
    expect(html).toContain('tg-card--foreign');
    expect(html).toMatch(/21<span class="tg-mark" aria-hidden="true">◆<\/span><\/span><span class="gs-sr"> \(laid by Ben\)<\/span>/);
    expect(html).toContain('a card the opponent laid on this pile');
    expect(html).toContain('+1<span class="gs-sr"> more</span>');
  });

  it('states the result with a link to its paragraph', () => {
    const over: TheGameState = { ...mid, phase: 'over', result: { winner: 0, loser: 1, by: '7.2' } };
    const html = render(<Table state={over} showHands onToggleHands={noop} play={{ lawfulOf: () => [], act: noop }} />);
    expect(html).toContain('Game over: Ana cannot lay the two cards a turn needs and loses; Ben wins.');
    expect(html).toMatch(/<a class="gs-cite" href="\/the-game\/r\/7\.2"[^>]*>7\.2<\/a>/);
    expect(html).not.toContain('End turn');
    expect(html).not.toContain('to move');
  });
});

describe('Table in play mode', () => {
  const lawful = lawfulActions(mid, 0);

  it("makes the mover's hand cards toggle buttons and End turn a button that acts, marked by lawfulness", () => {
    const act = vi.fn<(a: TheGameAction) => void>();
    const { html, nodes } = renderCollect(<Table state={mid} showHands={false} onToggleHands={noop} play={{ lawfulOf: () => lawful, act }} />);
    for (const card of [9, 17, 26, 35, 44, 55]) expect(tagWith(html, `data-card="${card}"`)).toContain('aria-pressed="false"');
    expect(html).toContain("Ana's hand: 6 cards, face down");
    expect(html).toContain('(not allowed yet)');
    button(nodes, (p) => String(p.class).includes('tg-end')).props.onClick!();
    expect(act).toHaveBeenCalledWith({ type: 'endTurn', seat: 0 });
  });

  it('with a card selected, each pile is a lay button that calls act, "fits" in text where lawful', () => {
    const act = vi.fn<(a: TheGameAction) => void>();
    const view = tableView({ state: mid, showHands: true, lawful, selected: 17 });
    const { html, nodes } = renderCollect(<TableBoard view={view} onToggleHands={noop} onSelect={noop} onAct={act} />);
    expect(tagWith(html, 'data-card="17"')).toContain('aria-pressed="true"');
    expect(html).toContain("Lay 17<span class=\"gs-sr\"> on Ben's descending pile</span>");
    expect(tagWith(html, 'data-target="1-up"')).toContain('tg-lay--fits');
    expect(tagWith(html, 'data-target="0-up"')).not.toContain('tg-lay--fits');
    expect(html.match(/<svg class="gs-mark gs-mark--check"[^>]*aria-hidden="true"[^>]*>.*?<\/svg> fits/g)).toHaveLength(2);

    button(nodes, (p) => p['data-target'] === '1-up').props.onClick!();
    expect(act).toHaveBeenLastCalledWith({ type: 'lay', seat: 0, card: 17, pile: { owner: 1, row: 'up' } });
    // A pile where 17 does not fit is still pressable: the engine rules on it.
    button(nodes, (p) => p['data-target'] === '0-up').props.onClick!();
    expect(act).toHaveBeenLastCalledWith({ type: 'lay', seat: 0, card: 17, pile: { owner: 0, row: 'up' } });
  });

  it('hand buttons report the tapped card', () => {
    const onSelect = vi.fn();
    const view = tableView({ state: mid, showHands: true, lawful, selected: null });
    const { nodes } = renderCollect(<TableBoard view={view} onToggleHands={noop} onSelect={onSelect} onAct={noop} />);
    button(nodes, (p) => p['data-card'] === 26).props.onClick!();
    expect(onSelect).toHaveBeenCalledWith(26);
  });
});
