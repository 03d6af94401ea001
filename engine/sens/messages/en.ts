/** The English catalogue: the reference; the scenario files and tests quote its words. */
import type { Catalogue } from '../../core/messages';
import { enCalc } from './en-calc';
import { enDescribe } from './en-describe';
import { enCounting, enMelds, enTricks } from './en-play';
import { enTable } from './en-table';
import type { SensSay } from './say';
import type { SensSpec } from './spec';

export const en: Catalogue<SensSpec, SensSay> = { ...enTable, ...enMelds, ...enTricks, ...enCounting, ...enDescribe, ...enCalc };
