/**
 * The Gin Rummy desk's set-up form (desk-parts.ts SetupFormProps): the
 * players, the score sheet so far (§13), the dealer, the phase and whose turn
 * (§5), both hands, the discard pile and the stock. Each edit hands the shell
 * the table in the engine's position notation (form-model.ts); the shell has
 * the engine read it and shows the engine's sentence for a table that cannot
 * be. `initial` is read when the form opens and whenever the shell passes a
 * table other than those the form has written (the same table in the
 * engine's own spelling is not another one: form-model.ts `sameTable`).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SetupFormProps } from '../../../components/desk/desk-parts';
import { CardsField, Segmented } from './controls';
import { freshForm, formFromPosition, positionText, sameTable, type GinForm, type LedgerRow } from './form-model';
import './desk.css';

const PHASE_LABELS = { 'first-discard': 'Opening discard (§5)', draw: 'Draw', discard: 'Discard (has drawn)' } as const;

/** How many of the form's own last tables an echo from the shell is checked against. */
const MAX_ECHOES = 20;

function readInitial(initial: string | null): { form: GinForm; note: string | null } {
  if (initial === null) return { form: freshForm(), note: null };
  const read = formFromPosition(initial);
  return read.ok ? { form: read.form, note: read.note } : { form: freshForm(), note: `The table given could not be read, so the form starts afresh: ${read.error}` };
}

function LedgerRows({ form, set, id }: { form: GinForm; set: (ledger: LedgerRow[]) => void; id: string }) {
  const rows = form.ledger;
  const change = (i: number, row: Partial<LedgerRow>) => set(rows.map((r, k) => (k === i ? { ...r, ...row } : r)));
  const who = [0, 1].map((s) => ({ value: String(s), label: form.names[s] || `Player ${s + 1}` }));
  return (
    <fieldset class="tk-fieldset">
      <legend>Hands already scored (§13)</legend>
      {rows.length === 0 && <p class="tk-hint">None: the first hand of the match.</p>}
      <ol class="gdk-ledger">
        {rows.map((r, i) => (
          <li key={i} class="gdk-ledger__row">
            <Segmented id={`${id}-w${i}`} label={`Hand ${i + 1} won by`} choices={[...who, { value: 'none', label: 'Nobody (§12)' }]} value={r.winner === null ? 'none' : String(r.winner)}
              onChange={(v) => change(i, { winner: v === 'none' ? null : (Number(v) as 0 | 1) })} />
            {r.winner !== null && (
              <div class="tk-field">
                <label class="tk-label" for={`${id}-p${i}`}>Points written</label>
                <input id={`${id}-p${i}`} class="tk-input gdk-points" type="text" inputMode="numeric" value={r.points} onInput={(e) => change(i, { points: (e.currentTarget as HTMLInputElement).value })} />
              </div>
            )}
            <button type="button" class="tk-button tk-button--quiet" onClick={() => set(rows.filter((_, k) => k !== i))}>Remove hand {i + 1}</button>
          </li>
        ))}
      </ol>
      <div class="tk-buttons">
        <button type="button" class="tk-button" onClick={() => set([...rows, { winner: 0, points: '' }])}>Add a hand</button>
      </div>
    </fieldset>
  );
}

/** Both hands, the discard pile and the stock: what is not named fills the stock (form-model.ts). */
function CardFields({ form, set, id }: { form: GinForm; set: (c: Partial<GinForm>) => void; id: (k: string) => string }) {
  return (
    <fieldset class="tk-fieldset">
      <legend>Cards</legend>
      {[0, 1].map((s) => (
        <CardsField key={s} id={id(`hand${s}`)} label={`${form.names[s] || `Player ${s + 1}`}'s hand`} value={form.hands[s]} placeholder="e.g. AS 2S 3S 7H 7D 7C 9D TD JD KC"
          hint={s === 0 ? 'Rank then suit: A 2-9 T (or 10) J Q K and C D H S, e.g. 7H.' : undefined}
          onChange={(t) => set({ hands: s === 0 ? [t, form.hands[1]] : [form.hands[0], t] })} />
      ))}
      <CardsField id={id('discards')} label="Discard pile, bottom first" hint="The last card is the top card." value={form.discards} onChange={(discards) => set({ discards })} placeholder="e.g. 4H QS" />
      <CardsField id={id('stock-top')} label="Top of the stock, top first (optional)" value={form.stockTop} onChange={(stockTop) => set({ stockTop })} placeholder="e.g. 7C" />
      <div class="tk-field">
        <label class="tk-label" for={id('stock-count')}>Cards in the stock</label>
        <input id={id('stock-count')} class="tk-input gdk-points" type="text" inputMode="numeric" value={form.stockCount} placeholder="all others"
          aria-describedby={id('stock-hint')} onInput={(e) => set({ stockCount: (e.currentTarget as HTMLInputElement).value })} />
        <p class="tk-hint" id={id('stock-hint')}>Cards not named above go into the stock in pack order; with a smaller stock the rest lie under the discard pile.</p>
      </div>
    </fieldset>
  );
}

export function SetupForm({ initial, onPosition }: SetupFormProps) {
  const [start] = useState(() => readInitial(initial));
  const [form, setForm] = useState<GinForm>(start.form);
  const [note, setNote] = useState<string | null>(start.note);
  // Tables handed to the shell, latest last: its echo of one may come back after a newer edit (a quick fill); not another table.
  const written = useRef<(string | null)[]>([initial]);
  const edited = useRef(false);

  useEffect(() => {
    if (written.current.some((w) => sameTable(initial, w))) return;
    const read = readInitial(initial);
    written.current = [initial];
    edited.current = false;
    setForm(read.form);
    setNote(read.note);
  }, [initial]);

  useEffect(() => {
    if (!edited.current) return;
    const text = positionText(form);
    written.current = [...written.current.slice(-(MAX_ECHOES - 1)), text];
    onPosition(text);
  }, [form]);

  const set = (change: Partial<GinForm>) => {
    edited.current = true;
    setForm((f) => ({ ...f, ...change }));
  };
  const id = (k: string) => `gdk-setup-${k}`;
  const seats = [0, 1].map((s) => ({ value: s as 0 | 1, label: form.names[s] || `Player ${s + 1}` }));
  return (
    <form class="tk-root gdk-form not-content" onSubmit={(e) => e.preventDefault()} aria-label="Set up the Gin Rummy table">
      {note && <p class="tk-warning" role="status">{note}</p>}
      <fieldset class="tk-fieldset">
        <legend>Players</legend>
        <div class="tk-fields">
          {[0, 1].map((s) => (
            <div class="tk-field" key={s}>
              <label class="tk-label" for={id(`name${s}`)}>Player {s + 1}</label>
              <input id={id(`name${s}`)} class="tk-input" type="text" autocomplete="off" value={form.names[s]}
                onInput={(e) => set({ names: (s === 0 ? [(e.currentTarget as HTMLInputElement).value, form.names[1]] : [form.names[0], (e.currentTarget as HTMLInputElement).value]) })} />
            </div>
          ))}
        </div>
        <Segmented id={id('dealer')} label="Dealer of this hand (§3)" choices={seats} value={form.dealer} onChange={(dealer) => set({ dealer })} />
      </fieldset>
      <LedgerRows form={form} set={(ledger) => set({ ledger })} id={id('ledger')} />
      <fieldset class="tk-fieldset">
        <legend>Whose turn</legend>
        <Segmented id={id('phase')} label="Phase" choices={(Object.keys(PHASE_LABELS) as (keyof typeof PHASE_LABELS)[]).map((p) => ({ value: p, label: PHASE_LABELS[p] }))} value={form.phase} onChange={(phase) => set({ phase })} />
        <Segmented id={id('turn')} label="Player to act" choices={seats} value={form.turn} onChange={(turn) => set({ turn })} />
        {form.phase === 'discard' && (
          <Segmented id={id('drawn')} label="Drew from" choices={[{ value: 'stock', label: 'The stock' }, { value: 'discard', label: 'The discard pile' }]} value={form.drawn} onChange={(drawn) => set({ drawn })} />
        )}
        {form.phase === 'discard' && form.drawn === 'discard' && (
          <CardsField id={id('taken')} label="The card taken from the pile (§5)" hint="It is in the hand too; it may not go straight back." value={form.taken} onChange={(taken) => set({ taken })} placeholder="e.g. QS" />
        )}
      </fieldset>
      <CardFields form={form} set={set} id={id} />
      {form.kept.length > 0 && (
        <p class="tk-hint">
          Also kept from the table given: <code>{form.kept.join(' ')}</code>{' '}
          <button type="button" class="tk-button tk-button--quiet" onClick={() => set({ kept: [] })}>Leave them out</button>
        </p>
      )}
    </form>
  );
}

export default SetupForm;
