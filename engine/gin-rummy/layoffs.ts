/**
 * §8 (with §10 and §11): after a knock the opponent lays out their own melds
 * and may lay cards off onto the knocker's melds; cards laid off do not count
 * as deadwood. Never onto gin (§11): callers pass `allowLayOffs: false` then.
 *
 * A lay-off must leave the knocker's meld a meld (§4): a set of three takes
 * its fourth card, a run takes the card just below its lowest or just above
 * its highest (Ace low, no wrap, §1). Lay-offs happen one after another, so a
 * card may fit only after another was laid off (8H on 5H-6H-7H, then 9H).
 */
import { cardText, compareCards, sameCard, type Card } from './cards';
import { bestArrangement, cardCode, failed, inEnglish, type Arrangement, type Checked, type Meld } from './melds';
import { message } from '../core/messages';
import type { GinMessage, GinSpec } from './messages';

const said = <Id extends keyof GinSpec & string>(id: Id, params: GinSpec[Id]) => message<GinSpec, Id>(id, params) as GinMessage;

/** The cards that would extend a run by one at either end (Ace low, no wrap): 0, 1 or 2 cards. */
function runEnds(meld: Meld): Card[] {
  let low = 13;
  let high = 1;
  for (const c of meld.cards) {
    low = Math.min(low, c.rank);
    high = Math.max(high, c.rank);
  }
  const suit = meld.cards[0].suit;
  const out: Card[] = [];
  if (low > 1) out.push({ rank: (low - 1) as Card['rank'], suit });
  if (high < 13) out.push({ rank: (high + 1) as Card['rank'], suit });
  return out;
}

/**
 * §8, §4: can `card` extend `meld`? A set of 3 takes its 4th card (a set of 4
 * is complete); a run takes the card just below its lowest or just above its
 * highest, Ace low, no wrap (§1).
 */
export function canLayOff(meld: Meld, card: Card): boolean {
  if (meld.cards.length === 0 || meld.cards.some((c) => sameCard(c, card))) return false;
  if (meld.kind === 'set') return meld.cards.length === 3 && card.rank === meld.cards[0].rank;
  return runEnds(meld).some((c) => sameCard(c, card));
}

/** §8: the meld with `card` laid off onto it, cards in compareCards order. Throws if it does not fit (check canLayOff first). */
export function layOff(meld: Meld, card: Card): Meld {
  if (!canLayOff(meld, card)) throw new Error(`layOff: ${cardText(card)} does not fit ${meld.cards.map(cardText).join(' ')}`);
  return { kind: meld.kind, cards: [...meld.cards, card].sort(compareCards) };
}

/** One lay-off: a card from the opponent's hand onto one of the knocker's melds (index from 0). */
export interface LayOff {
  readonly card: Card;
  readonly meld: number;
}

export interface OpponentResult {
  /** The opponent's own melds. */
  readonly melds: readonly Meld[];
  /** In an order in which each is legal when applied in sequence. */
  readonly layoffs: readonly LayOff[];
  /** In compareCards order. */
  readonly deadwood: readonly Card[];
  /** §2 value of the deadwood: what §9-§10 compare with the knocker's. */
  readonly points: number;
  /** The knocker's melds after the lay-offs (same order, same indices). */
  readonly knockerMelds: readonly Meld[];
}

/** Why `card` does not fit `meld`, for error texts. */
function misfit(meld: Meld): GinMessage {
  if (meld.kind === 'set') {
    if (meld.cards.length >= 4) return said('misfit.setFull', {});
    return said('misfit.setFourth', { rank: meld.cards[0].rank });
  }
  const ends = runEnds(meld).map(cardText);
  return ends.length === 0 ? said('misfit.runClosed', {}) : said('misfit.runEnds', { ends });
}

/**
 * §8: checks a chosen sequence of lay-offs, in order, each onto the knocker's
 * melds as extended so far; the result is the melds after all of them. The
 * error names the first bad lay-off (counting from 1). Whether the cards come
 * from the opponent's hand, and whether lay-offs are allowed at all (not onto
 * gin, §11), is the caller's to check.
 */
export function applyLayOffs(knockerMelds: readonly Meld[], layoffs: readonly LayOff[]): { ok: true; value: readonly Meld[] } | { ok: false; error: string } {
  return inEnglish(layOffsChecked(knockerMelds, layoffs));
}

/** §8: `applyLayOffs`, the reason a message (for rulings). */
export function layOffsChecked(knockerMelds: readonly Meld[], layoffs: readonly LayOff[]): Checked<readonly Meld[]> {
  const melds = knockerMelds.slice();
  for (let k = 0; k < layoffs.length; k++) {
    const { card, meld: index } = layoffs[k];
    const label = { n: k + 1, card: cardText(card) };
    if (!Number.isInteger(index) || index < 0 || index >= melds.length) {
      return failed(said('layoff.noMeld', { ...label, meld: index, melds: melds.length, shift: 0 }));
    }
    if (melds.some((m) => m.cards.some((c) => sameCard(c, card)))) return failed(said('layoff.onTable', label));
    const target = melds[index];
    if (!canLayOff(target, card)) {
      return failed(said('layoff.misfit', { ...label, meld: index, cards: target.cards.map(cardText), why: misfit(target), shift: 0 }));
    }
    melds[index] = layOff(target, card);
  }
  return { ok: true, value: melds };
}

/** The table as text: one state of the lay-off search. */
function tableKey(melds: readonly Meld[]): string {
  return melds.map((m) => m.cards.map(cardText).join(',')).join('|');
}

/**
 * Every set of the hand's cards that can be laid off in some order, each with
 * its first sequence in search order. The search tries cards in compareCards
 * order and melds by index, depth first, and never enters a table it has seen
 * (the table tells which cards are laid off). Because a table is first reached
 * by the smallest sequence, each set's sequence is the smallest one that lays
 * it off: by card, then by meld index. Where a card fits two melds (7H on
 * 7C-7D-7S or on 4H-5H-6H) both are tried, since only one may let 8H follow.
 */
function layableSets(hand: readonly Card[], knockerMelds: readonly Meld[]): Map<number, LayOff[]> {
  const found = new Map<number, LayOff[]>([[0, []]]);
  const seen = new Set<string>();
  const sequence: LayOff[] = [];
  const visit = (melds: readonly Meld[], laid: number): void => {
    const key = tableKey(melds);
    if (seen.has(key)) return;
    seen.add(key);
    if (!found.has(laid)) found.set(laid, sequence.slice());
    for (let i = 0; i < hand.length; i++) {
      if ((laid & (1 << i)) !== 0) continue;
      for (let m = 0; m < melds.length; m++) {
        if (!canLayOff(melds[m], hand[i])) continue;
        const next = melds.slice();
        next[m] = layOff(melds[m], hand[i]);
        sequence.push({ card: hand[i], meld: m });
        visit(next, laid | (1 << i));
        sequence.pop();
      }
    }
  };
  visit(knockerMelds, 0);
  return found;
}

/** The last tie-break: the laid-off cards in compareCards order, compared card by card (codes). */
function compareLaid(a: readonly LayOff[], b: readonly LayOff[]): number {
  const x = a.map((l) => cardCode(l.card)).sort((p, q) => p - q);
  const y = b.map((l) => cardCode(l.card)).sort((p, q) => p - q);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}

/**
 * §8, §10: the opponent's best answer to a knock: own melds plus lay-offs onto
 * the knocker's melds, with the least deadwood points left. Chains count (9H
 * fits 5H-8H only once 8H is laid off, in either direction), and the opponent
 * may break one of their own melds to lay its cards off when that leaves less
 * deadwood: every set of cards that can be laid off is tried, and the rest is
 * arranged by `bestArrangement`.
 *
 * Ties (equal points): fewest lay-offs (a card that serves as well in an own
 * meld stays there), then the laid-off cards earliest in
 * compareCards order, compared card by card. The lay-offs come in the
 * smallest legal order (by card in compareCards order, then by meld index).
 *
 * `allowLayOffs: false` forbids lay-offs: §11 (the knocker has gin) and §14.13 (the
 * opponent holds too many cards). Throws if a hand card is already on the
 * table or the hand holds a card twice (programmer errors).
 */
export function bestOpponentResult(hand: readonly Card[], knockerMelds: readonly Meld[], options?: { readonly allowLayOffs?: boolean }): OpponentResult {
  const onTable = new Set(knockerMelds.flatMap((m) => m.cards.map(cardCode)));
  const clash = hand.find((c) => onTable.has(cardCode(c)));
  if (clash) throw new Error(`bestOpponentResult: ${cardText(clash)} is both in the hand and on the table`);
  const sorted = [...hand].sort(compareCards);
  const sets = options?.allowLayOffs === false ? new Map([[0, [] as LayOff[]]]) : layableSets(sorted, knockerMelds);

  let best: { laid: number; layoffs: LayOff[]; arrangement: Arrangement } | null = null;
  for (const [laid, layoffs] of sets) {
    const arrangement = bestArrangement(sorted.filter((_, i) => (laid & (1 << i)) === 0));
    if (
      best === null ||
      (arrangement.points - best.arrangement.points || layoffs.length - best.layoffs.length || compareLaid(layoffs, best.layoffs)) < 0
    ) {
      best = { laid, layoffs, arrangement };
    }
  }
  const chosen = best!;
  const applied = applyLayOffs(knockerMelds, chosen.layoffs);
  if (!applied.ok) throw new Error(`bestOpponentResult: internal error: ${applied.error}`);
  return {
    melds: chosen.arrangement.melds,
    layoffs: chosen.layoffs,
    deadwood: chosen.arrangement.deadwood,
    points: chosen.arrangement.points,
    knockerMelds: applied.value,
  };
}
