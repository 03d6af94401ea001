/**
 * The words of a match handed over from the game against the bot (pending.ts): why it
 * cannot be added, why it was not, and what was added. English word for word as the
 * sheet always wrote; German by hand (Partie the match, Spiel a hand, Spielzettel the sheet).
 */
import { uiText } from '../../../i18n/ui-text';
import { HANDOVER_READ_WORDS } from '../../match-handover-words';

export const PENDING_WORDS = uiText({
  en: {
    ...HANDOVER_READ_WORDS.en,
    unread: (why: string) => `The match handed over from the game against the bot cannot be added: ${why}.`,
    twoNames: 'it needs the two players\u2019 names',
    names: 'the player names are missing, too long or the same',
    noHand: 'it holds no finished hand',
    maxHands: (max: number, got: number) => `a match has at most ${max} hands, not ${got}`,
    unmerged: (why: string) => `The match handed over cannot be added: ${why}.`,
    otherSize: (players: number) => `the sheet on this page is for ${players} players, and the game against the bot has two`,
    otherPlayers: (here: readonly string[], handed: readonly string[]) => `the sheet on this page is ${here.join(' against ')}, and the match handed over is ${handed.join(' against ')}`,
    otherTarget: (target: number, bot: number) => `the sheet on this page plays to ${target}, and the game against the bot to ${bot}`,
    more: (here: number, handed: number) => `the sheet on this page has ${here} hands, more than the ${handed} of the match handed over`,
    differs: (hand: number) => `hand ${hand} on this page differs from hand ${hand} of the match handed over`,
    added: (started: boolean, first: number, total: number) =>
      `${started ? 'New sheet: added' : 'Added'} ${first === total ? `hand ${first}` : `hands ${first} to ${total}`} from the game against the bot.`,
    already: 'Every hand of the game against the bot is on this sheet already.',
    conflict: (why: string) => `The match from the game against the bot was not added: ${why}.`,
    replaced: 'The sheet now holds the match from the game against the bot; the earlier sheet was replaced.',
  },
  de: {
    ...HANDOVER_READ_WORDS.de,
    unread: (why: string) => `Die Partie gegen den Bot lässt sich nicht auf den Spielzettel übernehmen: ${why}.`,
    twoNames: 'die Namen der beiden Spieler fehlen',
    names: 'die Spielernamen fehlen, sind zu lang oder gleich',
    noHand: 'darin ist noch kein Spiel zu Ende gespielt',
    maxHands: (max: number, got: number) => `mehr als ${max} Spiele hat keine Partie; hier sind es ${got}`,
    unmerged: (why: string) => `Die übergebene Partie lässt sich nicht übernehmen: ${why}.`,
    otherSize: (players: number) => `der Spielzettel hier ist für ${players} Spieler, die Partie gegen den Bot für zwei`,
    otherPlayers: (here: readonly string[], handed: readonly string[]) => `auf dem Spielzettel hier spielen ${here.join(' gegen ')}, in der übergebenen Partie ${handed.join(' gegen ')}`,
    otherTarget: (target: number, bot: number) => `der Spielzettel hier geht bis ${target}, die Partie gegen den Bot bis ${bot}`,
    more: (here: number, handed: number) => `auf dem Spielzettel hier stehen ${here} Spiele, in der übergebenen Partie nur ${handed}`,
    differs: (hand: number) => `Spiel ${hand} steht hier anders als in der übergebenen Partie`,
    added: (started: boolean, first: number, total: number) =>
      `${started ? 'Neuer Spielzettel: ' : ''}${first === total ? `Spiel ${first}` : `Spiele ${first} bis ${total}`} aus der Partie gegen den Bot eingetragen.`,
    already: 'Alle Spiele der Partie gegen den Bot stehen schon auf diesem Spielzettel.',
    conflict: (why: string) => `Die Partie gegen den Bot ist nicht übernommen: ${why}.`,
    replaced: 'Auf dem Spielzettel steht jetzt die Partie gegen den Bot; der bisherige ist ersetzt.',
  },
});
