/** The reasons in English: exactly the sentences the engine wrote before they were messages. */
import type { Catalogue } from '../messages';
import { plain } from './plain';
import type { ReasonSpec } from './spec';

export const en: Catalogue<ReasonSpec> = {
  link: ({ why }, s) => `share link: ${s.say(why)}`,
  'link.tooLong': ({ length, max, actions }) =>
    `too long: ${length} characters, where a link holds at most ${max}${actions === undefined ? '' : ` (a game of up to ${actions} actions)`}`,
  'link.empty': () => 'empty; expected a link starting with the game, e.g. "the-game.1."',
  'link.notOurs': ({ start }) => `not a share link of this site: it should start with the game's name, e.g. "gress.1.", not "${start}"`,
  'link.version': ({ version, reads }) => `made by a different version (${version}); this version reads version ${reads} links`,
  'link.versionGress': ({ version, legacy }) => `made by a different version (${version}); this version reads ${legacy} and gress.1 links`,
  'link.parts': ({ count }) => `malformed: expected 5 parts separated by ".", got ${count} (was it cut off or joined with other text?)`,
  'link.numbers': () => 'malformed: the length or checksum part is not a base-36 number',
  'link.payload': () => 'malformed: the payload is not base64url (only A-Z a-z 0-9 - _ are allowed)',
  'link.truncated': ({ arrived, length }) => `truncated: ${arrived} of ${length} bytes arrived; copy the whole link`,
  'link.overlong': ({ bytes, length }) => `malformed: ${bytes} bytes where the link announces ${length}`,
  'link.checksum': () => 'checksum mismatch: the link was altered or mistyped',
  'link.utf8': () => 'malformed: the payload is not UTF-8 text',
  'link.otherGame': ({ game, title, where }) =>
    `this link is a game of ${game}, not of ${title}; open it on that game's ${where === 'sandbox' ? 'sandbox' : 'pages.'}`,
  'link.unreadable': ({ why }, s) => `the game in it does not read: ${plain(s.say(why))}`,
  'played.tooMany': ({ count, max }) => `${count} actions; a linked game holds at most ${max}`,
  'played.position': ({ why }, s) => `line 1 (the position): ${s.say(why)}`,
  'played.line': ({ line, why }, s) => `line ${line}: ${s.say(why)}`,
  'parse.column': ({ column, why }, s) => `column ${column}: ${s.say(why)}`,
  'parse.in': ({ why, text }, s) => `${s.say(why)} in "${text}"`,
  'parse.notText': ({ what }) => `expected ${what === 'action' ? 'an action' : 'a position'} as text`,
  'parse.tooLong': ({ what, max, got }) => `${what === 'action' ? 'an action' : 'a position'} is at most ${max} characters, got ${got}`,
  'parse.keyValue': ({ got }) => `expected key=value, got "${got}"`,
  'parse.unknownField': ({ key, known }) => `unknown field "${key}" (expected one of ${known.join(', ')})`,
  'parse.twice': ({ key }) => `field "${key}" appears twice`,
  'parse.missing': ({ key }) => `missing field "${key}="`,
  seed: ({ max, got }) => `seed: a seed is a whole number from 0 to ${max}, got ${got}`,
  plain: ({ text }) => text,
};
