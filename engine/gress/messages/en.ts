/** The English catalogue of Gress: the reference. Its output is what the scenario files and tests quote. */
import type { Catalogue } from '../../core/messages';
import { enDescribe } from './en-describe';
import { enEffect, enPlay, enReason, enStart } from './en-play';
import { enEffectAct, enEnd, enException, enMachine } from './en-rest';
import type { GressSay } from './say';
import { enSheets } from './en-sheets';
import type { GressSpec } from './spec';

export const en: Catalogue<GressSpec, GressSay> = {
  ...enStart, ...enEffect, ...enReason, ...enPlay, ...enEffectAct, ...enEnd, ...enException, ...enMachine, ...enDescribe, ...enSheets,
};
