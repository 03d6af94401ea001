/**
 * The words of a match handed over from the game against the bots (pending.ts): why it
 * cannot be added, why it was not, and what was added. English word for word as the
 * sheet always wrote; German by hand (Partie the match, Spiel a deal, Spielzettel the sheet).
 */
import { uiText } from '../../../i18n/ui-text';
import { HANDOVER_READ_WORDS } from '../../match-handover-words';

export const PENDING_WORDS = uiText({
  en: {
    ...HANDOVER_READ_WORDS.en,
    unread: (why: string) => `The match handed over from the game against the bots cannot be added: ${why}.`,
    noDeal: 'it holds no finished deal',
    maxDeals: (max: number, got: number) => `a sheet holds at most ${max} deals, not ${got}`,
    unmerged: (why: string) => `The match handed over cannot be added: ${why}.`,
    seat: (seat: number) => `seat ${seat}`,
    otherPlayers: (here: readonly string[], handed: readonly string[]) => `the sheet on this page seats ${here.join(', ')}, and the match handed over ${handed.join(', ')}`,
    otherDealer: (here: string, handed: string) => `the sheet on this page began with ${here} dealing, the match handed over with ${handed}`,
    otherMisdeal: (here: string, handed: string) => `the sheet on this page counts a misdeal as ${here}, the match handed over as ${handed}`,
    more: (here: number, handed: number) => `the sheet on this page has ${here} deals, more than the ${handed} of the match handed over`,
    differs: (deal: number) => `deal ${deal} on this page differs from deal ${deal} of the match handed over`,
    added: (started: boolean, first: number, total: number) =>
      `${started ? 'New sheet: added' : 'Added'} ${first === total ? `deal ${first}` : `deals ${first} to ${total}`} from the game against the bots.`,
    already: 'Every deal of the game against the bots is on this sheet already.',
    conflict: (why: string) => `The match from the game against the bots was not added: ${why}.`,
    replaced: 'The sheet now holds the match from the game against the bots; the earlier sheet was replaced.',
  },
  de: {
    ...HANDOVER_READ_WORDS.de,
    unread: (why: string) => `Die Partie gegen die Bots lässt sich nicht auf den Spielzettel übernehmen: ${why}.`,
    noDeal: 'darin ist noch kein Spiel zu Ende gespielt',
    maxDeals: (max: number, got: number) => `auf einen Spielzettel passen höchstens ${max} Spiele; hier sind es ${got}`,
    unmerged: (why: string) => `Die übergebene Partie lässt sich nicht übernehmen: ${why}.`,
    seat: (seat: number) => `Platz ${seat}`,
    otherPlayers: (here: readonly string[], handed: readonly string[]) => `auf dem Spielzettel hier sitzen ${here.join(', ')}, in der übergebenen Partie ${handed.join(', ')}`,
    otherDealer: (here: string, handed: string) => `auf dem Spielzettel hier hat ${here} zuerst gegeben, in der übergebenen Partie ${handed}`,
    otherMisdeal: (here: string, handed: string) => `der Spielzettel hier zählt Vergeben als ${here}, die übergebene Partie als ${handed}`,
    more: (here: number, handed: number) => `auf dem Spielzettel hier stehen ${here} Spiele, in der übergebenen Partie nur ${handed}`,
    differs: (deal: number) => `Spiel ${deal} steht hier anders als in der übergebenen Partie`,
    added: (started: boolean, first: number, total: number) =>
      `${started ? 'Neuer Spielzettel: ' : ''}${first === total ? `Spiel ${first}` : `Spiele ${first} bis ${total}`} aus der Partie gegen die Bots eingetragen.`,
    already: 'Alle Spiele der Partie gegen die Bots stehen schon auf diesem Spielzettel.',
    conflict: (why: string) => `Die Partie gegen die Bots ist nicht übernommen: ${why}.`,
    replaced: 'Auf dem Spielzettel steht jetzt die Partie gegen die Bots; der bisherige ist ersetzt.',
  },
});
