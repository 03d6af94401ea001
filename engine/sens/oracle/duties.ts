/**
 * The oracle's reading of the tricks (9.2-9.5), for tests only (ARCHITECTURE.md
 * "Trust"). Written from the sheet and the readings stated on the pages (the
 * plain order at 2.2, the duties at 9.2 and 9.4) without any
 * engine helper: its own order tables, its own suit and rank lookups. Each
 * card of the hand is put through the duties one by one, as a player at the
 * table would check it; nothing is clever, so a slip in the engine's shortcuts
 * cannot hide here too.
 */
import type { Card, Suit } from '../cards';

/** 2.2 with its reading: a plain suit, low to high. */
export const ORACLE_PLAIN_ORDER = ['7', '8', '9', 'U', 'O', 'K', 'T', 'A'] as const;
/** 2.3: the trump suit, low to high (the Unter on top, the Nine below it). */
export const ORACLE_TRUMP_ORDER = ['7', '8', 'O', 'K', 'T', 'A', '9', 'U'] as const;

/** The rank letter of a card, read off the string. */
export function rankLetter(card: Card): string {
  return card.charAt(0);
}

/** The suit letter of a card, read off the string. */
export function suitLetter(card: Card): string {
  return card.charAt(1);
}

function isTrump(card: Card, trump: Suit): boolean {
  return suitLetter(card) === trump;
}

/** 2.3: the position of a trump in the trump order (higher beats lower). */
function trumpHeight(card: Card): number {
  return (ORACLE_TRUMP_ORDER as readonly string[]).indexOf(rankLetter(card));
}

/** 2.2 (reading at 2.2): the position of a card in the plain order. */
function plainHeight(card: Card): number {
  return (ORACLE_PLAIN_ORDER as readonly string[]).indexOf(rankLetter(card));
}

/** The best trump lying in the trick, or null when none was played. */
function bestTrumpIn(trick: readonly Card[], trump: Suit): Card | null {
  let best: Card | null = null;
  for (const c of trick) if (isTrump(c, trump) && (best === null || trumpHeight(c) > trumpHeight(best))) best = c;
  return best;
}

/** Whether `card` is a trump above every trump in the trick (true when the trick holds none). */
function beatsTrumpsIn(card: Card, trick: readonly Card[], trump: Suit): boolean {
  if (!isTrump(card, trump)) return false;
  const best = bestTrumpIn(trick, trump);
  return best === null || trumpHeight(card) > trumpHeight(best);
}

/**
 * 9.2-9.4: the paragraph whose duty playing `card` from `hand` to `trick` (led
 * card first; empty when leading) would break, or null when it breaks none.
 * Reading at 9.2: the duties hold whoever is winning the trick, partner included.
 */
export function oracleBrokenDuty(card: Card, hand: readonly Card[], trick: readonly Card[], trump: Suit): '9.2' | '9.3' | '9.4' | null {
  // 9.1: a lead is free.
  if (trick.length === 0) return null;
  const led = suitLetter(trick[0]);
  const trumpsInHand = hand.filter((c) => isTrump(c, trump));
  const overtrumpers = trumpsInHand.filter((c) => beatsTrumpsIn(c, trick, trump));

  if (led === trump) {
    // 9.2: trumps led. No trump in hand: anything goes.
    if (trumpsInHand.length === 0) return null;
    // A trump must be played...
    if (!isTrump(card, trump)) return '9.2';
    // ...and above the best one so far whenever the hand has such a trump (reading at 9.2); else any lower trump.
    if (overtrumpers.length > 0 && !overtrumpers.includes(card)) return '9.2';
    return null;
  }

  // 9.3: a plain suit led; holding it, play any card of it (no duty to head it).
  const ofLedSuit = hand.filter((c) => suitLetter(c) === led);
  if (ofLedSuit.length > 0) return suitLetter(card) === led ? null : '9.3';

  // 9.4: void in the led suit. With no trump at all: any card.
  if (trumpsInHand.length === 0) return null;
  if (!isTrump(card, trump)) return '9.4';
  // A trump already lies in the trick: beat it if the hand can (reading at 9.4); with no trump in the trick every trump beats "none".
  if (overtrumpers.length > 0 && !overtrumpers.includes(card)) return '9.4';
  return null;
}

/** 9.2-9.4: every card of `hand` that breaks no duty, in the hand's order. */
export function oracleLawful(hand: readonly Card[], trick: readonly Card[], trump: Suit): Card[] {
  return hand.filter((card) => oracleBrokenDuty(card, hand, trick, trump) === null);
}

/**
 * 9.5: the index (0 = led card) of the card that takes the trick: the highest
 * trump if any trump was played, else the highest card of the led suit. Cards
 * of other plain suits never win.
 */
export function oracleWinnerIndex(trick: readonly Card[], trump: Suit): number {
  let best = 0;
  for (let i = 1; i < trick.length; i++) {
    const c = trick[i];
    const b = trick[best];
    if (isTrump(c, trump)) {
      if (!isTrump(b, trump) || trumpHeight(c) > trumpHeight(b)) best = i;
    } else if (!isTrump(b, trump) && suitLetter(c) === suitLetter(trick[0]) && plainHeight(c) > plainHeight(b)) {
      best = i;
    }
  }
  return best;
}
