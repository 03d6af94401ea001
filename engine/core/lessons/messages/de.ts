/**
 * The German lesson hints, in du-form. A kind is named with "als" and no
 * article ("gewertet als Rückwärts-Trick"), so a game's word needs no gender;
 * without a German word the sentence leaves the kind out, and so it does
 * where the kind is just "lawful" (spec.ts, repeatsLawful).
 */
import type { Catalogue } from '../../messages';
import { repeatsLawful, type LessonSay, type LessonSpec } from './spec';

export const de: Catalogue<LessonSpec, LessonSay> = {
  'hint.refused': () => 'Das geht im Moment überhaupt nicht. Such dir einen anderen Weg zum Ziel.',
  'hint.unlawful': ({ names }, s) => {
    const kind = s.kind(names);
    return `Das erlauben die Regeln hier nicht${kind ? `: Es wurde als ${kind} gewertet` : ''}. Nimm es zurück und versuch es noch einmal.`;
  },
  'hint.offPath': ({ classification, names }, s) => {
    const kind = repeatsLawful(classification, names) ? null : s.kind(names);
    return `Das war erlaubt${kind ? ` (gewertet als ${kind})` : ''}, bringt dich aber nicht ans Ziel.`;
  },
};
