/**
 * Why a share link or a linked game does not open, in English and German.
 * The German sentences are worked out by hand from each link's fault; the
 * English ones are the sentences the engine wrote before reasons were messages.
 */
import { describe, expect, test } from 'vitest';
import { catalogueKeysDiffer, message, type Message } from '../messages';
import { decodeShareLink, encodeShareLink, parsePlayed } from '../share-link';
import type { Game } from '../game';
import { de } from './de';
import { en } from './en';
import { REASONS, reason, renderReason, sayLinkReason, sayReason } from './index';
import type { ReasonSpec } from './spec';

const link = encodeShareLink('the-game', 'players=Ben,Ana turn=Ben');
const [game, version, length, sum, payload] = link.split('.');

/** A broken link, decoded: the failure (a test of a link that opens fails here). */
function broken(input: string) {
  const r = decodeShareLink(input);
  if (r.ok) throw new Error(`${input} opened`);
  return r;
}

describe('share link reasons in German', () => {
  test.each([
    { name: 'empty', input: '', de: 'Link zum Teilen: leer; ein Link beginnt mit dem Spiel, etwa „the-game.1.“' },
    { name: 'not ours', input: 'https://example.org/?q=1', de: 'Link zum Teilen: kein Link dieser Seite: Vorn steht der Name des Spiels, etwa „gress.1.“, nicht „https://example“' },
    { name: 'another version', input: [game, '2', length, sum, payload].join('.'), de: 'Link zum Teilen: aus einer anderen Version (2); diese Version liest Links der Version 1' },
    { name: 'three parts', input: [game, version, payload].join('.'), de: 'Link zum Teilen: beschädigt: Ein Link hat 5 durch „.“ getrennte Teile, dieser hat 3 (abgeschnitten oder mit anderem Text zusammengeklebt?)' },
    { name: 'length not a number', input: [game, version, 'LEN', sum, payload].join('.'), de: 'Link zum Teilen: beschädigt: Länge oder Prüfsumme ist keine Zahl zur Basis 36' },
    { name: 'not base64url', input: [game, version, length, sum, 'ab+c'].join('.'), de: 'Link zum Teilen: beschädigt: Der Inhalt ist kein base64url (nur A-Z a-z 0-9 - _ sind erlaubt)' },
    { name: 'tampered', input: [game, version, length, sum, payload.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))].join('.'), de: 'Link zum Teilen: Prüfsumme falsch: Jemand hat den Link verändert oder sich vertippt' },
  ])('$name', ({ input, de: german }) => {
    expect(sayReason(broken(input), 'de')).toBe(german);
  });

  test('cut off: 25 bytes announced ("p" in base 36), 3 arrived (4 base64url characters)', () => {
    // 'players=Ben,Ana turn=Ben' is 24 bytes; announce 25 and send only "cGxh" ("pla").
    const r = broken([game, version, (25).toString(36), sum, 'cGxh'].join('.'));
    expect(r.error).toBe('share link: truncated: 3 of 25 bytes arrived; copy the whole link');
    expect(sayReason(r, 'de')).toBe('Link zum Teilen: abgeschnitten: Nur 3 von 25 Bytes sind angekommen; kopier den ganzen Link');
  });

  test('more bytes than announced: 3 sent where 2 are announced', () => {
    const r = broken([game, version, '2', sum, 'cGxh'].join('.'));
    expect(r.error).toBe('share link: malformed: 3 bytes where the link announces 2');
    expect(sayReason(r, 'de')).toBe('Link zum Teilen: beschädigt: 3 Bytes, angekündigt sind 2');
  });

  test('too long, and not UTF-8', () => {
    expect(sayReason(broken('x'.repeat(200_001)), 'de')).toBe('Link zum Teilen: zu lang: 200001 Zeichen, dabei fasst ein Link höchstens 200000');
    // The byte 0xff is never UTF-8: one byte, base64url "_w", its FNV-1a checksum in base 36.
    const bytes = new Uint8Array([0xff]);
    const fnv = (Math.imul(0x811c9dc5 ^ bytes[0], 0x01000193) >>> 0).toString(36);
    expect(sayReason(broken(['x', '1', '1', fnv, '_w'].join('.')), 'de')).toBe('Link zum Teilen: beschädigt: Der Inhalt ist kein UTF-8-Text');
  });

  test('English pages read the error as it always was, word for word', () => {
    const r = broken([game, '2', length, sum, payload].join('.'));
    expect(r.error).toBe('share link: made by a different version (2); this version reads version 1 links');
    expect(sayReason(r, 'en')).toBe(r.error);
    expect(renderReason(r.reason!, 'en')).toBe(r.error);
  });

  test('the desk drops the lead "share link:" in both languages', () => {
    const r = broken('');
    expect(sayLinkReason(r, 'en')).toBe('empty; expected a link starting with the game, e.g. "the-game.1."');
    expect(sayLinkReason(r, 'de')).toBe('leer; ein Link beginnt mit dem Spiel, etwa „the-game.1.“');
  });
});

describe('a linked game text that does not read', () => {
  // A stand-in game: positions read "ok", actions "go"; anything else fails with a message of its own.
  const stub = {
    parsePosition: (t: string) => (t === 'ok' ? { ok: true, value: 'start' } : { ok: false, error: 'column 1: not ok' }),
    playersOf: () => ['Ana'],
    parseAction: (t: string) => (t === 'go' ? { ok: true, value: { seat: 0 } } : { ok: false, error: `column 1: "${t}" is not go`, reason: message<{ 'stub.notGo': { t: string } }, 'stub.notGo'>('stub.notGo', { t }) }),
  } as unknown as Game<string, { seat: number }, string>;
  const stubSay = (m: Message) => `„${(m.params as { t: string }).t}“ ist kein go`;

  test('a bad action line: its line number in German, the game\'s own words inside from the game', () => {
    const played = parsePlayed(stub, 'ok\ngo\njump');
    if (played.ok) throw new Error('read');
    expect(played.error).toBe('line 3: column 1: "jump" is not go');
    expect(sayReason(played, 'en', stubSay)).toBe('line 3: column 1: "jump" is not go');
    expect(sayReason(played, 'de', stubSay)).toBe('Zeile 3: „jump“ ist kein go');
  });

  test('a bad position line without a message of the game: the frame in German, the inner words as written', () => {
    const played = parsePlayed(stub, 'nope\ngo');
    if (played.ok) throw new Error('read');
    expect(played.error).toBe('line 1 (the position): column 1: not ok');
    expect(sayReason(played, 'de')).toBe('Zeile 1 (die Stellung): column 1: not ok');
  });

  test('nested reasons, each kind', () => {
    const inner: Message = reason('plain', { text: 'column 3: expected a card' });
    expect(renderReason(reason('played.position', { why: inner }), 'de')).toBe('Zeile 1 (die Stellung): column 3: expected a card');
    expect(renderReason(reason('played.tooMany', { count: 5001, max: 5000 }), 'de')).toBe('5001 Aktionen; ein verlinktes Spiel fasst höchstens 5000');
    expect(renderReason(reason('link', { why: reason('link.unreadable', { why: reason('plain', { text: 'a <b> c' }) }) }), 'de'))
      .toBe('Link zum Teilen: das Spiel darin lässt sich nicht lesen: a ?b? c');
    expect(renderReason(reason('link.otherGame', { game: 'sens', title: 'Gress', where: 'sandbox' }), 'de'))
      .toBe('dieser Link enthält ein Spiel von sens, nicht von Gress; öffne ihn im Sandkasten dieses Spiels');
    expect(renderReason(reason('link.otherGame', { game: 'sens', title: 'Gress', where: 'pages' }), 'de'))
      .toBe('dieser Link enthält ein Spiel von sens, nicht von Gress; öffne ihn auf den Seiten dieses Spiels.');
    expect(renderReason(reason('link.versionGress', { version: 'g2', legacy: 'g1' }), 'de')).toBe('aus einer anderen Version (g2); diese Version liest Links mit g1 und gress.1');
    expect(renderReason(reason('link.tooLong', { length: 9, max: 8, actions: 3 }), 'de')).toBe('zu lang: 9 Zeichen, dabei fasst ein Link höchstens 8 (ein Spiel mit bis zu 3 Aktionen)');
  });

  test('a message of the game inside a reason goes to the game; without one it names its id', () => {
    const gameMessage = message<{ 'x.y': { n: number } }, 'x.y'>('x.y', { n: 2 });
    expect(renderReason(reason('played.line', { line: 4, why: gameMessage }), 'de', (m) => `Spiel sagt ${(m.params as { n: number }).n}`)).toBe('Zeile 4: Spiel sagt 2');
    expect(renderReason(reason('played.line', { line: 4, why: gameMessage }), 'de')).toBe('Zeile 4: [x.y]');
  });
});

describe('every reason has German words', () => {
  test('the catalogues name the same ids', () => {
    expect(catalogueKeysDiffer(en, de)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
  });

  // One sample of each id's parameters; a new id fails the type check here until it has one.
  const samples: { readonly [Id in keyof ReasonSpec]: ReasonSpec[Id] } = {
    link: { why: reason('link.empty', {}) },
    'link.tooLong': { length: 9, max: 8 },
    'link.empty': {},
    'link.notOurs': { start: 'x' },
    'link.version': { version: '2', reads: '1' },
    'link.versionGress': { version: 'g2', legacy: 'g1' },
    'link.parts': { count: 3 },
    'link.numbers': {},
    'link.payload': {},
    'link.truncated': { arrived: 1, length: 2 },
    'link.overlong': { bytes: 3, length: 2 },
    'link.checksum': {},
    'link.utf8': {},
    'link.otherGame': { game: 'sens', title: 'Gress', where: 'sandbox' },
    'link.unreadable': { why: reason('plain', { text: 'x' }) },
    'played.tooMany': { count: 2, max: 1 },
    'played.position': { why: reason('plain', { text: 'x' }) },
    'played.line': { line: 2, why: reason('plain', { text: 'x' }) },
    'parse.column': { column: 3, why: reason('parse.twice', { key: 'turn' }) },
    'parse.in': { why: reason('plain', { text: 'x' }), text: 'Ana' },
    'parse.notText': { what: 'position' },
    'parse.tooLong': { what: 'position', max: 10, got: 11 },
    'parse.keyValue': { got: 'x' },
    'parse.unknownField': { key: 'x', known: ['a', 'b'] },
    'parse.twice': { key: 'x' },
    'parse.missing': { key: 'x' },
    seed: { max: 9, got: '-1' },
    plain: { text: 'as written' },
  };
  test.each(Object.keys(samples) as (keyof ReasonSpec)[])('%s: German words of its own (plain: the text as written)', (id) => {
    const m = { id, params: samples[id] } as Message;
    const german = renderReason(m, 'de');
    expect(german).not.toMatch(/\[|undefined/);
    if (id === 'plain') expect(german).toBe('as written');
    else expect(german).not.toBe(renderReason(m, 'en'));
    expect(Object.keys(REASONS)).toEqual(['en', 'de']);
  });
});
