/**
 * The state of a game against the bots, for any game on the protocol: the
 * engine once loaded, the played game (the reader's and the bots' actions),
 * the frame on screen (use-reveal.ts), a refused try, whether the bots wait
 * after an irregular action, and what the page says about the address. From
 * these it derives what the shell shows: the state on the table, the
 * reader's lawful actions and the status (the reader's turn, the bots', the
 * end of a hand ...). Changing the game goes through `commit`, `begin` and
 * `startDeal` only, so every change resets what belongs to the old position.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import type { MutableRef } from 'preact/hooks';
import type { Game } from '../../../engine/core/game';
import { replay, type Played } from '../../../engine/core/played';
import type { PlayKit } from '../sandbox/game-ui';
import { playedIn } from '../sandbox/frames-in';
import type { StepView } from '../sandbox/step-view';
import { useLocale } from '../../i18n/ui-text';
import { sayDealFailed } from '../sandbox/deal-failed';
import { describeIn } from '../desk/describe-in';
import { answerBots } from './bot-answers';
import { playQuery, type PlayChoice, type PlaySetup } from './play-setup';
import type { PlayGlue } from './play-ui';
import { useReveal, type Reveal } from './use-reveal';

export interface Loaded<S, A extends { readonly seat: number }> {
  readonly game: Game<S, A, string>;
  readonly kit: PlayKit<S, A>;
}

export interface Session<S, A> {
  readonly choice: PlayChoice;
  readonly played: Played<S, A>;
  /** Counts games started on this page, so forms reset per game. */
  readonly id: number;
}

export type Status = 'loading' | 'bots' | 'paused' | 'turn' | 'option' | 'hand-over' | 'over' | 'stuck';

export interface BotGame<S, A extends { readonly seat: number }> {
  readonly loaded: Loaded<S, A> | null;
  readonly setLoaded: (loaded: Loaded<S, A>) => void;
  readonly game: Game<S, A, string> | null;
  readonly session: Session<S, A> | null;
  readonly played: Played<S, A> | null;
  readonly reader: number;
  readonly level: string | undefined;
  readonly total: number;
  readonly reveal: Reveal;
  readonly state: S;
  readonly status: Status;
  readonly lawful: readonly A[];
  readonly names: readonly string[];
  readonly me: string;
  readonly describe: (action: A) => string;
  /** The played game with its actions in the page's words (frames-in.ts): what the reader is shown. */
  readonly shown: Played<S, A> | null;
  readonly format: (action: A) => string;
  readonly refused: StepView | null;
  readonly setRefused: (step: StepView | null) => void;
  readonly setPaused: (paused: boolean) => void;
  readonly notices: readonly string[];
  readonly setNotices: (notices: readonly string[]) => void;
  readonly failure: string | null;
  readonly setFailure: (failure: string | null) => void;
  /** Whether the reader has acted in this game on this page: a game opened finished from a link is not the reader's to count. */
  readonly readerActed: MutableRef<boolean>;
  /** Puts `next` on the table, from frame `from` on at the bots' pace; `choice` starts a new game. */
  readonly commit: (next: Played<S, A>, from: number, choice?: PlayChoice) => void;
  /** The bots' answers after the last action, up to the reader's turn or the end of a hand. */
  readonly answer: (game: Game<S, A, string>, played: Played<S, A>, seat: number, level: string | undefined) => Played<S, A>;
  /** A new game from `start`: the bots answer until the reader is due. */
  readonly begin: (game: Game<S, A, string>, start: S, choice: PlayChoice) => void;
  /** A fresh seeded deal; `writeAddress` puts the choice into the page address. */
  readonly startDeal: (game: Game<S, A, string>, choice: PlayChoice, writeAddress: boolean) => void;
}

interface StatusInput {
  readonly ready: boolean;
  readonly revealing: boolean;
  readonly paused: boolean;
  readonly over: boolean;
  readonly handOver: boolean;
  readonly readersTurn: boolean;
  readonly lawfulCount: number;
}

/** What the table waits for, in order of precedence. */
export function statusOf(s: StatusInput): Status {
  if (!s.ready) return 'loading';
  if (s.revealing) return 'bots';
  if (s.paused) return 'paused';
  if (s.over) return 'over';
  if (s.handOver) return 'hand-over';
  if (s.readersTurn) return 'turn';
  return s.lawfulCount > 0 ? 'option' : 'stuck';
}

export function useBotGame<S, A extends { readonly seat: number }>(glue: PlayGlue<S, A>, setup: PlaySetup, initial: S, stepMs: number | null, onCommit: () => void): BotGame<S, A> {
  const [loaded, setLoaded] = useState<Loaded<S, A> | null>(null);
  const [session, setSession] = useState<Session<S, A> | null>(null);
  const [refused, setRefused] = useState<StepView | null>(null);
  const [paused, setPaused] = useState(false);
  const [notices, setNotices] = useState<readonly string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const nextId = useRef(1);
  const locale = useLocale();
  const readerActed = useRef(false);

  const game = loaded?.game ?? null;
  const played = session?.played ?? null;
  const reader = session?.choice.seat ?? setup.initial.seat;
  const total = played?.actions.length ?? 0;
  const reveal = useReveal(total, stepMs);
  const state: S = played ? played.frames[reveal.at].state : initial;
  const lawful = useMemo<readonly A[]>(
    () => (game && played && !reveal.revealing && !game.isOver(state) ? game.lawfulActions(state, reader) : []),
    [game, played, state, reveal.revealing, reader],
  );
  const ready = game !== null && played !== null;
  const status = statusOf({
    ready, revealing: reveal.revealing, paused, over: ready && game.isOver(state), handOver: ready && glue.handOver(state),
    readersTurn: ready && glue.toAct(state) === reader, lawfulCount: lawful.length,
  });
  const names = game ? game.playersOf(state) : setup.names;

  const commit = (next: Played<S, A>, from: number, choice?: PlayChoice) => {
    setSession((old) => ({ choice: choice ?? old!.choice, played: next, id: choice ? nextId.current++ : old!.id }));
    reveal.showFrom(from, next.actions.length);
    onCommit();
  };
  const answer = (g: Game<S, A, string>, p: Played<S, A>, seat: number, lv: string | undefined) => answerBots(g, p, { reader: seat, level: lv, stop: glue.handOver });
  const begin = (g: Game<S, A, string>, start: S, choice: PlayChoice) => {
    readerActed.current = false;
    setPaused(false);
    setRefused(null);
    commit(answer(g, replay(g, start, []), choice.seat, choice.level ?? undefined), 0, choice);
  };
  const startDeal = (g: Game<S, A, string>, choice: PlayChoice, writeAddress: boolean) => {
    const dealt = g.deal(setup.names, choice.seed);
    if (!dealt.ok) return setFailure(sayDealFailed(dealt, locale, g, 'play'));
    begin(g, dealt.value, choice);
    if (writeAddress) history.replaceState(history.state, '', `${window.location.pathname}${playQuery(choice)}`);
  };

  const shown = useMemo(() => playedIn(played, game, locale), [played, game, locale]);
  return {
    loaded, setLoaded, game, session, played, shown, reader, level: session?.choice.level ?? undefined, total, reveal, state, status, lawful, names,
    me: names[reader] ?? setup.names[reader],
    // The bots' moves in the page's language (the game's catalogue on a German page).
    describe: (a) => (game ? (describeIn(game, names, locale)?.(a) ?? game.formatAction(a, names)) : ''),
    format: (a) => (game ? game.formatAction(a, names) : ''),
    refused, setRefused, setPaused, notices, setNotices, failure, setFailure, readerActed, commit, answer, begin, startDeal,
  };
}
