/**
 * Text notation for actions, used by scenario files, the CLI and rulings:
 *
 *   Dia shuffle 42        Dia deal hands        Dia deal markes      Dia build draw pile
 *   Ben ready             Dia peek              Dia open
 *   Ben play QS           Ben draw              Ben draw 2
 *   Ben halt              Ben reshuffle 7
 *   Ana give 7C to Ben    Ana swap Ben          Ana swap Ben Cem     Ben accept swap
 *   Ben complete swap     Ana wish hearts       Ana call             Ana take marke
 *   Ben complain Ana call     Ben complain Ana card     Ben complain Ana marke
 *   Ana lay down          Ana withdraw          referee disqualify Ana
 *   Ana play QS & Ben play QC      (simultaneous actions, resolved by 10.9)
 *
 * Any action may end with "with holding hand" (or "with action hand", the default).
 * Cards are written as in engine/core/cards.ts: QS, TH, 7C2.
 * Parsing never throws: errors name the column and what was expected.
 */
import { tokenize, type Token } from '../core/notation-text';
import { formatCard, MAX_DECK_NUMBER, parseCard, SUITS, type Suit } from '../core/cards';
import type { Message } from '../core/messages';
import { columnFault, failAtColumn, nm, type NotationMessage } from './messages/notation';
import { MAX_DRAW_COUNT, MAX_PACKET_CARDS, MAX_SIMULTANEOUS } from './limits';
import type { GressAction, Hand, Seat } from './types';

/** `reason`: the error as a message (messages/notation.ts), for pages in other languages. */
export type ActionParse = { ok: true; action: GressAction } | { ok: false; error: string; readonly reason?: Message };

/** core/cards' words for a text that is no card, as a message. */
export const notCard = (text: string): NotationMessage => nm('notation.notCard', { got: text.slice(0, 40), maxDeck: MAX_DECK_NUMBER });


const VERBS = 'shuffle, deal hands, deal markes, build draw pile, ready, peek, open, play, draw, halt, reshuffle, give, swap, accept swap, complete swap, wish, call, take marke, complain, lay down, withdraw';

/** Parses one action for a table whose players are `players` (clockwise); " & " joins simultaneous actions (10.9). */
export function parseAction(text: string, players: readonly string[]): ActionParse {
  if (text.includes('&')) {
    const count = text.split('&').length;
    if (count > MAX_SIMULTANEOUS) return failAtColumn(1, nm('notation.tooManyAtOnce', { max: MAX_SIMULTANEOUS, got: count }));
    const actions: GressAction[] = [];
    let offset = 0;
    for (const part of text.split('&')) {
      const lead = part.length - part.trimStart().length;
      const r = parseSingle(part.trim(), players);
      if (!r.ok) {
        // The part's fault, at its column in the whole line, quoting the whole line.
        const at = columnFault(r);
        const inner = at?.why.id === 'notation.in' ? (at.why.params as { readonly why: Message }).why : null;
        return at && inner ? failAtColumn(at.column + offset + lead, nm('notation.in', { why: inner, text })) : r;
      }
      actions.push(r.action);
      offset += part.length + 1;
    }
    if (actions.length < 2) return failAtColumn(1, nm('notation.in', { why: nm('notation.joined', {}), text }));
    return { ok: true, action: { type: 'simultaneous', seat: actions[0].seat, actions } };
  }
  return parseSingle(text, players);
}

function parseSingle(text: string, players: readonly string[]): ActionParse {
  const fail = (column: number, what: NotationMessage): ActionParse => failAtColumn(column, nm('notation.in', { why: what, text }));
  const expected = (what: NotationMessage, got?: string) => nm('notation.expected', got === undefined ? { what } : { what, got });
  const aPlayer = nm('noun.player', { players });
  let tokens = tokenize(text);
  if (tokens.length === 0) return fail(1, nm('notation.nothing', { what: nm('noun.playerName', {}) }));
  let hand: Hand = 'action';
  const tail = tokens.slice(-3).map((t) => t.text.toLowerCase()).join(' ');
  if (tokens.length >= 4 && (tail === 'with holding hand' || tail === 'with action hand')) {
    hand = tail === 'with holding hand' ? 'holding' : 'action';
    tokens = tokens.slice(0, -3);
  }
  if (tokens[0].text.toLowerCase() === 'referee') {
    const [, verb, target, extra] = tokens;
    if (verb?.text.toLowerCase() !== 'disqualify') return fail(verb?.column ?? tokens[0].column + 8, expected(nm('noun.disqualify', {})));
    const seat = target ? players.findIndex((p) => p.toLowerCase() === target.text.toLowerCase()) : -1;
    if (seat === -1) return fail(target?.column ?? verb.column + verb.text.length + 1, expected(aPlayer));
    if (extra) return fail(extra.column, nm('notation.unexpected', { got: extra.text }));
    return { ok: true, action: { type: 'disqualify', seat } };
  }
  const [who, verb, ...args] = tokens;
  const seatOf = (t: Token) => players.findIndex((p) => p.toLowerCase() === t.text.toLowerCase());
  const seat: Seat = seatOf(who);
  if (seat === -1) return fail(who.column, expected(aPlayer, who.text));
  const player = (t: Token | undefined, after: Token): Seat | ActionParse => {
    if (!t) return fail(after.column + after.text.length + 1, expected(aPlayer));
    const s = seatOf(t);
    return s === -1 ? fail(t.column, expected(aPlayer, t.text)) : s;
  };
  if (!verb) return fail(who.column + who.text.length + 1, nm('notation.verbAfterName', { verbs: VERBS }));
  const words = [verb, ...args].map((t) => t.text.toLowerCase()).join(' ');
  const end = (n: number): ActionParse | null =>
    args.length > n ? fail(args[n].column, nm('notation.unexpected', { got: args[n].text })) : null;
  const wholeNumber = (t: Token | undefined, what: NotationMessage, min: number, max = 0xffffffff): number | ActionParse => {
    if (!t) return fail(verb.column + verb.text.length + 1, expected(what));
    if (!/^\d{1,10}$/.test(t.text) || Number(t.text) < min || Number(t.text) > max) return fail(t.column, expected(what, t.text.slice(0, 20)));
    return Number(t.text);
  };
  switch (verb.text.toLowerCase()) {
    case 'shuffle':
    case 'reshuffle': {
      const seed = wholeNumber(args[0], nm('noun.seed', { max: 0xffffffff }), 0);
      if (typeof seed !== 'number') return seed;
      const type = verb.text.toLowerCase() as 'shuffle' | 'reshuffle';
      return end(1) ?? { ok: true, action: { type, seat, seed } };
    }
    case 'deal':
      if (words === 'deal hands') return { ok: true, action: { type: 'dealHands', seat } };
      if (words === 'deal markes') return { ok: true, action: { type: 'dealMarkes', seat } };
      return fail(args[0]?.column ?? verb.column, expected(nm('noun.words', { words: ['deal hands', 'deal markes'] })));
    case 'build':
      if (words === 'build draw pile') return { ok: true, action: { type: 'buildDrawPile', seat } };
      return fail(args[0]?.column ?? verb.column, expected(nm('noun.words', { words: ['build draw pile'] })));
    case 'ready':
      return end(0) ?? { ok: true, action: { type: 'pickUpHand', seat, hand } };
    case 'peek':
      return end(0) ?? { ok: true, action: { type: 'peek', seat, hand } };
    case 'open':
      return end(0) ?? { ok: true, action: { type: 'open', seat, hand } };
    case 'halt':
      return end(0) ?? { ok: true, action: { type: 'haltForReshuffle', seat, hand } };
    case 'play': {
      if (!args[0]) return fail(verb.column + verb.text.length + 1, expected(nm('noun.cardOrPacket', {})));
      const cards: string[] = [];
      let column = args[0].column;
      const parts = args[0].text.split('+');
      if (parts.length > MAX_PACKET_CARDS) return fail(args[0].column, nm('notation.packetTooBig', { max: MAX_PACKET_CARDS, got: parts.length }));
      for (const part of parts) {
        const c = parseCard(part);
        if (!c.ok) return fail(column, notCard(part));
        cards.push(formatCard(c.card));
        column += part.length + 1;
      }
      return end(1) ?? { ok: true, action: { type: 'play', seat, cards, hand } };
    }
    case 'draw': {
      let count = 1;
      if (args[0]) {
        const n = wholeNumber(args[0], nm('noun.drawCount', { max: MAX_DRAW_COUNT }), 1, MAX_DRAW_COUNT);
        if (typeof n !== 'number') return n;
        count = n;
      }
      return end(args[0] ? 1 : 0) ?? { ok: true, action: { type: 'draw', seat, count, hand } };
    }
    case 'give': {
      if (!args[0]) return fail(verb.column + verb.text.length + 1, expected(nm('noun.giveCard', {})));
      const c = parseCard(args[0].text);
      if (!c.ok) return fail(args[0].column, notCard(args[0].text));
      if (args[1]?.text.toLowerCase() !== 'to') return fail(args[1]?.column ?? args[0].column + args[0].text.length + 1, expected(nm('noun.toPlayer', {})));
      const to = player(args[2], args[1]);
      if (typeof to !== 'number') return to;
      return end(3) ?? { ok: true, action: { type: 'give', seat, card: formatCard(c.card), to, hand } };
    }
    case 'swap': {
      const partners: Seat[] = [];
      for (const t of args.slice(0, 2)) {
        const s = player(t, verb);
        if (typeof s !== 'number') return s;
        partners.push(s);
      }
      if (partners.length === 0) return fail(verb.column + verb.text.length + 1, expected(nm('noun.partners', {})));
      return end(2) ?? { ok: true, action: { type: 'announceSwap', seat, partners } };
    }
    case 'accept':
      if (words === 'accept swap') return { ok: true, action: { type: 'acceptSwap', seat, hand } };
      return fail(args[0]?.column ?? verb.column, expected(nm('noun.words', { words: ['accept swap'] })));
    case 'complete':
      if (words === 'complete swap') return { ok: true, action: { type: 'completeSwap', seat, hand } };
      return fail(args[0]?.column ?? verb.column, expected(nm('noun.words', { words: ['complete swap'] })));
    case 'wish': {
      const suit = args[0]?.text.toLowerCase();
      if (!suit || !(SUITS as readonly string[]).includes(suit)) return fail(args[0]?.column ?? verb.column + verb.text.length + 1, expected(nm('noun.suit', { suits: SUITS })));
      return end(1) ?? { ok: true, action: { type: 'wish', seat, suit: suit as Suit } };
    }
    case 'call':
      return end(0) ?? { ok: true, action: { type: 'call', seat } };
    case 'take':
      if (words === 'take marke') return { ok: true, action: { type: 'takeMarke', seat, hand } };
      return fail(args[0]?.column ?? verb.column, expected(nm('noun.words', { words: ['take marke'] })));
    case 'complain': {
      const against = player(args[0], verb);
      if (typeof against !== 'number') return against;
      const about = args[1]?.text.toLowerCase();
      if (about !== 'call' && about !== 'card' && about !== 'marke') {
        return fail(args[1]?.column ?? args[0].column + args[0].text.length + 1, expected(nm('noun.complaint', {})));
      }
      return end(2) ?? { ok: true, action: { type: 'complain', seat, against, about } };
    }
    case 'withdraw':
      return end(0) ?? { ok: true, action: { type: 'withdraw', seat, hand } };
    case 'lay':
      if (words === 'lay down') return { ok: true, action: { type: 'layDown', seat } };
      return fail(args[0]?.column ?? verb.column, expected(nm('noun.words', { words: ['lay down'] })));
    default:
      return fail(verb.column, expected(nm('noun.action', { verbs: VERBS }), verb.text));
  }
}

/** Writes an action in the notation; parseAction(formatAction(a)) gives `a` back. */
export function formatAction(action: GressAction, players: readonly string[]): string {
  const name = (seat: Seat) => players[seat] ?? `seat${seat}`;
  const who = name(action.seat);
  const withHand = (s: string) => ('hand' in action && action.hand === 'holding' ? `${s} with holding hand` : s);
  switch (action.type) {
    case 'shuffle': return `${who} shuffle ${action.seed}`;
    case 'reshuffle': return `${who} reshuffle ${action.seed}`;
    case 'dealHands': return `${who} deal hands`;
    case 'dealMarkes': return `${who} deal markes`;
    case 'buildDrawPile': return `${who} build draw pile`;
    case 'pickUpHand': return withHand(`${who} ready`);
    case 'peek': return withHand(`${who} peek`);
    case 'open': return withHand(`${who} open`);
    case 'haltForReshuffle': return withHand(`${who} halt`);
    case 'play': return withHand(`${who} play ${action.cards.join('+')}`);
    case 'draw': return withHand(action.count === 1 ? `${who} draw` : `${who} draw ${action.count}`);
    case 'give': return withHand(`${who} give ${action.card} to ${name(action.to)}`);
    case 'announceSwap': return `${who} swap ${action.partners.map(name).join(' ')}`;
    case 'acceptSwap': return withHand(`${who} accept swap`);
    case 'completeSwap': return withHand(`${who} complete swap`);
    case 'wish': return `${who} wish ${action.suit}`;
    case 'call': return `${who} call`;
    case 'takeMarke': return withHand(`${who} take marke`);
    case 'complain': return `${who} complain ${name(action.against)} ${action.about}`;
    case 'layDown': return `${who} lay down`;
    case 'withdraw': return withHand(`${who} withdraw`);
    case 'disqualify': return `referee disqualify ${who}`;
    case 'simultaneous': return action.actions.map((a) => formatAction(a, players)).join(' & ');
  }
}
