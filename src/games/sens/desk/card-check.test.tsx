/**
 * The trick check, on the rulebook's own situations (9.2-9.4, with the
 * site's readings: beat the best trump in the trick, also when the partner is
 * winning), worked out by hand. Trump order (2.3): 7 8 O K T A 9 U, so the
 * Herz-Nine beats the Herz-Ten.
 */
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { askCard, type CardQuestion } from './card-check';
import { QuickCheck } from './QuickCheck';
import { SetupForm } from './SetupForm';
import { deskParts } from './index';

const ok = (q: CardQuestion) => {
  const a = askCard(q);
  if (!a.ok) throw new Error(a.errors.join(' '));
  return a;
};

describe('may this card be played to this trick?', () => {
  test('void in the suit led, a trump must be played (9.4): a plain card is not lawful, either trump is', () => {
    // Herz trumps; Ana leads the Schellen-Sau; Ben has no Schellen but the Herz-Unter and the Herz-Seven.
    const q: CardQuestion = { trump: 'H', trick: 'AS', hand: 'UH 7H KE 8G', card: 'KE' };
    const no = ok(q);
    expect(no.lawful).toBe(false);
    expect(no.broken).toBe('9.4');
    expect(no.verdict).toEqual({ text: 'Not lawful: the Eichel-King breaks 9.4: void in Schellen: must trump, any trump.', cites: ['9.4'] });
    expect(no.allowed).toEqual(['UH', '7H']);
    expect(no.lines.map((l) => l.text)).toEqual([
      'Herz are trumps; you play second, after the leader.',
      'This hand may play: Herz-Unter, Herz-Seven.',
      'Winning so far: the leader, an opponent, with the Schellen-Sau.',
      'Played anyway, it is a wrong card: the player may take it back at once; once the next card is played it stands, and any player may claim it.',
    ]);
    expect(no.lines[3].cites).toEqual(['1.3', '1.4']);
    const yes = ok({ ...q, card: '7H' });
    expect(yes.lawful).toBe(true);
    expect(yes.verdict).toEqual({ text: 'Lawful: the Herz-Seven may be played: void in Schellen: must trump, any trump.', cites: ['9.4'] });
  });

  test("trumps led by the partner: the partner's Ten must still be beaten with the Nine (9.2, the site's reading)", () => {
    // Ana leads the Herz-Ten, Ben (no trump) the Gras-Seven; Cem holds the Herz-Nine and the Herz-Seven.
    const a = ok({ trump: 'H', trick: 'TH 7G', hand: '9H 7H KE', card: '7H' });
    expect(a.lawful).toBe(false);
    expect(a.verdict).toEqual({ text: 'Not lawful: the Herz-Seven breaks 9.2: must follow trumps and beat the Herz-Ten with a higher trump.', cites: ['9.2'] });
    expect(a.allowed).toEqual(['9H']);
    const winning = a.lines.find((l) => l.text.startsWith('Winning so far'))!;
    expect(winning.text).toBe("Winning so far: the leader, your partner, with the Herz-Ten. The duty holds all the same: a trump must beat your own partner's card too, if you can (this site's reading).");
    expect(winning.cites).toEqual(['9.5', '9.2']);
  });

  test("void in the suit led while the partner's Sau is winning: trump it all the same (9.4, the site's reading)", () => {
    const a = ok({ trump: 'H', trick: 'AS 8G', hand: 'OH KE 9G', card: 'KE' });
    expect(a.broken).toBe('9.4');
    expect(a.allowed).toEqual(['OH']);
    expect(a.lines.find((l) => l.text.startsWith('Winning so far'))!.cites).toEqual(['9.5', '9.4']);
  });

  test('a plain suit led: follow it with any card of it, but not with a trump (9.3)', () => {
    // Ben leads the Gras-King; Cem holds the Gras-Sau and the Gras-Eight, and a trump.
    const low = ok({ trump: 'H', trick: 'KG', hand: 'AG 8G UH', card: '8G' });
    expect(low.lawful).toBe(true);
    expect(low.verdict).toEqual({ text: 'Lawful: the Gras-Eight may be played: must follow Gras.', cites: ['9.3'] });
    expect(low.allowed).toEqual(['AG', '8G']);
    const trump = ok({ trump: 'H', trick: 'KG', hand: 'AG 8G UH', card: 'UH' });
    expect(trump.lawful).toBe(false);
    expect(trump.broken).toBe('9.3');
  });

  test('leading: any card (9.1)', () => {
    const a = ok({ trump: 'H', trick: '', hand: 'AG 8G UH', card: '8G' });
    expect(a.verdict).toEqual({ text: 'Lawful: leading, any card may be played, the Gras-Eight too.', cites: ['9.1'] });
    expect(a.lines).toEqual([]);
  });

  test('questions that cannot be answered are refused in words', () => {
    const a = askCard({ trump: null, trick: 'AS 7G 8G 9G', hand: 'AS XX', card: null });
    expect(a.ok).toBe(false);
    if (!a.ok) {
      expect(a.errors).toEqual([
        '"XX" is not a card: write a rank (7 8 9 T U O K A, or 10) and a suit (E G H S), e.g. UH or 9E.',
        'Choose the trump suit.',
        'A trick holds at most three cards before the fourth is played; this one has 4.',
        'AS is named twice; the pack has each card once (2.1).',
        'Choose the card in question from the hand.',
      ]);
    }
  });
});

describe('the SENS desk part (server render)', () => {
  test('the quick check: trumps, two card fields, a live answer', () => {
    const html = render(<QuickCheck />);
    expect(html).toContain('id="sdk-card-trump-label"');
    expect(html).toContain('for="sdk-card-trick"');
    expect(html).toContain('for="sdk-card-hand"');
    expect(html).toContain('aria-live="polite"');
    expect(deskParts.quickCheckTitle).toBe('May this card be played to this trick?');
  });

  test('the set-up form, fresh: play, Ana took the game in Herz', () => {
    const html = render(<SetupForm initial={null} onPosition={() => {}} />);
    expect(html).toMatch(/aria-pressed="true" data-value="play"/);
    expect(html).toMatch(/id="sdk-setup-trump-label"[\s\S]*?aria-pressed="true" data-value="H"/);
    expect(html).toContain('for="sdk-setup-hand3"');
  });

  test('the set-up form opened on a position shows its trick and hands', () => {
    const initial = 'players=Ana,Ben,Cem,Dia options=mild scores=0,0 dealer=Dia phase=play turn=Ben hands=7E,8E,9E,TE,UE,OE,AE/UH,7H,KE,8G,7G,9G,TG,UG/OG,KG,AG,8H,9H,TH,OH,KH/AH,7S,8S,9S,TS,US,OS,KS pack=- passed=Dia game=Ana,H trick=AS';
    const html = render(<SetupForm initial={initial} onPosition={() => {}} />);
    expect(html).toContain('value="AS"');
    expect(html).toContain('value="UH 7H KE 8G 7G 9G TG UG"');
  });
});
