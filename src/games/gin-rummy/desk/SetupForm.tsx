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
import { useLocale, useUiText, type Locale } from '../../../i18n/ui-text';
import { DESK_WORDS } from './words';
import { sayReason } from '../../../../engine/core/reasons';
import { ginRummy } from '../../../../engine/gin-rummy/index';
import './desk.css';

const PHASES = ['first-discard', 'draw', 'discard'] as const;

/** How many of the form's own last tables an echo from the shell is checked against. */
const MAX_ECHOES = 20;

function readInitial(initial: string | null, locale: Locale): { form: GinForm; note: string | null } {
  if (initial === null) return { form: freshForm(), note: null };
  const read = formFromPosition(initial);
  return read.ok ? { form: read.form, note: read.note } : { form: freshForm(), note: DESK_WORDS[locale].unreadable(sayReason(read, locale, ginRummy.say)) };
}

function LedgerRows({ form, set, id }: { form: GinForm; set: (ledger: LedgerRow[]) => void; id: string }) {
  const t = useUiText(DESK_WORDS);
  const rows = form.ledger;
  const change = (i: number, row: Partial<LedgerRow>) => set(rows.map((r, k) => (k === i ? { ...r, ...row } : r)));
  const who = [0, 1].map((s) => ({ value: String(s), label: form.names[s] || t.player(s + 1) }));
  return (
    <fieldset class="tk-fieldset">
      <legend>{t.scored}</legend>
      {rows.length === 0 && <p class="tk-hint">{t.none}</p>}
      <ol class="gdk-ledger">
        {rows.map((r, i) => (
          <li key={i} class="gdk-ledger__row">
            <Segmented id={`${id}-w${i}`} label={t.wonBy(i + 1)} choices={[...who, { value: 'none', label: t.nobodyWon }]} value={r.winner === null ? 'none' : String(r.winner)}
              onChange={(v) => change(i, { winner: v === 'none' ? null : (Number(v) as 0 | 1) })} />
            {r.winner !== null && (
              <div class="tk-field">
                <label class="tk-label" for={`${id}-p${i}`}>{t.pointsWritten}</label>
                <input id={`${id}-p${i}`} class="tk-input gdk-points" type="text" inputMode="numeric" value={r.points} onInput={(e) => change(i, { points: (e.currentTarget as HTMLInputElement).value })} />
              </div>
            )}
            <button type="button" class="tk-button tk-button--quiet" onClick={() => set(rows.filter((_, k) => k !== i))}>{t.remove(i + 1)}</button>
          </li>
        ))}
      </ol>
      <div class="tk-buttons">
        <button type="button" class="tk-button" onClick={() => set([...rows, { winner: 0, points: '' }])}>{t.addHand}</button>
      </div>
    </fieldset>
  );
}

/** Both hands, the discard pile and the stock: what is not named fills the stock (form-model.ts). */
function CardFields({ form, set, id }: { form: GinForm; set: (c: Partial<GinForm>) => void; id: (k: string) => string }) {
  const t = useUiText(DESK_WORDS);
  return (
    <fieldset class="tk-fieldset">
      <legend>{t.cards}</legend>
      {[0, 1].map((s) => (
        <CardsField key={s} id={id(`hand${s}`)} label={t.handOf(form.names[s] || t.player(s + 1))} value={form.hands[s]} placeholder={t.eg('AS 2S 3S 7H 7D 7C 9D TD JD KC')}
          hint={s === 0 ? t.cardHint : undefined}
          onChange={(t) => set({ hands: s === 0 ? [t, form.hands[1]] : [form.hands[0], t] })} />
      ))}
      <CardsField id={id('discards')} label={t.discards} hint={t.lastOnTop} value={form.discards} onChange={(discards) => set({ discards })} placeholder={t.eg('4H QS')} />
      <CardsField id={id('stock-top')} label={t.stockTop} value={form.stockTop} onChange={(stockTop) => set({ stockTop })} placeholder={t.eg('7C')} />
      <div class="tk-field">
        <label class="tk-label" for={id('stock-count')}>{t.stockCount}</label>
        <input id={id('stock-count')} class="tk-input gdk-points" type="text" inputMode="numeric" value={form.stockCount} placeholder={t.allOthers}
          aria-describedby={id('stock-hint')} onInput={(e) => set({ stockCount: (e.currentTarget as HTMLInputElement).value })} />
        <p class="tk-hint" id={id('stock-hint')}>{t.stockHint}</p>
      </div>
    </fieldset>
  );
}

export function SetupForm({ initial, onPosition }: SetupFormProps) {
  const locale = useLocale();
  const t = useUiText(DESK_WORDS);
  const [start] = useState(() => readInitial(initial, locale));
  const [form, setForm] = useState<GinForm>(start.form);
  const [note, setNote] = useState<string | null>(start.note);
  // Tables handed to the shell, latest last: its echo of one may come back after a newer edit (a quick fill); not another table.
  const written = useRef<(string | null)[]>([initial]);
  const edited = useRef(false);

  useEffect(() => {
    if (written.current.some((w) => sameTable(initial, w))) return;
    const read = readInitial(initial, locale);
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
  const seats = [0, 1].map((s) => ({ value: s as 0 | 1, label: form.names[s] || t.player(s + 1) }));
  return (
    <form class="tk-root gdk-form not-content" onSubmit={(e) => e.preventDefault()} aria-label={t.setUp}>
      {note && <p class="tk-warning" role="status">{note}</p>}
      <fieldset class="tk-fieldset">
        <legend>{t.players}</legend>
        <div class="tk-fields">
          {[0, 1].map((s) => (
            <div class="tk-field" key={s}>
              <label class="tk-label" for={id(`name${s}`)}>{t.player(s + 1)}</label>
              <input id={id(`name${s}`)} class="tk-input" type="text" autocomplete="off" value={form.names[s]}
                onInput={(e) => set({ names: (s === 0 ? [(e.currentTarget as HTMLInputElement).value, form.names[1]] : [form.names[0], (e.currentTarget as HTMLInputElement).value]) })} />
            </div>
          ))}
        </div>
        <Segmented id={id('dealer')} label={t.dealer} choices={seats} value={form.dealer} onChange={(dealer) => set({ dealer })} />
      </fieldset>
      <LedgerRows form={form} set={(ledger) => set({ ledger })} id={id('ledger')} />
      <fieldset class="tk-fieldset">
        <legend>{t.whoseTurn}</legend>
        <Segmented id={id('phase')} label={t.phase} choices={PHASES.map((p) => ({ value: p, label: t.phases[p] }))} value={form.phase} onChange={(phase) => set({ phase })} />
        <Segmented id={id('turn')} label={t.toAct} choices={seats} value={form.turn} onChange={(turn) => set({ turn })} />
        {form.phase === 'discard' && (
          <Segmented id={id('drawn')} label={t.drewFrom} choices={[{ value: 'stock', label: t.theStock }, { value: 'discard', label: t.thePile }]} value={form.drawn} onChange={(drawn) => set({ drawn })} />
        )}
        {form.phase === 'discard' && form.drawn === 'discard' && (
          <CardsField id={id('taken')} label={t.taken} hint={t.takenHint} value={form.taken} onChange={(taken) => set({ taken })} placeholder={t.eg('QS')} />
        )}
      </fieldset>
      <CardFields form={form} set={set} id={id} />
      {form.kept.length > 0 && (
        <p class="tk-hint">
          {t.kept} <code>{form.kept.join(' ')}</code>{' '}
          <button type="button" class="tk-button tk-button--quiet" onClick={() => set({ kept: [] })}>{t.leaveOut}</button>
        </p>
      )}
    </form>
  );
}

export default SetupForm;
