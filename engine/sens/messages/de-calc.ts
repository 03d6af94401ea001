/** Deutsch: die Wörter des Meldungsrechners (src/games/sens/calculator); wer ihn benutzt, wird geduzt. */
import type { Rank, Suit } from '../cards';
import type { MeldKind } from '../types';
import { SHORT_RANK } from './en-calc';
import type { CataloguePart } from './say';
import type { CalcVerdict, Pack } from './spec';

const SUIT: Record<Pack, Record<Suit, string>> = {
  bavarian: { E: 'Eichel', G: 'Gras', H: 'Herz', S: 'Schellen' },
  french: { E: 'Kreuz', G: 'Pik', H: 'Herz', S: 'Karo' },
};
/** The kind with its indefinite article, nominative and accusative ("ein Fuss", "einen Fuss"). */
const A_KIND: Record<MeldKind, { readonly nom: string; readonly acc: string }> = {
  dreistaender: { nom: 'ein Dreiständer', acc: 'einen Dreiständer' },
  quart: { nom: 'eine Quart', acc: 'eine Quart' },
  fuss: { nom: 'ein Fuss', acc: 'einen Fuss' },
  vierstaender: { nom: 'ein Vierständer', acc: 'einen Vierständer' },
};

/** 7.2: who scores, after a winner was found. */
const counts = (v: CalcVerdict) => (v.yours
  ? ` Deine Partei schreibt jede Meldung beider Partner, ${v.total} aus dieser Hand; die Gegner schreiben keine (7.2).`
  : ` Die Gegner schreiben jede Meldung beider Partner, ${v.total} aus ihrer Hand; deine Partei keine (7.2).`);
const whose = (v: CalcVerdict) => (v.yours ? 'Deine Meldung gewinnt' : 'Die Meldung der Gegner gewinnt');

export const deCalc: CataloguePart<'calc'> = {
  'calc.handFull': ({ size }) => `Eine Hand hat ${size} Karten: Nimm erst eine heraus, bevor du eine weitere dazunimmst.`,
  'calc.link.length': ({ text, size }) => `Die Hand im Link („${text}“) ist keine Liste von höchstens ${size} Karten in der Schreibweise UE, 9H, \u2026.`,
  'calc.link.notCard': ({ code }) => `Die Hand im Link enthält „${code}“, und das ist keine Karte (Ränge 7 8 9 T U O K A, Farben E G H S).`,
  'calc.link.twice': ({ code }) => `Die Hand im Link enthält ${code} zweimal; es gibt nur ein Blatt.`,
  'calc.link.overlap': ({ codes }) => `Der Link legt ${codes.join(', ')} in beide Hände; es gibt nur ein Blatt.`,
  'calc.run': ({ suit, cards, pack }) => `${SUIT[pack][suit]} ${cards.map((c) => SHORT_RANK[pack][c[0] as Rank]).join(', ')}`,
  'calc.four': ({ rank }, s) => `vier ${s.ranks(rank)}`,
  'calc.line': ({ kind, cards, points, length }, s) => `${s.kind(kind)}: ${s.say(cards)} (${points}` +
    `${kind === 'fuss' && length > 5 ? `, ${length} hintereinander zählen als ein Fuss` : ''})`,
  'calc.noMelds': () => 'Keine Meldung.',
  'calc.melds': ({ count, total }, s) => `${s.plural(count, { one: 'Eine Meldung', other: `${count} Meldungen` })}: ${total} Punkte.`,
  'calc.bella': ({ trump, pack, points, inRun }) => `Bella: ${SUIT[pack][trump]}-Ober und -König, ${points} dazu, ` +
    `${inRun ? 'mit der Folge, in der beide stecken, ohne eigene Ansage' : 'wenn du sie ansagst, bevor eine der beiden Karten gespielt ist'}; ` +
    'Bella zählt, ganz gleich, wie der Vergleich der Meldungen ausgeht (7.3).',
  'calc.best': ({ kind, cards, tied }, s) => `In den Vergleich geht: ${s.kind(kind)} ${s.say(cards)}` +
    `${tied ? ' (eine andere Meldung dieser Hand ist genauso stark)' : ''} (8.3).`,
  'calc.inAll': ({ total, bella }) => `Zusammen: ${total + bella} Punkte mit Bella (die ${total} der Meldungen nur, wenn sie den Vergleich gewinnen, 7.2).`,
  'calc.compare.none': () => 'Keine der beiden Hände hat eine Meldung: Keine Partei bekommt Meldungspunkte (Bella ausgenommen, 7.3).',
  'calc.compare.onlyYours': ({ total }) => `Nur deine Hand hat eine Meldung: Die Meldungen deiner Partei zählen, ${total} Punkte aus dieser Hand (7.2).`,
  'calc.compare.onlyTheirs': ({ total }) => `Nur die Gegner haben eine Meldung: Die Meldungen ihrer Partei zählen, ${total} Punkte aus ihrer Hand (7.2).`,
  'calc.compare.kinds': (v) => `${whose(v)}: ${A_KIND[v.better].nom} schlägt ${A_KIND[v.worse].acc}, ganz gleich, wie viele Punkte; ` +
    `die Arten stehen in der Reihe Vierständer, Fuss, Quart, Dreiständer (8.3).${counts(v)}`,
  'calc.compare.fours': (v, s) => `${whose(v)}: Von zwei Vierständern schlagen die vier ${s.ranks(v.better)} die vier ${s.ranks(v.worse)}; ` +
    `die Reihe ist Unter, Neuner, Säue, Zehner, Könige, Ober (8.4).${counts(v)}`,
  'calc.compare.tops': (v, s) => `${whose(v)}: Auf beiden Seiten ${A_KIND[v.kind].nom}, und die höhere oberste Karte gewinnt: ` +
    `${s.rank(v.better)} vor ${s.rank(v.worse)}, in der Reihe Sieben bis Sau (8.3, 2.4).${counts(v)}`,
  'calc.compare.trumpTop': (v, s) => `${whose(v)}: Auf beiden Seiten ${A_KIND[v.kind].nom} mit derselben obersten Karte (${s.rank(v.top)}), ` +
    `und die in Trumpf (${SUIT[v.pack][v.trump]}) gewinnt (8.3).${counts(v)}`,
  'calc.compare.cancel': ({ kind, top }, s) => `Sie heben sich auf: auf beiden Seiten ${A_KIND[kind].nom} mit derselben obersten Karte ` +
    `(${s.rank(top)}), keine in Trumpf, also zählen die Meldungen keiner Partei (8.3).`,
};
