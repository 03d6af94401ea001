/**
 * The §17 tournament tool in German (/de/gin-rummy/tournament/): the model's
 * lines a reader sees and the island's server render, in the German pages'
 * terms. Expectations written from the German page's words (Teilnehmer,
 * Runde, spielfrei, Schweizer System, Rundenturnier), not from output; the
 * CSV stays English wherever it was made.
 */
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { TournamentTool } from './Tournament';
import { current, drewText, readResult, recordRound, resultText, standingsToCsv, startTournament, systemLabel } from './model';

describe('the tournament model in German', () => {
  test('setup errors', () => {
    expect(startTournament('Ana', 'swiss', '', 1, 'de').errors).toEqual({ names: 'Trag 2 bis 64 Namen ein, einen pro Zeile; bisher ist es einer.' });
    expect(startTournament('Ana\nBen\nana', 'swiss', '', 1, 'de').errors).toEqual({ names: '„ana“ steht zweimal da; jeder Teilnehmer braucht einen eigenen Namen.' });
    expect(startTournament('Ana\nBen', 'swiss', '-3', 1, 'de').errors).toEqual({ seed: 'Der Seed ist eine ganze Zahl von 0 bis 4294967295, oder leer für eine neue Auslosung.' });
  });

  test('result errors, the system, a result, a tie draw', () => {
    expect(readResult([0, 1], { winner: undefined, margin: '' }, 'de')).toMatchObject({ ok: false, field: 'winner', error: 'Wähl, wer die Partie gewonnen hat, oder „Gleiche Summen“.' });
    expect(readResult([0, 1], { winner: 'a', margin: '' }, 'de')).toMatchObject({ ok: false, field: 'margin' });
    expect(systemLabel('swiss', 'de')).toBe('Schweizer System');
    expect(systemLabel('round-robin', 'de')).toBe('Rundenturnier');
    expect(resultText(['Ann', 'Ben'], { a: 0, b: 1, winner: 1, margin: 80 }, 'de')).toBe('Ben schlägt Ann mit 80');
    expect(resultText(['Ann', 'Ben'], { a: 0, b: 1, winner: null, margin: 0 }, 'de')).toBe('Ann und Ben: gleiche Summen');
    expect(drewText({ entrant: 0, place: 1, points: 0, played: 1, byes: 0, drew: [7, 13] }, 'de')).toBe('zog 7, dann K');
  });

  test('the CSV keeps its English words whatever the page', () => {
    const started = startTournament('Ana\nBen\nCem\nDia', 'round-robin', '5', 0, 'de').t!;
    const c = current(started)!;
    const r = recordRound(started, c.pairing.pairs.map(([a, b]) => ({ a, b, winner: a, margin: 10 })));
    if (!r.ok) throw new Error(r.error);
    expect(standingsToCsv(r.value).split('\r\n')[0]).toBe('System,Round robin');
  });
});

describe('the island in German', () => {
  test('the setup form in German, English without a language', () => {
    const html = render(<TournamentTool lang="de" />);
    expect(html).toContain('Ein Turnier beginnen');
    expect(html).toContain('Teilnehmer, ein Name pro Zeile (2 bis 64)');
    expect(html).toContain('0 Teilnehmer');
    expect(html).toContain('Schweizer System');
    expect(html).toContain('Erste Runde auslosen');
    expect(html).not.toMatch(/Start a tournament|Draw the first round|Round robin/);
    expect(render(<TournamentTool />)).toContain('0 entrants');
  });
});
