import { describe, expect, it } from 'vitest';
import { nearestRules, type RuleIndex } from '../components/goto/rule-lookup';
import { GOTO_WORDS } from './goto-words';

describe('the rule tools in German', () => {
  const de = GOTO_WORDS.de;

  it('says an unknown number with the right gender and number', () => {
    expect(de.noSuchNumber('Gress', false, '4.99', true)).toBe('Gress hat keinen Absatz 4.99. Am nächsten liegen:');
    expect(de.noSuchNumber('Gress', true, '99', false)).toBe('Gress hat keinen Abschnitt 99. Am nächsten liegt:');
  });

  it("puts every note the lookup writes into German (none stays English)", () => {
    // A made-up game of two sections, 1.1-1.2 and 2.1: every kind of note comes out of it.
    const entry = (number: string, section: string, paragraph = true) => ({ number, href: `/x/${section}/#${number}`, label: number, section, paragraph });
    const index: RuleIndex = { game: 'x', title: 'X', entries: [entry('1.1', '1'), entry('1.2', '1'), entry('2.1', '2'), entry('1', '1', false), entry('2', '2', false)] };
    const notes = ['1.5', '0.5', '9.9', '9', '0'].flatMap((n) => nearestRules(index, n).map((near) => near.note)).filter(Boolean);
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(de.note(note)).not.toBe(note);
    expect(de.note('last of section 4')).toBe('letzter von Abschnitt 4');
    expect(de.note('the first paragraph')).toBe('der erste Absatz');
    expect(GOTO_WORDS.en.note('the first paragraph')).toBe('the first paragraph');
  });
});
