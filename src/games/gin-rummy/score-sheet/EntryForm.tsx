/**
 * One line of the sheet: for each table of the coming hand (one, or two or
 * three in partnerships) who won and how many points, or "No game" (§12).
 * Two helpers fill a table in: working the points out from the knock
 * (§9-§11), and reading a finished sandbox hand from its share link.
 */
import { useState } from 'preact/hooks';
import {
  defaultMapping, entryProblem, handsFromLink, parseWhole, workOutHand, type Built, type LinkedHands, type NextHand, type TableEntry,
} from './model';
import { useLocale, useUiText } from '../../../i18n/ui-text';
import { SHEET_WORDS } from './words';
import { sayLinkProblem } from './link-reasons';

interface SlotInput {
  /** undefined: not chosen; null: no game. */
  readonly winner: number | null | undefined;
  readonly points: string;
}

export interface EntryFormProps {
  idBase: string;
  sheet: Built;
  next: NextHand;
  /** Adds the lines (normally one); returns the engine's message if refused. */
  onEnter: (entries: TableEntry[][]) => string | null;
}

export function EntryForm({ idBase, sheet, next, onEnter }: EntryFormProps) {
  const locale = useLocale();
  const t = useUiText(SHEET_WORDS);
  const players = sheet.record.players;
  const slots = next.slots;
  const many = slots.length > 1;
  const [inputs, setInputs] = useState<SlotInput[]>(slots.map(() => ({ winner: undefined, points: '' })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const id = (k: string) => `${idBase}-${k}`;
  const at = (i: number) => (many ? t.atTable(i + 1) : '');
  /** The pair as the helpers show it: the one who leads first. */
  const pair = (i: number): [number, number] => [slots[i].nonDealer, slots[i].dealer];

  const set = (i: number, patch: Partial<SlotInput>) => {
    setInputs((old) => old.map((s, k) => (k === i ? { ...s, ...patch } : s)));
    setErrors((old) => {
      const copy = { ...old };
      for (const key of Object.keys(patch)) delete copy[`${key}-${i}`];
      return copy;
    });
  };

  const submit = (e: Event) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    inputs.forEach((s, i) => {
      const p = entryProblem(s.winner, s.points, locale);
      if (p) errs[`${p.field}-${i}`] = p.message;
    });
    setErrors(errs);
    const firstBad = Object.keys(errs)[0];
    if (firstBad) {
      const [field, i] = firstBad.split('-');
      document.getElementById(field === 'winner' ? id(`win-${i}-0`) : id(`points-${i}`))?.focus();
      return;
    }
    const entry: TableEntry[] = inputs.map((s) => (s.winner === null || s.winner === undefined ? { winner: null, points: 0 } : { winner: s.winner, points: parseWhole(s.points) as number }));
    const msg = onEnter([entry]);
    setFormError(msg);
  };

  return (
    <form class="tk-box tk-no-print" onSubmit={submit} noValidate aria-labelledby={id('entry-title')}>
      <h2 class="tk-heading" id={id('entry-title')} tabIndex={-1}>{next.title}</h2>
      <p class="tk-hint">{next.text}</p>
      {slots.map((slot, i) => {
        const s = inputs[i];
        const winErr = errors[`winner-${i}`];
        const ptsErr = errors[`points-${i}`];
        return (
          <fieldset class="tk-fieldset" key={i} aria-describedby={winErr ? id(`winner-${i}-error`) : undefined}>
            <legend>
              {many ? t.table(i + 1) : ''}
              {t.against(players[slot.nonDealer], players[slot.dealer])}
            </legend>
            <div class="tk-choices" role="radiogroup" aria-label={t.whoWon(at(i))}>
              {[...pair(i), null].map((w, k) => (
                <label class="tk-choice" key={k}>
                  <input
                    type="radio"
                    id={id(`win-${i}-${k}`)}
                    name={id(`winner-${i}`)}
                    checked={s.winner === w}
                    aria-invalid={winErr ? 'true' : undefined}
                    onChange={() => set(i, { winner: w })}
                  />
                  {w === null ? t.noGame : t.won(players[w])}
                  {many && <span class="tk-sr">{at(i)}</span>}
                </label>
              ))}
            </div>
            {winErr && <p class="tk-error" id={id(`winner-${i}-error`)}>{winErr}</p>}
            <div class="tk-field">
              <label class="tk-label" for={id(`points-${i}`)}>{t.pointsWritten(at(i))}</label>
              <input
                id={id(`points-${i}`)}
                class="tk-input"
                type="text"
                inputMode="numeric"
                autocomplete="off"
                value={s.winner === null ? '' : s.points}
                disabled={s.winner === null}
                aria-invalid={ptsErr ? 'true' : undefined}
                aria-describedby={ptsErr ? id(`points-${i}-error`) : undefined}
                onInput={(e) => set(i, { points: (e.currentTarget as HTMLInputElement).value })}
              />
              {ptsErr && <p class="tk-error" id={id(`points-${i}-error`)}>{ptsErr}</p>}
            </div>
          </fieldset>
        );
      })}
      {formError && <p class="tk-error" role="alert">{formError}</p>}
      <div class="tk-buttons">
        <button type="submit" class="tk-button tk-button--primary">{t.enter(next.title)}</button>
      </div>
      <KnockHelper
        idBase={idBase}
        players={players}
        pairs={slots.map((_, i) => pair(i))}
        onResult={(i, winner, points) => set(i, { winner, points: String(points) })}
      />
      <LinkHelper
        idBase={idBase}
        sheet={sheet}
        pairs={slots.map((_, i) => pair(i))}
        onResult={(i, winner, points) => set(i, { winner, points: winner === null ? '' : String(points) })}
        onAddAll={(entries) => onEnter(entries)}
      />
    </form>
  );
}

interface HelperProps {
  idBase: string;
  players: readonly string[];
  pairs: readonly [number, number][];
  onResult: (slot: number, winner: number | null, points: number) => void;
}

function TablePicker({ idBase, name, pairs, players, value, onChange }: { idBase: string; name: string; pairs: readonly [number, number][]; players: readonly string[]; value: number; onChange: (i: number) => void }) {
  const t = useUiText(SHEET_WORDS);
  if (pairs.length < 2) return null;
  return (
    <div class="tk-field">
      <label class="tk-label" for={`${idBase}-${name}`}>{t.tableField}</label>
      <select id={`${idBase}-${name}`} class="tk-select" value={value} onChange={(e) => onChange(Number((e.currentTarget as HTMLSelectElement).value))}>
        {pairs.map(([a, b], i) => <option key={i} value={i}>{t.tableOption(i + 1, players[a], players[b])}</option>)}
      </select>
    </div>
  );
}

/** §9-§11: points from the knocker's and the opponent's deadwood, or from gin. */
function KnockHelper({ idBase, players, pairs, onResult }: HelperProps) {
  const t = useUiText(SHEET_WORDS);
  const locale = useLocale();
  const [slot, setSlot] = useState(0);
  const [kind, setKind] = useState<'knock' | 'gin'>('knock');
  const [knocker, setKnocker] = useState<0 | 1>(0);
  const [kd, setKd] = useState('');
  const [od, setOd] = useState('');
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const id = (k: string) => `${idBase}-kh-${k}`;
  const pair = pairs[Math.min(slot, pairs.length - 1)];
  const names: [string, string] = [players[pair[0]], players[pair[1]]];
  const work = () => {
    const r = workOutHand(kind, knocker, names, kd, od, locale);
    if (!r.ok) return setSaid({ text: r.error, error: true });
    const w = r.value.winner === null ? null : pair[r.value.winner];
    onResult(slot, w, r.value.points);
    setSaid({ text: `${r.value.summary} ${t.filledIn(w === null ? null : players[w], r.value.points)}`, error: false });
  };
  return (
    <details class="tk-details">
      <summary>{t.workOut}</summary>
      <div class="tk-fields">
        <TablePicker idBase={idBase} name="kh-table" pairs={pairs} players={players} value={slot} onChange={setSlot} />
        <div class="tk-field">
          <label class="tk-label" for={id('kind')}>{t.howEnded}</label>
          <select id={id('kind')} class="tk-select" value={kind} onChange={(e) => setKind((e.currentTarget as HTMLSelectElement).value as 'knock' | 'gin')}>
            <option value="knock">{t.aKnock}</option>
            <option value="gin">{t.gin}</option>
          </select>
        </div>
        <div class="tk-field">
          <label class="tk-label" for={id('knocker')}>{kind === 'gin' ? t.whoGin : t.whoKnocked}</label>
          <select id={id('knocker')} class="tk-select" value={knocker} onChange={(e) => setKnocker(Number((e.currentTarget as HTMLSelectElement).value) as 0 | 1)}>
            <option value={0}>{names[0]}</option>
            <option value={1}>{names[1]}</option>
          </select>
        </div>
        {kind === 'knock' && (
          <div class="tk-field">
            <label class="tk-label" for={id('kd')}>{t.knockerDeadwood}</label>
            <input id={id('kd')} class="tk-input" type="text" inputMode="numeric" autocomplete="off" value={kd} onInput={(e) => setKd((e.currentTarget as HTMLInputElement).value)} />
          </div>
        )}
        <div class="tk-field">
          <label class="tk-label" for={id('od')}>{kind === 'gin' ? t.opponentGin : t.opponentAfter}</label>
          <input id={id('od')} class="tk-input" type="text" inputMode="numeric" autocomplete="off" value={od} onInput={(e) => setOd((e.currentTarget as HTMLInputElement).value)} />
        </div>
      </div>
      <div class="tk-buttons">
        <button type="button" class="tk-button" onClick={work}>{t.workFill}</button>
      </div>
      <p class={said?.error ? 'tk-error' : undefined} aria-live="polite">{said?.text ?? ''}</p>
    </details>
  );
}

/** A finished sandbox hand: its share link, decoded and replayed; the results come from the final state's ledger. */
function LinkHelper({ idBase, sheet, pairs, onResult, onAddAll }: { idBase: string; sheet: Built; pairs: readonly [number, number][]; onResult: HelperProps['onResult']; onAddAll: (entries: TableEntry[][]) => string | null }) {
  const t = useUiText(SHEET_WORDS);
  const locale = useLocale();
  const players = sheet.record.players;
  const [text, setText] = useState('');
  const [linked, setLinked] = useState<LinkedHands | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [slot, setSlot] = useState(0);
  const [mapping, setMapping] = useState<0 | 1>(0);
  const id = (k: string) => `${idBase}-lh-${k}`;
  const pair = pairs[Math.min(slot, pairs.length - 1)];
  /** For 'two' the sheet's own two players (the whole match); otherwise the table's. */
  const target: [number, number] = sheet.format === 'two' ? [0, 1] : pair;
  const toSheet = (seat: number | null): number | null => (seat === null ? null : target[(seat ^ mapping) as 0 | 1]);

  const read = () => {
    const r = handsFromLink(text);
    if (!r.ok) {
      setLinked(null);
      setError(sayLinkProblem(r, locale));
      setSaid('');
      return;
    }
    setError(null);
    setLinked(r.value);
    setMapping(defaultMapping(r.value.players, [players[target[0]], players[target[1]]]));
    setSaid(t.linkHolds(r.value.hands.length));
  };
  const describe = (h: TableEntry) => t.linkResult(h.winner === null ? null : linked!.players[h.winner], h.points);

  return (
    <details class="tk-details">
      <summary>{t.fromLink}</summary>
      <div class="tk-field">
        <label class="tk-label" for={id('text')}>{t.linkLabel}</label>
        <textarea
          id={id('text')}
          class="tk-textarea"
          spellcheck={false}
          value={text}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? id('error') : id('hint')}
          onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)}
        />
        <p class="tk-hint" id={id('hint')}>{t.linkHint}</p>
      </div>
      <div class="tk-buttons">
        <button type="button" class="tk-button" onClick={read}>{t.readLink}</button>
      </div>
      {error && <p class="tk-error" id={id('error')}>{error}</p>}
      <p aria-live="polite">{said}</p>
      {linked && (
        <div class="tk-field">
          <div class="tk-fields">
            {sheet.format !== 'two' && <TablePicker idBase={idBase} name="lh-table" pairs={pairs} players={players} value={slot} onChange={setSlot} />}
            <div class="tk-field">
              <label class="tk-label" for={id('map')}>{t.linksIs(linked.players[0])}</label>
              <select id={id('map')} class="tk-select" value={mapping} onChange={(e) => setMapping(Number((e.currentTarget as HTMLSelectElement).value) as 0 | 1)}>
                <option value={0}>{players[target[0]]}</option>
                <option value={1}>{players[target[1]]}</option>
              </select>
            </div>
          </div>
          <ul class="tk-list">
            {linked.hands.map((h, k) => (
              <li key={k}>
                {t.linkHand(k + 1, describe(h))}{' '}
                <button
                  type="button"
                  class="tk-button"
                  onClick={() => {
                    const w = toSheet(h.winner);
                    onResult(sheet.format === 'two' ? 0 : slot, w, h.points);
                    setSaid(t.filledIn(w === null ? null : players[w], h.points));
                  }}
                >
                  {t.useHand(k + 1)}
                </button>
              </li>
            ))}
          </ul>
          {sheet.format === 'two' && linked.hands.length > 1 && (
            <div class="tk-buttons">
              <button
                type="button"
                class="tk-button"
                onClick={() => {
                  const msg = onAddAll(linked.hands.map((h) => [{ winner: toSheet(h.winner), points: h.points }]));
                  if (msg) setError(msg);
                }}
              >
                {t.addAll(linked.hands.length)}
              </button>
            </div>
          )}
        </div>
      )}
    </details>
  );
}
