/**
 * The coverage page's words (CoveragePage.astro) in every language of the
 * site. Counted words are plural forms (engine/core/messages.ts pluralForm);
 * example kinds other than scenarios ("sheet", "format") have a name each.
 */
import type { PluralForms } from '../../../engine/core/messages';
import { uiText } from '../../i18n/ui-text';

export const COVERAGE_TEXT = uiText({
  en: {
    title: (game: string) => `Rule coverage: ${game}`,
    description: (game: string) =>
      `Every paragraph of the ${game} rules with the engine functions that implement it and the worked examples that illustrate it, checked at every build.`,
    summary: 'Summary',
    lead: [
      'Each paragraph of the rules below is tied to the engine functions whose doc comment cites it (in',
      ') and to the worked examples that illustrate it, by their file name or their',
      'field. Every example was run through the engine when this page was built; the site does not build if a paragraph with behaviour has no example.',
    ] as readonly [string, string, string],
    paragraphs: ' paragraphs, ',
    withBehaviour: ' of them with behaviour the engine models.',
    illustrated: (of: number) => ` of ${of} illustrated by at least one example;`,
    passing: ' with every example passing.',
    examples: ' examples (',
    scenario: { one: 'scenario', other: 'scenarios' } as PluralForms,
    kindExample: (kind: string): PluralForms => ({ one: `${kind} example`, other: `${kind} examples` }),
    failingCount: ' failing.',
    cited: (of: number) => ` of ${of} cited by at least one engine function`,
    citingFunction: { one: 'citing function', other: 'citing functions' } as PluralForms,
    citingConstant: { one: 'citing constant', other: 'citing constants' } as PluralForms,
    uncited:
      "Paragraphs with behaviour that no function's doc comment cites (the engine applies them, and the examples show it, but inside functions documented under another paragraph):",
    worthALook: 'Worth a look:',
    caption: (number: string, title: string) => `Section ${number}, ${title}: engine functions, examples and status of each paragraph`,
    columns: ['Paragraph', 'Title', 'Engine functions', 'Examples', 'Status'] as readonly string[],
    none: 'none',
    constant: ' (constant)',
    sheet: ' (sheet)',
    failingMark: ' failing',
    allPass: 'all pass',
    failing: (n: number) => `${n} failing`,
    noExamples: 'no examples',
    noBehaviour: 'no behaviour',
  },
  de: {
    title: (game) => `Regelabdeckung: ${game}`,
    description: (game) =>
      `Alle Absätze der Regeln von ${game}, jeder mit den Funktionen der Regel-Engine, die ihn umsetzen, und den Beispielen, die ihn zeigen; bei jedem Build geprüft.`,
    summary: 'Überblick',
    lead: [
      'Zu jedem Absatz unten stehen die Funktionen der Regel-Engine, deren Doc-Kommentar ihn nennt (in',
      '), und die Beispiele, die ihn vorführen, gefunden über ihren Dateinamen oder ihr Feld',
      '. Beim Bauen dieser Seite lief jedes Beispiel durch die Engine; fehlt einem Absatz mit Verhalten jedes Beispiel, baut die Seite gar nicht erst.',
    ],
    paragraphs: ' Absätze, davon ',
    withBehaviour: ' mit Verhalten, das die Engine nachbildet.',
    illustrated: (of) => ` von ${of} mit mindestens einem Beispiel;`,
    passing: ' mit lauter bestandenen Beispielen.',
    examples: ' Beispiele (',
    scenario: { one: 'Szenario', other: 'Szenarien' },
    kindExample: (kind) => {
      const name = kind === 'sheet' ? 'Spielzettel' : kind === 'format' ? 'Format' : kind;
      return { one: `${name}-Beispiel`, other: `${name}-Beispiele` };
    },
    failingCount: ' fehlgeschlagen.',
    cited: (of) => ` von ${of} von mindestens einer Funktion der Engine zitiert`,
    citingFunction: { one: 'zitierende Funktion', other: 'zitierende Funktionen' },
    citingConstant: { one: 'zitierende Konstante', other: 'zitierende Konstanten' },
    uncited:
      'Absätze mit Verhalten, die kein Doc-Kommentar einer Funktion nennt (die Engine wendet sie an, und die Beispiele zeigen es, aber in Funktionen, die unter einem anderen Absatz stehen):',
    worthALook: 'Einen Blick wert:',
    caption: (number, title) => `Abschnitt ${number}, ${title}: Funktionen der Engine, Beispiele und Stand jedes Absatzes`,
    columns: ['Absatz', 'Titel', 'Funktionen der Engine', 'Beispiele', 'Stand'],
    none: 'keine',
    constant: ' (Konstante)',
    sheet: ' (Spielzettel)',
    failingMark: ' fehlgeschlagen',
    allPass: 'alle bestanden',
    failing: (n) => `${n} fehlgeschlagen`,
    noExamples: 'keine Beispiele',
    noBehaviour: 'kein Verhalten',
  },
});
