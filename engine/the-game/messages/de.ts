/**
 * The German catalogue: du-form where a reader is addressed, the printed
 * rules' own terms (Zahlenkarte, Reihenkarte, aufsteigender / absteigender
 * Stapel, Zugstapel, Rückwärts-Trick, nachziehen, beim Gegner ablegen,
 * verbessern; see content/the-game/glossary.mdx). Cards are named as the
 * rulebook names them: by their number, "die 17".
 */
import type { Catalogue, Say } from '../../core/messages';
import type { DrawParagraph, GrammaticalCase, PileParam, TheGameSay, TheGameSpec } from './spec';

/** "(oben liegt die 40)": the number on the pile when the card came (1.3); `lay` in the past, once the card is on it. */
const onTop = (top: number, past: boolean) => `(oben ${past ? 'lag' : 'liegt'} die ${top})`;

export const de: Catalogue<TheGameSpec, TheGameSay> = {
  'refuse.noSuchSeat': ({ seat }) => `Auf Platz ${seat} sitzt niemand.`,
  'refuse.notYourTurn': ({ player, toMove }) => `${toMove} ist dran, nicht ${player}.`,
  'refuse.notYourTurnToEnd': ({ player, toMove }) => `${toMove} ist dran, nicht ${player}: Beenden darf einen Zug nur der Spieler, der gerade dran ist.`,
  'refuse.noSuchCard': ({ card, lowest, highest }) => `Eine Zahlenkarte ${card} gibt es nicht: Die Zahlenkarten gehen von ${lowest} bis ${highest}.`,
  'refuse.noSuchPile': () => 'Diesen Stapel gibt es nicht: Jeder Spieler hat einen aufsteigenden (up) und einen absteigenden (down) Stapel.',
  'refuse.notInHand': ({ player, card }) => `${player} hat die ${card} nicht auf der Hand.`,
  'refuse.ownPile': ({ player, card, pile, top, why }, s) => `${player} darf die ${card} nicht auf ${s.pile(pile, 'acc')} legen ${onTop(top, false)}: ${s.say(why)}.`,
  'refuse.onlyOneForOpponent': ({ player, opponent }) => `${player} hat in diesem Zug schon eine Karte bei ${opponent} abgelegt; mehr als eine ist nicht erlaubt.`,
  'refuse.mustImprove': ({ player, card, pile, top, opponent, ownWayWouldFit }, s) =>
    `${player} darf die ${card} nicht auf ${s.pile(pile, 'acc')} legen ${onTop(top, false)}: Eine Karte bei ${opponent} muss den Stapel verbessern, ` +
    `hier also ${pile.row === 'up' ? 'niedriger' : 'höher'} als ${top} sein` +
    (ownWayWouldFit ? ' (die Regeln für die eigenen Stapel gelten dort nicht, auch der Rückwärts-Trick nicht)' : '') + '.',
  'refuse.tooFew': ({ player, count, minimum, drawUsedUp }, s) =>
    `${player} hat in diesem Zug ${count === 0 ? 'noch keine Karte' : s.cards(count)} abgelegt; ein Zug endet frühestens nach ${s.cards(minimum)}` +
    (drawUsedUp ? ', auch wenn der Zugstapel aufgebraucht ist' : '') + '.',
  'refuse.notAnAction': () => 'Wer dran ist, legt entweder eine Karte ab (5.2) oder beendet den Zug (5.4).',
  'refuse.gameOver': ({ why }, s) => `Jetzt nicht mehr: Das Spiel ist vorbei (${s.say(why)}).`,
  'why.notHigher': ({ card, top, step, trickCard }) => `Die ${card} ist weder höher als ${top} (3.1) noch genau ${step} niedriger (${trickCard}, Rückwärts-Trick, 3.3)`,
  'why.notLower': ({ card, top, step, trickCard }) => `Die ${card} ist weder niedriger als ${top} (3.2) noch genau ${step} höher (${trickCard}, Rückwärts-Trick, 3.3)`,
  'over.laidAll': ({ player, total }) => `${player} hat alle ${total} Karten abgelegt`,
  'over.couldNotLay': ({ player }) => `${player} konnte keine zwei Karten ablegen`,
  'over.ended': () => 'das Ergebnis steht fest',
  'lay.own': ({ player, card, pile, top }, s) => `${player} legt die ${card} auf ${s.pile(pile, 'acc')} ${onTop(top, true)}.`,
  'lay.trick': ({ player, card, pile, top, step, again }, s) =>
    `${player} legt die ${card} auf ${s.pile(pile, 'acc')} ${onTop(top, true)}: genau ${step} ${pile.row === 'up' ? 'niedriger' : 'höher'}, der Rückwärts-Trick` +
    (again ? ', den man in einem Zug beliebig oft anwenden darf' : '') + '.',
  'lay.help': ({ player, card, pile, top, opponent }, s) =>
    `${player} legt die ${card} auf ${s.pile(pile, 'acc')} ${onTop(top, true)} und verbessert ihn so für ${opponent}; ` +
    `mehr als diese eine Karte darf ${player} in diesem Zug nicht bei ${opponent} ablegen.`,
  'turn.end': ({ player, count, own, gaveTo, draw, next }, s) =>
    `${player} beendet den Zug nach ${s.cards(count)}, ${gaveTo === undefined ? 'alle auf den eigenen Stapeln' : `${own} davon auf den eigenen Stapeln und 1 bei ${gaveTo}`}, ` +
    `und ${s.say(draw)}. ${next} ist dran.`,
  'draw.full': ({ taken, by }, s) => drawn(taken, by, s),
  'draw.short': ({ taken, due, by }, s) => `${drawn(taken, by, s)}; der Zugstapel hatte nur noch ${s.cards(taken)} von den ${due} fälligen`,
  'draw.none': ({ due }, s) => `zieht nichts nach, weil der Zugstapel aufgebraucht ist (fällig wären ${s.cards(due)} gewesen; es geht ohne Nachziehen weiter)`,
  'end.won': ({ before, player, total }, s) => `${s.say(before)} Das war ${s.whose(player)} letzte Zahlenkarte: Alle ${total} liegen, und ${player} gewinnt sofort.`,
  'end.lost': ({ before, player, winner, laid }, s) =>
    `${s.say(before)} ${laid === 0 ? `${player} kann in diesem Zug keine zwei Karten ablegen, egal in welcher Reihenfolge` : `${player} hat in diesem Zug ${s.cards(laid)} abgelegt, und keine Handkarte passt mehr auf irgendeinen Stapel`}` +
    `: ${player} verliert sofort, ${winner} gewinnt.`,
  'describe.lay': ({ player, card, pile }, s) => `${player} legt die ${card} auf ${s.pile(pile, 'acc')}`,
  'describe.endTurn': ({ player }) => `${player} beendet den Zug`,
};

/** 6.1, 6.2: what the refill drew and why that many. */
function drawn(taken: number, by: DrawParagraph, s: TheGameSay): string {
  return by === '6.1'
    ? `zieht ${s.cards(taken)} nach (zwei, weil nur auf den eigenen Stapeln abgelegt wurde)`
    : `zieht ${s.cards(taken)} nach, um die Hand wieder auf sechs Karten aufzufüllen (eine Karte ging an den Gegner)`;
}

/** The adjective's strong ending after a possessive name: "Bens aufsteigender / aufsteigenden / aufsteigendem Stapel". */
const ENDINGS: Readonly<Record<GrammaticalCase, string>> = { nom: 'er', acc: 'en', dat: 'em' };

/** A name's genitive: "Bens", but "Max'" and "Lars'" (a name ending in an s sound takes only the apostrophe). */
function whose(name: string): string {
  return /(s|ß|x|z|ce)$/i.test(name) ? `${name}'` : `${name}s`;
}

/** German names for piles and counts. */
export const deHelpers = (s: Say): Omit<TheGameSay, keyof Say> => ({
  pile: (pile: PileParam, grammaticalCase: GrammaticalCase = 'nom') =>
    `${whose(pile.owner)} ${pile.row === 'up' ? 'aufsteigend' : 'absteigend'}${ENDINGS[grammaticalCase]} Stapel`,
  cards: (count) => `${count} ${s.plural(count, { one: 'Karte', other: 'Karten' })}`,
  whose,
});
