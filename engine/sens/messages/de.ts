/** Der deutsche Katalog: die Begriffe des bayerischen Regelblatts (Rauben, Vorlauf, Ziehen, Dackeln, Melden, Stich ...), in eigenen Sätzen. */
import type { Catalogue } from '../../core/messages';
import { deCalc } from './de-calc';
import { deDescribe } from './de-describe';
import { deCounting, deMelds, deTricks } from './de-play';
import { deTable } from './de-table';
import type { SensSay } from './say';
import type { SensSpec } from './spec';

export const de: Catalogue<SensSpec, SensSay> = { ...deTable, ...deMelds, ...deTricks, ...deCounting, ...deDescribe, ...deCalc };
