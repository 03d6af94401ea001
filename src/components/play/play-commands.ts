/**
 * What the reader can do against the bots, for any game: act (every try goes
 * through the engine: a refused one shows its ruling and is not kept; an
 * accepted irregular one stands and the bots wait), let the bots go on, take
 * the last own action back, deal the next hand, a new deal or a new match.
 * Plain functions over the shell's state (use-bot-game.ts), remade on every
 * render like any handler.
 */
import type { Locale } from '../../../engine/core/messages';
import { playOn, type Played } from '../../../engine/core/played';
import { uiText } from '../../i18n/ui-text';
import { stepView, type Paragraphs } from '../sandbox/step-view';
import { beforeReadersLast, botMove, changedNothing } from './bot-answers';
import { randomSeed, type PlayChoice } from './play-setup';
import type { PlayGlue } from './play-ui';
import type { BotGame } from './use-bot-game';

const TEXT = uiText({
  en: {
    notYours: (me: string, others: string | null) => `You play ${me}; the bots play ${others ?? 'the other seats'}. Try a move of ${me}'s.`,
    unchanged: 'Nothing has changed: try something else.',
    noNextHand: 'The next hand could not be dealt here; start a new deal.',
    noNextMatch: (why: string) => `The next match could not be dealt here (${why}); start a new deal.`,
  },
  de: {
    notYours: (me, others) => `Du spielst ${me}; die Bots spielen ${others ?? 'die anderen Plätze'}. Versuch einen Zug von ${me}.`,
    unchanged: 'Es hat sich nichts geändert: Versuch etwas anderes.',
    noNextHand: 'Die nächste Runde ließ sich hier nicht geben; gib neu.',
    noNextMatch: (why) => `Die nächste Partie ließ sich hier nicht geben (${why}); gib neu.`,
  },
});

export interface CommandContext {
  readonly paragraphs: Paragraphs;
  /** The language of what the commands say (English when not given). */
  readonly locale?: Locale;
  /** Leaves the replay (a new position shows the game). */
  readonly closeReplay: () => void;
  /** Focus to the status line, without scrolling (a new hand, a new deal). */
  readonly focusHead: () => void;
  readonly setActionError: (error: string | null) => void;
}

export interface Commands<A> {
  readonly act: (action: A) => void;
  readonly goOn: () => void;
  readonly takeBack: () => void;
  readonly nextHand: () => void;
  readonly deal: (choice: PlayChoice) => void;
  readonly newMatch: () => void;
}

/** The reader's try: refused (nothing changes), irregular (it stands, the bots wait) or lawful (the bots answer). */
function actWith<S, A extends { readonly seat: number }>(core: BotGame<S, A>, ctx: CommandContext, action: A) {
  const { game, played, state, reader, me, names, status, format, describe } = core;
  const t = TEXT[ctx.locale ?? 'en'];
  if (!game || !played || (status !== 'turn' && status !== 'option' && status !== 'paused')) return;
  if (action.seat !== reader) {
    core.setRefused({
      index: 1, action: format(action), label: describe(action), says: null, classification: 'not yours', lawful: false,
      summary: t.notYours(me, names[action.seat] ?? null), citations: [], pending: [],
    });
    return;
  }
  const applied = game.apply(state, action);
  if (changedNothing(state, applied.state)) {
    const step = stepView({ action: applied.ruling.action, ruling: applied.ruling, says: null, label: describe(action) }, 1, ctx.paragraphs);
    core.setRefused({ ...step, summary: `${step.summary ?? ''} ${t.unchanged}` });
    return;
  }
  core.setRefused(null);
  core.setPaused(false);
  core.readerActed.current = true;
  const mine = playOn(game, played, core.total, action);
  if (!applied.ruling.lawful) {
    core.setPaused(true);
    core.commit(mine, mine.actions.length);
    return;
  }
  core.commit(core.answer(game, mine, reader, core.level), mine.actions.length);
}

export function playCommands<S, A extends { readonly seat: number }>(core: BotGame<S, A>, glue: PlayGlue<S, A>, ctx: CommandContext): Commands<A> {
  const { game, played, state, reader, level, session } = core;
  const t = TEXT[ctx.locale ?? 'en'];
  const goOn = () => {
    if (!game || !played) return;
    let next: Played<S, A> = played;
    if (core.status === 'option' && glue.passOn) {
      const pass = glue.passOn(state, reader);
      if (!pass) return;
      next = playOn(game, played, core.total, pass);
    }
    core.setPaused(false);
    core.commit(core.answer(game, next, reader, level), played.actions.length + 1);
  };
  const takeBack = () => {
    const before = played ? beforeReadersLast(played, reader) : null;
    if (!before) return;
    core.setPaused(false);
    core.setRefused(null);
    ctx.closeReplay();
    core.commit(before, before.actions.length);
  };
  const nextHand = () => {
    if (!game || !played) return;
    const deal = glue.toAct(state) === reader ? (glue.dealNext?.(state, core.lawful) ?? null) : null;
    const next = glue.toAct(state) === reader ? (deal ? playOn(game, played, core.total, deal) : null) : botMove(game, played, reader, level);
    if (!next) return ctx.setActionError(t.noNextHand);
    core.setRefused(null);
    ctx.closeReplay();
    core.commit(core.answer(game, next, reader, level), played.actions.length + 1);
    ctx.focusHead();
  };
  const deal = (choice: PlayChoice) => {
    if (!game) return;
    core.setNotices([]);
    ctx.closeReplay();
    core.startDeal(game, choice, true);
    ctx.focusHead();
  };
  const newMatch = () => {
    if (!game || !session) return;
    const nextMatch = glue.nextMatch?.(state) ?? null;
    if (!nextMatch) return deal({ ...session.choice, seed: randomSeed() });
    const applied = game.apply(state, nextMatch.deal(randomSeed()));
    if (!applied.ruling.lawful) return ctx.setActionError(t.noNextMatch(ctx.locale && ctx.locale !== 'en' && applied.ruling.says && game.say ? game.say(applied.ruling.says, ctx.locale ?? 'en') : applied.ruling.summary));
    core.setNotices([]);
    ctx.closeReplay();
    core.begin(game, applied.state, session.choice);
    ctx.focusHead();
  };
  return { act: (action) => actWith(core, ctx, action), goOn, takeBack, nextHand, deal, newMatch };
}
