import { describe, expect, test } from 'vitest';
import { clip, firstProse, firstSentence, paragraphTexts, plainText, scenarioIds, withoutCode } from './mdx-text';

const PAGE = `---
title: "7 Jacks"
description: "Jacks go on anything."
---
import { Scenario } from '../../src/games/gress';

An introduction before any paragraph, with <Scenario id="7-intro" /> in it.

## 7.1 The Jack move

The player to move may lay a Jack on **any** top card, whatever its rank or suit; the
one exception is a Jack on top ([7.2](/gress/r/7.2)). This is a move.

<Scenario id="7.1-jack-on-anything" />

More text.

<Scenario id="7.1-jack-move-after-a-draw" />

## 7.2 No Jack on a Jack

:::note[This site's reading]
An aside comes first here and is not the paragraph's sentence.
:::

| who | what |
| --- | --- |
| a | b |

**What can land on a Jack**

A Jack may *never* be laid on a Jack (German *Bube auf Bube*).

\`\`\`mdx
<Scenario id="not-an-embed" />
## 7.9 Not a heading inside code
\`\`\`

## 7.3 Lists

Every card is either red or black, according to its suit:

- **black:** clubs and spades;
- **red:** hearts and diamonds.

## 8 A section heading without prose
`;

describe('paragraphTexts', () => {
  const paragraphs = paragraphTexts(PAGE);

  test('finds every numbered level-2 heading, in order, and none inside code', () => {
    expect(paragraphs.map((p) => [p.number, p.title])).toEqual([
      ['7.1', 'The Jack move'],
      ['7.2', 'No Jack on a Jack'],
      ['7.3', 'Lists'],
      ['8', 'A section heading without prose'],
    ]);
  });

  test("takes each paragraph's first sentence as plain text: link texts, no emphasis marks", () => {
    expect(paragraphs[0].sentence).toBe('The player to move may lay a Jack on any top card, whatever its rank or suit; the one exception is a Jack on top (7.2).');
  });

  test('skips asides, tables and a bold label before the first prose', () => {
    expect(paragraphs[1].sentence).toBe('A Jack may never be laid on a Jack (German Bube auf Bube).');
  });

  test('a sentence that leads into a list takes the list, keeping the items\u2019 own labels', () => {
    expect(paragraphs[2].sentence).toBe('Every card is either red or black, according to its suit: black: clubs and spades; red: hearts and diamonds.');
  });

  test('a paragraph without prose has no sentence', () => {
    expect(paragraphs[3].sentence).toBeNull();
  });

  test("lists each paragraph's examples in page order, not the introduction's nor those written out in code", () => {
    expect(paragraphs.map((p) => p.examples)).toEqual([['7.1-jack-on-anything', '7.1-jack-move-after-a-draw'], [], [], []]);
    expect(scenarioIds(PAGE)).toEqual(['7-intro', '7.1-jack-on-anything', '7.1-jack-move-after-a-draw']);
  });
});

describe('firstProse', () => {
  test('drops a bold lead-in that labels the block', () => {
    expect(firstProse('**Setting up.** Before the first game the group\ndecides the tables.')).toBe('Before the first game the group decides the tables.');
  });

  test('drops the label of a list item that ends in a full stop, keeps one that ends in a colon', () => {
    expect(firstProse('A move does two things:\n\n1. **Skip.** The next player is passed over.\n2. **Debt.** Two cards are owed.')).toBe(
      'A move does two things: The next player is passed over; Two cards are owed.',
    );
  });
});

describe('plainText', () => {
  test('keeps code as its text, drops tags and escapes, joins lines', () => {
    expect(plainText('Write `Ben play QS`,\nthen <abbr>J</abbr> \\*not\\* emphasis.')).toBe('Write Ben play QS, then J *not* emphasis.');
  });

  test('strips emphasis spanning lines and nested in bold', () => {
    expect(plainText('a **score\nsheet** (German *Zettel*): the **complete** rounds')).toBe('a score sheet (German Zettel): the complete rounds');
  });
});

describe('firstSentence', () => {
  test('ends at a full stop followed by a capital, not inside 4.11 nor after e.g.', () => {
    expect(firstSentence('Throws follow 4.11 here, e.g. After a move. The second sentence.')).toBe('Throws follow 4.11 here, e.g. After a move.');
  });

  test('ends after a closing bracket or quote that follows the stop', () => {
    expect(firstSentence('Nobody says "ready." Then play starts.')).toBe('Nobody says "ready."');
  });

  test('is the whole text when there is one sentence, and clipped when it is long', () => {
    expect(firstSentence('One sentence only')).toBe('One sentence only');
    expect(firstSentence('word '.repeat(100).trim(), 22)).toBe('word word word word…');
  });
});

describe('clip', () => {
  test('cuts at a word and drops trailing punctuation before the ellipsis', () => {
    expect(clip('alpha beta, gamma delta', 12)).toBe('alpha beta…');
    expect(clip('short', 12)).toBe('short');
  });
});

test('withoutCode drops fenced blocks and inline code', () => {
  expect(withoutCode('a `<Scenario id="x" />` b\n```\n<Scenario id="y" />\n```\nc')).toBe('a  b\n\nc');
});
