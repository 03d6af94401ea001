/**
 * The Gin Rummy set-up form and the desk part, server-rendered (as Astro does
 * before hydrating): labelled fields, buttons with their state, and a form
 * opened on a position showing that position's cards.
 */
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { deskParts } from './index';
import { SetupForm } from './SetupForm';

const TABLE = 'players=Ana,Ben packs=red,blue ledger=Ana+25 dealer=Ana phase=draw turn=Ben hands=AS,2S,3S,8H,8D,8C,9D,TD,JD,7S/KC,KH,KS,QC,QH,QS,4S,5S,2D,3H stock=KD,AC,2C,3C,4C,5C,6C,7C,9C,TC,JC,AD,3D,4D,5D,6D,7D,AH,2H,5H,6H,7H,9H,TH,JH,6S,8S,9S,TS,JS discards=4H,QD';

describe('the Gin Rummy set-up form (server render)', () => {
  test('a fresh table: the opening, Ben (Vorhand) to act, empty hands', () => {
    const html = render(<SetupForm initial={null} onPosition={() => {}} />);
    expect(html).toContain('for="gdk-setup-hand0"');
    expect(html).toContain('for="gdk-setup-hand1"');
    expect(html).toContain('for="gdk-setup-discards"');
    expect(html).toMatch(/aria-pressed="true" data-value="first-discard"/);
    expect(html).toMatch(/id="gdk-setup-turn-label"[\s\S]*?aria-pressed="true" data-value="1"/);
    expect(html).toContain('None: the first hand of the match.');
  });

  test('opened on a position: its hands, pile, the stock top out of order, and the sheet', () => {
    const html = render(<SetupForm initial={TABLE} onPosition={() => {}} />);
    expect(html).toContain('value="AS 2S 3S 8H 8D 8C 9D TD JD 7S"');
    expect(html).toContain('value="4H QD"');
    expect(html).toContain('value="KD"');
    expect(html).toContain('Hand 1 won by');
    expect(html).toContain('value="25"');
    expect(html).toMatch(/aria-pressed="true" data-value="draw"/);
  });

  test('a position that does not read: the engine\'s sentence, a fresh form', () => {
    const html = render(<SetupForm initial="players=Ana" onPosition={() => {}} />);
    expect(html).toContain('The table given could not be read');
  });

  test('the desk part names its quick check', () => {
    expect(deskParts.quickCheckTitle).toBe('Is this knock lawful, and what does it score?');
  });
});
