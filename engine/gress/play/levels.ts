/**
 * The bot strengths offered against a reader on /gress/play/. Gress is a race
 * (throws go to whoever is quicker, 4.11; rights lapse at the next event, 5.5,
 * 8.1), so a level is mostly a reaction time and a habit of slips, on top of
 * how well it chooses. 'random' is the baseline every other level is measured
 * against: it picks any lawful action of its own seat at random (bots.ts does
 * the same for a random seat, for the whole-games test).
 */
import type { BotLevel } from '../../core/game';
import type { Locale } from '../../core/messages';

/** How quickly a bot acts: a log-normal reaction time, clipped to [minMs, maxMs]. */
export interface ReactionTime {
  /** The median reaction, in ms. */
  readonly medianMs: number;
  /** Log-space standard deviation: 0.3 keeps most reactions within about 0.55-1.8 x the median. */
  readonly spread: number;
  /** Nobody lays a card faster than this after seeing the pile. */
  readonly minMs: number;
  /** Nobody waits longer than this for something they mean to do (keeps games moving). */
  readonly maxMs: number;
}

export interface GressBotLevel extends BotLevel {
  readonly id: GressBotLevelId;
  readonly reaction: ReactionTime;
  /**
   * Share of chances on which the bot slips the way people do: it forgets a
   * "last but one" call (8.1, 8.2) or the Marke after calling, or it has a card
   * already on its way when the pile changes and lays it a moment too late
   * (a foul, 10.4/10.5).
   */
  readonly errorRate: number;
  /** Chance that the bot notices someone else's foul or missed call (and its own wrong card in time to take it back, 10.4). */
  readonly attention: number;
  /** Random noise added to the choice of move; 0 means it always plays its best-scored card. */
  readonly whim: number;
  /** Whether it plans its move by what it keeps in hand (tournament play), not only by what the card does. */
  readonly plansHand: boolean;
  /** Whether it chooses at random among lawful actions (the baseline) instead of playing to win. */
  readonly randomLawful: boolean;
}

export const GRESS_BOT_LEVEL_IDS = ['random', 'relaxed', 'club', 'tournament'] as const;
export type GressBotLevelId = (typeof GRESS_BOT_LEVEL_IDS)[number];

/**
 * Weakest first; the first is the default (engine/core/game.ts botChoice).
 * How strong each level is (the last sentence of each description, here and
 * in German below) comes from `npx tsx bench/bot-tournaments.ts --game=gress`
 * (bench/bots-gress.ts: 400 games a pairing at tables of four, two seats of
 * each level; a level's "wins" are the games one of its two seats went out
 * first, 9.1, out of all 400 played): relaxed won 336 against random, club 322
 * against relaxed, tournament 260 against club (club 68) with 4.70 penalty
 * points per seat against club's 8.91 (bench of 29 Nov 2026).
 */
export const GRESS_BOT_LEVELS: readonly GressBotLevel[] = [
  {
    id: 'random',
    label: 'Random',
    description: 'Does any lawful thing at random, no plan and no slips: the baseline, the weakest of the four.',
    reaction: { medianMs: 1100, spread: 0.45, minMs: 300, maxMs: 4000 },
    errorRate: 0,
    attention: 1,
    whim: 0,
    plansHand: false,
    randomLawful: true,
  },
  {
    id: 'relaxed',
    label: 'Relaxed',
    description: 'A friendly evening: slow hands, plays what looks good, forgets a call now and then. Two of them win 8 games of 10 against two random bots.',
    reaction: { medianMs: 1400, spread: 0.45, minMs: 350, maxMs: 4500 },
    errorRate: 0.1,
    attention: 0.5,
    whim: 8,
    plansHand: false,
    randomLawful: false,
  },
  {
    id: 'club',
    label: 'Club',
    description: 'A regular: quick throws, sound choices, an occasional slip. Two of them win 8 games of 10 against two relaxed bots.',
    reaction: { medianMs: 900, spread: 0.35, minMs: 280, maxMs: 3000 },
    errorRate: 0.05,
    attention: 0.75,
    whim: 3,
    plansHand: true,
    randomLawful: false,
  },
  {
    id: 'tournament',
    label: 'Tournament',
    description: 'Fast and careful: keeps its hand playable, rarely slips, misses little. Two of them win 2 games of 3 against two club bots, with half their penalty points.',
    reaction: { medianMs: 600, spread: 0.3, minMs: 250, maxMs: 2000 },
    errorRate: 0.02,
    attention: 0.95,
    whim: 1,
    plansHand: true,
    randomLawful: false,
  },
];

/** The level with this id, or undefined. */
export function findBotLevel(id: string | undefined): GressBotLevel | undefined {
  return GRESS_BOT_LEVELS.find((l) => l.id === id);
}

/** The default level: the first (random-lawful). */
export const DEFAULT_BOT_LEVEL: GressBotLevel = GRESS_BOT_LEVELS[0];

/** A level's name and description as the play page shows them in German (issue 27); English is the level's own. */
export const GRESS_BOT_LEVELS_DE: Readonly<Record<GressBotLevelId, { readonly label: string; readonly description: string }>> = {
  random: { label: 'Zufall', description: 'Macht irgendetwas Erlaubtes, zufällig gewählt, ohne Plan und ohne Patzer: der Maßstab für die anderen, die schwächste der vier Stufen.' },
  relaxed: { label: 'Gemütlich', description: 'Ein geselliger Abend: langsame Hände, spielt, was gut aussieht, vergisst ab und zu eine Ansage. Zwei davon gewinnen gegen zwei Zufalls-Bots 8 von 10 Spielen.' },
  club: { label: 'Verein', description: 'Spielt regelmäßig: schnelle Würfe, vernünftige Entscheidungen, ab und zu ein Patzer. Zwei davon gewinnen gegen zwei gemütliche Bots 8 von 10 Spielen.' },
  tournament: { label: 'Turnier', description: 'Schnell und sorgfältig: hält sein Blatt spielbar, patzt selten, übersieht wenig. Zwei davon gewinnen gegen zwei Vereins-Bots 2 von 3 Spielen, mit halb so vielen Strafpunkten.' },
};

/** A level's name and description in `locale` ('en' or 'de'). */
export function botLevelWords(level: GressBotLevel, locale: Locale): { readonly label: string; readonly description: string } {
  return locale === 'de' ? GRESS_BOT_LEVELS_DE[level.id] : level;
}
