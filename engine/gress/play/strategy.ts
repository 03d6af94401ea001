/**
 * What a bot wants to do now, decided from its seat's view only (seat-view.ts).
 * Every level but the baseline works down one list, the way a player at the
 * table does: its own wrong card back first (10.4, which makes a call it
 * brought about moot), then what lapses soonest (a "last but one" call and the Marke,
 * 8.1; a defence, 5.5, 5.7, 6.5; a wish, 7.4; a swap, 5.5; a give, 5.4), then
 * complaints about what it noticed (8.2, 10.5, 10.7), then throws (4.11, a
 * race), then its debts (4.13), then its move (4.5, 4.7). The baseline level
 * picks any lawful action of its seat at random.
 *
 * A bot never does what the lawful-actions query (lawful.ts) does not list
 * for its seat; its slips come from the level: a forgotten call or Marke here,
 * a card laid a moment too late in the real-time driver (driver.ts).
 */
import { type Card, formatCard, sameCard } from '../../core/cards';
import { lawfulActions, seemsFounded } from '../lawful';
import { owes } from '../rules/4-debt-ledger';
import { classifyPlay } from '../rules/4-moves-and-throws';
import type { GressAction, GressState, Seat } from '../types';
import { findWindow } from '../windows';
import { cardsOf, cardToGive, leader, moveScore, suitToWish, throwScore, trailer } from './card-choice';
import { happens } from './chance';
import type { GressBotLevel } from './levels';
import { seatView } from './seat-view';

/** What kind of act a decision is: sets how quickly it comes (REACTION_FACTOR) and whether it can land too late. */
export type DecisionKind =
  | 'call' | 'marke' | 'defence' | 'throw' | 'move' | 'draw' | 'settle' | 'complaint' | 'withdrawal'
  | 'wish' | 'announcement' | 'give' | 'swap' | 'reshuffle' | 'layDown' | 'other';

export interface Decision {
  readonly action: GressAction;
  readonly kind: DecisionKind;
}

/**
 * Reaction time by kind, as a factor of the level's median: a shout ("last
 * but one") comes quicker than a considered move; a complaint needs a look at
 * the pile first.
 */
export const REACTION_FACTOR: Readonly<Record<DecisionKind, number>> = {
  call: 0.6, marke: 0.7, withdrawal: 0.7, defence: 0.9, throw: 1, wish: 0.8, announcement: 0.9, give: 1,
  move: 1.2, draw: 1.1, settle: 1, complaint: 1.3, swap: 1.2, reshuffle: 1.5, layDown: 1.5, other: 1,
};

export interface BotContext {
  readonly level: GressBotLevel;
  /** The game's seed: keys the bot's slips and its noticing, so reconsidering does not re-roll them. */
  readonly seed: number;
  /** Draws for this decision (ties, reshuffle seeds, the baseline's pick). */
  readonly next: () => number;
}

/** The bot's decision for `seat` in `state`, from what that seat may see; null if it wants nothing now. */
export function decide(state: GressState, seat: Seat, ctx: BotContext): Decision | null {
  if (state.disqualified[seat]) return null;
  const view = seatView(state, seat);
  const lawful = lawfulActions(view, seat).filter((a) => seemsFounded(view, a));
  if (lawful.length === 0) return null;
  if (ctx.level.randomLawful) return randomLawful(lawful, ctx);
  const bot = new SeatBot(view, seat, lawful, ctx);
  switch (view.phase) {
    case 'running': return bot.running();
    case 'halted': return bot.halted();
    case 'over': return bot.over();
    default: return null;
  }
}

const KIND_OF: Partial<Record<GressAction['type'], DecisionKind>> = {
  call: 'call', takeMarke: 'marke', complain: 'complaint', withdraw: 'withdrawal', wish: 'wish', announceSwap: 'announcement',
  acceptSwap: 'swap', completeSwap: 'swap', give: 'give', reshuffle: 'reshuffle', layDown: 'layDown', draw: 'draw', play: 'move',
};

/** The baseline: any lawful action of the seat (founded complaints only), as bots.ts picks them. */
function randomLawful(lawful: readonly GressAction[], ctx: BotContext): Decision {
  const action = lawful[Math.floor(ctx.next() * lawful.length)];
  const chosen = action.type === 'reshuffle' ? { ...action, seed: Math.floor(ctx.next() * 2 ** 31) } : action;
  return { action: chosen, kind: KIND_OF[action.type] ?? 'other' };
}

const sameAction = (a: GressAction, b: GressAction) => JSON.stringify(a) === JSON.stringify(b);

/** One decision's working: the view, the lawful list and the level. */
class SeatBot {
  private readonly hand: readonly Card[];
  private readonly level: GressBotLevel;
  // Plain fields, no parameter properties: the bench runs this file under Node's type stripping (bench/ts-hooks.mjs).
  private readonly view: GressState;
  private readonly seat: Seat;
  private readonly lawful: readonly GressAction[];
  private readonly ctx: BotContext;

  constructor(view: GressState, seat: Seat, lawful: readonly GressAction[], ctx: BotContext) {
    this.view = view;
    this.seat = seat;
    this.lawful = lawful;
    this.ctx = ctx;
    this.hand = view.hands[seat];
    this.level = ctx.level;
  }

  running(): Decision | null {
    return this.mustTakeCard() ?? this.takeBack() ?? this.callAndMarke() ?? this.defend() ?? this.wish() ?? this.announceSwap()
      ?? this.give() ?? this.complain() ?? this.throwCard() ?? this.settle() ?? this.move();
  }

  /** 4.15, 10.1: only the swap partners, the reshuffler and what is no event (calls, complaints) act while halted. */
  halted(): Decision | null {
    const swap = this.first((a) => a.type === 'completeSwap');
    if (swap) return { action: swap, kind: 'swap' };
    const reshuffle = this.first((a) => a.type === 'reshuffle');
    if (reshuffle) return { action: { ...reshuffle, seed: Math.floor(this.ctx.next() * 2 ** 31) } as GressAction, kind: 'reshuffle' };
    return this.callAndMarke() ?? this.complain();
  }

  /** 9.2, 9.3: complaints while they are still possible, then the last settlement, then laying down. */
  over(): Decision | null {
    const layDown = this.first((a) => a.type === 'layDown');
    return this.callAndMarke() ?? this.complain() ?? this.settle() ?? (layDown ? { action: layDown, kind: 'layDown' } : null);
  }

  private first(test: (a: GressAction) => boolean): GressAction | undefined {
    return this.lawful.find(test);
  }

  private lawfulOr(action: GressAction): GressAction | undefined {
    return this.lawful.find((a) => sameAction(a, action));
  }

  /** The lawful plays, with their cards taken from the hand (as physical cards) and how the rules class them. */
  private plays() {
    return this.lawful.flatMap((action) => {
      if (action.type !== 'play') return [];
      const wanted = cardsOf(action.cards);
      const cards = wanted.map((w) => this.hand.find((c) => sameCard(c, w))!);
      const verdict = classifyPlay(this.view, this.seat, cards, 'action');
      return [{ action, cards, verdict }];
    });
  }

  /** 10.1: after reshuffling, the first thing is a card from the new pile (to draw or to settle). */
  private mustTakeCard(): Decision | null {
    if (!findWindow(this.view, 'mustTakeCard', this.seat)) return null;
    return this.settle() ?? this.drawOrHalt();
  }

  /** 8.1: call at once, then take the Marke; either can be forgotten at the level's rate (the Marke's window stays open a while). */
  private callAndMarke(): Decision | null {
    const window = findWindow(this.view, 'lastButOneCall', this.seat);
    if (!window) return null;
    const call = this.first((a) => a.type === 'call');
    if (call && !happens(this.level.errorRate, this.ctx.seed, this.seat, 'forget call', window.id)) return { action: call, kind: 'call' };
    const marke = this.first((a) => a.type === 'takeMarke');
    if (marke && !happens(this.level.errorRate, this.ctx.seed, this.seat, 'forget marke', window.id)) return { action: marke, kind: 'marke' };
    return null;
  }

  /** 10.4: its own wrong card, taken back if it notices in time. */
  private takeBack(): Decision | null {
    const withdraw = this.first((a) => a.type === 'withdraw');
    const play = this.view.recentPlays.at(-1);
    if (!withdraw || !play || !happens(this.level.attention, this.ctx.seed, this.seat, 'notice own foul', play.event)) return null;
    return { action: withdraw, kind: 'withdrawal' };
  }

  /** 5.5: a red Nine against an announced swap; 5.7, 6.5: an Eight or Sevens when skipped (the most Sevens that fit). */
  private defend(): Decision | null {
    const swap = this.view.swap;
    const plays = this.plays();
    if (swap?.stage === 'announced' && swap.partners[1] === this.seat) {
      const nine = plays.find((p) => p.verdict.as === 'defence');
      if (nine) return { action: nine.action, kind: 'defence' };
      // Without a red Nine, the player to move agrees rather than hold the table up (nobody else may move).
      const accept = this.view.toMove === this.seat ? this.first((a) => a.type === 'acceptSwap') : undefined;
      return accept ? { action: accept, kind: 'swap' } : null;
    }
    const answers = plays.filter((p) => p.verdict.answers !== undefined).sort((a, b) => b.cards.length - a.cards.length);
    return answers.length > 0 ? { action: answers[0].action, kind: 'defence' } : null;
  }

  /** 7.4: the suit it holds most of. */
  private wish(): Decision | null {
    if (!findWindow(this.view, 'wish', this.seat)) return null;
    const action = this.lawfulOr({ type: 'wish', seat: this.seat, suit: suitToWish(this.hand) });
    return action ? { action, kind: 'wish' } : null;
  }

  /**
   * 5.5: swap with the rival nearest to going out, if that rival holds fewer
   * cards. 6.3: the same with itself as a partner; if it leads already, the
   * rival nearest to going out swaps with the one holding most.
   */
  private announceSwap(): Decision | null {
    const window = findWindow(this.view, 'swapAnnouncement', this.seat);
    const best = leader(this.view, this.seat);
    if (!window || !best) return null;
    const mine = this.hand.length;
    let partners: Seat[] | null = null;
    if (best.cards < mine) partners = window.paragraph === '6.3' ? [this.seat, best.seat] : [best.seat];
    else if (window.paragraph === '6.3') {
      const worst = trailer(this.view, this.seat);
      if (worst && worst.cards > best.cards) partners = [best.seat, worst.seat];
    }
    if (!partners) return null;
    const action = this.lawfulOr({ type: 'announceSwap', seat: this.seat, partners: [...partners].sort((a, b) => a - b) })
      ?? this.lawfulOr({ type: 'announceSwap', seat: this.seat, partners });
    return action ? { action, kind: 'announcement' } : null;
  }

  /** 5.4: its least useful card to the rival nearest to going out. */
  private give(): Decision | null {
    if (!findWindow(this.view, 'give', this.seat)) return null;
    const card = cardToGive(this.hand);
    const to = leader(this.view, this.seat);
    if (!card || !to) return null;
    const face = formatCard(card).slice(0, 2);
    const action = this.first((a) => a.type === 'give' && a.to === to.seat && a.card.slice(0, 2) === face);
    return action ? { action, kind: 'give' } : null;
  }

  /**
   * 8.2, 10.5, 10.7: a complaint about what it noticed (at the level's
   * attention, once per fault). The lawful list holds only founded ones here
   * (seemsFounded): a bot never risks an unfounded complaint.
   */
  private complain(): Decision | null {
    for (const action of this.lawful) {
      if (action.type !== 'complain') continue;
      const fault = action.about === 'card'
        ? this.view.playPile.filter((p) => p.by === action.against && p.as === 'foul' && !p.judged).at(-1)?.event
        : (findWindow(this.view, action.about === 'call' ? 'missedCallComplaint' : 'markeComplaint', action.against)?.id);
      if (fault !== undefined && happens(this.level.attention, this.ctx.seed, this.seat, 'notice', action.about, action.against, fault)) {
        return { action, kind: 'complaint' };
      }
    }
    return null;
  }

  /** 4.11: the best throw it has; none that would take the hand below two cards while its Marke lies there (8.1, 9.1). */
  private throwCard(): Decision | null {
    const holdsMarke = this.view.markes[this.seat] !== null;
    const throws = this.plays()
      .filter((p) => p.cards.length === 1 && (p.verdict.as === 'throw' || (p.verdict.as === 'move' && this.view.toMove !== this.seat && p.verdict.answers === undefined)))
      .filter(() => !holdsMarke || this.hand.length - 1 >= 2)
      .map((p) => ({ ...p, score: throwScore(p.cards[0]) + this.ctx.next() * this.level.whim }))
      .sort((a, b) => b.score - a.score);
    return throws.length > 0 ? { action: throws[0].action, kind: 'throw' } : null;
  }

  /** 4.13, 4.14: everything owed in one go. */
  private settle(): Decision | null {
    const owed = owes(this.view, this.seat);
    if (owed === 0) return null;
    const action = this.first((a) => a.type === 'draw' && a.count === owed);
    return action ? { action, kind: 'settle' } : null;
  }

  /** 4.5-4.7: its best-scored move when it beats drawing, else a draw (or a halt to reshuffle an empty pile, 10.1). */
  private move(): Decision | null {
    if (this.view.toMove !== this.seat) return null;
    const options = { plansHand: this.level.plansHand, holdsMarke: this.view.markes[this.seat] !== null };
    const moves = this.plays()
      .filter((p) => p.verdict.as === 'move' && p.verdict.answers === undefined)
      .map((p) => ({ ...p, score: moveScore(this.view, this.seat, this.hand, p.cards, options) + this.ctx.next() * this.level.whim }))
      .sort((a, b) => b.score - a.score);
    if (moves.length > 0 && moves[0].score > 0) return { action: moves[0].action, kind: 'move' };
    return this.drawOrHalt();
  }

  private drawOrHalt(): Decision | null {
    const draw = this.first((a) => a.type === 'draw' && a.count === 1);
    if (draw) return { action: draw, kind: 'draw' };
    const halt = this.first((a) => a.type === 'haltForReshuffle');
    return halt ? { action: halt, kind: 'other' } : null;
  }
}
