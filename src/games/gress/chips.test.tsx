/**
 * The chips beside the table (chips.ts, ActionChips.tsx) and the "More
 * actions" drawer (MoreActions.tsx): which lawful actions become chips, in
 * which words, folded when there are many, and what overflows into the drawer.
 */
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { describeAction } from '../../../engine/gress/describe';
import { lawfulActions, seemsFounded } from '../../../engine/gress/lawful';
import { act, position } from '../../../engine/gress/test-helpers';
import type { GressAction, GressState } from '../../../engine/gress/types';
import { ActionChips } from './ActionChips';
import { chipsView, type ChipsInput } from './chips';
import { MoreActions } from './MoreActions';

const noop = () => {};

/** The chips for a position, with the engine's lawful actions, words and complaint check. */
function chipsFor(state: GressState, more: Partial<ChipsInput> = {}) {
  return chipsView({
    state,
    lawfulBySeat: state.players.map((_, s) => lawfulActions(state, s)),
    founded: (a) => seemsFounded(state, a),
    describe: (a) => describeAction(a, state.players),
    seed: 9,
    ...more,
  });
}

/** 7.4: Ana to move; J♣ fits. */
const beforeJack = position({
  hands: { Ana: ['JC', 'KS', 'TS', '7H'], Ben: ['QH', '9C', 'AS', '8C'], Cem: ['TC', '7S', 'KD'], Dia: ['QC', '9D', 'AC'] },
  playPile: [{ card: '9S', by: 'Dia', as: 'opening' }, { card: '8D', by: 'Ben', as: 'throw' }],
  toMove: 'Ana',
});

describe('chipsView', () => {
  it('offers no chip where a tap on a card or the draw pile covers every lawful action', () => {
    const v = chipsFor(beforeJack);
    expect(v.chips).toEqual([]);
    expect(v.overflow).toEqual([]);
  });

  it('after a Jack: the four wishes, in plain words (7.4)', () => {
    const v = chipsFor(act(beforeJack, 'Ana play JC').state);
    expect(v.chips.map((c) => c.label)).toEqual(['Ana wishes clubs', 'Ana wishes spades', 'Ana wishes hearts', 'Ana wishes diamonds']);
    expect(v.chips[2]).toMatchObject({ kind: 'action', action: { type: 'wish', seat: 0, suit: 'hearts' } });
  });

  it('after a Ten: the gives fold into one chip that holds them all (5.4)', () => {
    const ten = position({
      hands: { Ana: ['TS', 'KS', '7H', '8D', 'QC'], Ben: ['QH', '9C'], Cem: ['TC', '7S'], Dia: ['QS', '9D'] },
      playPile: [{ card: '9S', by: 'Dia', as: 'opening' }],
      toMove: 'Ana',
    });
    const v = chipsFor(act(ten, 'Ana play TS').state);
    expect(v.chips).toHaveLength(1);
    const chip = v.chips[0]!;
    expect(chip.kind).toBe('group');
    expect(chip.label).toBe('Ana: give a card');
    if (chip.kind !== 'group') return;
    expect(chip.actions).toHaveLength(12);
    expect(chip.actions[0]!.label).toBe('Ana gives K♠ to Ben');
    expect(v.offered.size).toBe(12);
  });

  it('at two cards: the call, then the Marke once called (8.1)', () => {
    const two = position({
      hands: { Ana: ['9C', 'KS', '7H'], Ben: ['QH', '9D'], Cem: ['TC', '7S'], Dia: ['QS', '8D'] },
      markes: { Ana: 'AD', Ben: 'AH', Cem: 'AS', Dia: 'AC' },
      playPile: ['9S'],
      toMove: 'Ana',
    });
    const played = act(two, 'Ana play 9C').state;
    expect(chipsFor(played).chips.map((c) => c.label)).toEqual(['Ana calls "last but one"']);
    expect(chipsFor(act(played, 'Ana call').state).chips.map((c) => c.label)).toEqual(['Ana takes the Marke']);
  });

  it('leaves out unfounded complaints (they are lawful but cost the complainer, 10.5); after a foul, the complaints and the withdrawal (10.4)', () => {
    const state = act(beforeJack, 'Ana play JC').state;
    const lawfulBySeat = state.players.map((_, s) => lawfulActions(state, s));
    expect(lawfulBySeat.flat().some((a) => a.type === 'complain')).toBe(true);
    expect(chipsFor(state).chips.some((c) => c.label.includes('complains'))).toBe(false);
    const foul = act(beforeJack, 'Ana play 7H').state;
    expect(chipsFor(foul).chips.flatMap((c) => (c.kind === 'action' ? [c.label] : c.actions.map((a) => a.label)))).toEqual([
      "Ben complains about Ana's card",
      "Cem complains about Ana's card",
      "Dia complains about Ana's card",
      'Ana takes back the wrong card',
    ]);
  });

  it('records its own seed on a shuffle, drops holding-hand duplicates, and overflows past the limit', () => {
    const lawful: GressAction[][] = [
      [{ type: 'shuffle', seat: 0, seed: 0 }, { type: 'pickUpHand', seat: 0, hand: 'action' }, { type: 'pickUpHand', seat: 0, hand: 'holding' }, { type: 'call', seat: 0 }],
      [{ type: 'pickUpHand', seat: 1, hand: 'action' }, { type: 'call', seat: 1 }, { type: 'play', seat: 1, cards: ['QH'], hand: 'action' }],
      [{ type: 'pickUpHand', seat: 2, hand: 'action' }, { type: 'call', seat: 2 }, { type: 'draw', seat: 2, count: 1, hand: 'action' }],
    ];
    const state = { ...beforeJack, players: ['Ana', 'Ben', 'Cem'] };
    const v = chipsFor(state, { lawfulBySeat: lawful, founded: () => true, max: 5 });
    expect(v.chips.map((c) => c.label)).toEqual(['Ana shuffles (seed 9)', 'Ana picks up the hand', 'Ben picks up the hand', 'Cem picks up the hand', 'Ana calls "last but one"']);
    expect(v.overflow.map((c) => c.label)).toEqual(['Ben calls "last but one"', 'Cem calls "last but one"']);
    expect(v.offered.size).toBe(7);
  });
});

describe('ActionChips and MoreActions (server render)', () => {
  it('renders chips as lawful buttons named by their words, and a folded chip as a collapsed toggle', () => {
    const state = act(beforeJack, 'Ana play JC').state;
    const html = render(<ActionChips view={chipsFor(state)} onAction={noop} />);
    expect(html).toContain('role="group" aria-label="Lawful actions now"');
    expect(html).toMatch(/<button type="button" class="gs-button gs-chip gs-play__action" data-lawful="true">Ana wishes hearts<\/button>/);
    const folded = render(<ActionChips view={chipsFor(state, { max: 2 })} onAction={noop} />);
    expect(folded).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Ana: wish a suit<span class="gs-chip__more" aria-hidden="true">▾<\/span><\/button>/);
    expect(folded).not.toContain('Ana wishes hearts');
    expect(render(<ActionChips view={chipsFor(beforeJack)} onAction={noop} />)).toBe('');
  });

  it('the drawer is a details element with a summary, listing what overflowed first', () => {
    const html = render(
      <MoreActions overflow={[{ key: 'k', label: 'Ben calls "last but one"', action: { type: 'call', seat: 1 } }]} onAction={noop}>
        <p>palette</p>
      </MoreActions>,
    );
    expect(html).toMatch(/^<details class="gs-more"><summary class="gs-more__summary">More actions/);
    expect(html).toContain('aria-label="Other lawful actions now"');
    expect(html.indexOf('Ben calls')).toBeLessThan(html.indexOf('<p>palette</p>'));
    expect(html).not.toMatch(/<button(?![^>]*type="button")/);
  });
});
