/**
 * Hand-made SENS positions for the view tests, one deal followed from the
 * bidding to its end. Ana (0), Ben (1), Cleo (2), Dan (3): Ana & Cleo are one
 * side, Ben & Dan the other (1.1). Ben deals, so Cleo is Vorhand (9.1) and Ana
 * cuts (4.2). The whole deal (32 cards, each once):
 *   Ana  9E TE UE AG 7G | 8H 7S 8S      (a Dreiständer up to the Eichel-Unter)
 *   Ben  AH TH KG OG AS | 7E KS + UH     (the turned card UH is his, 4.4, 5.4)
 *   Cleo 9H KH OH 7H AE | KE 8G 9S      (the Herz-Seven and Bella if Herz is trumps)
 *   Dan  8E OE 9G TG UG | TS US OS      (Dreiständer up to the Gras-Unter and up to the Schellen-Ober)
 * The first five of each hand are dealt first; the rest wait in the pack,
 * Vorhand's first and the dealer's two last (4.4).
 */
import type { Card } from '../../../engine/sens/cards';
import type { DealState, SensAction, SensState } from '../../../engine/sens/types';

export const PLAYERS = ['Ana', 'Ben', 'Cleo', 'Dan'] as const;

const c = (text: string) => text.split(' ').filter(Boolean) as Card[];

const EMPTY_DEAL: DealState = {
  dealer: 1,
  turn: 1,
  hands: [[], [], [], []],
  pack: [],
  turned: null,
  misdealt: false,
  round: 1,
  passed: [],
  game: null,
  robbedBy: null,
  melds: [],
  bella: [],
  settlement: null,
  trick: [],
  tricks: [],
  fouls: [],
  vorlauf: null,
  end: null,
};

export function position(over: Omit<Partial<SensState>, 'deal'> & { deal?: Partial<DealState> }): SensState {
  const { deal, ...rest } = over;
  return {
    players: PLAYERS,
    options: { dealerSeesLast: true, misdeal: 'strict' },
    scores: [0, 0],
    ledger: [],
    phase: 'deal',
    winner: null,
    ...rest,
    deal: { ...EMPTY_DEAL, ...deal },
  };
}

/** The match about to start: Ben to deal. */
export const toDeal = position({});

const FIRST_FIVE = [c('9E TE UE AG 7G'), c('AH TH KG OG AS'), c('9H KH OH 7H AE'), c('8E OE 9G TG UG')];
const REST = c('KE 8G 9S TS US OS 8H 7S 8S 7E KS');

/** Round 1 of the bidding: Ben (the dealer, who speaks first, 5.1) passed; Cleo to speak; the Herz-Unter turned. */
export const bidding = position({
  phase: 'bidding',
  deal: { turn: 2, hands: FIRST_FIVE, pack: REST, turned: 'UH', passed: [1] },
});

/** Cleo took the game with Herz in round 1: Ben to deal the rest; Cleo holds the Herz-Seven and may rob (6.1). */
export const taken = position({
  phase: 'taken',
  deal: { turn: 1, hands: FIRST_FIVE, pack: REST, turned: 'UH', passed: [1], game: { by: 2, trump: 'H', round: 1 } },
});

/** Cleo robbed: the Herz-Unter is in her hand (arrived last), the Herz-Seven lies in its place (6.1). */
export const robbed = position({
  phase: 'taken',
  deal: { ...taken.deal, hands: [FIRST_FIVE[0], FIRST_FIVE[1], c('9H KH OH AE UH'), FIRST_FIVE[3]], turned: '7H', robbedBy: 2 },
});

const EIGHT = [c('9E TE UE AG 7G 8H 7S 8S'), c('AH TH KG OG AS 7E KS UH'), c('9H KH OH 7H AE KE 8G 9S'), c('8E OE 9G TG UG TS US OS')];
const without = (hand: readonly Card[], ...gone: Card[]) => hand.filter((x) => !gone.includes(x));
const GAME = { by: 2, trump: 'H', round: 1 } as const;
const DAN_MELDS = [
  { seat: 3, kind: 'dreistaender', cards: c('9G TG UG'), points: 20 },
  { seat: 3, kind: 'dreistaender', cards: c('TS US OS'), points: 20 },
] as const;

/** Trick 1: Cleo led the Eichel-Sau, Dan (after announcing his two runs) followed with the Eichel-Ober; Ana to play. */
export const trickOne = position({
  phase: 'play',
  deal: {
    turn: 0,
    hands: [EIGHT[0], EIGHT[1], without(EIGHT[2], 'AE'), without(EIGHT[3], 'OE')],
    passed: [1],
    game: GAME,
    melds: [...DAN_MELDS],
    trick: [
      { seat: 2, card: 'AE' },
      { seat: 3, card: 'OE' },
    ],
  },
});

/** Ana announced her Dreiständer and played the Eichel-Ten, Ben the Eichel-Seven: Cleo's Sau took the trick; melds settled for Ben & Dan (Dan's run up to the Ober beats Ana's up to the Unter). */
export const afterTrickOne = position({
  phase: 'play',
  deal: {
    turn: 2,
    hands: [without(EIGHT[0], 'TE'), without(EIGHT[1], '7E'), without(EIGHT[2], 'AE'), without(EIGHT[3], 'OE')],
    passed: [1],
    game: GAME,
    melds: [...DAN_MELDS, { seat: 0, kind: 'dreistaender', cards: c('9E TE UE'), points: 20 }],
    settlement: { side: 1, points: [0, 40], shown: [...DAN_MELDS] },
    tricks: [
      {
        cards: [
          { seat: 2, card: 'AE' },
          { seat: 3, card: 'OE' },
          { seat: 0, card: 'TE' },
          { seat: 1, card: '7E' },
        ],
        winner: 2,
      },
    ],
  },
});

/** Trick 2: Cleo (Bella announced) led the Herz-Nine, Dan (no trumps) the Eichel-Eight, Ana the Schellen-Seven although she holds the Herz-Eight: a wrong card (9.2). Ben to play. */
export const wrongCard = position({
  phase: 'play',
  deal: {
    ...afterTrickOne.deal,
    turn: 1,
    hands: [without(afterTrickOne.deal.hands[0], '7S'), afterTrickOne.deal.hands[1], without(afterTrickOne.deal.hands[2], '9H'), without(afterTrickOne.deal.hands[3], '8E')],
    bella: [2],
    trick: [
      { seat: 2, card: '9H' },
      { seat: 3, card: '8E' },
      { seat: 0, card: '7S' },
    ],
    fouls: [{ seat: 0, card: '7S', trick: 1, duty: '9.2' }],
  },
});

/** Lawful actions by seat, as a stand-in for the engine in play-mode tests. */
export function lawfulStub(bySeat: Partial<Record<number, readonly SensAction[]>>): (seat: number) => readonly SensAction[] {
  return (seat) => bySeat[seat] ?? [];
}

const over = (end: DealState['end'], extra: Partial<DealState> = {}, rest: Omit<Partial<SensState>, 'deal'> = {}) =>
  position({ phase: 'deal-over', ...rest, deal: { passed: [1], game: GAME, turn: 2, end, ...extra } });

/** 11.1: Ana & Cleo took the game and made it: 100 + 20 (Bella) of 164 + 60 = 224, more than 112. */
export const made = over({ kind: 'counted', cardPoints: [100, 64], meldPoints: [20, 40], total: 224, made: true, dackeln: false, written: [120, 104] }, { bella: [2] }, { scores: [120, 104], ledger: [[120, 104]] });
/** 11.1 Ziehen: 70 of 204 is short of 103; Ben & Dan write all 204. */
export const ziehen = over({ kind: 'counted', cardPoints: [70, 94], meldPoints: [0, 40], total: 204, made: false, dackeln: false, written: [0, 204] });
/** 11.2 Dackeln: every trick, 164 + 20 Bella, and 100 more. */
export const dackeln = over({ kind: 'counted', cardPoints: [164, 0], meldPoints: [20, 0], total: 184, made: true, dackeln: true, written: [284, 0] });
/** 1.4: Ana's wrong card claimed: Ben & Dan write every point, 164 + 60. */
export const fouled = over({ kind: 'foul', by: 0, written: [0, 224] });
/** 5.3: all passed twice; Cleo deals next. */
export const thrownIn = over({ kind: 'thrown-in' }, { game: null });
/** 4.5 strict: Ben misdealt; Ana & Cleo write 164, Cleo deals next. */
export const misdealStrict = over({ kind: 'misdeal', written: [164, 0] }, { game: null });
/** 4.5 mild: nothing written; Ben deals again. */
export const misdealMild = over({ kind: 'misdeal', written: [0, 0] }, { game: null, turn: 1 });
/** 10.1: Ana & Cleo past 500. */
export const matchOver = position({ phase: 'match-over', scores: [512, 430], winner: 0, deal: { ...made.deal } });
