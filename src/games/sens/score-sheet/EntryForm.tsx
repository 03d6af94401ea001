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

  const read = useMemo(() => readEntry(input), [input]);
  const preview = read.entry ? lineSummary(players, read.entry, outcomeOf(read.entry, misdeal), misdeal) : null;

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
        {field !== 'dealer' && <option value="">Choose…</option>}
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
      <h2 class="tk-heading" id={id('entry-title')} tabIndex={-1}>Deal {number}</h2>
      <fieldset class="tk-fieldset">
        <legend>How the deal ended</legend>
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
              {k.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div class="tk-fields">
        {seatSelect('dealer', 'Dealt by')}
        {(input.kind === 'counted' || input.kind === 'written') && (
          <>
            {seatSelect('taker', 'Game taken by')}
            <div class="tk-field">
              <label class="tk-label" for={id('trump')}>Trump</label>
              <select
                id={id('trump')}
                class="tk-select"
                value={input.trump}
                aria-invalid={err('trump') ? 'true' : undefined}
                aria-describedby={described('trump')}
                onChange={(e) => set({ trump: (e.currentTarget as HTMLSelectElement).value }, ['trump'])}
              >
                <option value="">Choose…</option>
                {SUITS.map((s) => <option key={s} value={s}>{suitLabel(s)}</option>)}
              </select>
              {errorText('trump')}
            </div>
          </>
        )}
        {input.kind === 'foul' && seatSelect('offender', 'Wrong card played by')}
      </div>

      {input.kind === 'counted' && (
        <>
          <p class="tk-hint" id={id('count-hint')}>
            Card points: the side's tricks with the last trick's 10; both sides together make {BASE_TOTAL} <RuleLinks numbers={['3.2', '12.1']} />.
            Meld points: the melds that count for the side, Bella included (empty for none) <RuleLinks numbers={['7.2', '7.3']} />.
          </p>
          <div class="sn-sides">
            {([0, 1] as const).map((s) => (
              <fieldset class="tk-fieldset" key={s}>
                <legend>{sides[s]}</legend>
                {numberField(`cards-${s}`, 'Card points', input.cards[s], (v) => setPair('cards', s, v), 'count-hint')}
                {numberField(`melds-${s}`, 'Meld points', input.melds[s], (v) => setPair('melds', s, v), 'count-hint')}
              </fieldset>
            ))}
          </div>
          <p class={`sn-sum${sum !== null && sum !== BASE_TOTAL ? ' sn-sum--bad' : ''}`} id={id('sum')}>
            {sum === null
              ? `Card points together: enter both (they make ${BASE_TOTAL}).`
              : `Card points together: ${sum} of ${BASE_TOTAL}${sum === BASE_TOTAL ? '.' : ': recount.'}`}
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
              The taking side took every trick (Dackeln, 100 more)
            </label>
            {errorText('dackeln')}
          </div>
          <fieldset class="tk-fieldset">
            <legend>
              Vorlauf <RuleLinks numbers={['10.3', '10.4']} />
            </legend>
            <div class="tk-fields">
              <div class="tk-field">
                <label class="tk-label" for={id('vorlauf')}>Called by</label>
                <select
                  id={id('vorlauf')}
                  class="tk-select"
                  value={input.vorlauf}
                  onChange={(e) => set({ vorlauf: (e.currentTarget as HTMLSelectElement).value }, ['vorlauf', 'secured'])}
                >
                  <option value="">Nobody</option>
                  <option value="0">{sides[0]}</option>
                  <option value="1">{sides[1]}</option>
                </select>
              </div>
              {input.vorlauf !== ''
                && numberField('secured', 'Card points secured at the call', input.secured, (v) => set({ secured: v }, ['secured']), 'secured-hint')}
            </div>
            <p class="tk-hint" id={id('secured-hint')}>
              {input.vorlauf === ''
                ? 'The first call ends the match after this deal.'
                : 'The card points of the tricks the calling side had taken in when it called; its meld points are added from above. '
                  + 'The match ends after this deal.'}
            </p>
          </fieldset>
        </>
      )}

      {input.kind === 'written' && (
        <>
          <p class="tk-hint" id={id('written-hint')}>
            What each side writes, with Ziehen and Dackeln already applied <RuleLinks numbers={['11.1', '11.2']} />. To record a Vorlauf call,
            enter the card points and melds instead: the call is decided from them.
          </p>
          <div class="sn-sides">
            {([0, 1] as const).map((s) => (
              <div key={s}>{numberField(`written-${s}`, `${sides[s]}: points written`, input.written[s], (v) => setPair('written', s, v), 'written-hint')}</div>
            ))}
          </div>
        </>
      )}

      {input.kind === 'foul' && (
        <>
          <p class="tk-hint" id={id('foul-hint')}>
            The other side writes {BASE_TOTAL} and every meld point that counted when the wrong card was claimed; the
            player's side writes nothing <RuleLinks numbers={['1.4']} />.
          </p>
          <div class="sn-sides">
            {([0, 1] as const).map((s) => (
              <div key={s}>{numberField(`melds-${s}`, `${sides[s]}: meld points`, input.melds[s], (v) => setPair('melds', s, v), 'foul-hint')}</div>
            ))}
          </div>
        </>
      )}

      {input.kind === 'misdeal' && (
        <p class="tk-hint">
          {misdeal === 'strict'
            ? `At this table a misdeal is strict: the dealer's opponents write ${BASE_TOTAL} and the next player deals.`
            : 'At this table a misdeal is mild: nothing is written and the same dealer deals again.'}{' '}
          <RuleLinks numbers={['4.5']} />
        </p>
      )}
      {input.kind === 'thrown-in' && (
        <p class="tk-hint">
          Nobody took the game in either round: nothing is written and the next player deals <RuleLinks numbers={['5.3']} />.
        </p>
      )}

      {preview && <p class="sn-preview" id={id('preview')}>{preview}</p>}
      {formError && <p class="tk-error" role="alert">{formError}</p>}
      <div class="tk-buttons">
        <button type="submit" class="tk-button tk-button--primary">Enter deal {number}</button>
      </div>
    </form>
  );
}
