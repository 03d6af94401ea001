/**
 * What a ruling's classification (the engines' ids: "throw", "layDown",
 * "irregular") is called beside a step in the sandbox. English shows the id
 * as it always has; German uses the rulebooks' terms as the German pages and
 * the engines' catalogues use them (Gress: engine/gress/messages/de-rest.ts
 * DE_CLASSIFICATIONS; The Game and Gin Rummy: their lessons'
 * classificationWordsIn; SENS: "Falschspiel", its glossary's word for a wrong
 * card). Kept here, not imported from the engines, so the stepper carries no
 * catalogue. An id without a word shows as it is.
 */
import type { Locale } from '../../../engine/core/messages';

const DE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  gress: {
    deal: 'Austeilen', ready: 'bereit', peek: 'Ansehen', opening: 'Eröffnung', move: 'Zug', throw: 'Wurf', defence: 'Abwehr',
    settlement: 'Tilgung', halt: 'Anhalten', resume: 'Weiterspielen', give: 'Geben', announcement: 'Ansage', swap: 'Tausch', marke: 'Marke',
    complaint: 'Beschwerde', layDown: 'Ablegen', withdrawal: 'Zurücknehmen', disqualification: 'Disqualifikation', simultaneous: 'gleichzeitig',
    foul: 'Foul', refused: 'abgelehnt',
  },
  'the-game': { lay: 'Ablegen', trick: 'Rückwärts-Trick', help: 'Karte beim Gegner', endTurn: 'Ende des Zugs', refused: 'abgelehnt' },
  'gin-rummy': { lawful: 'regelgerecht', irregular: 'regelwidrig', refused: 'abgelehnt' },
  sens: { lawful: 'regelgerecht', foul: 'Falschspiel', refused: 'abgelehnt' },
};

/** The classification as the sandbox shows it in `locale`. */
export function classificationWord(gameId: string, classification: string, locale: Locale): string {
  if (locale === 'en') return classification;
  return DE[gameId]?.[classification] ?? classification;
}
