/**
 * Links a German tool page writes stay in the German edition (issue 27): the desks' paragraph
 * numbers, the play pages' citations and score-sheet hand-off, all to /de/...; the same views on
 * an English page keep their English addresses.
 */
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { ginRummy } from '../../engine/gin-rummy/index';
import { describeIn } from '../components/desk/describe-in';
import { sandboxHref } from '../components/desk/desk-link';
import { LocaleContext, type Locale } from '../i18n/ui-text';
import { ginCitation } from './gin-rummy/citations';
import { CiteLinks as GinCiteLinks } from './gin-rummy/desk/controls';
import { sensCitation } from './sens/citations';
import { CiteLinks as SensCiteLinks } from './sens/desk/controls';
import { sensPlayIn } from './sens/play/glue';
import { theGameCitation } from './the-game/view-model';

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

function desk(lang: Locale): string[] {
  return hrefs(
    render(
      <LocaleContext.Provider value={lang}>
        <GinCiteLinks numbers={['7', '14.6']} />
        <SensCiteLinks numbers={['9.3']} />
      </LocaleContext.Provider>,
    ),
  );
}

describe('links on a German tool page', () => {
  it('a desk links its paragraphs into the edition of its page', () => {
    expect(desk('de')).toEqual(['/de/gin-rummy/r/7', '/de/gin-rummy/r/14.6', '/de/sens/r/9.3']);
    expect(desk('en')).toEqual(['/gin-rummy/r/7', '/gin-rummy/r/14.6', '/sens/r/9.3']);
  });

  it('each game makes its citations in the edition asked for, English when none is', () => {
    expect(ginCitation('13', 'de').href).toBe('/de/gin-rummy/r/13');
    expect(ginCitation('13').href).toBe('/gin-rummy/r/13');
    expect(sensCitation('12.1', 'de').href).toBe('/de/sens/r/12.1');
    expect(theGameCitation('7.1', 'de').href).toBe('/de/the-game/r/7.1');
    expect(theGameCitation('7.1').href).toBe('/the-game/r/7.1');
  });

  it("SENS's German play page hands a finished game to the German score sheet", () => {
    expect(sensPlayIn('de').scoreSheet?.href).toBe('/de/sens/score-sheet/');
    expect(sensPlayIn('en').scoreSheet?.href).toBe('/sens/score-sheet/');
  });

  it("the shared desk opens its table in the page's sandbox and names the actions in the page's language", () => {
    const start = ginRummy.deal(['Ana', 'Ben'], 7);
    if (!start.ok) throw new Error(start.error);
    const played = { start: start.value, actions: [] };
    expect(sandboxHref(ginRummy, played, 'de')).toMatch(/^\/de\/gin-rummy\/sandbox\/#play=gin-rummy\./);
    expect(sandboxHref(ginRummy, played)).toMatch(/^\/gin-rummy\/sandbox\/#play=gin-rummy\./);
    const take = { type: 'take', seat: 1 } as const;
    expect(describeIn(ginRummy, ['Ana', 'Ben'], 'de')?.(take)).toBe('Ben nimmt die oberste Karte des Abwurfstapels');
    expect(describeIn(ginRummy, ['Ana', 'Ben'], 'en')?.(take)).toBe('Ben takes the top card of the discard pile');
  });
});
