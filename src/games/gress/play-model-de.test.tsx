/**
 * "More actions" in German (issue 27): the view model's buttons and headings
 * and the palette's own words, worked out by hand from the German rules pages'
 * terms (Aufziehen, Aufnehmen, Tilgung, Haltehand, Tausch, Beschwerde).
 */
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { parseAction } from '../../../engine/gress/notation';
import { ACCEPTED } from '../../../engine/gress/machine';
import type { GressAction } from '../../../engine/gress/types';
import { LocaleContext } from '../../i18n/ui-text';
import { parseActionLines, playView } from './play-model';
import { PlayPanel } from './PlayPanel';
import { start } from './test-fixtures';

const describeAction = (a: GressAction) => `${a.type} by ${a.seat}`;
const noop = () => {};
const parse = (text: string) => parseAction(text, ['Ana', 'Ben', 'Cem', 'Dia']);

describe('playView in German', () => {
  it('names the cards the German way, with the player in brackets', () => {
    const v = playView({ state: start, seat: 1, lawful: [], holding: false, describe: describeAction, locale: 'de' });
    expect(v.cards.map((c) => c.label)).toEqual(['Pik-Acht spielen (Ben)', 'Herz-Dame spielen (Ben)', 'Kreuz-Zehn spielen (Ben)', 'Karo-Bube spielen (Ben)']);
    const holding = playView({ state: start, seat: 1, lawful: [], holding: true, describe: describeAction, locale: 'de' });
    expect(holding.cards[0]?.label).toBe('Pik-Acht spielen (Ben, mit der Haltehand)');
  });

  it('words every button and heading of a running game in German', () => {
    const v = playView({ state: start, seat: 2, target: 1, lawful: [{ type: 'draw', seat: 2, count: 3, hand: 'action' }], holding: false, describe: describeAction, accepted: ACCEPTED.running, locale: 'de' });
    const byGroup = Object.fromEntries(v.groups.map((g) => [g.heading, g.buttons.map((b) => b.label)]));
    expect(byGroup['Aufziehen']).toEqual(['Eine Karte aufziehen', 'Schuld tilgen: 3 Karten aufnehmen']);
    expect(byGroup['„Vorletzte“ und Marke']).toEqual(['„Vorletzte“ ansagen', 'Marke nehmen']);
    expect(byGroup['Farbe wünschen (nach einem Buben)']).toEqual(['Kreuz wünschen', 'Pik wünschen', 'Herz wünschen', 'Karo wünschen']);
    expect(byGroup['Karte an Ben abgeben (nach einer Zehn)']).toEqual(['Kreuz-Sieben an Ben abgeben', 'Pik-Dame (Kartensatz 2) an Ben abgeben', 'Herz-Neun an Ben abgeben']);
    expect(byGroup['Tausch']).toEqual(['Tausch mit Ben verlangen']);
    expect(byGroup['Beschwerde gegen Ben']).toEqual(['Beschwerde: fehlende Ansage von Ben', 'Beschwerde: Karte von Ben', 'Beschwerde: Marke von Ben']);
    expect(byGroup['Zurücknehmen, anhalten, niederlegen, Schiedsrichter']).toEqual(['Anhalten (Ziehstapel leer)', 'Carla disqualifizieren (Schiedsrichter)']);
  });

  it('names a line with an error "Zeile" (the notation and its errors stay the site\'s one notation)', () => {
    const r = parseActionLines('Ana play QS\nBob play QS', parse, 'de');
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatch(/^Zeile 2: column 1: expected a player/);
  });
});

describe('PlayPanel in German', () => {
  it('speaks German: player selector, lawful mark, holding hand, typed and simultaneous actions', () => {
    const lawful: GressAction[] = [{ type: 'draw', seat: 1, count: 1, hand: 'action' }];
    const view = playView({ state: start, seat: 1, lawful, holding: true, describe: describeAction, locale: 'de' });
    const html = render(
      <LocaleContext.Provider value="de">
        <PlayPanel view={view} holding onSeat={noop} onTarget={noop} onHolding={noop} onAction={noop} parse={parse} describe={describeAction} />
      </LocaleContext.Provider>,
    );
    expect(html).toContain('aria-label="Handeln als Ben"');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Ben<span class="gs-play__to-move"> \(am Zug\)<\/span>/);
    expect(html).toMatch(/Mit <svg class="gs-mark gs-mark--check"[^>]*aria-label="Haken"[^>]*>.*?<\/svg>: für Ben jetzt erlaubt\./);
    expect(html).not.toContain('✓');
    expect(html).toMatch(/data-lawful="true">draw by 1<span class="gs-more__mark"><svg class="gs-mark gs-mark--check"[^>]*aria-hidden="true"[^>]*>.*?<\/svg><span class="gs-sr"> \(erlaubt\)<\/span>/);
    expect(html).toContain('Haltehand benutzen (10.3)');
    expect(html).toContain('aria-label="Blatt von Ben, Haltehand"');
    expect(html).toContain('Anderer Spieler (abgeben, tauschen, beschweren):');
    expect(html).toContain('Aktion eintippen, in der Notation (z. B. <code>Ana play QS</code>');
    expect(html).toContain('>Ausführen</button>');
    expect(html).toContain('Im selben Moment (10.9): Aktionen sammeln, statt sie gleich zu spielen');
    expect(html).not.toMatch(/Act as|lawful\)|holding hand|Type an action|At the same moment/);
  });
});
