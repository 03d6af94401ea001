/**
 * Position notation: a whole Gress table on one line (what FEN is to chess), and
 * a game, a start position plus its events (what PGN is to chess).
 *
 * A position is space-separated `key=value` fields, written in this order;
 * fields marked (opt) are left out when they hold their default:
 *
 *   players=Ana,Ben,Cem,Dia   names, clockwise (2.2)
 *   dealer=Dia                2.3
 *   phase=running             dealing|ready|running|halted|over|scored, "/stage" while
 *                             dealing (phase=dealing/handsDealt)
 *   hands=7C,QS/8H/-/AS2      one hand per seat, "/"-separated, "-" for none (2.7)
 *   markes=KD/-/-/7H          one Marke per seat, "-" for none (2.8)
 *   ready=Ana,Ben             (opt) who has picked up their hand (3.5); default nobody
 *   pack=7C,8C                (opt) the cards still in the dealer's hands, top first
 *   peeked=QS                 (opt) the card the dealer peeked at (3.6)
 *   pile=QS@Dia:o1,JC@Ben:m2~H,8C@Cem:f3!
 *                             (opt) the play pile bottom to top (2.4): card "@" player
 *                             ":" how it was played (o opening, m move, t throw,
 *                             d defence, f foul) and the event that laid it, then
 *                             "~" a wished suit (C S H D, 7.4) and "!" if a complaint
 *                             has judged it (10.5)
 *   draw=7S,8S                (opt) the draw pile, top first (2.5)
 *   turn=Cem                  who is to move (4.1)
 *   dir=cw                    cw or ccw (4.9)
 *   throws=yes                throw permission (4.2): yes or no, then ":" the
 *                             paragraph that forbade throws (throws=no:4.8)
 *   debts=Ben:2@5/5.2         (opt) player ":" cards "@" event "/" paragraph, in order (4.12)
 *   windows=skipDefence:Ben@5/5.7/nextMove[event=5]
 *                             (opt) open rule windows: kind ":" owner "@" opening event
 *                             "/" paragraph "/" closing (nextEvent, nextMove,
 *                             nextMoveOrThrow, nextMoveByOther:Ana,
 *                             handSizeChangeOrNextMove:Ana), then optional data in
 *                             brackets, "+"-separated: event=5, paragraph=5.5,
 *                             called=yes, markeTaken=no, wrong=yes ("[]": empty data)
 *   halt=reshuffle:Ana/10.1   (opt) reason ":" halter "/" paragraph (4.15)
 *   swap=Ana:Ben+Cem/announced/5.5
 *                             (opt) announcer ":" partners "/" stage "/" paragraph (5.5, 6.3)
 *   next=7                    the id the next event will get
 *   winner=Ana                (opt) who went out (9.1)
 *   laid=Ana,Cem              (opt) who has laid down (9.3)
 *   disq=Ben                  (opt) who is disqualified (10.8)
 *   unpaid=0,2,0,0            (opt) unpaid cards by seat (10.2); default all 0
 *   penalties=0,3,12,5        (opt) penalty points by seat, once counted (9.4)
 *
 * Example, a running game after Ben's Jack with hearts wished:
 *
 *   players=Ana,Ben,Cem,Dia dealer=Dia phase=running hands=7C,QS/8H/9D,TH/AS
 *   markes=KD/-/-/7H ready=Ana,Ben,Cem,Dia pile=QS@Dia:o1,JC@Ben:m2~H draw=7S,8S
 *   turn=Cem dir=cw throws=yes next=3          (all on one line)
 *
 * Cards are written as in engine/core/cards.ts (QS, TH, 7C2). Paragraph
 * references keep letters, digits and dots and %-escape the rest, so a debt
 * citing "10.4, 10.7" is written Ben:2@9/10.4%2C%2010.7. What is dropped:
 * the event log's texts (`events`) and the 10.4 withdrawal history
 * (`recentPlays`, each entry a whole earlier state). A parsed position has both
 * empty; `normalisePosition` empties them in any state, and the round trip is
 * exact on everything else. So a withdrawal or a 10.5 complaint that needs the
 * state before a card cannot be judged from a bare position: share a game (start
 * plus events, below) to keep them, since replaying the events rebuilds both.
 *
 * A game is a position line followed by its actions in the action notation
 * (notation.ts), one per line or ";"-separated; blank lines are ignored:
 *
 *   players=Ana,Ben,Cem ... next=2
 *   Ben play QC
 *   Cem draw; Ana play 7C
 *
 * Parsing never throws: errors name the column (and, in a game, the line) and
 * what was expected. Names follow 2-table's rule (a letter, then letters,
 * digits, - and _), so they never contain the separators above.
 */
import { type Card, formatCard, parseCard, SUITS, type Suit } from '../core/cards';
import { CLOSING_KINDS, type Closing } from '../core/windows';
import type { Message } from '../core/messages';
import { columnFault, failAtColumn, failNotation, nm, type NotationMessage } from './messages/notation';
import { formatAction, notCard, parseAction } from './notation';
import { playersFault } from './rules/2-table';
import { positionFault } from './position-sense';
import { MAX_GAME_ACTIONS, MAX_LINK_CHARS } from './limits';
import { WINDOW_KINDS } from './window-kinds';
import type {
  DealStage, Debt, Direction, GressAction, GressState, GressWindow, Halt, Phase, PileCard, PlayedAs, Seat, Swap, WindowData, WindowKind,
} from './types';

/** `reason`: the error as a message (messages/notation.ts), for pages in other languages. */
export type PositionParse = { ok: true; state: GressState } | { ok: false; error: string; readonly reason?: Message };

const PHASES: readonly Phase[] = ['dealing', 'ready', 'running', 'halted', 'over', 'scored'];
const DEAL_STAGES: readonly DealStage[] = ['unshuffled', 'shuffled', 'handsDealt', 'markesDealt'];
const PLAYED_AS: Record<PlayedAs, string> = { opening: 'o', move: 'm', throw: 't', defence: 'd', foul: 'f' };
const AS_BY_CODE = new Map(Object.entries(PLAYED_AS).map(([k, v]) => [v, k as PlayedAs]));
const SUIT_CODE: Record<Suit, string> = { clubs: 'C', spades: 'S', hearts: 'H', diamonds: 'D' };
const SUIT_BY_CODE = new Map(SUITS.map((s) => [SUIT_CODE[s], s]));
const FIELDS = [
  'players', 'dealer', 'phase', 'hands', 'markes', 'ready', 'pack', 'peeked', 'pile', 'draw', 'turn', 'dir', 'throws',
  'debts', 'windows', 'halt', 'swap', 'next', 'winner', 'laid', 'disq', 'unpaid', 'penalties',
] as const;
type Field = (typeof FIELDS)[number];
const REQUIRED: readonly Field[] = ['players', 'dealer', 'phase', 'hands', 'markes', 'turn', 'dir', 'throws', 'next'];

const NAME = '[A-Za-z][A-Za-z0-9_-]*';
/** A paragraph reference as written: letters, digits and dots, anything else %-escaped ("10.4, 10.7" is 10.4%2C%2010.7). */
const PARAGRAPH = '[A-Za-z0-9.%]+';

/** Escapes every character but letters, digits and dots as %XX (UTF-8), so a citation never contains a separator. */
function escapeParagraph(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*_~-]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function unescapeParagraph(text: string): string | null {
  try {
    const plain = decodeURIComponent(text);
    return escapeParagraph(plain) === text ? plain : null;
  } catch {
    return null;
  }
}
/** A state without what the notation leaves out (the event log, the 10.4 history): what a round trip gives back. */
export function normalisePosition(state: GressState): GressState {
  return { ...state, events: [], recentPlays: [] };
}

// ---------------------------------------------------------------------------
// Writing

const cards = (list: readonly Card[]) => list.map(formatCard).join(',');
const yesNo = (b: boolean) => (b ? 'yes' : 'no');

function formatClosing(c: Closing, name: (s: Seat) => string): string {
  return c.on === 'nextMoveByOther' || c.on === 'handSizeChangeOrNextMove' ? `${c.on}:${name(c.seat)}` : c.on;
}

function formatData(d: WindowData): string {
  const parts: string[] = [];
  if (d.event !== undefined) parts.push(`event=${d.event}`);
  if (d.paragraph !== undefined) parts.push(`paragraph=${escapeParagraph(d.paragraph)}`);
  if (d.called !== undefined) parts.push(`called=${yesNo(d.called)}`);
  if (d.markeTaken !== undefined) parts.push(`markeTaken=${yesNo(d.markeTaken)}`);
  if (d.wrong !== undefined) parts.push(`wrong=${yesNo(d.wrong)}`);
  return `[${parts.join('+')}]`;
}

const windowId = (w: { kind: string; openedBy: number; owner: Seat }) => `${w.kind}@${w.openedBy}:${w.owner}`;

/** Writes a position on one line; parsePosition gives it back (apart from what normalisePosition drops). */
export function formatPosition(state: GressState): string {
  const name = (seat: Seat) => state.players[seat] ?? `seat${seat}`;
  const seatsWhere = (flags: readonly boolean[]) => state.players.filter((_, s) => flags[s]).join(',');
  const f: string[] = [];
  const add = (key: Field, value: string) => f.push(`${key}=${value}`);
  add('players', state.players.join(','));
  add('dealer', name(state.dealer));
  add('phase', state.dealStage === null ? state.phase : `${state.phase}/${state.dealStage}`);
  add('hands', state.hands.map((h) => (h.length === 0 ? '-' : cards(h))).join('/'));
  add('markes', state.markes.map((m) => (m === null ? '-' : formatCard(m))).join('/'));
  if (state.pickedUp.some(Boolean)) add('ready', seatsWhere(state.pickedUp));
  if (state.pack.length > 0) add('pack', cards(state.pack));
  if (state.peeked) add('peeked', formatCard(state.peeked));
  if (state.playPile.length > 0) {
    add('pile', state.playPile.map((p) =>
      `${formatCard(p.card)}@${name(p.by)}:${PLAYED_AS[p.as]}${p.event}${p.wishedSuit ? `~${SUIT_CODE[p.wishedSuit]}` : ''}${p.judged ? '!' : ''}`).join(','));
  }
  if (state.drawPile.length > 0) add('draw', cards(state.drawPile));
  add('turn', name(state.toMove));
  add('dir', state.direction === 'clockwise' ? 'cw' : 'ccw');
  add('throws', `${yesNo(state.throwsAllowed)}${state.throwsForbiddenBy === null ? '' : `:${escapeParagraph(state.throwsForbiddenBy)}`}`);
  if (state.debts.length > 0) add('debts', state.debts.map((d) => `${name(d.seat)}:${d.cards}@${d.event}/${escapeParagraph(d.paragraph)}`).join(','));
  if (state.windows.length > 0) {
    add('windows', state.windows.map((w) =>
      `${w.kind}:${name(w.owner)}@${w.openedBy}/${escapeParagraph(w.paragraph)}/${formatClosing(w.closing, name)}` +
      `${w.data ? formatData(w.data) : ''}${w.id === windowId(w) ? '' : `#${w.id}`}`).join(','));
  }
  if (state.halt) add('halt', `${state.halt.reason}:${name(state.halt.by)}/${escapeParagraph(state.halt.paragraph)}`);
  if (state.swap) add('swap', `${name(state.swap.by)}:${state.swap.partners.map(name).join('+')}/${state.swap.stage}/${state.swap.paragraph}`);
  add('next', String(state.nextEventId));
  if (state.winner !== null) add('winner', name(state.winner));
  if (state.laidDown.some(Boolean)) add('laid', seatsWhere(state.laidDown));
  if (state.disqualified.some(Boolean)) add('disq', seatsWhere(state.disqualified));
  if (state.unpaid.some((n) => n !== 0)) add('unpaid', state.unpaid.join(','));
  if (state.penalties) add('penalties', state.penalties.join(','));
  return f.join(' ');
}

// ---------------------------------------------------------------------------
// Reading

/** A failure at a column; thrown only inside this module and turned into a Result at its edge. */
class At {
  // Plain fields, no parameter properties: the bench runs this file under Node's type stripping (bench/plain-node.ts).
  readonly column: number;
  readonly message: NotationMessage;
  constructor(column: number, message: NotationMessage) {
    this.column = column;
    this.message = message;
  }
}

interface Part { readonly text: string; readonly column: number }

/** Splits `text` (starting at `column`) on `sep`, keeping each part's column. */
function split(text: string, column: number, sep: string): Part[] {
  const out: Part[] = [];
  let col = column;
  for (const piece of text.split(sep)) {
    out.push({ text: piece, column: col });
    col += piece.length + sep.length;
  }
  return out;
}

/** "expected <what>, got "<text>"" at the part. */
const expected = (p: Part, what: NotationMessage) => new At(p.column, nm('notation.expected', { what, got: p.text }));

function wholeNumber(p: Part, what: NotationMessage, min = 0): number {
  if (!/^[0-9]+$/.test(p.text) || Number(p.text) < min || !Number.isSafeInteger(Number(p.text))) {
    throw expected(p, what);
  }
  return Number(p.text);
}

/** Parses a position line. Never throws; an error names the column and what was expected. */
export function parsePosition(text: string): PositionParse {
  try {
    const state = readPosition(text);
    const nonsense = positionFault(state);
    if (nonsense) return failAtColumn(1, nm('notation.notPossible', { why: nonsense }));
    return { ok: true, state };
  } catch (e) {
    if (e instanceof At) return failAtColumn(e.column, e.message);
    return failAtColumn(1, nm('notation.couldNotRead', { text: String(e) }));
  }
}

function readPosition(text: string): GressState {
  const fields = new Map<Field, Part>();
  const re = /\S+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const column = m.index + 1;
    const eq = m[0].indexOf('=');
    const key = eq === -1 ? m[0] : m[0].slice(0, eq);
    if (eq === -1 || !(FIELDS as readonly string[]).includes(key)) {
      throw new At(column, nm('notation.expected', { what: nm('noun.field', { fields: FIELDS }), got: m[0] }));
    }
    if (fields.has(key as Field)) throw new At(column, nm('notation.twice', { key }));
    fields.set(key as Field, { text: m[0].slice(eq + 1), column: column + eq + 1 });
  }
  if (fields.size === 0) throw new At(1, nm('notation.nothing', { what: nm('noun.position', {}) }));
  for (const key of REQUIRED) if (!fields.has(key)) throw new At(text.trimEnd().length + 1, nm('notation.expected', { what: nm('noun.required', { key }) }));
  const get = (key: Field) => fields.get(key)!;

  // Players first: every other field names them.
  const playersPart = get('players');
  const players = playersPart.text.split(',');
  const bad = playersFault(players);
  if (bad) throw new At(playersPart.column, nm('notation.players', { why: bad }));
  const n = players.length;
  const seat = (p: Part): Seat => {
    const s = players.indexOf(p.text);
    if (s === -1) throw expected(p, nm('noun.player', { players }));
    return s;
  };
  const placed: { card: Card; column: number }[] = [];
  const card = (p: Part): Card => {
    const c = parseCard(p.text);
    if (!c.ok || formatCard(c.card) !== p.text) {
      throw c.ok ? expected(p, nm('noun.cardAs', { card: formatCard(c.card) })) : new At(p.column, notCard(p.text));
    }
    const twin = placed.find((q) => q.card.rank === c.card.rank && q.card.suit === c.card.suit && q.card.deck === c.card.deck);
    if (twin) throw new At(p.column, nm('notation.placedTwice', { card: p.text, column: twin.column }));
    placed.push({ card: c.card, column: p.column });
    return c.card;
  };
  const cardList = (p: Part | undefined): Card[] => (p === undefined || p.text === '' ? [] : split(p.text, p.column, ',').map(card));
  const perSeat = (p: Part, what: NotationMessage): Part[] => {
    const parts = split(p.text, p.column, '/');
    if (parts.length !== n) throw new At(p.column, nm('notation.perSeat', { what, players: n, got: parts.length, by: '/' }));
    return parts;
  };
  const seatFlags = (p: Part | undefined): boolean[] => {
    const flags = players.map(() => false);
    for (const q of p === undefined ? [] : split(p.text, p.column, ',')) {
      const s = seat(q);
      if (flags[s]) throw new At(q.column, nm('notation.listedTwice', { name: q.text }));
      flags[s] = true;
    }
    return flags;
  };
  const numbers = (p: Part | undefined, what: NotationMessage): number[] | null => {
    if (p === undefined) return null;
    const parts = split(p.text, p.column, ',');
    if (parts.length !== n) throw new At(p.column, nm('notation.perSeat', { what, players: n, got: parts.length, by: ',' }));
    return parts.map((q) => wholeNumber(q, what));
  };
  const paragraph = (p: Part): string => {
    const plain = new RegExp(`^${PARAGRAPH}$`).test(p.text) ? unescapeParagraph(p.text) : null;
    if (plain === null) throw expected(p, nm('noun.paragraph', {}));
    return plain;
  };
  const yes = (p: Part): boolean => {
    if (p.text !== 'yes' && p.text !== 'no') throw expected(p, nm('noun.yesNo', {}));
    return p.text === 'yes';
  };

  const dealer = seat(get('dealer'));
  const phasePart = get('phase');
  const [phaseText, stageText, ...phaseRest] = phasePart.text.split('/');
  if (!(PHASES as readonly string[]).includes(phaseText) || phaseRest.length > 0) {
    throw expected(phasePart, nm('noun.phase', { phases: PHASES }));
  }
  if (stageText !== undefined && !(DEAL_STAGES as readonly string[]).includes(stageText)) {
    throw expected({ text: stageText, column: phasePart.column + phaseText.length + 1 }, nm('noun.dealStage', { stages: DEAL_STAGES }));
  }
  const hands = perSeat(get('hands'), nm('noun.hand', {})).map((p) => (p.text === '-' ? [] : cardList(p)));
  const markes = perSeat(get('markes'), nm('noun.marke', {})).map((p) => (p.text === '-' ? null : card(p)));
  const pickedUp = seatFlags(fields.get('ready'));
  const pack = cardList(fields.get('pack'));
  const peekedPart = fields.get('peeked');
  const peeked = peekedPart ? card(peekedPart) : null;

  const pileRe = /^([^@]+)@([^:]+):([omtdf])([0-9]+)(?:~([CSHD]))?(!)?$/;
  const playPile: PileCard[] = (fields.get('pile') ? split(get('pile').text, get('pile').column, ',') : []).map((p) => {
    const m = pileRe.exec(p.text);
    if (!m) throw expected(p, nm('noun.pileCard', {}));
    const c = card({ text: m[1], column: p.column });
    const by = seat({ text: m[2], column: p.column + m[1].length + 1 });
    const event = wholeNumber({ text: m[4], column: p.column + m[1].length + m[2].length + 3 }, nm('noun.event', {}));
    return {
      card: c, by, as: AS_BY_CODE.get(m[3])!, event,
      ...(m[5] ? { wishedSuit: SUIT_BY_CODE.get(m[5])! } : {}),
      ...(m[6] ? { judged: true } : {}),
    };
  });
  const drawPile = cardList(fields.get('draw'));
  const toMove = seat(get('turn'));
  const dirPart = get('dir');
  if (dirPart.text !== 'cw' && dirPart.text !== 'ccw') throw expected(dirPart, nm('noun.direction', {}));
  const direction: Direction = dirPart.text === 'cw' ? 'clockwise' : 'counterclockwise';
  const throwsPart = get('throws');
  const [allowText, ...byText] = split(throwsPart.text, throwsPart.column, ':');
  if (byText.length > 1) throw new At(byText[1].column - 1, nm('notation.throwsParagraph', {}));
  const throwsAllowed = yes(allowText);
  const throwsForbiddenBy = byText.length === 1 ? paragraph(byText[0]) : null;

  const debtRe = new RegExp(`^(${NAME}):([0-9]+)@([0-9]+)/(${PARAGRAPH})$`);
  const debts: Debt[] = (fields.get('debts') ? split(get('debts').text, get('debts').column, ',') : []).map((p) => {
    const m = debtRe.exec(p.text);
    if (!m) throw expected(p, nm('noun.debt', {}));
    return {
      seat: seat({ text: m[1], column: p.column }),
      cards: wholeNumber({ text: m[2], column: p.column + m[1].length + 1 }, nm('noun.debtCards', {}), 1),
      event: wholeNumber({ text: m[3], column: p.column + m[1].length + m[2].length + 2 }, nm('noun.event', {})),
      paragraph: paragraph({ text: m[4], column: p.column + m[1].length + m[2].length + m[3].length + 3 }),
    };
  });

  const windowRe = new RegExp(`^(\\w+):(${NAME})@([0-9]+)/(${PARAGRAPH})/(\\w+)(?::(${NAME}))?(?:\\[([^\\]]*)\\])?(?:#(\\S+))?$`);
  const windows: GressWindow[] = (fields.get('windows') ? split(get('windows').text, get('windows').column, ',') : []).map((p) => {
    const m = windowRe.exec(p.text);
    if (!m) throw expected(p, nm('noun.window', {}));
    if (!(WINDOW_KINDS as readonly string[]).includes(m[1])) throw expected({ text: m[1], column: p.column }, nm('noun.windowKind', { kinds: WINDOW_KINDS }));
    const owner = seat({ text: m[2], column: p.column + m[1].length + 1 });
    const closingColumn = p.column + `${m[1]}:${m[2]}@${m[3]}/${m[4]}/`.length;
    const closing = readClosing(m[5], m[6], closingColumn, seat);
    const kind = m[1] as WindowKind;
    const openedBy = wholeNumber({ text: m[3], column: p.column + m[1].length + m[2].length + 2 }, nm('noun.event', {}));
    const data = m[7] === undefined ? undefined : readData(m[7], p.column + p.text.indexOf('[') + 1, paragraph, yes);
    const para = paragraph({ text: m[4], column: p.column + m[1].length + m[2].length + m[3].length + 3 });
    return { id: m[8] ?? windowId({ kind, openedBy, owner }), kind, owner, paragraph: para, openedBy, closing, ...(data ? { data } : {}) };
  });

  let halt: Halt | null = null;
  const haltPart = fields.get('halt');
  if (haltPart) {
    const m = new RegExp(`^(reshuffle|swap):(${NAME})/(${PARAGRAPH})$`).exec(haltPart.text);
    if (!m) throw expected(haltPart, nm('noun.halt', {}));
    const by = seat({ text: m[2], column: haltPart.column + m[1].length + 1 });
    halt = { reason: m[1] as Halt['reason'], by, paragraph: paragraph({ text: m[3], column: haltPart.column + m[1].length + m[2].length + 2 }) };
  }
  let swap: Swap | null = null;
  const swapPart = fields.get('swap');
  if (swapPart) {
    const m = new RegExp(`^(${NAME}):(${NAME})\\+(${NAME})/(announced|binding)/(5\\.5|6\\.3)$`).exec(swapPart.text);
    if (!m) throw expected(swapPart, nm('noun.swap', {}));
    const c = swapPart.column;
    swap = {
      by: seat({ text: m[1], column: c }),
      partners: [seat({ text: m[2], column: c + m[1].length + 1 }), seat({ text: m[3], column: c + m[1].length + m[2].length + 2 })],
      stage: m[4] as Swap['stage'], paragraph: m[5] as Swap['paragraph'],
    };
  }
  const nextEventId = wholeNumber(get('next'), nm('noun.nextEvent', {}), 1);
  const winnerPart = fields.get('winner');
  const winner = winnerPart ? seat(winnerPart) : null;
  const laidDown = seatFlags(fields.get('laid'));
  const disqualified = seatFlags(fields.get('disq'));
  const unpaid = numbers(fields.get('unpaid'), nm('noun.unpaid', {})) ?? players.map(() => 0);
  const penalties = numbers(fields.get('penalties'), nm('noun.penalties', {}));

  return {
    players, dealer, phase: phaseText as Phase, dealStage: (stageText as DealStage | undefined) ?? null, pack, hands, pickedUp, markes, peeked,
    playPile, drawPile, toMove, direction, throwsAllowed, throwsForbiddenBy, debts, windows, halt, swap, nextEventId,
    events: [], winner, laidDown, recentPlays: [], disqualified, unpaid, penalties,
  };
}

function readClosing(on: string, who: string | undefined, column: number, seat: (p: Part) => Seat): Closing {
  if (!(CLOSING_KINDS as readonly string[]).includes(on)) throw expected({ text: on, column }, nm('noun.closing', { kinds: CLOSING_KINDS }));
  if (on === 'nextMoveByOther' || on === 'handSizeChangeOrNextMove') {
    if (who === undefined) throw new At(column + on.length, nm('notation.closingPlayer', { on }));
    return { on, seat: seat({ text: who, column: column + on.length + 1 }) };
  }
  if (who !== undefined) throw new At(column + on.length, nm('notation.noPlayer', { on }));
  return { on: on as 'nextEvent' | 'nextMove' | 'nextMoveOrThrow' };
}

function readData(text: string, column: number, paragraph: (p: Part) => string, yes: (p: Part) => boolean): WindowData {
  const data: { -readonly [K in keyof WindowData]: WindowData[K] } = {};
  for (const p of text === '' ? [] : split(text, column, '+')) {
    const eq = p.text.indexOf('=');
    const key = p.text.slice(0, eq);
    const value = { text: p.text.slice(eq + 1), column: p.column + eq + 1 };
    if (eq === -1 || !['event', 'paragraph', 'called', 'markeTaken', 'wrong'].includes(key)) {
      throw expected(p, nm('noun.windowData', {}));
    }
    if (key in data) throw new At(p.column, nm('notation.dataTwice', { key }));
    if (key === 'event') data.event = wholeNumber(value, nm('noun.event', {}));
    else if (key === 'paragraph') data.paragraph = paragraph(value);
    else data[key as 'called' | 'markeTaken' | 'wrong'] = yes(value);
  }
  return data;
}

// ---------------------------------------------------------------------------
// Games: a start position and its events

export interface GressGame {
  readonly start: GressState;
  readonly actions: readonly GressAction[];
}

export type GameParse = { ok: true; game: GressGame } | { ok: false; error: string; readonly reason?: Message };

/** The position line, then one action per line. */
export function formatGame(game: GressGame): string {
  return [formatPosition(game.start), ...game.actions.map((a) => formatAction(a, game.start.players))].join('\n');
}

/** Reads a game: a position line, then actions one per line or ";"-separated. Errors name the line and column. */
export function parseGame(text: string): GameParse {
  const at = (line: number, column: number, why: Message) => failNotation(nm('notation.lineColumn', { line, column, why }));
  if (text.length > MAX_LINK_CHARS) return at(1, 1, nm('notation.gameTooLong', { max: MAX_LINK_CHARS, got: text.length }));
  const pieces: { text: string; line: number; column: number }[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    let column = 1;
    for (const piece of line.split(';')) {
      const lead = piece.length - piece.trimStart().length;
      if (piece.trim() !== '') pieces.push({ text: piece.trim(), line: i + 1, column: column + lead });
      column += piece.length + 1;
    }
  });
  if (pieces.length === 0) return at(1, 1, nm('notation.nothing', { what: nm('noun.positionLine', {}) }));
  // A piece's fault, its column moved from the piece to the line.
  const where = (p: (typeof pieces)[number], failed: { readonly error: string; readonly reason?: Message }) => {
    const fault = columnFault(failed);
    return fault ? at(p.line, fault.column + p.column - 1, fault.why) : at(p.line, p.column, failed.reason ?? nm('notation.asWritten', { text: failed.error }));
  };
  if (pieces.length - 1 > MAX_GAME_ACTIONS) {
    return failNotation(nm('notation.line', { line: pieces[MAX_GAME_ACTIONS + 1].line, why: nm('notation.tooManyActions', { max: MAX_GAME_ACTIONS, got: pieces.length - 1 }) }));
  }
  const [first, ...rest] = pieces;
  const start = parsePosition(first.text);
  if (!start.ok) return where(first, start);
  const actions: GressAction[] = [];
  for (const p of rest) {
    const a = parseAction(p.text, start.state.players);
    if (!a.ok) return where(p, a);
    actions.push(a.action);
  }
  return { ok: true, game: { start: start.state, actions } };
}
