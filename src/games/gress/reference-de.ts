/**
 * The Gress quick reference in German (/de/gress/reference/): the same tables,
 * rows and paragraphs as the English one (engine/gress/reference.ts), built
 * from the same engine lists (move keys, window kinds and their closings, take
 * debts, penalty points), in the German pages' terms (content/de/gress/glossary.mdx:
 * Zug, Wurf, Nimmschuld, Marke, „vorletzte“, Beschwerde, Strafpunkte). Every
 * word table is keyed by the engine's names, so a kind the engine gains without
 * German words fails the build (wordsFor), and reference-de.test.ts compares the
 * German page with the English one row for row.
 */
import type { QuickReference, ReferenceRow, ReferenceTable } from '../../../engine/core/reference';
import { wordsFor } from '../../../engine/core/reference';
import type { ClosingKind } from '../../../engine/core/windows';
import { effectRows, exampleCount, gressReference, OTHER_DEADLINES, WINDOW_ORDER, type MoveKey } from '../../../engine/gress/reference';
import { PENALTY_POINTS, TAKE_DEBTS, type PenaltyPointKind, type TakeDebtKind } from '../../../engine/gress/penalties';
import { WINDOW_CLOSING, WINDOW_KINDS, WINDOW_PARAGRAPHS, type WindowKind } from '../../../engine/gress/window-kinds';

/** "1 Karte", "2 Karten"; "1 Punkt", "4 Punkte". */
const karten = (n: number) => `${n} ${n === 1 ? 'Karte' : 'Karten'}`;
const punkte = (n: number) => `${n} ${n === 1 ? 'Punkt' : 'Punkte'}`;

/** What a move with each card does, keyed like the English EFFECT_WORDS (same paragraphs, same order). */
export const EFFECT_WORDS_DE: Readonly<Record<MoveKey, { readonly card: string; readonly effect: string; readonly paragraphs: readonly string[] }>> = {
  A: { card: 'Ass', effect: 'Derselbe Spieler ist gleich noch einmal am Zug (und zieht auf, wenn nichts passt).', paragraphs: ['5.1'] },
  K: { card: 'König', effect: `Jeder andere Spieler hat eine Nimmschuld von ${karten(TAKE_DEBTS.king.cards)}; dann ist der nächste Spieler dran.`, paragraphs: ['5.2'] },
  Q: { card: 'Dame', effect: 'Zuerst dreht sich die Spielrichtung um; dran ist also der Nachbar auf der anderen Seite.', paragraphs: ['5.3'] },
  J: {
    card: 'Bube',
    effect:
      'Passt auf alles außer einen Buben. Du darfst eine Wunschfarbe nennen, nach der sich spätere Züge richten; für Würfe zählt weiter seine echte Farbe. ' +
      'Ein geworfener Bube ist ein Zug, mit allem, was daraus folgt. Eine Zehn der Wunschfarbe vom Spieler am Zug ist ein Zug.',
    paragraphs: ['7.4', '7.1', '7.2', '7.3', '7.5'],
  },
  '10': { card: 'Zehn', effect: 'Du darfst einem beliebigen anderen Spieler eine Karte verdeckt abgeben; er muss sie nehmen.', paragraphs: ['5.4'] },
  redNine: {
    card: 'rote Neun',
    effect: 'Du darfst mit einem anderen Spieler das Blatt tauschen; er kann mit einer roten Neun abwehren. Ein gültiger Tausch hält das Spiel an; die Marken bleiben liegen.',
    paragraphs: ['5.5'],
  },
  twoRedNines: {
    card: 'zwei rote Neunen (Paket)',
    effect: 'Du bestimmst zwei beliebige Spieler, auch dich selbst, die ihre Blätter tauschen müssen. Abwehren lässt sich das nicht.',
    paragraphs: ['6.3', '6.2'],
  },
  blackNine: {
    card: 'schwarze Neun',
    effect: 'Keine Wirkung. Als allerletzte Karte eines Spielers ohne Marke darf sie nicht als Zug gelegt werden (als Wurf schon).',
    paragraphs: ['5.6'],
  },
  '8': {
    card: 'Acht',
    effect: 'Der nächste Spieler wird übergangen; er darf mit einer Acht antworten, die auf die oberste Karte passt. Diese Abwehr-Acht ist ein Zug und übergeht den Spieler danach.',
    paragraphs: ['5.7'],
  },
  '7': {
    card: 'Sieben (einzeln oder als Paket)',
    effect: `Der nächste Spieler wird übergangen und schuldet ${karten(TAKE_DEBTS.sevens.cards)} je Sieben; mit passenden Siebenen gibt er die ganze Schuld weiter, um die neuen Siebenen größer.`,
    paragraphs: ['6.5', '6.4'],
  },
};

interface WindowWordsDe {
  readonly right: string;
  readonly who: string;
  /** The owner in the dative and the genitive, as the closing phrases need them ("dem Beklagten", "des Ansagenden"). */
  readonly dative: string;
  readonly genitive: string;
}

/** The rule windows (Fristen) in German, keyed by the engine's kinds. */
export const WINDOW_WORDS_DE: Readonly<Record<WindowKind, WindowWordsDe>> = {
  give: { right: 'Eine Karte verdeckt abgeben (nach einer Zehn)', who: 'wer die Zehn als Zug gelegt hat', dative: 'dem Abgebenden', genitive: 'des Abgebenden' },
  swapAnnouncement: { right: 'Einen Tausch verlangen (nach einer oder zwei roten Neunen)', who: 'wer die Neun (die Neunen) als Zug gelegt hat', dative: 'dem Ziehenden', genitive: 'des Ziehenden' },
  swapDefence: { right: 'Einen verlangten Tausch mit einer roten Neun abwehren', who: 'wer tauschen soll', dative: 'dem Abwehrenden', genitive: 'des Abwehrenden' },
  skipDefence: { right: 'Das Übergehen mit einer Acht abwehren, Siebenen mit Siebenen', who: 'der übergangene Spieler', dative: 'dem Übergangenen', genitive: 'des Übergangenen' },
  wish: { right: 'Die Wunschfarbe zum Buben nennen', who: 'wer den Buben als Zug gelegt hat', dative: 'dem Ziehenden', genitive: 'des Ziehenden' },
  lastButOneCall: { right: '„Vorletzte“ ansagen (Pflicht); danach die Marke nehmen', who: 'wer gerade auf zwei Karten gekommen ist', dative: 'dem Ansagenden', genitive: 'des Ansagenden' },
  missedCallComplaint: { right: 'Sich über ein vergessenes „vorletzte“ beschweren', who: 'jeder andere Spieler', dative: 'dem Beklagten', genitive: 'des Beklagten' },
  mustTakeCard: { right: 'Zuerst mindestens eine Karte vom neuen Ziehstapel nehmen', who: 'wer angehalten und neu gemischt hat', dative: 'dem Anhaltenden', genitive: 'des Anhaltenden' },
  foulMarke: { right: 'Eine nach falschem Ausspielen genommene Marke ersetzen lassen (bei begründeter Beschwerde)', who: 'jeder andere Spieler, per Beschwerde', dative: 'dem Regelbrecher', genitive: 'des Regelbrechers' },
  markeComplaint: { right: 'Sich über eine ohne Recht genommene Marke beschweren', who: 'jeder andere Spieler', dative: 'dem Beklagten', genitive: 'des Beklagten' },
};

/** Until when, for each closing condition of engine/core/windows.ts. */
export const CLOSING_WORDS_DE: Readonly<Record<ClosingKind, (owner: WindowWordsDe) => string>> = {
  nextEvent: () => 'zum nächsten Ereignis gleich welcher Art',
  nextMove: () => 'zum nächsten Zug, egal von wem (auch Aufziehen ist ein Zug)',
  nextMoveOrThrow: () => 'zum nächsten Wurf oder Zug',
  nextMoveByOther: (owner) => `zum nächsten Zug von jemand anderem als ${owner.dative}`,
  handSizeChangeOrNextMove: (owner) => `zum nächsten Ereignis, das die Kartenzahl ${owner.genitive} ändert, spätestens zum nächsten Zug`,
};

/** The deadlines the engine keeps outside its windows, in the English list's order (OTHER_DEADLINES). */
const OTHER_DEADLINES_DE: readonly (readonly [string, string, string])[] = [
  ['Eine falsche Karte zurücknehmen (kleines Foul)', 'wer sie gelegt hat', 'zum nächsten Ereignis oder zu einer Beschwerde'],
  ['Sich über falsch ausgespielte Karten beschweren', 'jeder andere Spieler', 'keine Frist: bis das letzte Blatt niedergelegt ist'],
];

function deadlineRows(): ReferenceRow[] {
  const ordered = [...WINDOW_ORDER.filter((k) => WINDOW_KINDS.includes(k)), ...WINDOW_KINDS.filter((k) => !WINDOW_ORDER.includes(k))];
  const windows = ordered.map((kind) => {
    const words = wordsFor(WINDOW_WORDS_DE, kind, 'window kind');
    const until = wordsFor(CLOSING_WORDS_DE, WINDOW_CLOSING[kind], 'closing')(words);
    return { cells: [words.right, words.who, until], paragraphs: WINDOW_PARAGRAPHS[kind] };
  });
  if (OTHER_DEADLINES_DE.length !== OTHER_DEADLINES.length) throw new Error('The German Gress quick reference lacks words for a deadline of the English one.');
  const others = OTHER_DEADLINES.map((d, i) => ({ cells: [...OTHER_DEADLINES_DE[i]], paragraphs: d.paragraphs }));
  return [...windows, ...others];
}

/** Take debts (Nimmschulden) in German, keyed by penalties.ts TAKE_DEBTS. */
export const DEBT_WORDS_DE: Readonly<Record<TakeDebtKind, { readonly when: string; readonly who: string; readonly per?: string }>> = {
  king: { when: 'Ein Zug mit einem König', who: 'jeder andere Spieler', per: 'je Spieler' },
  sevens: { when: 'Ein Zug mit Siebenen', who: 'der übergangene Spieler', per: 'je Sieben' },
  missedCall: { when: '„Vorletzte“ vergessen, Beschwerde rechtzeitig', who: 'wer die Ansage vergessen hat' },
  layDownInDebt: { when: 'Blatt niedergelegt, obwohl noch Schulden offen sind', who: 'dieser Spieler' },
  reshuffleHalter: { when: 'Neumischen, bei dem nur die oberste Karte übrig ist: Das Spiel endet', who: 'wer angehalten hat, falls er nichts schuldet' },
  smallFoul: { when: 'Falsche Karte zurückgenommen, die auch vor der letzten Karte eines anderen nicht gepasst hätte', who: 'dieser Spieler (war er am Zug, ist der Zug weg)' },
  wrongPlay: { when: 'Begründete Beschwerde über ausgespielte Karten', who: 'der Regelbrecher (war er am Zug, ist der Zug weg)' },
  unfoundedPlayComplaint: { when: 'Unbegründete Beschwerde über ausgespielte Karten', who: 'der Beschwerdeführer (war er am Zug, ist der Zug weg)' },
  wrongMarke: { when: 'Begründete Beschwerde: Marke falsch genommen', who: 'wer sie genommen hat; er behält sie und bekommt eine neue verdeckt' },
  unfoundedMarkeComplaint: { when: 'Unbegründete Beschwerde über eine Marke', who: 'der Beschwerdeführer' },
};

/** Penalty points (Strafpunkte) in German, keyed by penalties.ts PENALTY_POINTS. */
export const POINT_WORDS_DE: Readonly<Record<PenaltyPointKind, { readonly what: string; readonly per?: string }>> = {
  cardInHand: { what: 'Jede Karte des niedergelegten Blatts', per: 'je Karte' },
  blackNine: { what: 'Jede schwarze Neun darunter, zusätzlich', per: 'mehr je Neun' },
  marke: { what: 'Eine Marke, die noch auf dem Tisch liegt (nie aufgedeckt)' },
  unpaidCard: { what: 'Jede Karte, die noch geschuldet ist, wenn der Ziehstapel aufgebraucht ist', per: 'je Karte' },
  misdeal: { what: 'Falsches Austeilen: Der Geber gibt noch einmal (kein Spiel)' },
};

function debtRows(): ReferenceRow[] {
  return (Object.keys(TAKE_DEBTS) as TakeDebtKind[]).map((kind) => {
    const words = wordsFor(DEBT_WORDS_DE, kind, 'take debt');
    const rule = TAKE_DEBTS[kind];
    return { cells: [words.when, words.who, `${karten(rule.cards)}${words.per ? ` ${words.per}` : ''}`], paragraphs: [rule.paragraph] };
  });
}

function pointRows(): ReferenceRow[] {
  return (Object.keys(PENALTY_POINTS) as PenaltyPointKind[]).map((kind) => {
    const words = wordsFor(POINT_WORDS_DE, kind, 'penalty');
    const rule = PENALTY_POINTS[kind];
    return { cells: [words.what, `${punkte(rule.points)}${words.per ? ` ${words.per}` : ''}`], paragraphs: [rule.paragraph] };
  });
}

function endRows(): ReferenceRow[] {
  const { cardInHand, blackNine, marke } = PENALTY_POINTS;
  const points = exampleCount().points;
  return [
    { cells: ['Schluss des aktiven Spiels', 'Sobald einer keine Karte, keine Marke und keine Schuld mehr hat, ist es vorbei; kein Ereignis folgt mehr.'], paragraphs: ['9.1'] },
    { cells: ['Letzte Tilgung', 'Wer noch etwas schuldet, nimmt die Karten auf; das ist kein Ereignis mehr.'], paragraphs: ['9.2', '10.2'] },
    {
      cells: ['Niederlegen', 'Die Blätter kommen offen auf den Tisch, unbenutzte Marken bleiben verdeckt. Beschwerden über eine vergessene Ansage oder eine falsche Karte gelten, bis das letzte Blatt liegt.'],
      paragraphs: ['9.3'],
    },
    {
      cells: [
        'Zählen',
        `${punkte(cardInHand.points)} je Karte, ${blackNine.points} mehr je schwarze Neun, ${marke.points} für eine unbenutzte Marke, dazu ungedeckte Karten. ` +
          `Beispiel: König, Kreuz-Neun, Pik-Neun, Marke unbenutzt = ${points}. Wer bei 0 steht, hat gewonnen (ein Spiel, das nach 10.1 endet, hat keinen Gewinner).`,
      ],
      paragraphs: ['9.4'],
    },
  ];
}

const TABLES: Readonly<Record<string, Omit<ReferenceTable, 'id' | 'rows'> & { readonly rows: () => ReferenceRow[] }>> = {
  'card-effects': {
    title: 'Was ein Zug bewirkt', columns: ['Zug mit', 'Wirkung'], rows: () => effectRows(EFFECT_WORDS_DE),
    note: 'Würfe bewirken nie etwas; der geworfene Bube ist die einzige Karte, die als Zug zählt.',
  },
  deadlines: {
    title: 'Fristen', columns: ['Recht oder Pflicht', 'Wer', 'Offen bis'], rows: deadlineRows,
    note: 'Aufziehen zählt als Zug und schließt damit auch jede Frist, die mit dem nächsten Zug endet.',
  },
  'take-debts': { title: 'Nimmschulden (Karten zum Aufnehmen)', columns: ['Wann', 'Wer schuldet', 'Karten'], rows: debtRows },
  'penalty-points': { title: 'Strafpunkte', columns: ['Wofür', 'Punkte'], rows: pointRows },
  'end-of-game': { title: 'Ende eines Spiels', columns: ['Schritt', 'Was passiert'], rows: endRows },
};

/** The German reference, table for table in the English one's order. */
export function gressReferenceDe(): QuickReference {
  const english = gressReference();
  return {
    gameId: english.gameId,
    title: 'Kurzübersicht zu Gress',
    description: 'Gress auf einer druckbaren Seite: was jeder Zug bewirkt, alle Fristen, alle Nimmschulden und Strafen und die Wertung am Ende, jeweils mit seinem Absatz.',
    intro:
      'Ein Zug passt auf die oberste Karte nach Wert oder Farbe; ein Wurf, erlaubt für jeden, solange Würfe erlaubt sind, liegt einen Wert tiefer in der Gegenfarbe. Die Nummern führen zu ihren Absätzen.',
    tables: english.tables.map((table) => {
      const words = wordsFor(TABLES, table.id, 'reference table');
      return { id: table.id, title: words.title, columns: words.columns, rows: words.rows(), ...(words.note ? { note: words.note } : {}) };
    }),
  };
}
