/**
 * Server-renders the sandbox (as Astro does before hydrating) against the
 * hand-built frames and checks what a reader would rely on.
 */
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { Sandbox } from './Sandbox';
import { RulingPanel } from './RulingPanel';
import { Table } from './Table';
import { dealing, frames, scenario, start } from './test-fixtures';
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
    expect(win).toContain('skip defence');
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
