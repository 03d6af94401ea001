/**
 * One deal of the SENS sheet: who dealt, how the deal ended, and the numbers
 * that ending needs: for a deal played out, who took the game, the trump and
 * each side's card points and melds (or the points written), Dackeln and a
 * Vorlauf call; for a wrong card found later, its player and the melds that
 * counted; nothing more for a misdeal or a deal thrown in. A preview says
 * what each side will write before the line is entered.
 */
import { useMemo, useState } from 'preact/hooks';
import { BASE_TOTAL, SUITS } from '../../../../engine/sens/cards';
import type { Seat } from '../../../../engine/sens/types';
import { outcomeOf, parseWhole, readEntry, type DealEntry, type EntryInput, type EntryKind, type MisdealRule } from './deal-entry';
import { lineSummary, sideName, suitLabel } from './model';
import { RuleLinks } from './rule-links';
import { uiText, useLocale, useUiText } from '../../../i18n/ui-text';

/** The form's words; English as it always read. */
const TEXT = uiText({
  en: {
    kinds: { counted: 'Played out: card points and melds', written: 'Played out: enter the points written', foul: 'A wrong card found later', misdeal: 'Misdeal', 'thrown-in': 'Thrown in: nobody played' } as Record<EntryKind, string>,
    choose: 'Choose…',
    deal: (n: number) => `Deal ${n}`,
    ended: 'How the deal ended',
    dealtBy: 'Dealt by',
    takenBy: 'Game taken by',
    trump: 'Trump',
    offender: 'Wrong card played by',
    countHint: (total: number) => `Card points: the side's tricks with the last trick's 10; both sides together make ${total}`,
    meldHint: 'Meld points: the melds that count for the side, Bella included (empty for none)',
    cardPoints: 'Card points',
    meldPoints: 'Meld points',
    sumUnknown: (total: number) => `Card points together: enter both (they make ${total}).`,
    sum: (sum: number, total: number) => `Card points together: ${sum} of ${total}${sum === total ? '.' : ': recount.'}`,
    dackeln: 'The taking side took every trick (Dackeln, 100 more)',
    calledBy: 'Called by',
    nobody: 'Nobody',
    secured: 'Card points secured at the call',
    firstCall: 'The first call ends the match after this deal.',
    securedHint: 'The card points of the tricks the calling side had taken in when it called; its meld points are added from above. The match ends after this deal.',
    writtenHint: 'What each side writes, with Ziehen and Dackeln already applied',
    writtenVorlauf: 'To record a Vorlauf call, enter the card points and melds instead: the call is decided from them.',
    pointsWritten: (side: string) => `${side}: points written`,
    foulHint: (total: number) => `The other side writes ${total} and every meld point that counted when the wrong card was claimed; the player's side writes nothing`,
    meldPointsOf: (side: string) => `${side}: meld points`,
    strict: (total: number) => `At this table a misdeal is strict: the dealer's opponents write ${total} and the next player deals.`,
    mild: 'At this table a misdeal is mild: nothing is written and the same dealer deals again.',
    thrownIn: 'Nobody took the game in either round: nothing is written and the next player deals',
    enter: (n: number) => `Enter deal ${n}`,
  },
  de: {
    kinds: { counted: 'Ausgespielt: Kartenpunkte und Meldungen', written: 'Ausgespielt: geschriebene Punkte eintragen', foul: 'Falsche Karte, später entdeckt', misdeal: 'Vergeben', 'thrown-in': 'Zusammengeworfen: niemand hat gespielt' },
    choose: 'Wählen…',
    deal: (n) => `Spiel ${n}`,
    ended: 'Wie das Spiel ausging',
    dealtBy: 'Gegeben von',
    takenBy: 'Spiel gemacht von',
    trump: 'Trumpf',
    offender: 'Falsche Karte gespielt von',
    countHint: (total) => `Kartenpunkte: die Stiche der Partei mit den 10 des letzten Stichs; beide Parteien zusammen ergeben ${total}`,
    meldHint: 'Meldungspunkte: die Meldungen, die für die Partei zählen, Bella eingeschlossen (leer, wenn keine)',
    cardPoints: 'Kartenpunkte',
    meldPoints: 'Meldungspunkte',
    sumUnknown: (total) => `Kartenpunkte zusammen: Gib beide ein (sie ergeben ${total}).`,
    sum: (sum, total) => `Kartenpunkte zusammen: ${sum} von ${total}${sum === total ? '.' : ': Zähl noch einmal nach.'}`,
    dackeln: 'Die spielführende Partei hat alle Stiche gemacht (Dackeln, 100 dazu)',
    calledBy: 'Angesagt von',
    nobody: 'Niemand',
    secured: 'Bei der Ansage gesicherte Kartenpunkte',
    firstCall: 'Die erste Ansage beendet die Partie nach diesem Spiel.',
    securedHint: 'Die Kartenpunkte der Stiche, die die ansagende Partei bei der Ansage schon eingezogen hatte; ihre Meldungspunkte kommen von oben dazu. Nach diesem Spiel endet die Partie.',
    writtenHint: 'Was jede Partei schreibt, mit Ziehen und Dackeln schon eingerechnet',
    writtenVorlauf: 'Um einen Vorlauf festzuhalten, gib stattdessen Kartenpunkte und Meldungen ein: Aus ihnen wird die Ansage entschieden.',
    pointsWritten: (side) => `${side}: geschriebene Punkte`,
    foulHint: (total) => `Die andere Partei schreibt ${total} und jeden Meldungspunkt, der beim Anzeigen der falschen Karte zählte; die Partei des Spielers schreibt nichts`,
    meldPointsOf: (side) => `${side}: Meldungspunkte`,
    strict: (total) => `An diesem Tisch gilt ein Vergeben streng: Die Gegner des Gebers schreiben ${total}, und der nächste Spieler gibt.`,
    mild: 'An diesem Tisch gilt ein Vergeben mild: Niemand schreibt etwas, und derselbe Geber gibt noch einmal.',
    thrownIn: 'In keiner Runde hat jemand das Spiel gemacht: Niemand schreibt etwas, und der nächste Spieler gibt',
    enter: (n) => `Spiel ${n} eintragen`,
  },
});

const KINDS: readonly { readonly kind: EntryKind; readonly label: string }[] = [
  { kind: 'counted', label: 'Played out: card points and melds' },
  { kind: 'written', label: 'Played out: enter the points written' },
  { kind: 'foul', label: 'A wrong card found later' },
  { kind: 'misdeal', label: 'Misdeal' },
  { kind: 'thrown-in', label: 'Thrown in: nobody played' },
];

/** Fields in the order they are shown, for moving focus to the first error. */
const FIELD_ORDER = [
  'kind', 'dealer', 'taker', 'trump', 'offender', 'cards-0', 'melds-0', 'cards-1', 'melds-1', 'written-0', 'written-1', 'dackeln', 'vorlauf', 'secured',
];

export interface EntryFormProps {
  idBase: string;
  players: readonly string[];
  misdeal: MisdealRule;
  /** 1-based number of the coming deal. */
  number: number;
  suggestedDealer: Seat;
  /** Adds the line; returns a message if it is refused. */
  onEnter: (entry: DealEntry) => string | null;
}

export function EntryForm({ idBase, players, misdeal, number, suggestedDealer, onEnter }: EntryFormProps) {
  const [input, setInput] = useState<EntryInput>({
    kind: 'counted', dealer: String(suggestedDealer), taker: '', trump: '', cards: ['', ''], melds: ['', ''],
    dackeln: false, vorlauf: '', secured: '', written: ['', ''], offender: '',
  });
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const id = (k: string) => `${idBase}-${k}`;
  const t = useUiText(TEXT);
  const locale = useLocale();
  const sides = [sideName(players, 0), sideName(players, 1)] as const;

  const set = (patch: Partial<EntryInput>, fields: readonly string[]) => {
    setInput((old) => ({ ...old, ...patch }));
    setErrors((old) => {
      const copy = { ...old };
      for (const f of fields) delete copy[f];
      return copy;
    });
  };
  const setPair = (key: 'cards' | 'melds' | 'written', side: 0 | 1, value: string) => {
    const pair = [...input[key]] as [string, string];
    pair[side] = value;
    // The sum check of 12.1 sits on the second field: clear it when either changes.
    set({ [key]: pair }, [`${key}-${side}`, `${key}-1`]);
  };

  const read = useMemo(() => readEntry(input, locale), [input, locale]);
  const preview = read.entry ? lineSummary(players, read.entry, outcomeOf(read.entry, misdeal), misdeal, locale) : null;

  const submit = (e: Event) => {
    e.preventDefault();
    if (!read.entry) {
      setErrors(read.errors);
      const first = FIELD_ORDER.find((f) => f in read.errors);
      if (first) document.getElementById(first === 'kind' ? id('kind-counted') : id(first))?.focus();
      return;
    }
    setFormError(onEnter(read.entry));
  };

  const err = (field: string) => errors[field];
  const described = (field: string, hint?: string) => (err(field) ? id(`${field}-error`) : hint ? id(hint) : undefined);
  const errorText = (field: string) => err(field) && <p class="tk-error" id={id(`${field}-error`)}>{err(field)}</p>;

  const seatSelect = (field: 'dealer' | 'taker' | 'offender', label: string) => (
    <div class="tk-field">
      <label class="tk-label" for={id(field)}>{label}</label>
      <select
        id={id(field)}
        class="tk-select"
        value={input[field]}
        aria-invalid={err(field) ? 'true' : undefined}
        aria-describedby={described(field)}
        onChange={(e) => set({ [field]: (e.currentTarget as HTMLSelectElement).value }, [field])}
      >
        {field !== 'dealer' && <option value="">{t.choose}</option>}
        {players.map((p, i) => <option key={i} value={String(i)}>{p}</option>)}
      </select>
      {errorText(field)}
    </div>
  );

  const numberField = (field: string, label: string, value: string, onValue: (v: string) => void, hint?: string) => (
    <div class="tk-field">
      <label class="tk-label" for={id(field)}>{label}</label>
      <input
        id={id(field)}
        class="tk-input"
        type="text"
        inputMode="numeric"
        autocomplete="off"
        value={value}
        aria-invalid={err(field) ? 'true' : undefined}
        aria-describedby={described(field, hint)}
        onInput={(e) => onValue((e.currentTarget as HTMLInputElement).value)}
      />
      {errorText(field)}
    </div>
  );

  const cardSum = input.cards.map(parseWhole);
  const sumKnown = cardSum.every((n) => n !== undefined && !Number.isNaN(n));
  const sum = sumKnown ? (cardSum[0] as number) + (cardSum[1] as number) : null;

  return (
    <form class="tk-box tk-no-print" onSubmit={submit} noValidate aria-labelledby={id('entry-title')}>
      <h2 class="tk-heading" id={id('entry-title')} tabIndex={-1}>{t.deal(number)}</h2>
      <fieldset class="tk-fieldset">
        <legend>{t.ended}</legend>
        <div class="tk-choices">
          {KINDS.map((k) => (
            <label class="tk-choice" key={k.kind}>
              <input
                type="radio"
                id={id(`kind-${k.kind}`)}
                name={id('kind')}
                checked={input.kind === k.kind}
                onChange={() => set({ kind: k.kind }, Object.keys(errors))}
              />
              {t.kinds[k.kind]}
            </label>
          ))}
        </div>
      </fieldset>
      <div class="tk-fields">
        {seatSelect('dealer', t.dealtBy)}
        {(input.kind === 'counted' || input.kind === 'written') && (
          <>
            {seatSelect('taker', t.takenBy)}
            <div class="tk-field">
              <label class="tk-label" for={id('trump')}>{t.trump}</label>
              <select
                id={id('trump')}
                class="tk-select"
                value={input.trump}
                aria-invalid={err('trump') ? 'true' : undefined}
                aria-describedby={described('trump')}
                onChange={(e) => set({ trump: (e.currentTarget as HTMLSelectElement).value }, ['trump'])}
              >
                <option value="">{t.choose}</option>
                {SUITS.map((s) => <option key={s} value={s}>{suitLabel(s, locale)}</option>)}
              </select>
              {errorText('trump')}
            </div>
          </>
        )}
        {input.kind === 'foul' && seatSelect('offender', t.offender)}
      </div>

      {input.kind === 'counted' && (
        <>
          <p class="tk-hint" id={id('count-hint')}>
            {t.countHint(BASE_TOTAL)} <RuleLinks numbers={['3.2', '12.1']} />. {t.meldHint} <RuleLinks numbers={['7.2', '7.3']} />.
          </p>
          <div class="sn-sides">
            {([0, 1] as const).map((s) => (
              <fieldset class="tk-fieldset" key={s}>
                <legend>{sides[s]}</legend>
                {numberField(`cards-${s}`, t.cardPoints, input.cards[s], (v) => setPair('cards', s, v), 'count-hint')}
                {numberField(`melds-${s}`, t.meldPoints, input.melds[s], (v) => setPair('melds', s, v), 'count-hint')}
              </fieldset>
            ))}
          </div>
          <p class={`sn-sum${sum !== null && sum !== BASE_TOTAL ? ' sn-sum--bad' : ''}`} id={id('sum')}>
            {sum === null ? t.sumUnknown(BASE_TOTAL) : t.sum(sum, BASE_TOTAL)}
          </p>
          <div class="tk-field">
            <label class="sn-check">
              <input
                type="checkbox"
                id={id('dackeln')}
                checked={input.dackeln}
                aria-invalid={err('dackeln') ? 'true' : undefined}
                aria-describedby={described('dackeln')}
                onChange={(e) => set({ dackeln: (e.currentTarget as HTMLInputElement).checked }, ['dackeln'])}
              />
              {t.dackeln}
            </label>
            {errorText('dackeln')}
          </div>
          <fieldset class="tk-fieldset">
            <legend>
              Vorlauf <RuleLinks numbers={['10.3', '10.4']} />
            </legend>
            <div class="tk-fields">
              <div class="tk-field">
                <label class="tk-label" for={id('vorlauf')}>{t.calledBy}</label>
                <select
                  id={id('vorlauf')}
                  class="tk-select"
                  value={input.vorlauf}
                  onChange={(e) => set({ vorlauf: (e.currentTarget as HTMLSelectElement).value }, ['vorlauf', 'secured'])}
                >
                  <option value="">{t.nobody}</option>
                  <option value="0">{sides[0]}</option>
                  <option value="1">{sides[1]}</option>
                </select>
              </div>
              {input.vorlauf !== ''
                && numberField('secured', t.secured, input.secured, (v) => set({ secured: v }, ['secured']), 'secured-hint')}
            </div>
            <p class="tk-hint" id={id('secured-hint')}>
              {input.vorlauf === '' ? t.firstCall : t.securedHint}
            </p>
          </fieldset>
        </>
      )}

      {input.kind === 'written' && (
        <>
          <p class="tk-hint" id={id('written-hint')}>
            {t.writtenHint} <RuleLinks numbers={['11.1', '11.2']} />. {t.writtenVorlauf}
          </p>
          <div class="sn-sides">
            {([0, 1] as const).map((s) => (
              <div key={s}>{numberField(`written-${s}`, t.pointsWritten(sides[s]), input.written[s], (v) => setPair('written', s, v), 'written-hint')}</div>
            ))}
          </div>
        </>
      )}

      {input.kind === 'foul' && (
        <>
          <p class="tk-hint" id={id('foul-hint')}>
            {t.foulHint(BASE_TOTAL)} <RuleLinks numbers={['1.4']} />.
          </p>
          <div class="sn-sides">
            {([0, 1] as const).map((s) => (
              <div key={s}>{numberField(`melds-${s}`, t.meldPointsOf(sides[s]), input.melds[s], (v) => setPair('melds', s, v), 'foul-hint')}</div>
            ))}
          </div>
        </>
      )}

      {input.kind === 'misdeal' && (
        <p class="tk-hint">
          {misdeal === 'strict' ? t.strict(BASE_TOTAL) : t.mild}{' '}
          <RuleLinks numbers={['4.5']} />
        </p>
      )}
      {input.kind === 'thrown-in' && (
        <p class="tk-hint">
          {t.thrownIn} <RuleLinks numbers={['5.3']} />.
        </p>
      )}

      {preview && <p class="sn-preview" id={id('preview')}>{preview}</p>}
      {formError && <p class="tk-error" role="alert">{formError}</p>}
      <div class="tk-buttons">
        <button type="submit" class="tk-button tk-button--primary">{t.enter(number)}</button>
      </div>
    </form>
  );
}
