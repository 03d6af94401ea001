/** The reasons in German (du-form; "Link zum Teilen" as on the play pages). */
import type { Catalogue } from '../messages';
import { plain } from './plain';
import type { ReasonSpec } from './spec';

export const de: Catalogue<ReasonSpec> = {
  link: ({ why }, s) => `Link zum Teilen: ${s.say(why)}`,
  'link.tooLong': ({ length, max, actions }) =>
    `zu lang: ${length} Zeichen, dabei fasst ein Link höchstens ${max}${actions === undefined ? '' : ` (ein Spiel mit bis zu ${actions} Aktionen)`}`,
  'link.empty': () => 'leer; ein Link beginnt mit dem Spiel, etwa „the-game.1.“',
  'link.notOurs': ({ start }) => `kein Link dieser Seite: Vorn steht der Name des Spiels, etwa „gress.1.“, nicht „${start}“`,
  'link.version': ({ version, reads }) => `aus einer anderen Version (${version}); diese Version liest Links der Version ${reads}`,
  'link.versionGress': ({ version, legacy }) => `aus einer anderen Version (${version}); diese Version liest Links mit ${legacy} und gress.1`,
  'link.parts': ({ count }) => `beschädigt: Ein Link hat 5 durch „.“ getrennte Teile, dieser hat ${count} (abgeschnitten oder mit anderem Text zusammengeklebt?)`,
  'link.numbers': () => 'beschädigt: Länge oder Prüfsumme ist keine Zahl zur Basis 36',
  'link.payload': () => 'beschädigt: Der Inhalt ist kein base64url (nur A-Z a-z 0-9 - _ sind erlaubt)',
  'link.truncated': ({ arrived, length }) => `abgeschnitten: Nur ${arrived} von ${length} Bytes sind angekommen; kopier den ganzen Link`,
  'link.overlong': ({ bytes, length }) => `beschädigt: ${bytes} Bytes, angekündigt sind ${length}`,
  'link.checksum': () => 'Prüfsumme falsch: Jemand hat den Link verändert oder sich vertippt',
  'link.utf8': () => 'beschädigt: Der Inhalt ist kein UTF-8-Text',
  'link.otherGame': ({ game, title, where }) =>
    `dieser Link enthält ein Spiel von ${game}, nicht von ${title}; öffne ihn ${where === 'sandbox' ? 'im Sandkasten dieses Spiels' : 'auf den Seiten dieses Spiels.'}`,
  'link.unreadable': ({ why }, s) => `das Spiel darin lässt sich nicht lesen: ${plain(s.say(why))}`,
  'played.tooMany': ({ count, max }) => `${count} Aktionen; ein verlinktes Spiel fasst höchstens ${max}`,
  'played.position': ({ why }, s) => `Zeile 1 (die Stellung): ${s.say(why)}`,
  'played.line': ({ line, why }, s) => `Zeile ${line}: ${s.say(why)}`,
  'parse.column': ({ column, why }, s) => `Spalte ${column}: ${s.say(why)}`,
  'parse.in': ({ why, text }, s) => `${s.say(why)} in „${text}“`,
  'parse.notText': ({ what }) => `hier gehört ${what === 'action' ? 'eine Aktion' : 'eine Stellung'} als Text hin`,
  'parse.tooLong': ({ what, max, got }) => `${what === 'action' ? 'eine Aktion' : 'eine Stellung'} hat höchstens ${max} Zeichen, hier sind es ${got}`,
  'parse.keyValue': ({ got }) => `erwartet wird Schlüssel=Wert, da steht „${got}“`,
  'parse.unknownField': ({ key, known }) => `unbekanntes Feld „${key}“ (bekannt sind ${known.join(', ')})`,
  'parse.twice': ({ key }) => `das Feld „${key}“ steht zweimal da`,
  'parse.missing': ({ key }) => `das Feld „${key}=“ fehlt`,
  seed: ({ max, got }) => `seed: als Startwert taugt nur eine ganze Zahl von 0 bis ${max}, nicht ${got}`,
  plain: ({ text }) => text,
};
