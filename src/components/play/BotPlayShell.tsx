/**
 * Play against bots, for any game on the protocol: the reader takes one seat
 * and the game's bots (Game.botChoice, at the level chosen) play the others,
 * turn by turn. The deal comes from a seed in the page address
 * (?seed=&seat=&level=, play-setup.ts); a #play= share link reopens a game.
 *
 * The reader acts on the game's own table (its PlayGlue.Table shows the
 * reader's view: the bots' hands face down unless the learning toggle shows
 * them), or from "What could I do?" and "More actions". Every try goes
 * through the engine: a try it refuses shows its ruling and is not kept; an
 * accepted irregular action stands and the bots wait until the reader lets
 * them go on, uses what the rules allow next, or undoes it. The bots answer
 * at once or one move at a time (at once when the reader's system asks for
 * reduced motion).
 *
 * When a hand is over the end screen (EndScreen.tsx) gives the result and
 * the match, the next hand dealt by the right dealer (and the next match,
 * where the rules say who deals it), the replay step by
 * step (the sandbox's stepper), a share link, a scenario file where the game
 * can write one, and the hand-off to the game's score sheet.
 *
 * Server render and first client render show the page's own deal with the
 * controls not yet usable; the engine is loaded with import() after
 * hydration, and only then is the address read.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Game, Parsed } from '../../../engine/core/game';
import { playOn, replay, type Played } from '../../../engine/core/played';
import { decodeShareLink, encodeShareLink, fnv1a, formatPlayed, parsePlayed, plain, type PlayedText } from '../../../engine/core/share-link';
import { readStorage, writeStorage } from '../tools/csv';
import { copyPageLink } from '../sandbox/copy-link';
import type { PlayKit } from '../sandbox/game-ui';
import { hashForLink, linkFromHash } from '../sandbox/play-hash';
import { stepView, type Paragraphs, type StepView } from '../sandbox/step-view';
import { answerBots, beforeReadersLast, botMove, changedNothing } from './bot-answers';
import { EndScreen } from './EndScreen';
import { playQuery, randomSeed, readPlayQuery, type PlayChoice, type PlaySetup } from './play-setup';
import type { PlayGlue } from './play-ui';
import { PlaySettings } from './PlaySettings';
import { ReaderOptions } from './ReaderOptions';
import { RecentMoves } from './RecentMoves';
import { ReplayView } from './ReplayView';
import { EMPTY_TALLY, parseTally, recordResult, serialiseTally, tallyStorageKey, tallyWords, type Tally } from './tally';
import '../sandbox/sandbox-base.css';
import '../sandbox/sandbox.css';
import './play.css';

/** How long a bot's move stays on screen before the next one, when they are shown one at a time. */
export const BOT_STEP_MS = 650;

export interface BotPlayProps<S> {
  readonly setup: PlaySetup;
  /** The page's own deal (setup.initial), for the server render. */
  readonly initial: S;
  /** The game's sandbox page, where a share link also opens: "/gin-rummy/sandbox/". */
  readonly sandboxPath: string;
}

interface Session<S, A> {
  readonly choice: PlayChoice;
  readonly played: Played<S, A>;
  /** Counts games started on this page, so forms and the tally reset per game. */
  readonly id: number;
}

type Status = 'loading' | 'bots' | 'paused' | 'turn' | 'option' | 'hand-over' | 'over' | 'stuck';

function readLink<S, A extends { readonly seat: number }>(game: Game<S, A, string>, kit: PlayKit<S, A>, gameId: string, link: string): Parsed<PlayedText<S, A>> {
  if (kit.readShareLink) return kit.readShareLink(link);
  const decoded = decodeShareLink(link);
  if (!decoded.ok) return decoded;
  if (decoded.gameId !== gameId) return { ok: false, error: `share link: this link is a game of ${plain(decoded.gameId)}, not of ${game.title}` };
  const played = parsePlayed(game, decoded.text);
  return played.ok ? played : { ok: false, error: `share link: the game in it does not read: ${plain(played.error)}` };
}

const prefersReducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function BotPlayShell<S, A extends { readonly seat: number }>(props: BotPlayProps<S> & { glue: PlayGlue<S, A> }) {
  const { setup, initial, sandboxPath, glue } = props;
  const { ui, Table } = glue;
  const paragraphs: Paragraphs = useMemo(() => ({ gameId: ui.id, title: ui.paragraphTitle }), [ui]);
  const [loaded, setLoaded] = useState<{ game: Game<S, A, string>; kit: PlayKit<S, A> } | null>(null);
  const [session, setSession] = useState<Session<S, A> | null>(null);
  /** The frame on screen: below the last one while the bots' moves are shown one at a time. */
  const [shown, setShown] = useState(0);
  const [refused, setRefused] = useState<StepView | null>(null);
  const [paused, setPaused] = useState(false);
  const [notices, setNotices] = useState<readonly string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [showHands, setShowHands] = useState(false);
  const [oneByOne, setOneByOneState] = useState(true);
  /** The same, for callbacks made before the last render (the engine's arrival after hydration). */
  const oneByOneRef = useRef(true);
  const setOneByOne = (value: boolean) => {
    oneByOneRef.current = value;
    setOneByOneState(value);
  };
  const [replaying, setReplaying] = useState(false);
  const [hintsOpen, setHintsOpen] = useState(false);
  const [link, setLink] = useState<{ url: string; copied: boolean; sandbox: string } | null>(null);
  const [exported, setExported] = useState<{ ok: boolean; text: string } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [tally, setTally] = useState<{ tally: Tally; error: string | null }>({ tally: EMPTY_TALLY, error: null });
  const headRef = useRef<HTMLParagraphElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const recentRef = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);
  /** Whether the reader has had focus in the game: only then is it kept there. */
  const focusedIn = useRef(false);
  /** Whether the reader has acted in this game on this page: a game opened finished from a link is not the reader's to count. */
  const readerActed = useRef(false);

  const game = loaded?.game ?? null;
  const reader = session?.choice.seat ?? setup.initial.seat;
  const level = session?.choice.level ?? undefined;
  const played = session?.played ?? null;
  const total = played?.actions.length ?? 0;
  const at = Math.min(shown, total);
  const state: S = played ? played.frames[at].state : initial;
  const revealing = played !== null && at < total;

  /** Puts `next` on the table, from frame `from` on one move at a time when so chosen (the bots' answers), else at once. */
  const commit = (next: Played<S, A>, from: number, choice?: PlayChoice) => {
    setSession((old) => ({ choice: choice ?? old!.choice, played: next, id: choice ? nextId.current++ : old!.id }));
    setShown(oneByOneRef.current ? Math.min(from, next.actions.length) : next.actions.length);
    setLink(null);
    setExported(null);
    setActionError(null);
  };

  const answer = (g: Game<S, A, string>, p: Played<S, A>, seat: number, lv: string | undefined) => answerBots(g, p, { reader: seat, level: lv, stop: glue.handOver });

  const startDeal = (g: Game<S, A, string>, choice: PlayChoice, writeAddress: boolean) => {
    const dealt = g.deal(setup.names, choice.seed);
    if (!dealt.ok) {
      setFailure(`The deal failed: ${dealt.error}`);
      return;
    }
    begin(g, dealt.value, choice);
    if (writeAddress) history.replaceState(history.state, '', `${window.location.pathname}${playQuery(choice)}`);
  };

  /** A new game from `start` (a fresh deal, or the first deal of the next match): the bots answer until the reader is due. */
  const begin = (g: Game<S, A, string>, start: S, choice: PlayChoice) => {
    readerActed.current = false;
    setPaused(false);
    setRefused(null);
    setReplaying(false);
    commit(answer(g, replay(g, start, []), choice.seat, choice.level ?? undefined), 0, choice);
  };

  useEffect(() => {
    let live = true;
    if (prefersReducedMotion()) setOneByOne(false);
    const stored = readStorage(tallyStorageKey(ui.id));
    const parsed = parseTally(stored.raw);
    setTally(parsed.ok ? { tally: parsed.tally, error: stored.error } : { tally: EMPTY_TALLY, error: parsed.error });
    Promise.all([ui.loadGame(), ui.loadPlayKit ? ui.loadPlayKit() : Promise.resolve({} as PlayKit<S, A>)]).then(
      ([g, kit]) => {
        if (!live) return;
        setLoaded({ game: g, kit });
        const asked = readPlayQuery(window.location.search, setup);
        const said = asked.errors.map((e) => `The address asks for something this page cannot deal (${e}).`);
        const shared = linkFromHash(window.location.hash);
        if (shared !== null) {
          const text = readLink(g, kit, ui.id, shared);
          const players = text.ok ? g.playersOf(text.value.start).length : 0;
          if (text.ok && players === setup.names.length) {
            const choice = asked.freshSeed ? { ...asked.choice, seed: randomSeed() } : asked.choice;
            setNotices([...said, 'Opened from a share link: the game as it was shared, you playing the seat the address names.']);
            setPaused(false);
            commit(answer(g, replay(g, text.value.start, text.value.actions), choice.seat, choice.level ?? undefined), text.value.actions.length, choice);
            return;
          }
          const why = text.ok ? `it is a game for ${players} players, and this page seats ${setup.names.length}` : text.error;
          said.push(`The shared game in the address cannot be opened (${why}); here is a fresh deal instead.`);
        }
        setNotices(said.length > 0 && !asked.freshSeed ? [...said, 'Here is the deal with the rest of the address.'] : said);
        const choice = asked.freshSeed ? { ...asked.choice, seed: randomSeed() } : asked.choice;
        startDeal(g, choice, asked.freshSeed || said.length > 0);
      },
      () => live && setFailure('The rules engine could not be loaded; check the connection and reload the page.'),
    );
    return () => {
      live = false;
    };
  }, []);

  // The bots' moves one at a time: the next one after a pause, until the last is on screen.
  useEffect(() => {
    if (!revealing) return;
    const timer = setTimeout(() => setShown((s) => s + 1), BOT_STEP_MS);
    return () => clearTimeout(timer);
  }, [revealing, at]);

  // A played card's button goes with the card: keep focus in the game (once the reader is in it), without scrolling a phone away from the table.
  useEffect(() => {
    const active = document.activeElement;
    if (focusedIn.current && (!active || active === document.body || !active.isConnected)) headRef.current?.focus({ preventScroll: true });
  }, [at, session]);

  const lawful = useMemo<readonly A[]>(() => (game && played && !revealing && !game.isOver(state) ? game.lawfulActions(state, reader) : []), [game, played, state, revealing, reader]);

  let status: Status = 'loading';
  if (game && played) {
    if (revealing) status = 'bots';
    else if (paused) status = 'paused';
    else if (game.isOver(state)) status = 'over';
    else if (glue.handOver(state)) status = 'hand-over';
    else if (glue.toAct(state) === reader) status = 'turn';
    else if (lawful.length > 0) status = 'option';
    else status = 'stuck';
  }

  const names = game ? game.playersOf(state) : setup.names;
  const me = names[reader] ?? setup.names[reader];
  const describe = (a: A) => (game ? (game.describeAction?.(a, names) ?? game.formatAction(a, names)) : '');
  const format = (a: A) => (game ? game.formatAction(a, names) : '');

  const act = (action: A) => {
    if (!game || !played || (status !== 'turn' && status !== 'option' && status !== 'paused')) return;
    if (action.seat !== reader) {
      setRefused({
        index: 1, action: format(action), label: describe(action), says: null, classification: 'not yours', lawful: false,
        summary: `You play ${me}; the bots play ${names[action.seat] ?? 'the other seats'}. Try a move of ${me}'s.`, citations: [], pending: [],
      });
      return;
    }
    const applied = game.apply(state, action);
    if (changedNothing(state, applied.state)) {
      const step = stepView({ action: applied.ruling.action, ruling: applied.ruling, says: null, label: describe(action) }, 1, paragraphs);
      setRefused({ ...step, summary: `${step.summary ?? ''} Nothing has changed: try something else.` });
      return;
    }
    setRefused(null);
    setPaused(false);
    readerActed.current = true;
    const mine = playOn(game, played, total, action);
    if (!applied.ruling.lawful) {
      // An irregular action stands: the bots wait while the reader reads the ruling and decides what comes next.
      setPaused(true);
      commit(mine, mine.actions.length);
      return;
    }
    commit(answer(game, mine, reader, level), mine.actions.length);
  };

  /** An action chosen from the lists below the table: the reader is taken back up to its ruling and the table. */
  const actFromList = (action: A) => {
    act(action);
    requestAnimationFrame(() => recentRef.current?.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' }));
  };

  const goOn = () => {
    if (!game || !played) return;
    let next = played;
    if (status === 'option' && glue.passOn) {
      const pass = glue.passOn(state, reader);
      if (!pass) return;
      next = playOn(game, played, total, pass);
    }
    setPaused(false);
    commit(answer(game, next, reader, level), played.actions.length + 1);
  };

  const takeBack = () => {
    if (!played) return;
    const before = beforeReadersLast(played, reader);
    if (!before) return;
    setPaused(false);
    setRefused(null);
    setReplaying(false);
    commit(before, before.actions.length);
  };

  const nextHand = () => {
    if (!game || !played) return;
    let next: Played<S, A> | null;
    if (glue.toAct(state) === reader) {
      const deal = glue.dealNext?.(state, lawful) ?? null;
      next = deal ? playOn(game, played, total, deal) : null;
    } else next = botMove(game, played, reader, level);
    if (!next) {
      setActionError('The next hand could not be dealt here; start a new deal.');
      return;
    }
    setRefused(null);
    setReplaying(false);
    commit(answer(game, next, reader, level), played.actions.length + 1);
    headRef.current?.focus({ preventScroll: true });
  };

  const deal = (choice: PlayChoice) => {
    if (!game) return;
    setNotices([]);
    startDeal(game, choice, true);
    headRef.current?.focus({ preventScroll: true });
  };

  /** Who deals the next match, when the rules name the dealer (PlayGlue.nextMatch). */
  const nextMatch = status === 'over' ? (glue.nextMatch?.(state) ?? null) : null;

  /**
   * A new match: dealt by whoever the rules name (a fresh game whose start is
   * that first deal; the page address keeps the seed it had, since a seed
   * alone does not say who deals), else a fresh deal with a new seed.
   */
  const newMatch = () => {
    if (!game || !session) return;
    if (!nextMatch) {
      deal({ ...session.choice, seed: randomSeed() });
      return;
    }
    const applied = game.apply(state, nextMatch.deal(randomSeed()));
    if (!applied.ruling.lawful) {
      setActionError(`The next match could not be dealt here (${applied.ruling.summary}); start a new deal.`);
      return;
    }
    setNotices([]);
    begin(game, applied.state, session.choice);
    headRef.current?.focus({ preventScroll: true });
  };

  const shareText = () => (game && played ? encodeShareLink(ui.id, formatPlayed(game, played)) : '');
  const copyLink = () => {
    if (!game || !played || !session) return;
    const text = shareText();
    const { url, copied } = copyPageLink(`${playQuery(session.choice)}${hashForLink(text)}`);
    const sandbox = `${sandboxPath}${hashForLink(text)}`;
    setLink({ url, copied: false, sandbox });
    copied.then((ok) => (ok ? setLink({ url, copied: true, sandbox }) : linkRef.current?.select()));
  };

  // A game's own exporter if it has one; else the platform's, from the seeded deal this page dealt (engine/core/export-played.ts).
  const exportScenario = loaded?.kit.exportScenario;
  const doExport = async () => {
    if (!played || !game || !session) return;
    try {
      const result = exportScenario
        ? await exportScenario(played, false, undefined)
        : (await import('../../../engine/core/export-played')).exportPlayed(game, { players: game.playersOf(played.start), seed: session.choice.seed, actions: played.actions });
      setExported(result.ok ? { ok: true, text: result.value } : { ok: false, text: result.error });
    } catch {
      setExported({ ok: false, text: 'The exporter could not be loaded; reload the page and try again.' });
    }
  };

  const sheet = glue.scoreSheet;
  const toSheet = async () => {
    if (!sheet || !played) return;
    try {
      const handed = await sheet.handOff(played);
      if (!handed.ok) return setActionError(handed.error);
      window.location.assign(sheet.href);
    } catch {
      setActionError('The score sheet could not be reached; check the connection and try again.');
    }
  };

  // A finished game counts once in the reader's record (by its start, seat and level).
  const outcome = game && played && (status === 'hand-over' || status === 'over') ? glue.outcome(state, reader) : null;
  const overKey = status === 'over' && game && played && session ? `${ui.id}:${fnv1a(new TextEncoder().encode(game.formatPosition(played.start))).toString(36)}:${reader}:${session.choice.level ?? '-'}` : null;
  useEffect(() => {
    if (!overKey || !outcome || tally.error || !readerActed.current) return;
    const next = recordResult(tally.tally, overKey, outcome.readerWon === null ? 'drawn' : outcome.readerWon ? 'won' : 'lost');
    if (next === tally.tally) return;
    setTally({ tally: next, error: writeStorage(tallyStorageKey(ui.id), serialiseTally(next)) });
  }, [overKey]);

  // The end of a hand the reader played to: its result comes into view and takes focus (its buttons are next).
  const ended = status === 'hand-over' || status === 'over';
  const wasEnded = useRef(false);
  useEffect(() => {
    if (ended && !wasEnded.current && focusedIn.current) {
      const screen = recentRef.current?.querySelector<HTMLElement>('.pv-end');
      screen?.focus({ preventScroll: true });
      recentRef.current?.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
    wasEnded.current = ended;
  }, [ended]);

  /** Where the last hand began: the replay starts there. */
  const handStart = () => {
    if (!played) return 0;
    for (let i = played.frames.length - 2; i >= 0; i--) if (glue.handOver(played.frames[i].state)) return i + 1;
    return 0;
  };

  // What just happened: the reader's last action up to the frame on screen, and the bots' moves after it.
  const recent = useMemo(() => {
    if (!played) return { mine: null, bots: [] as StepView[] };
    let mine: StepView | null = null;
    const bots: StepView[] = [];
    for (let i = at; i >= 1; i--) {
      const frame = played.frames[i];
      if (played.actions[i - 1].seat === reader) {
        mine = stepView(frame, i, paragraphs);
        break;
      }
      bots.unshift(stepView(frame, i, paragraphs));
      if (glue.handOver(played.frames[i - 1].state)) break;
    }
    return { mine, bots };
  }, [played, at, reader, paragraphs]);

  const bot = (seat: number) => names[seat] ?? `seat ${seat + 1}`;
  const levelLabel = setup.levels.find((l) => l.id === (session?.choice.level ?? setup.initial.level))?.label ?? null;
  const toActName = played ? bot(glue.toAct(state)) : '';
  const headline: Record<Status, string> = {
    loading: failure ? 'No game' : 'Loading the rules engine…',
    bots: `${toActName} is playing…`,
    paused: 'Your action stands against the rules: the bots wait',
    turn: `Your turn, ${me}`,
    option: `You may act now, ${me}`,
    'hand-over': `The ${glue.unit} is over`,
    over: `The ${glue.tallyUnit} is over`,
    stuck: 'Nobody can act here',
  };
  const readerMay = status === 'turn' || status === 'option' || status === 'paused';
  const playOnTable = readerMay && glue.toAct(state) === reader ? { lawfulOf: (seat: number) => (seat === reader ? lawful : []), act } : undefined;
  const more = game && readerMay && glue.moreActions ? glue.moreActions(state, reader, (seat) => (seat === reader ? lawful : []), describe, format) : [];
  const intro = `You play ${me}${setup.names.length > 2 ? `; ${names.filter((_, i) => i !== reader).join(', ')} are bots` : ` against ${names.filter((_, i) => i !== reader).join(', ')}, a bot`}${levelLabel ? ` (${levelLabel})` : ''}.`;

  return (
    <div class="gs-sandbox pv-root not-content" role="group" aria-label="Play against the bots" data-status={status} data-ready={status !== 'loading' && status !== 'bots' ? 'true' : 'false'} data-pagefind-ignore onFocusIn={() => (focusedIn.current = true)}>
      <div class="gs-controls pv-bar">
        <p class="gs-counter pv-headline" tabIndex={-1} ref={headRef}>
          {headline[status]}
        </p>
        <div class="gs-controls__buttons">
          <button type="button" class="gs-button" disabled={!played || !beforeReadersLast(played, reader) || revealing} onClick={takeBack}>
            <span aria-hidden="true">↶ </span>Undo my move
          </button>
          {revealing && (
            <button type="button" class="gs-button" onClick={() => setShown(total)}>
              Show all moves
            </button>
          )}
          <label class="pv-speed">
            Bot moves{' '}
            <select
              value={oneByOne ? 'one' : 'all'}
              onChange={(e) => {
                const one = (e.currentTarget as HTMLSelectElement).value === 'one';
                setOneByOne(one);
                if (!one) setShown(total);
              }}
            >
              <option value="one">one at a time</option>
              <option value="all">at once</option>
            </select>
          </label>
        </div>
      </div>
      <p class="gs-sr" aria-live="polite" aria-atomic="true">
        {recent.bots.length > 0 ? `${recent.bots[recent.bots.length - 1].label ?? recent.bots[recent.bots.length - 1].action}. ` : ''}
        {status === 'turn' || status === 'option' || status === 'hand-over' || status === 'over' ? headline[status] : ''}
      </p>
      {notices.map((n) => (
        <p key={n} class="gs-play__error pv-notice" role="alert">
          {n}
        </p>
      ))}
      {failure && (
        <p class="gs-play__error" role="alert">
          {failure}
        </p>
      )}
      {link && (
        <div class="gs-play__link pv-link">
          <label>
            {link.copied ? 'Link copied to the clipboard: ' : 'Copy this link: '}
            <input ref={linkRef} type="text" readOnly value={link.url} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
          </label>
          <p>
            It reopens this game here, with you in the same seat; <a href={link.sandbox}>open it in the sandbox</a> to act for every player.
          </p>
        </div>
      )}
      {exported && (
        <div class="gs-play__export">
          {exported.ok ? (
            <label>
              Scenario file (YAML):
              <textarea readOnly rows={12} value={exported.text} class="gs-play__yaml" />
            </label>
          ) : (
            <p class="gs-play__error" role="alert">
              {exported.text}
            </p>
          )}
        </div>
      )}
      {actionError && (
        <p class="gs-play__error" role="alert">
          {actionError}
        </p>
      )}
      {replaying && played ? (
        <ReplayView frames={played.frames} initial={handStart()} paragraphs={paragraphs} Table={Table} reader={reader} onClose={() => setReplaying(false)} />
      ) : (
        <>
          <div class="pv-top" ref={recentRef}>
            {outcome ? (
              <EndScreen
                outcome={outcome}
                over={status === 'over'}
                unit={glue.unit}
                tallyUnit={glue.tallyUnit}
                record={status === 'over' ? (tally.error ?? tallyWords(tally.tally, glue.tallyUnit)) : null}
                nextBy={
                  status === 'hand-over'
                    ? glue.toAct(state) === reader
                      ? `You deal the next ${glue.unit}.`
                      : `${bot(glue.toAct(state))} deals the next ${glue.unit}.`
                    : nextMatch
                      ? `${nextMatch.seat === reader ? 'You deal' : `${bot(nextMatch.seat)} deals`} the next ${glue.tallyUnit}: ${nextMatch.why}.`
                      : null
                }
                onNext={glue.dealNext ? nextHand : null}
                onNewGame={newMatch}
                onReplay={() => setReplaying(true)}
                onCopyLink={copyLink}
                onExport={doExport}
                onScoreSheet={sheet ? toSheet : null}
              />
            ) : (
              <RecentMoves mine={recent.mine} refused={refused} bots={recent.bots} intro={intro} />
            )}
          </div>
          {status === 'paused' && (
            <p class="pv-wait">
              <span>Read the ruling above: the rules say what follows from it. Then let the bots go on, use what the rules allow now (What could I do?), or undo it.</span>{' '}
              <button type="button" class="gs-button pv-primary" onClick={goOn}>
                Let the bots go on
              </button>{' '}
              <button type="button" class="gs-button" onClick={takeBack}>
                Undo it
              </button>
            </p>
          )}
          {status === 'option' && (
            <p class="pv-wait">
              <span>The game waits for {toActName}, but you may act first (see What could I do?).</span>{' '}
              {glue.passOn?.(state, reader) && (
                <button type="button" class="gs-button pv-primary" onClick={goOn}>
                  Let play go on
                </button>
              )}
            </p>
          )}
          {status === 'stuck' && <p class="gs-play__error">The bots have no move in this position and neither have you: undo your last move or start a new deal.</p>}
          <Table state={state} reader={reader} showHands={showHands || outcome !== null} onToggleHands={() => setShowHands((v) => !v)} play={playOnTable} />
          {game && readerMay && (
            <ReaderOptions
              lawful={lawful}
              more={more}
              describe={describe}
              format={format}
              parse={(text) => game.parseAction(text, names)}
              act={actFromList}
              example={lawful[0] ? format(lawful[0]) : `${me} …`}
              hintsOpen={hintsOpen}
              onHintsToggle={setHintsOpen}
            />
          )}
        </>
      )}
      <PlaySettings key={session?.id ?? 0} setup={setup} value={session?.choice ?? setup.initial} enabled={game !== null} onDeal={deal} />
    </div>
  );
}
