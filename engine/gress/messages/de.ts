/** The German catalogue of Gress: du-form where a player is addressed, the rulebook's terms (TERMS.md), cards as "Kreuz-Dame". */
import type { Catalogue } from '../../core/messages';
import { deDescribe } from './de-describe';
import { deEffect, dePlay, deReason, deStart } from './de-play';
import { deEffectAct, deEnd, deException, deMachine } from './de-rest';
import type { GressSay } from './say';
import { deSheets } from './de-sheets';
import type { GressSpec } from './spec';

export const de: Catalogue<GressSpec, GressSay> = {
  ...deStart, ...deEffect, ...deReason, ...dePlay, ...deEffectAct, ...deEnd, ...deException, ...deMachine, ...deDescribe, ...deSheets,
};
