/**
 * The standalone sandbox's deal (deal-setup.ts): the deal shown, a new
 * deal on request (kept in the page address), and the error in words when
 * the address asks for a deal the game does not allow.
 */
import { useState } from 'preact/hooks';
import { type Locale, useLocale } from '../../i18n/ui-text';
import { dealQuery, readDealQuery, type DealChoice, type DealSetup } from './deal-setup';
import type { PlayStart } from './game-ui';

const CANNOT: Readonly<Record<Locale, (why: string) => string>> = {
  en: (why) => `The deal in the address cannot be dealt (${why}); here is the page's own deal.`,
  de: (why) => `Was die Adresse verlangt, lässt sich nicht geben (${why}); hier ist das Spiel, das die Seite selbst gibt.`,
};

export interface Deal {
  readonly deal: DealChoice | null;
  /** Counts deals: the form starts afresh on each. */
  readonly count: number;
  readonly error: string | null;
  /** Deals `choice` (and writes it into the address when the reader asked for it here). */
  readonly start: (choice: DealChoice, writeAddress: boolean) => void;
  /** Deals what the address asks for, if anything; says so when it cannot. */
  readonly fromAddress: () => void;
}

export function useDeal(dealing: DealSetup | undefined, play: (start: PlayStart) => void): Deal {
  const [deal, setDeal] = useState<DealChoice | null>(dealing?.initial ?? null);
  const [count, setCount] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const locale = useLocale();
  const start = (choice: DealChoice, writeAddress: boolean) => {
    if (!dealing) return;
    setDeal(choice);
    setCount((n) => n + 1);
    setError(null);
    play({ kind: 'deal', players: dealing.names.slice(0, choice.players), seed: choice.seed, packs: choice.packs, table: choice.table });
    if (writeAddress) history.replaceState(history.state, '', `${window.location.pathname}${dealQuery(choice)}`);
  };
  const fromAddress = () => {
    if (!dealing) return;
    const asked = readDealQuery(window.location.search, dealing, locale);
    if (!asked.ok) setError(CANNOT[locale](asked.error));
    if (asked.ok && asked.choice) start(asked.choice, false);
  };
  return { deal, count, error, start, fromAddress };
}
