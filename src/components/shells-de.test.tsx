/**
 * The game-agnostic shells in German (issue 27), rendered on the server with
 * LocaleContext 'de' as a German page's island renders them: play against
 * bots, the referee's desk, the tools' notices, "Keep on this device". The
 * German words are the ones chosen for these views (du-form, the names the
 * German pages already use: Sandkasten, Spielzettel, Rückgängig, Link
 * kopieren, Aktion eintippen, Ausführen, Weitere Aktionen); each test also
 * checks that no English word of the view is left.
 */
import type { ComponentChildren } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '../i18n/ui-text';
import { DeskFrame } from './desk/DeskFrame';
import { Rulings } from './desk/Rulings';
import { ShareBar } from './desk/ShareBar';
import KeepGame from './offline/KeepGame';
import { EndScreen } from './play/EndScreen';
import { PlayBar } from './play/PlayBar';
import { PlaySettings } from './play/PlaySettings';
import { ReaderOptions } from './play/ReaderOptions';
import { RecentMoves } from './play/RecentMoves';
import { tallyWords } from './play/tally';
import { WaitNotes } from './play/WaitNotes';
import { CorruptNotice } from './tools/CorruptNotice';

const de = (node: ComponentChildren) => render(<LocaleContext.Provider value="de">{node}</LocaleContext.Provider>);
/** The text a reader sees or hears: tags dropped, attributes that speak (aria-label, title) kept. */
const words = (html: string) => {
  const spoken = [...html.matchAll(/(?:aria-label|title)="([^"]*)"/g)].map((m) => m[1]);
  const shown = html.replace(/<[^>]*>/g, ' ');
  return [...spoken, shown].join(' ').replace(/&#39;/g, "'").replace(/\s+/g, ' ');
};
const none = () => {};

describe('play against bots in German', () => {
  it('the bar: undo, the pace and its choices', () => {
    const text = words(de(<PlayBar headline="Du bist dran, Ana" headRef={{ current: null }} canUndo onUndo={none} onShowAll={null} pace="quick" onPace={none} />));
    expect(text).toContain('Meinen Zug zurücknehmen');
    expect(text).toContain('Züge der Bots');
    expect(text).toContain('Langsam');
    expect(text).toContain('Schnell');
    expect(text).toContain('Alle auf einmal');
    expect(text).not.toMatch(/Undo|Bot moves|Slowly|Quickly|At once/);
  });

  it('the end of a hand of Gin Rummy: Spiel vorbei, Nächstes Spiel, and the buttons', () => {
    const outcome = { heading: 'Du gewinnst', result: null, match: null, readerWon: null, breakdowns: [] };
    const text = words(
      de(<EndScreen outcome={outcome} over={false} unit="hand" tallyUnit="match" record={null} nextBy={null} onNext={none} onNewGame={none} onReplay={none} onCopyLink={none} onExport={none} onScoreSheet={none} />),
    );
    expect(text).toContain('Das Spiel ist vorbei');
    expect(text).toContain('Spiel vorbei');
    expect(text).toContain('Nächstes Spiel');
    expect(text).toContain('Schritt für Schritt nachspielen');
    expect(text).toContain('Als Link teilen');
    expect(text).toContain('Als Szenario exportieren');
    expect(text).toContain('Auf den Spielzettel');
    expect(text).not.toMatch(/over|Next|Replay|Share|Export|score sheet/);
  });

  it('the end of a match: Neue Partie', () => {
    const outcome = { heading: 'Ben gewinnt', result: null, match: null, readerWon: false, breakdowns: [] };
    const text = words(de(<EndScreen outcome={outcome} over unit="deal" tallyUnit="match" record={null} nextBy={null} onNext={none} onNewGame={none} onReplay={none} onCopyLink={none} onExport={null} onScoreSheet={null} />));
    expect(text).toContain('Die Partie ist vorbei');
    expect(text).toContain('Partie vorbei');
    expect(text).toContain('Neue Partie');
  });

  it('the record: Partien counted as German counts them', () => {
    expect(tallyWords({ won: 1, lost: 2, drawn: 0, counted: [] }, 'match', 'de')).toBe('In diesem Browser hast du 1 Partie gegen die Bots gewonnen und 2 verloren.');
    expect(tallyWords({ won: 3, lost: 0, drawn: 1, counted: [] }, 'game', 'de')).toBe('In diesem Browser hast du 3 Partien gegen die Bots gewonnen und 0 verloren, 1 unentschieden.');
  });

  it('before the first move, the wait notes, the reader\'s options and the settings', () => {
    expect(words(de(<RecentMoves mine={null} refused={null} bots={[]} intro="Du spielst Ana gegen Ben, einen Bot." />))).toContain('Dein Spiel');
    const paused = words(de(<WaitNotes status="paused" waitingFor="Ben" canPass={false} onGoOn={none} onUndo={none} />));
    expect(paused).toContain('Bots weitermachen lassen');
    expect(paused).toContain('Zurücknehmen');
    const options = words(
      de(<ReaderOptions lawful={['a', 'b']} more={[]} describe={(a) => a} format={(a) => a} parse={() => ({ ok: false, error: 'x' })} act={none} example="Ana discard 7H" hintsOpen={false} onHintsToggle={none} />),
    );
    expect(options).toContain('Was kann ich tun? (2 erlaubte Aktionen)');
    expect(options).toContain('Weitere Aktionen');
    expect(options).toContain('Aktion eintippen');
    expect(options).toContain('Ausführen');
    const setup = { names: ['Ana', 'Ben'], levels: [], initial: { seat: 0, level: null, seed: 7 } };
    const settings = words(de(<PlaySettings setup={setup} value={setup.initial} enabled onDeal={none} />));
    expect(settings).toContain('Du spielst');
    expect(settings).toContain('Ana (Platz 1)');
    expect(settings).toContain('Neu geben');
    expect(settings).not.toMatch(/You play|seat|New deal/);
  });
});

describe("the referee's desk in German", () => {
  it('the tabs and the share row', () => {
    const frame = words(
      de(
        <DeskFrame idBase="d" gameId="sens" view="table" setView={none} ready note={null} quickTitle="Schnellprüfung" quickAnchor="quick" count={2} quick={() => null} table={() => null} happened={() => null} share={<ShareBar sandbox="/sens/sandbox/#x" copied={null} onCopy={none} idBase="d" />} />,
      ),
    );
    expect(frame).toContain('Der Schiedsrichtertisch');
    expect(frame).toContain('Aufbauen');
    expect(frame).toContain('Was passiert ist (2)');
    expect(frame).toContain('Link kopieren');
    expect(frame).toContain('Im Sandkasten öffnen');
    expect(frame).not.toMatch(/Set up|What happened|Copy link|sandbox /);
  });

  it("a ruling: the game's German line, its verdict and its paragraphs under /de/", () => {
    const ruling = { action: 'Ana play 7H', classification: 'foul', lawful: false, citations: ['9.4'], summary: 'English line', events: [] };
    const html = de(<Rulings gameId="sens" steps={[{ text: 'Ana play 7H', action: null, ruling, error: null, after: null }]} titleOf={() => null} say={() => 'Deutsche Zeile'} />);
    expect(words(html)).toContain('nicht erlaubt');
    expect(words(html)).toContain('Deutsche Zeile');
    expect(words(html)).toContain('Entschieden nach');
    expect(html).toContain('href="/de/sens/r/9.4"');
    expect(html).not.toContain('English line');
  });
});

describe('tools and offline in German', () => {
  it('the damaged-data notice', () => {
    const text = words(de(<CorruptNotice idBase="s" what="Spielzettel" message="…" raw="{" fileName="x.json" onReset={none} />));
    expect(text).toContain('Gespeichert, aber beschädigt: Spielzettel');
    expect(text).toContain('Löschen und neu anfangen');
  });

  it('"Keep on this device" on a German page, before the check', () => {
    const text = words(render(<KeepGame game="sens" title="SENS" lang="de" />));
    expect(text).toContain('SENS auf diesem Gerät behalten');
    expect(text).toContain('Behalte Regeln, Beispiele, Spielseite, Werkzeuge und Spielzettel von SENS auf diesem Gerät');
    expect(words(render(<KeepGame game="sens" title="SENS" />))).toContain('Keep SENS on this device');
  });
});
