/**
 * Play against bots, for any game on the protocol: the reader takes one seat
 * and the game's bots (Game.botChoice, at the level chosen) play the others,
 * turn by turn. The deal comes from a seed in the page address
 * (?seed=&seat=&level=, play-setup.ts); a #play= share link reopens a game.
 *
 * The reader acts on the game's own table (its PlayGlue.Table shows the
 * reader's view: the bots' hands face down unless the learning toggle shows
 * them), or from "What could I do?" and "More actions". Every try goes
 * through the engine (play-commands.ts). The bots' moves come one at a time
 * at the pace the reader picks, or all at once (use-reveal.ts); a first visit
 * starts gently and later visits keep the reader's level and pace
 * (play-prefs.ts).
 *
 * One screen: the status bar, the latest ruling, the table and the reader's
 * hand fit 375 x 812 and 1280 x 800 together (play.css: the ruling beside
 * the table on a wide screen, the reader's hand pinned to the bottom of a
 * phone's screen while the table is in view).
 *
 * When a hand is over the end screen (EndScreen.tsx) gives the result, where
 * each player's points come from, the match, and what to do next.
 *
 * Server render and first client render show the page's own deal with the
 * controls not yet usable; the engine is loaded with import() after
 * hydration, and only then is the address read (use-opening.ts).
 */
import { useMemo, useState } from 'preact/hooks';
import type { Message } from '../../../engine/core/messages';
import { fnv1a } from '../../../engine/core/share-link';
import type { Parsed } from '../../../engine/core/game';
import { gameSayOf, sayReason } from '../../../engine/core/reasons';
import { KeepLocale, type Locale, LocaleContext, uiText, useLocale, useUiText } from '../../i18n/ui-text';
import type { Paragraphs } from '../sandbox/step-view';
import { beforeReadersLast } from './bot-answers';
import { EndScreen } from './EndScreen';
import { playCommands, type Commands } from './play-commands';
import { paceInfo, PACES, startingPace } from './play-prefs';
import type { PlaySetup } from './play-setup';
import type { PlayGlue, PlayOutcome } from './play-ui';
import { PlayBar } from './PlayBar';
import { PlayMessages } from './PlayMessages';
import { unitWords } from './play-words';
import { PlaySettings } from './PlaySettings';
import { ReaderOptions } from './ReaderOptions';
import { handStart, recentMoves } from './recent';
import { RecentMoves } from './RecentMoves';
import { ReplayView } from './ReplayView';
import { tallyWords, type Result } from './tally';
import { useBotGame, type BotGame, type Status } from './use-bot-game';
import { useOpening } from './use-opening';
import { usePlayFocus, type PlayFocus } from './use-play-focus';
import { loadPrefs, usePlayPrefs } from './use-play-prefs';
import { sharingActions, useSharingState, type SharingActions } from './use-sharing';
import { useTally } from './use-tally';
import { WaitNotes } from './WaitNotes';
import '../sandbox/sandbox-base.css';
import '../sandbox/sandbox.css';
import './play.css';

export interface BotPlayProps<S> {
  readonly setup: PlaySetup;
  /** The page's own deal (setup.initial), for the server render. */
  readonly initial: S;
  /** The game's sandbox page, where a share link also opens: "/gin-rummy/sandbox/". */
  readonly sandboxPath: string;
  /** The page's language (Astro.currentLocale); English when not given. */
  readonly lang?: Locale;
}

type Glued<S, A extends { readonly seat: number }> = BotPlayProps<S> & { glue: PlayGlue<S, A> };

const TEXT = uiText({
  en: {
    noGame: 'No game',
    loading: 'Loading the rules engine…',
    playing: (who: string) => `${who} is playing…`,
    paused: 'Your action stands against the rules: the bots wait',
    turn: (me: string) => `Your turn, ${me}`,
    option: (me: string) => `You may act now, ${me}`,
    isOver: (theUnit: string) => `${theUnit} is over`,
    stuck: 'Nobody can act here',
    seat: (n: number) => `seat ${n}`,
    youDeal: 'You deal',
    deals: (who: string) => `${who} deals`,
    youPlay: (me: string) => `You play ${me}`,
    areBots: (others: string) => `; ${others} are bots`,
    againstBot: (other: string) => ` against ${other}, a bot`,
    root: 'Play against the bots',
  },
  de: {
    noGame: 'Kein Spiel',
    loading: 'Die Regel-Engine wird geladen …',
    playing: (who) => `${who} spielt …`,
    paused: 'Deine Aktion verstößt gegen die Regeln und bleibt stehen: Die Bots warten',
    turn: (me) => `Du bist dran, ${me}`,
    option: (me) => `Du darfst jetzt handeln, ${me}`,
    isOver: (theUnit) => `${theUnit} ist vorbei`,
    stuck: 'Hier kann niemand handeln',
    seat: (n) => `Platz ${n}`,
    youDeal: 'Du gibst',
    deals: (who) => `${who} gibt`,
    youPlay: (me) => `Du spielst ${me}`,
    areBots: (others) => `; ${others} sind Bots`,
    againstBot: (other) => ` gegen ${other}, einen Bot`,
    root: 'Gegen Bots spielen',
  },
});
type Words = typeof TEXT.en;

function headlineOf<S, A extends { readonly seat: number }>(core: BotGame<S, A>, glue: PlayGlue<S, A>, t: Words, locale: Locale): string {
  const toAct = core.played ? (core.names[glue.toAct(core.state)] ?? '') : '';
  const words: Record<Status, string> = {
    loading: core.failure ? t.noGame : t.loading,
    bots: t.playing(toAct),
    paused: t.paused,
    turn: t.turn(core.me),
    option: t.option(core.me),
    'hand-over': t.isOver(unitWords(glue.unit, locale).The),
    over: t.isOver(unitWords(glue.tallyUnit, locale).The),
    stuck: t.stuck,
  };
  return words[core.status];
}

/** Who deals next, in words, once a hand (or the match) is over. */
function nextByOf<S, A extends { readonly seat: number }>(core: BotGame<S, A>, glue: PlayGlue<S, A>, t: Words, locale: Locale): string | null {
  const name = (seat: number) => core.names[seat] ?? t.seat(seat + 1);
  if (core.status === 'hand-over') {
    const dealer = glue.toAct(core.state);
    return `${dealer === core.reader ? t.youDeal : t.deals(name(dealer))} ${unitWords(glue.unit, locale).theNext}.`;
  }
  const next = core.status === 'over' ? (glue.nextMatch?.(core.state) ?? null) : null;
  return next ? `${next.seat === core.reader ? t.youDeal : t.deals(name(next.seat))} ${unitWords(glue.tallyUnit, locale).theNext}: ${next.why}.` : null;
}

function introOf(setup: PlaySetup, names: readonly string[], reader: number, level: string | null, t: Words): string {
  const me = names[reader] ?? setup.names[reader] ?? '';
  const others = names.filter((_, i) => i !== reader).join(', ');
  const label = setup.levels.find((l) => l.id === level)?.label ?? null;
  return `${t.youPlay(me)}${setup.names.length > 2 ? t.areBots(others) : t.againstBot(others)}${label ? ` (${label})` : ''}.`;
}

interface SideProps<S, A extends { readonly seat: number }> {
  readonly core: BotGame<S, A>;
  readonly glue: PlayGlue<S, A>;
  readonly setup: PlaySetup;
  readonly paragraphs: Paragraphs;
  readonly outcome: PlayOutcome | null;
  readonly record: string | null;
  readonly commands: Commands<A>;
  readonly shares: SharingActions;
  readonly focus: PlayFocus;
  readonly onReplay: () => void;
}

/** Beside (or above) the table: the latest ruling and the bots' moves since, or the end of the hand; then what the table waits for. */
function Side<S, A extends { readonly seat: number }>({ core, glue, setup, paragraphs, outcome, record, commands, shares, focus, onReplay }: SideProps<S, A>) {
  const recent = useMemo(() => recentMoves(core.shown, core.reveal.at, core.reader, paragraphs, glue.handOver), [core.shown, core.reveal.at, core.reader, paragraphs]);
  const level = core.session?.choice.level ?? setup.initial.level;
  const t = useUiText(TEXT);
  const locale = useLocale();
  return (
    <div class="pv-side">
      <div class="pv-top" ref={focus.recentRef}>
        {outcome ? (
          <EndScreen
            outcome={outcome}
            over={core.status === 'over'}
            unit={glue.unit}
            tallyUnit={glue.tallyUnit}
            record={record}
            nextBy={nextByOf(core, glue, t, locale)}
            onNext={glue.dealNext ? commands.nextHand : null}
            onNewGame={commands.newMatch}
            onReplay={onReplay}
            onCopyLink={shares.copyLink}
            onExport={shares.doExport}
            onScoreSheet={shares.toSheet}
          />
        ) : (
          <RecentMoves mine={recent.mine} refused={core.refused} bots={recent.bots} intro={introOf(setup, core.names, core.reader, level, t)} />
        )}
      </div>
      <WaitNotes
        status={core.status}
        waitingFor={core.played ? (core.names[glue.toAct(core.state)] ?? '') : ''}
        canPass={core.status === 'option' && glue.passOn?.(core.state, core.reader) != null}
        onGoOn={commands.goOn}
        onUndo={commands.takeBack}
      />
    </div>
  );
}

/** What the reader may do now: act on the table (the first action brings the game into view) or from the lists below it. */
function readerPlay<S, A extends { readonly seat: number }>(core: BotGame<S, A>, glue: PlayGlue<S, A>, commands: Commands<A>, focus: PlayFocus) {
  const { status, state, reader, game } = core;
  const readerMay = status === 'turn' || status === 'option' || status === 'paused';
  const lawfulOf = (seat: number) => (seat === reader ? core.lawful : []);
  const act = (action: A) => {
    focus.arrive();
    commands.act(action);
  };
  const playOnTable = readerMay && glue.toAct(state) === reader ? { lawfulOf, act } : undefined;
  const more = game && readerMay && glue.moreActions ? glue.moreActions(state, reader, lawfulOf, core.describe, core.format) : [];
  return { readerMay, act, playOnTable, more };
}

/** The island's entry (through each game's own small island): the game in the page's language. */
export function BotPlayShell<S, A extends { readonly seat: number }>({ lang, ...props }: Glued<S, A>) {
  return (
    <KeepLocale lang={lang}>
      <BotPlay {...props} />
    </KeepLocale>
  );
}

/** A typed action read by the game; why it does not read in the page's language (English: the engine's error as it is). */
function readTyped<A>(
  game: { parseAction(text: string, names: readonly string[]): Parsed<A>; say?(m: Message, locale: Locale): string },
  text: string,
  names: readonly string[],
  locale: Locale,
): { ok: true; value: A } | { ok: false; error: string } {
  const parsed = game.parseAction(text, names);
  return parsed.ok ? parsed : { ok: false, error: sayReason(parsed, locale, gameSayOf(game)) };
}

function BotPlay<S, A extends { readonly seat: number }>({ setup, initial, sandboxPath, glue }: Omit<Glued<S, A>, 'lang'>) {
  const { ui, Table } = glue;
  const t = useUiText(TEXT);
  const locale = useLocale();
  const choices = useMemo(() => ({ levels: setup.levels.map((l) => l.id), paces: PACES.map((p) => p.id) }), [setup]);
  const prefs = usePlayPrefs(ui.id, choices);
  const pace = startingPace(prefs.prefs.pace, prefs.reducedMotion);
  const sharing = useSharingState();
  const core = useBotGame(glue, setup, initial, paceInfo(pace).stepMs, sharing.clear);
  const paragraphs = useShellParagraphs(ui, core.game, locale);
  useOpening(core, ui, setup, () => loadPrefs(ui.id, choices).level);
  const [showHands, setShowHands] = useState(false);
  const [replaying, setReplaying] = useState(false);
  const [hintsOpen, setHintsOpen] = useState(false);
  const { status, played, state, reader, game } = core;
  const ended = status === 'hand-over' || status === 'over';
  const focus = usePlayFocus(core.reveal.at, core.session, ended);
  const commands = playCommands(core, glue, { paragraphs, locale, closeReplay: () => setReplaying(false), focusHead: focus.focusHead, setActionError: sharing.setActionError });
  const shares = sharingActions(core, glue, sandboxPath, sharing, locale);

  const outcome = game && played && ended ? glue.outcome(state, reader) : null;
  const tally = useTally(ui.id, finished(core, ui.id, outcome), core.readerActed.current);
  const { readerMay, act, playOnTable, more } = readerPlay(core, glue, commands, focus);

  return (
    <div ref={focus.rootRef} class="gs-sandbox pv-root not-content" role="group" aria-label={t.root} data-status={status} data-ready={status !== 'loading' && status !== 'bots' ? 'true' : 'false'} data-pace={pace} data-pagefind-ignore onFocusIn={focus.onFocusIn}>
      <PlayBar
        headline={headlineOf(core, glue, t, locale)}
        headRef={focus.headRef}
        canUndo={played !== null && beforeReadersLast(played, reader) !== null && !core.reveal.revealing}
        onUndo={commands.takeBack}
        onShowAll={core.reveal.revealing ? core.reveal.showAll : null}
        pace={pace}
        onPace={(p) => prefs.remember({ pace: p })}
      />
      <p class="gs-sr" aria-live="polite" aria-atomic="true">
        {announcement(core, glue, core.played ? core.reveal.at : 0, paragraphs, headlineOf(core, glue, t, locale))}
      </p>
      <PlayMessages notices={prefs.error ? [...core.notices, prefs.error] : core.notices} failure={core.failure} sharing={sharing} />
      {replaying && played ? (
        <ReplayView frames={core.shown?.frames ?? played.frames} initial={handStart(played, glue.handOver)} paragraphs={paragraphs} Table={Table} reader={reader} onClose={() => setReplaying(false)} />
      ) : (
        <>
          <div class="pv-stage">
            <Side core={core} glue={glue} setup={setup} paragraphs={paragraphs} outcome={outcome} record={status === 'over' ? (tally.error ?? tallyWords(tally.tally, glue.tallyUnit, locale)) : null} commands={commands} shares={shares} focus={focus} onReplay={() => setReplaying(true)} />
            <div class="pv-board">
              <Table state={state} reader={reader} showHands={showHands || outcome !== null} onToggleHands={() => setShowHands((v) => !v)} play={playOnTable} />
            </div>
          </div>
          {game && readerMay && (
            <ReaderOptions
              lawful={core.lawful}
              more={more}
              describe={core.describe}
              format={core.format}
              parse={(text) => readTyped(game, text, core.names, locale)}
              act={(action) => (act(action), focus.showRecent())}
              example={core.lawful[0] ? core.format(core.lawful[0]) : `${core.me} …`}
              hintsOpen={hintsOpen}
              onHintsToggle={setHintsOpen}
            />
          )}
        </>
      )}
      <PlaySettings
        key={core.session?.id ?? 0}
        setup={setup}
        value={core.session?.choice ?? setup.initial}
        enabled={game !== null}
        onDeal={(choice) => {
          if (choice.level !== null) prefs.remember({ level: choice.level });
          commands.deal(choice);
        }}
      />
    </div>
  );
}

/** Citations and rulings in the page's language: the engine's rulings said again from their messages, permalinks into the page's edition. */
function useShellParagraphs<S, A extends { readonly seat: number }>(ui: PlayGlue<S, A>['ui'], game: BotGame<S, A>['game'], locale: Locale): Paragraphs {
  return useMemo(
    () => ({ gameId: ui.id, title: ui.paragraphTitle, ...(locale === 'en' ? {} : { locale, ...(game?.say ? { say: (m: Message) => game.say!(m, locale) } : {}) }) }),
    [ui, locale, game],
  );
}

/** A whole game (or match) over on screen: its key in the reader's record (its start, seat and level) and the result; else null. */
function finished<S, A extends { readonly seat: number }>(core: BotGame<S, A>, gameId: string, outcome: PlayOutcome | null): { key: string; result: Result } | null {
  const { game, played, session, status } = core;
  if (status !== 'over' || !game || !played || !session || !outcome) return null;
  const start = fnv1a(new TextEncoder().encode(game.formatPosition(played.start))).toString(36);
  return { key: `${gameId}:${start}:${core.reader}:${session.choice.level ?? '-'}`, result: outcome.readerWon === null ? 'drawn' : outcome.readerWon ? 'won' : 'lost' };
}

/** For screen readers: the bots' latest move, then the status when the reader is due or the hand is over. */
function announcement<S, A extends { readonly seat: number }>(core: BotGame<S, A>, glue: PlayGlue<S, A>, at: number, paragraphs: Paragraphs, headline: string): string {
  const recent = recentMoves(core.shown, at, core.reader, paragraphs, glue.handOver);
  const lastBot = recent.bots[recent.bots.length - 1];
  const said = core.status === 'turn' || core.status === 'option' || core.status === 'hand-over' || core.status === 'over' ? headline : '';
  return `${lastBot ? `${lastBot.label ?? lastBot.action}. ` : ''}${said}`;
}
