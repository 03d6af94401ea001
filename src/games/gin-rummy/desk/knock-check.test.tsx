/**
 * The knock check, on hands worked out by hand from the rulebook: §2 values
 * (Ace 1, court cards 10), §4 melds, §7's limit of 10, §8 lay-offs, §9 the
 * difference, §10 the undercut bonus of 10, §11 the gin bonus of 20.
 */
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { askKnock } from './knock-check';
import { QuickCheck } from './QuickCheck';

const ok = (knocker: string, opponent: string) => {
  const a = askKnock(knocker, opponent);
  if (!a.ok) throw new Error(a.errors.join(' '));
  return a;
};

/** A♠2♠3♠, 8♣8♦8♥, 9♦10♦J♦ and the 7♠ alone: deadwood 7. */
const KNOCK_7 = 'AS 2S 3S 8H 8D 8C 9D TD JD 7S';

describe('is this knock lawful, and what does it score?', () => {
  test('a lawful knock with 7 against 32 after lay-offs: the knocker scores 25 (§7, §8, §9)', () => {
    // Ben: K♣K♥K♠ is a set; 4♠ extends A♠2♠3♠, Q♦ extends 9♦10♦J♦; left 6♣ 9♣ 2♦ 5♥ Q♥ = 6+9+2+5+10 = 32.
    const a = ok(KNOCK_7, '4S QD KC KH KS 5H 6C 9C 2D QH');
    expect(a.lawful).toBe(true);
    expect(a.gin).toBe(false);
    expect(a.verdict).toEqual({ text: 'A lawful knock: deadwood 7, within the limit of 10.', cites: ['7'] });
    expect(a.knocker.map((l) => l.text)).toContain('Knocker\'s deadwood: 7♠ = 7.');
    expect(a.opponent.text).toContain('lays off Q♦ onto 9♦10♦J♦, 4♠ onto A♠2♠3♠');
    expect(a.opponent.text).toContain('deadwood 6♣ 9♣ 2♦ 5♥ Q♥ = 32');
    expect(a.opponent.cites).toEqual(['8']);
    expect(a.result.points).toBe(25);
    expect(a.score).toEqual({ text: 'The knocker has less deadwood and scores the difference: 32 − 7 = 25.', cites: ['9'] });
  });

  test('eleven cards, deadwood 25 after the best face-down card: not lawful (§7), and what it would score if accepted', () => {
    // K♣ and Q♥ both count 10; the King goes face down (the higher rank). Left Q♥ 6♦ 4♥ 5♣ = 25.
    // Ben: 9♣9♦9♥, 4♠ onto A♠2♠3♠; left 2♣ 3♣ J♣ 7♦ 10♥ K♦ = 2+3+10+7+10+10 = 42; 42 − 25 = 17.
    const a = ok('AS 2S 3S 8H 8D 8C KC QH 6D 4H 5C', '4S 9C 9D 9H 2C 3C TH JC KD 7D');
    expect(a.lawful).toBe(false);
    expect(a.verdict.text).toBe('Not a lawful knock: deadwood 25 is more than 10, even with the best grouping.');
    expect(a.verdict.cites).toEqual(['7']);
    expect(a.knocker[0].text).toContain('Face down: K♣');
    expect(a.score.text).toContain('Made anyway, the knock is irregular');
    expect(a.score.text).toContain('42 − 25 = 17');
    expect(a.score.cites).toEqual(['14.6', '9', '14.7', '14.8']);
  });

  test('gin: the 20 bonus and all the opponent\'s deadwood, nothing laid off (§11)', () => {
    // 9♦10♦J♦Q♦ makes all ten melded. Ben's 4♠ and K♦ would fit, but not onto gin: 4+10+7+7+5+6+2+3+9+10 = 63.
    const a = ok('AS 2S 3S 8H 8D 8C 9D TD JD QD', '4S KD 7C 7H 5C 6S 2H 3D 9C JC');
    expect(a.gin).toBe(true);
    expect(a.lawful).toBe(true);
    expect(a.verdict.cites).toEqual(['7', '11']);
    expect(a.opponent.text).toContain('nothing may be laid off onto gin');
    expect(a.opponent.text).toContain('= 63');
    expect(a.opponent.cites).toEqual(['8', '11']);
    expect(a.score).toEqual({ text: "The knocker scores the gin bonus and the opponent's deadwood: 20 + 63 = 83.", cites: ['11'] });
  });

  test('an undercut: the opponent lays off down to 5 against 7 and scores 2 + 10 (§10)', () => {
    // Ben: K♣K♥K♠ and Q♣Q♥Q♠; 4♠ then 5♠ onto A♠2♠3♠; left 2♦ 3♥ = 5.
    const a = ok(KNOCK_7, 'KC KH KS QC QH QS 4S 5S 2D 3H');
    expect(a.lawful).toBe(true);
    expect(a.result.reason).toBe('undercut');
    expect(a.score).toEqual({ text: "Undercut: the opponent has 5, no more than the knocker's 7, and scores the difference and the bonus: 7 − 5 + 10 = 12.", cites: ['10'] });
  });

  test('hands that cannot be judged are refused in words', () => {
    const a = askKnock(KNOCK_7, '7S KC KH KS QC QH QS 4S 5S 2D');
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.errors).toEqual(['7♠ is in both hands; there is one pack, so each card is in one place only (§1).']);
    const b = askKnock('AS 2S', 'KC KH KS QC QH QS 4S 5S 2D');
    expect(b.ok).toBe(false);
    if (!b.ok) {
      expect(b.errors[0]).toMatch(/^Knocker: A hand has 10 cards/);
      expect(b.errors[1]).toBe("Opponent: the knocker's opponent holds ten cards (§3, §5); this hand has 9.");
    }
  });
});

describe('the quick check island (server render)', () => {
  test('two labelled fields and a live answer', () => {
    const html = render(<QuickCheck />);
    expect(html).toContain('for="gdk-knock-knocker"');
    expect(html).toContain('for="gdk-knock-opponent"');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('Enter both hands.');
  });
});
