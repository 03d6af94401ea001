/**
 * Every sentence the Gin Rummy engine says to a reader, as data (engine/core/messages.ts):
 * an id and its parameters. Players are their names, cards their codes ("QH"),
 * counts numbers; a clause inside a sentence is a nested message. One spec per
 * part of the rules, so each catalogue file stays one part's words.
 */
import type { Message, MessageOf } from '../../core/messages';

/** A nested message of this game (kept as the core's Message, so the specs may refer to each other). */
type Clause = Message;
/** Card codes of one meld, e.g. ['7H', '8H', '9H']. */
type Codes = readonly string[];

/** §3, §5, §6, §12, §13: dealing, drawing, discarding, the drawn hand and the match's end. */
export interface PlaySpec {
  readonly 'sentences': { readonly parts: readonly Clause[] };
  readonly 'refuse.notAnAction': Record<string, never>;
  readonly 'refuse.noSeat': { readonly seat: string; readonly listSeats: boolean };
  /** `got`: the seed given, cut short. */
  readonly 'refuse.seed': { readonly max: number; readonly got: string };
  readonly 'refuse.deal.matchOver': { readonly winner?: string };
  readonly 'refuse.deal.handInPlay': { readonly who: string };
  readonly 'refuse.deal.handLimit': { readonly hands: number };
  readonly 'refuse.deal.counts': { readonly problem: Clause };
  readonly 'deal.counts.shape': Record<string, never>;
  readonly 'deal.counts.range': { readonly max: number };
  readonly 'deal.counts.stock': { readonly first: number; readonly second: number; readonly reserve: number };
  readonly 'deal': {
    readonly who: string; readonly seed: number; readonly pack: string; readonly first: number; readonly second: number;
    readonly vorhand: string; readonly stock: number; readonly due?: string; readonly misdeal: boolean;
  };
  readonly 'refuse.play.knocked': { readonly knocker: string; readonly next: string };
  readonly 'refuse.play.handOver': { readonly dealer: string };
  readonly 'refuse.play.matchOver': Record<string, never>;
  readonly 'turn.toDraw': { readonly who: string };
  readonly 'turn.earlyDiscards': { readonly who: string };
  readonly 'turn.earlyWasTurn': { readonly who: string; readonly next: string };
  readonly 'turn.thirdLast': { readonly who: string };
  readonly 'hand.noGame': { readonly dealer: string; readonly matchEnd?: Clause };
  readonly 'match.reached': { readonly who: string; readonly target: number };
  readonly 'match.limit': { readonly hands: number; readonly target: number; readonly winner?: string };
  readonly 'refuse.draw.count': { readonly count: string };
  readonly 'refuse.draw.reserve': { readonly who: string; readonly stock: number; readonly count: number };
  readonly 'refuse.draw.tooMany': { readonly who: string; readonly held: number; readonly count: number; readonly max: number };
  readonly 'refuse.draw.earlyAgain': { readonly who: string; readonly other: string };
  readonly 'draw.early': { readonly who: string; readonly count: number; readonly other: string };
  readonly 'refuse.draw.vorhand': { readonly who: string };
  readonly 'refuse.take.vorhand': { readonly who: string };
  readonly 'refuse.drawnAlready': { readonly who: string };
  readonly 'refuse.overfull.draw': { readonly who: string; readonly size: number };
  readonly 'draw.stock': { readonly who: string; readonly count: number; readonly exposed?: string; readonly holding: number; readonly short: boolean };
  readonly 'refuse.take.early': { readonly who: string; readonly turn: string };
  readonly 'refuse.notYourTurn': { readonly who: string; readonly turn: string };
  readonly 'refuse.take.empty': Record<string, never>;
  readonly 'take': { readonly who: string; readonly card: string; readonly holding?: number };
  readonly 'refuse.notACard': Record<string, never>;
  readonly 'refuse.discard.early': { readonly who: string; readonly turn: string };
  readonly 'refuse.notHeld': { readonly who: string; readonly card: string };
  readonly 'refuse.takenBack': { readonly who: string; readonly card: string; readonly knock: boolean };
  readonly 'refuse.discard.drawFirst': { readonly who: string };
  readonly 'refuse.discard.short': { readonly who: string; readonly size: number };
  readonly 'discard': { readonly who: string; readonly card: string; readonly how: 'plain' | 'overfull' | 'opening'; readonly size: number };
}

/** §7-§11 and §14.6-§14.13: knocking, laying out, answering an irregular knock. */
export interface KnockSpec {
  readonly 'refuse.knock.layOutNow': { readonly knocker: string; readonly who: string };
  readonly 'refuse.knock.stands': { readonly who: string; readonly accepted: boolean };
  readonly 'refuse.knock.early': { readonly who: string; readonly turn: string };
  readonly 'refuse.overfull.knock': { readonly who: string; readonly size: number };
  readonly 'refuse.knock.drawFirst': { readonly who: string };
  readonly 'refuse.knock.buriedNotCard': Record<string, never>;
  readonly 'refuse.knock.buriedNotHeld': { readonly who: string; readonly card: string };
  readonly 'refuse.knock.groups': { readonly who: string; readonly each: boolean };
  readonly 'refuse.cannotLayOut': { readonly who: string; readonly problem: Clause };
  readonly 'knock.shown': { readonly melds: readonly Codes[]; readonly deadwood: Codes };
  readonly 'knock.gin': { readonly correcting: boolean; readonly who: string; readonly buried: string; readonly shown: Clause; readonly other: string };
  readonly 'knock': {
    readonly correcting: boolean; readonly who: string; readonly points: number; readonly buried: string;
    readonly shown: Clause; readonly calledGin: boolean; readonly other: string;
  };
  readonly 'knock.irregular': {
    readonly correcting: boolean; readonly who: string; readonly buried: string; readonly shown: Clause;
    readonly over?: number; readonly laid?: number; readonly calledGin: boolean; readonly next: Clause;
  };
  readonly 'knock.next.regroup': { readonly who: string; readonly other: string };
  readonly 'knock.next.count': { readonly who: string; readonly other: string; readonly deadwood: boolean; readonly short: boolean };
  readonly 'refuse.layout.handOver': Record<string, never>;
  readonly 'refuse.layout.noKnock': Record<string, never>;
  readonly 'refuse.layout.knocker': { readonly who: string };
  readonly 'refuse.layout.groups': Record<string, never>;
  readonly 'refuse.layout.layoffShape': Record<string, never>;
  readonly 'refuse.layout.twice': { readonly card: string };
  readonly 'refuse.layout.fromMeld': { readonly card: string; readonly who: string };
  readonly 'refuse.layout.gin': { readonly knocker: string; readonly who: string };
  readonly 'refuse.layout.overfull': { readonly who: string; readonly size: number };
  readonly 'refuse.layout.misfit': { readonly who: string; readonly problem: Clause };
  readonly 'layout': {
    readonly who: string; readonly melds: readonly Codes[]; readonly layoffs: readonly { readonly card: string; readonly meld: number }[];
    readonly deadwood: Codes; readonly mine: Counted; readonly knocker: string; readonly theirs: Counted; readonly verdict: Clause; readonly after: Clause;
  };
  readonly 'layout.void': { readonly who: string; readonly knocker: string; readonly dealer: string };
  readonly 'layout.scores': { readonly winner: string; readonly points: number; readonly reason: 'gin' | 'undercut' | 'knock'; readonly bonus: number; readonly opponent: Counted };
  readonly 'layout.totals': { readonly names: readonly string[]; readonly totals: readonly number[]; readonly next: string };
  readonly 'refuse.answer.noKnock': { readonly reject: boolean };
  readonly 'refuse.answer.notOpponent': { readonly opponent: string };
  readonly 'refuse.answer.accepted': { readonly reject: boolean };
  readonly 'refuse.answer.regular': { readonly reject: boolean };
  readonly 'accept': { readonly who: string; readonly knocker: string; readonly count: boolean };
  readonly 'reject': { readonly who: string; readonly knocker: string; readonly cards: number; readonly count: boolean };
}

/** Deadwood points and the number of cards a hand had: fewer than ten adds 10 a card (§14.11, §14.12). */
export interface Counted { readonly points: number; readonly cards: number }

/** §14.1-§14.3, §14.9: claims about the deal, the exposed stock card. */
export interface ClaimSpec {
  readonly 'refuse.claim.noHand': Record<string, never>;
  readonly 'refuse.claim.inTurn': { readonly dealer: string };
  readonly 'claim.dealer.beforePlay': { readonly who: string; readonly due: string; readonly dealer: string; readonly fromStock: boolean };
  readonly 'claim.dealer.inPlay': { readonly who: string; readonly due: string; readonly dealer: string };
  readonly 'refuse.claim.countRight': { readonly vorhand: number; readonly dealer: number };
  readonly 'refuse.claim.countInPlay': Record<string, never>;
  readonly 'claim.count': { readonly who: string; readonly vorhand: string; readonly vorhandCards: number; readonly dealer: string; readonly dealerCards: number };
  readonly 'refuse.claim.what': Record<string, never>;
  readonly 'refuse.expose.when': { readonly who: string };
  readonly 'refuse.expose.already': Record<string, never>;
  readonly 'expose': { readonly who: string; readonly card: string; readonly other: string };
  readonly 'refuse.reshuffle.noRight': Record<string, never>;
  readonly 'refuse.reshuffle.when': { readonly who: string };
  readonly 'reshuffle': { readonly who: string; readonly seed: number };
}

/** §4, §8: why a group is no meld, an arrangement is wrong, a lay-off does not fit (melds.ts, layoffs.ts). */
export interface MeldSpec {
  readonly 'meld.tooFew': { readonly min: number; readonly count: number };
  readonly 'meld.twice': { readonly card: string };
  readonly 'meld.mixed': Record<string, never>;
  readonly 'meld.aceLow': Record<string, never>;
  readonly 'meld.gap': { readonly low: string; readonly high: string };
  readonly 'arrangement.handTwice': { readonly card: string };
  readonly 'arrangement.notInHand': { readonly group: number; readonly cards: Codes; readonly card: string };
  readonly 'arrangement.notMeld': { readonly group: number; readonly cards: Codes; readonly problem: Clause };
  readonly 'arrangement.twice': { readonly group: number; readonly cards: Codes; readonly card: string; readonly earlier: number };
  /** `shift` is added to meld numbers where the reader counts from 1 (a ruling) rather than 0 (the notation's index). */
  readonly 'layoff.noMeld': { readonly n: number; readonly card: string; readonly meld: number; readonly melds: number; readonly shift: number };
  readonly 'layoff.onTable': { readonly n: number; readonly card: string };
  readonly 'layoff.misfit': { readonly n: number; readonly card: string; readonly meld: number; readonly cards: Codes; readonly why: Clause; readonly shift: number };
  readonly 'misfit.setFull': Record<string, never>;
  readonly 'misfit.setFourth': { readonly rank: number };
  readonly 'misfit.runClosed': Record<string, never>;
  readonly 'misfit.runEnds': { readonly ends: Codes };
}

/** §9-§12, §14.11-§14.13: a hand's score as the score sheet and calculator explain it (hand-score.ts); players are A and B. */
export interface ScoreSpec {
  readonly 'score.noGame': Record<string, never>;
  readonly 'score.gin': { readonly knocker: 0 | 1; readonly bonus: number; readonly opponent: number; readonly opponentShort: number };
  readonly 'score.overfullLoses': { readonly knocker: 0 | 1; readonly knock: number; readonly opponent: number };
  readonly 'score.void': { readonly knocker: 0 | 1; readonly knock: number; readonly opponent: number };
  readonly 'score.knock': { readonly knocker: 0 | 1; readonly knock: number; readonly opponent: number; readonly knockerShort: number; readonly opponentShort: number };
  readonly 'score.undercut': {
    readonly knocker: 0 | 1; readonly knock: number; readonly opponent: number; readonly knockerShort: number; readonly opponentShort: number;
    readonly bonus: number; readonly points: number;
  };
}

/** Actions in plain words beside the notation (describe.ts). */
export interface DescribeSpec {
  readonly 'do.nothing': Record<string, never>;
  readonly 'do.deal': { readonly who: string; readonly seed: string; readonly counts?: readonly number[] };
  readonly 'do.draw': { readonly who: string; readonly count: number };
  readonly 'do.take': { readonly who: string };
  readonly 'do.discard': { readonly who: string; readonly card?: string };
  readonly 'do.knock': { readonly who: string; readonly gin: boolean; readonly card?: string; readonly melds: number };
  readonly 'do.layout': { readonly who: string; readonly melds: number; readonly layoffs: readonly (string | undefined)[] };
  readonly 'do.accept': { readonly who: string };
  readonly 'do.reject': { readonly who: string };
  readonly 'do.expose': { readonly who: string };
  readonly 'do.reshuffle': { readonly who: string; readonly seed: string };
  readonly 'do.claim': { readonly who: string; readonly dealer: boolean };
  readonly 'do.unknown': { readonly who: string };
}

/** A word of a format example's score table: a column or a row head (formats/runner.ts). */
export type TableWord = 'points' | 'played' | 'byes' | 'handsWon' | 'roundsWon' | 'boxes' | 'game' | 'shutout' | 'total';

/** Who deals to whom at one table (§15, §16). */
interface Table { readonly deals: string; readonly leads: string }

/**
 * §13, §15-§17: the lines of a format example as the stepper shows them (formats/runner.ts).
 * Names are the example's player names; a column may be a team ("B+C"), `team` says so
 * where the verb agrees with it. Drawn ranks stay in the notation ("K", "10").
 */
export interface FormatSpec {
  readonly 'format.drawn': { readonly draws: readonly { readonly name: string; readonly ranks: readonly string[] }[] };
  readonly 'format.start.partnership': { readonly drawn: Clause; readonly teams: readonly (readonly string[])[]; readonly seats: readonly string[]; readonly target: number };
  readonly 'format.start.roundRobin': { readonly entrants: number; readonly rounds: number };
  readonly 'format.start.swiss': { readonly entrants: number; readonly rounds: number };
  readonly 'format.label.hand': { readonly hand: number };
  readonly 'format.label.matchHand': { readonly match: number; readonly hand: number };
  readonly 'format.label.nextMatch': { readonly match: number };
  readonly 'format.label.round': { readonly round: number };
  readonly 'format.hand.noGame': Table;
  readonly 'format.hand.won': Table & { readonly winner: string; readonly loser: string; readonly points: number };
  readonly 'format.rotation.sitsOut': { readonly loser: string; readonly dealer: string };
  readonly 'format.chouette.takesOver': { readonly loser: string; readonly partner: string };
  readonly 'format.chouette.teamWins': { readonly loser: string };
  readonly 'format.chouette.nextMatch': { readonly winner: string; readonly stays: boolean; readonly dealer: string; readonly waits: string };
  readonly 'format.reached': { readonly who: string; readonly team: boolean; readonly points: number };
  readonly 'format.partnership.sums': { readonly columns: readonly string[]; readonly parts: readonly (readonly number[])[]; readonly net: readonly number[] };
  readonly 'format.partnership.cancel': Record<string, never>;
  readonly 'format.partnership.writes': { readonly team: string; readonly points: number };
  readonly 'format.match.won': { readonly winner: string; readonly loser: string; readonly margin: number };
  readonly 'format.match.tied': { readonly a: string; readonly b: string };
  readonly 'format.bye': { readonly who: string };
  readonly 'format.next.hand': Table & { readonly sitsOut: string };
  readonly 'format.next.chouette': Table & { readonly waits: string; readonly partner: string };
  readonly 'format.chouette.roles': { readonly single: string; readonly partners: readonly string[] };
  readonly 'format.next.round': { readonly tables: readonly Table[] };
  readonly 'format.next.pairings': { readonly round: number; readonly rounds: number; readonly pairs: readonly (readonly string[])[]; readonly bye?: string };
  readonly 'format.over': { readonly who: string; readonly team: boolean; readonly target: number };
  readonly 'format.over.tournament': { readonly rounds: number };
  readonly 'format.tournament.won': { readonly who: string; readonly points: number };
  readonly 'format.pays': { readonly from: string; readonly to: string; readonly team: boolean; readonly amount: number; readonly shutout: number };
  readonly 'format.noneOwes': Record<string, never>;
  readonly 'format.table.caption': { readonly match?: number; readonly played: number; readonly unit: 'hand' | 'round' };
  readonly 'format.table.standings': { readonly round: number };
  readonly 'format.table.alone': { readonly who: string };
  readonly 'format.table.word': { readonly word: TableWord };
}

/** Where a problem sits in a tournament's data: round 2, its result 1, the field margin (any may be left out). */
export interface TournamentWhere {
  readonly round?: number;
  readonly result?: number;
  readonly field?: 'a' | 'b' | 'margin' | 'entrant' | 'entrants' | 'seed';
}

/**
 * §17: why the tournament module refuses its input (engine/gin-rummy/tournament.ts): entrants, seeds,
 * results, standings and earlier meetings read from outside (a saved tournament, a format example).
 * Entrants are their numbers; a value that is not one is its JSON text, cut short.
 */
export interface TournamentSpec {
  readonly 'tournament.notWhole': { readonly where: TournamentWhere; readonly value: string };
  readonly 'tournament.range': { readonly where: TournamentWhere; readonly min: number; readonly max: number; readonly value: number };
  readonly 'tournament.notObject': { readonly where: TournamentWhere };
  readonly 'tournament.unknownField': { readonly where: TournamentWhere; readonly field: string };
  readonly 'tournament.himself': { readonly where: TournamentWhere };
  readonly 'tournament.equalMargin': { readonly where: TournamentWhere };
  readonly 'tournament.winnerOf': { readonly where: TournamentWhere; readonly a: number; readonly b: number };
  readonly 'tournament.higherTotal': { readonly problem: Clause };
  readonly 'tournament.robinResults': { readonly entrants: number; readonly most: number };
  readonly 'tournament.numbered': { readonly where: TournamentWhere; readonly last: number };
  readonly 'tournament.meetOnce': { readonly where: TournamentWhere; readonly a: number; readonly b: number };
  readonly 'tournament.roundSize': { readonly min: number; readonly max: number };
  readonly 'tournament.listedTwice': { readonly entrant: number };
  readonly 'tournament.metLimit': { readonly max: number };
  readonly 'tournament.badMetPair': { readonly pair: string };
  readonly 'tournament.byeLimit': { readonly max: number };
  readonly 'tournament.byeUnknown': { readonly entrant: string };
  readonly 'tournament.noPairing': { readonly entrant: number };
  readonly 'tournament.over': { readonly rounds: number };
  readonly 'tournament.resultCount': { readonly where: TournamentWhere; readonly count: number };
  readonly 'tournament.notPaired': { readonly where: TournamentWhere; readonly a: number; readonly b: number };
}

/** §1: where a card lies on the table (a player's part names the player). */
export type CardPlace =
  | { readonly where: 'stock' | 'discards' }
  | { readonly where: 'hand' | 'buried' | 'melds' | 'layoffs' | 'deadwood'; readonly player: string };

/** Which ledger line: a hand of a match (numbered or not), or a table's hand in a round of a partnership match. */
export interface LedgerAt {
  readonly hand?: number;
  readonly round?: number;
  readonly table?: number;
}

/**
 * Faults of a table or a ledger read from outside (a position line, a set-up, a saved match): the cards'
 * count (§1, rules/1-cards.ts) and a ledger line's result (§9-§12, match.ts checkHandResult).
 */
export interface FaultSpec {
  readonly 'cards.notCard': { readonly got: string; readonly place: CardPlace };
  readonly 'cards.twice': { readonly card: string; readonly first: CardPlace; readonly again: CardPlace };
  readonly 'cards.nowhere': { readonly cards: readonly string[]; readonly pack: number };
  readonly 'ledger.shape': { readonly at: LedgerAt };
  readonly 'ledger.field': { readonly at: LedgerAt; readonly key: string };
  /** `got`: the value given, as JSON, cut short. */
  readonly 'ledger.winner': { readonly at: LedgerAt; readonly seats: readonly number[]; readonly got: string };
  readonly 'ledger.noWinner': { readonly at: LedgerAt };
  readonly 'ledger.pointsWhole': { readonly at: LedgerAt; readonly got: string };
  readonly 'ledger.pointsRange': { readonly at: LedgerAt; readonly min: number; readonly max: number; readonly got: number };
  /** A hand after the end of a match (§13 two players, `leader` the letter of who reached the target; §15 three; §16 partnerships). */
  readonly 'ledger.overTwo': { readonly leader: string; readonly target: number };
  readonly 'ledger.overThree': { readonly target: number };
  readonly 'ledger.overPartnership': { readonly target: number };
  /** §15.1, §15.2: the player who sat a hand out (`seat` his letter) is written as its winner. */
  readonly 'ledger.satOut': { readonly hand: number; readonly seat: string };
  /** §16: a round holds one result per table. */
  readonly 'ledger.tables': { readonly round: number; readonly count: number };
  /** A stored match record (match.ts parseLedger, three-players.ts replayThree, partnership.ts replayPartnership): `shape` its fields as written. */
  readonly 'record.shape': { readonly shape: string };
  readonly 'record.field': { readonly key: string };
  readonly 'record.list': { readonly field: 'hands' | 'rounds' };
  /** `match`: the two-player ledger's words ("a match has at most ..."). */
  readonly 'record.tooMany': { readonly what: 'hands' | 'rounds'; readonly max: number; readonly got: number; readonly match: boolean };
  readonly 'record.mode': Record<string, never>;
  /** §15: the draw order of three. */
  readonly 'record.order': Record<string, never>;
  /** §16: the record's ranking is no list of seat numbers. */
  readonly 'record.rankingList': Record<string, never>;
  readonly 'record.players': Record<string, never>;
  /** §16: the ranking names each player 0..`last` once. */
  readonly 'record.ranking': { readonly last: number };
  /** §13, §16: the target (`got` as JSON, cut short). */
  readonly 'record.targetWhole': { readonly got: string };
  readonly 'record.targetRange': { readonly min: number; readonly max: number; readonly got: number };
  /** The site's cap on a match (MAX_HANDS_PER_MATCH hands, MAX_ROUNDS rounds of a partnership match). */
  readonly 'record.full': { readonly max: number; readonly partnership: boolean };
}

/** Every message of the game. */
export interface GinSpec extends PlaySpec, KnockSpec, ClaimSpec, MeldSpec, ScoreSpec, DescribeSpec, FormatSpec, TournamentSpec, FaultSpec {}

/** One message of the game, its parameters checked against its id. */
export type GinMessage = MessageOf<GinSpec>;
