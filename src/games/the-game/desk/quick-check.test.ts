/** "May this card go on this pile?": each answer worked out by hand from sections 1, 3 and 4 of the rulebook. */
import { describe, expect, test } from 'vitest';
import { answer, type Question } from './quick-check';

const ask = (q: Partial<Question>) => answer({ card: '', side: 'own', row: 'up', top: '', helped: false, ownLaid: false, ...q });

describe('The Game quick check', () => {
  test.each([
    // [question, lawful, what it counts as, paragraphs]
    [{ card: '35', top: '30' }, true, 'lay', ['3.1']],
    [{ card: '20', top: '30' }, true, 'trick', ['3.3']],
    [{ card: '25', top: '30' }, false, null, ['3.1', '3.3']],
    [{ card: '59', row: 'down' as const }, true, 'lay', ['3.2']],
    [{ card: '55', row: 'down' as const, top: '45' }, true, 'trick', ['3.3']],
    [{ card: '25', side: 'opponent' as const, top: '30' }, true, 'help', ['4.1', '4.2']],
    [{ card: '40', side: 'opponent' as const, top: '30' }, false, null, ['4.2']],
    // 20 is 10 below 30: on the opponent's ascending pile that is simply lower, so it improves it (4.2).
    [{ card: '20', side: 'opponent' as const, top: '30' }, true, 'help', ['4.1', '4.2']],
    [{ card: '5', side: 'opponent' as const }, false, null, ['4.2']],
    [{ card: '25', side: 'opponent' as const, top: '30', helped: true }, false, null, ['4.1']],
    [{ card: '70', top: '30' }, false, null, ['1.1']],
  ])('%o', (q, lawful, how, citations) => {
    const a = ask(q);
    expect(a.kind).toBe('ruled');
    if (a.kind !== 'ruled') return;
    expect(a.lawful).toBe(lawful);
    expect(a.how).toBe(how);
    expect(a.citations).toEqual(citations);
  });

  test('a card that would fit one\'s own pile is refused on the opponent\'s in words (4.2)', () => {
    const refused = ask({ card: '40', side: 'opponent', top: '30' });
    expect(refused.kind === 'ruled' && refused.summary).toContain('must be lower than 30');
    expect(refused.kind === 'ruled' && refused.summary).toContain('do not apply there');
  });

  test('an empty card or one that is not a number asks again', () => {
    expect(ask({}).kind).toBe('ask');
    expect(ask({ card: 'x' })).toEqual({ kind: 'ask', text: '"x" is not a card: The Game\'s cards are numbers.' });
    expect(ask({ card: '20', top: '61' }).kind).toBe('ask');
  });
});
