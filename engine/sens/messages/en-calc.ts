/** English: the meld calculator's words (src/games/sens/calculator): a hand's melds, Bella, two hands compared. */
import type { Rank, Suit } from '../cards';
import type { MeldKind } from '../types';
import type { CataloguePart, SensSay } from './say';
import type { CalcVerdict, Pack } from './spec';

const SUIT: Record<Pack, Record<Suit, string>> = {
  bavarian: { E: 'Eichel', G: 'Gras', H: 'Herz', S: 'Schellen' },
  french: { E: 'clubs', G: 'spades', H: 'hearts', S: 'diamonds' },
};
/** The ranks as the calculator's cards print them. */
export const SHORT_RANK: Record<Pack, Record<Rank, string>> = {
  bavarian: { '7': '7', '8': '8', '9': '9', T: '10', U: 'U', O: 'O', K: 'K', A: 'S' },
  french: { '7': '7', '8': '8', '9': '9', T: '10', U: 'J', O: 'Q', K: 'K', A: 'A' },
};
const KINDS: Record<MeldKind, string> = { dreistaender: 'Dreiständer', quart: 'Quarts', fuss: 'Fusses', vierstaender: 'Vierständer' };

/** 7.2: who scores, after a winner was found. */
const counts = (v: CalcVerdict) => (v.yours
  ? ` Your side scores every meld of both partners, ${v.total} from this hand; the opponents score none (7.2).`
  : ` The opponents score every meld of both partners, ${v.total} from their hand; your side none (7.2).`);
const whose = (v: CalcVerdict) => (v.yours ? 'Yours' : 'Theirs');
const ranks = (r: Rank, s: SensSay) => s.ranks(r);

export const enCalc: CataloguePart<'calc'> = {
  'calc.handFull': ({ size }) => `A hand holds ${size} cards: take one out before adding another.`,
  'calc.link.length': ({ text, size }) => `The link's hand "${text}" is not up to ${size} cards written as UE, 9H, \u2026.`,
  'calc.link.notCard': ({ code }) => `The link's hand holds "${code}", which is not a card (ranks 7 8 9 T U O K A, suits E G H S).`,
  'calc.link.twice': ({ code }) => `The link's hand holds ${code} twice; there is one pack.`,
  'calc.link.overlap': ({ codes }) => `The link puts ${codes.join(', ')} in both hands; there is one pack.`,
  'calc.run': ({ suit, cards, pack }) => `${SUIT[pack][suit]} ${cards.map((c) => SHORT_RANK[pack][c[0] as Rank]).join(', ')}`,
  'calc.four': ({ rank }, s) => `four ${ranks(rank, s)}`,
  'calc.line': ({ kind, cards, points, length }, s) => `${s.kind(kind)}: ${s.say(cards)} (${points}` +
    `${kind === 'fuss' && length > 5 ? `, ${length} in a row count as one Fuss` : ''})`,
  'calc.noMelds': () => 'No melds.',
  'calc.melds': ({ count, total }, s) => `${s.plural(count, { one: 'One meld', other: `${count} melds` })}: ${total} points.`,
  'calc.bella': ({ trump, pack, points, inRun }) => `Bella: the ${SUIT[pack][trump]} Ober and King, ${points} more ` +
    `${inRun ? 'with the run that holds them, no announcement of its own needed' : 'if announced before either card is played'}; ` +
    'it counts whatever the comparison of melds says (7.3).',
  'calc.best': ({ kind, cards, tied }, s) => `Put forward in a comparison: the ${s.kind(kind)} ${s.say(cards)}` +
    `${tied ? ' (another of its melds is just as strong)' : ''} (8.3).`,
  'calc.inAll': ({ total, bella }) => `In all: ${total + bella} points with Bella (the melds' ${total} only if they win the comparison, 7.2).`,
  'calc.compare.none': () => 'Neither hand holds a meld: no meld points for either side (Bella apart, 7.3).',
  'calc.compare.onlyYours': ({ total }) => `Only your hand holds a meld: your side's melds count, ${total} points from this hand (7.2).`,
  'calc.compare.onlyTheirs': ({ total }) => `Only the opponents hold a meld: their side's melds count, ${total} points from their hand (7.2).`,
  'calc.compare.kinds': (v, s) => `${whose(v)}: a ${s.kind(v.better)} beats a ${s.kind(v.worse)}, whatever the points; ` +
    `the kinds rank Vierständer, Fuss, Quart, Dreiständer (8.3).${counts(v)}`,
  'calc.compare.fours': (v, s) => `${whose(v)}: between two Vierständer the four ${ranks(v.better, s)} beat the four ${ranks(v.worse, s)}; ` +
    `the order is Unters, Nines, Saus, Tens, Kings, Obers (8.4).${counts(v)}`,
  'calc.compare.tops': (v, s) => `${whose(v)}: two ${KINDS[v.kind]}, and the higher top card wins: ` +
    `${s.rank(v.better)} over ${s.rank(v.worse)}, in the run order Seven to Sau (8.3, 2.4).${counts(v)}`,
  'calc.compare.trumpTop': (v, s) => `${whose(v)}: two ${KINDS[v.kind]} with the same top card (${s.rank(v.top)}), ` +
    `and the one in trumps (${SUIT[v.pack][v.trump]}) wins (8.3).${counts(v)}`,
  'calc.compare.cancel': ({ kind, top }, s) => `They cancel: two ${KINDS[kind]} with the same top card (${s.rank(top)}) and neither in trumps, ` +
    "so neither side's melds count (8.3).",
};
