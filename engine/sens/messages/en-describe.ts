/** English: actions in plain words for newcomers, beside the notation in step lists (describe.ts). */
import type { CataloguePart } from './say';

export const enDescribe: CataloguePart<'describe'> = {
  'describe.nothing': () => 'nothing',
  'describe.deal': ({ who, seed }) => `${who} shuffles (seed ${seed}) and deals five cards each, turning up the next`,
  'describe.dealWrong': ({ who, seed, counts }) => `${who} shuffles (seed ${seed}) and deals wrong counts: ${counts.join(', ')} cards`,
  'describe.bid': ({ who, suit }, s) => `${who} takes the game with ${suit ? s.suit(suit) : 'some suit'} as trumps`,
  'describe.pass': ({ who }) => `${who} passes`,
  'describe.rob': ({ who }) => `${who} robs the turned card with the trump Seven`,
  'describe.rest': ({ who }) => `${who} deals the rest: three more cards each, two to ${who}`,
  'describe.meld': ({ who, kind, points }, s) => `${who} announces a ${s.kind(kind)} worth ${points}`,
  'describe.meldUnknown': ({ who }) => `${who} announces a meld`,
  'describe.bella': ({ who }) => `${who} announces Bella`,
  'describe.play': ({ who, card }, s) => `${who} plays ${card ? s.the(card) : 'a card'}`,
  'describe.takeBack': ({ who }) => `${who} takes the wrong card back`,
  'describe.claim': ({ who }) => `${who} points out a wrong card played earlier`,
  'describe.misdeal': ({ who }) => `${who} points out a misdeal`,
  'describe.vorlauf': ({ who }) => `${who} calls Vorlauf`,
  'describe.look': ({ who }) => `${who} looks at the last trick again`,
  'describe.unknown': ({ who }) => `${who} does something unknown`,
};
