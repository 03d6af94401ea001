/**
 * The §17 tournament island: entrants, round robin or Swiss, the seeded draw
 * (its seed shown), each round's pairings and byes, the results, the
 * standings with ties settled by the seeded card draw, and the next round's
 * pairings. Kept in localStorage (read after hydration), printable, standings
 * as CSV. The rules live in the engine, the wording in model.ts.
 */
import { useState } from 'preact/hooks';
import { CorruptNotice } from '../../../components/tools/CorruptNotice';
import { download, fileSafe, writeStorage } from '../../../components/tools/csv';
import { useFocusAfterRender, useStoredMode } from '../../../components/tools/stored-tool';
import { useToday } from '../../../components/tools/today';
import {
  current, drewText, loadTournament, readResult, recordRound, resultText, roundsFor, serialise, signed, standingsToCsv, startTournament,
  systemLabel, undoRound, namesFrom, STORAGE_KEY, type ResultInput, type System, type Tournament,
} from './model';
import { KeepLocale, type Locale } from '../../../i18n/ui-text';
import { useTournamentWords } from './words';
import '../../../components/tools/tools.css';

type Mode =
  | { readonly kind: 'setup' }
  | { readonly kind: 'running'; readonly t: Tournament }
  | { readonly kind: 'corrupt'; readonly message: string; readonly raw: string };

/** The island, in the page's language (words.ts). */
export function TournamentTool({ lang, ...props }: { idBase?: string; lang?: Locale }) {
  return (
    <KeepLocale lang={lang}>
      <Tool {...props} />
    </KeepLocale>
  );
}

function Tool({ idBase = 'grt' }: { idBase?: string }) {
  const { w, locale } = useTournamentWords();
  const { mode, setMode, ready, storageError } = useStoredMode<Mode>(
    STORAGE_KEY,
    { kind: 'setup' },
    (raw) => {
      const loaded = loadTournament(raw, locale);
      if (loaded.kind === 'ok') return { kind: 'running', t: loaded.t };
      if (loaded.kind === 'corrupt') return { kind: 'corrupt', message: loaded.message, raw: raw ?? '' };
      return null;
    },
    (m) => (m.kind === 'running' ? serialise(m.t) : null),
  );
  const [announcement, setAnnouncement] = useState('');
  const today = useToday().long;
  const setFocusId = useFocusAfterRender();
  const [confirming, setConfirming] = useState(false);

  const say = (t: Tournament) => {
    const c = current(t);
    if (!c) return w.over(t.record.names[t.standings[0].entrant], signed(t.standings[0].points));
    return `${w.roundOf(c.pairing.round, t.totalRounds)}: ${c.pairing.pairs.map(([a, b]) => w.against(t.record.names[a], t.record.names[b])).join('; ')}${c.pairing.bye === null ? '' : `; ${w.hasBye(t.record.names[c.pairing.bye])}`}.`;
  };

  let body;
  if (mode.kind === 'corrupt') {
    body = (
      <CorruptNotice
        idBase={idBase}
        what={w.tournament}
        message={mode.message}
        raw={mode.raw}
        fileName="gin-rummy-tournament-damaged.json"
        onReset={() => {
          writeStorage(STORAGE_KEY, null);
          setMode({ kind: 'setup' });
          setAnnouncement(w.damagedDeleted);
          setFocusId(`${idBase}-names`);
        }}
      />
    );
  } else if (mode.kind === 'setup') {
    body = (
      <Setup
        idBase={idBase}
        onStart={(names, system, seed) => {
          const r = startTournament(names, system, seed, (Math.random() * 0x1_0000_0000) >>> 0, locale);
          if (!r.t) return r.errors;
          setMode({ kind: 'running', t: r.t });
          setAnnouncement(`${w.started(r.t.record.seed)} ${say(r.t)}`);
          setFocusId(`${idBase}-round-title`);
          return null;
        }}
      />
    );
  } else {
    const t = mode.t;
    const names = t.record.names;
    const c = current(t);
    body = (
      <>
        <div class={`tk-status${t.over ? ' tk-status--done' : ''}`}>
          <p class="tk-strong">
            {t.over ? w.overLine(names[t.standings[0].entrant], signed(t.standings[0].points)) : `${w.roundOf(c!.pairing.round, t.totalRounds)}.`}
          </p>
          <p>
            {systemLabel(t.record.system, locale)}, {w.entrants(names.length)}, {w.seed} <strong data-seed>{t.record.seed}</strong> {w.seedNote}
          </p>
        </div>
        {c && (
          <RoundForm
            key={t.record.results.length}
            idBase={idBase}
            t={t}
            onRecord={(results) => {
              const r = recordRound(t, results);
              if (!r.ok) return r.says(locale);
              setMode({ kind: 'running', t: r.value });
              setAnnouncement(`${w.recorded(c.pairing.round)} ${say(r.value)}`);
              setFocusId(r.value.over ? `${idBase}-standings-title` : `${idBase}-round-title`);
              return null;
            }}
          />
        )}
        <div class="tk-print">
          <p class="tk-print-only tk-strong">{w.printTitle(systemLabel(t.record.system, locale), t.record.seed)}</p>
          {today && <p class="tk-print-only">{w.printedOn(today)}</p>}
          <Standings idBase={idBase} t={t} />
          <section class="tk-box" aria-labelledby={`${idBase}-rounds-title`}>
            <h2 class="tk-heading" id={`${idBase}-rounds-title`}>{w.rounds}</h2>
            <ol class="tk-list">
              {t.rounds.map((r) => (
                <li key={r.pairing.round}>
                  <strong>{w.round(r.pairing.round)}</strong>
                  {r.repeats > 0 && w.rematches(r.repeats)}:{' '}
                  {r.results
                    ? r.results.map((m) => resultText(names, m, locale)).join('; ')
                    : `${r.pairing.pairs.map(([a, b]) => w.against(names[a], names[b])).join('; ')}${w.beingPlayed}`}
                  {r.pairing.bye !== null && w.byeScores(names[r.pairing.bye])}.
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div class="tk-buttons tk-no-print" role="group" aria-label={w.actions}>
          <button
            type="button"
            class="tk-button"
            disabled={t.record.results.length === 0}
            onClick={() => {
              const u = undoRound(t);
              setMode({ kind: 'running', t: u });
              setAnnouncement(`${w.undone} ${say(u)}`);
              setFocusId(`${idBase}-round-title`);
            }}
          >
            {w.undo}
          </button>
          <button type="button" class="tk-button" onClick={() => download(`gin-rummy-tournament-${fileSafe(String(t.record.seed), 'seed')}.csv`, standingsToCsv(t))}>
            {w.download}
          </button>
          <button type="button" class="tk-button" onClick={() => window.print()}>{w.print}</button>
          {confirming ? (
            <span class="tk-buttons">
              <span>{w.deleteForGood}</span>
              <button
                type="button"
                class="tk-button tk-button--danger"
                onClick={() => {
                  setConfirming(false);
                  setMode({ kind: 'setup' });
                  setAnnouncement(w.deleted);
                  setFocusId(`${idBase}-names`);
                }}
              >
                {w.yesDelete}
              </button>
              <button type="button" class="tk-button" onClick={() => setConfirming(false)}>{w.keep}</button>
            </span>
          ) : (
            <button type="button" class="tk-button tk-button--quiet" onClick={() => setConfirming(true)}>{w.newTournament}</button>
          )}
        </div>
      </>
    );
  }
  return (
    <div class="tk-root gt-tournament not-content" data-ready={ready ? 'true' : 'false'}>
      {storageError && <p class="tk-warning" role="alert">{storageError}</p>}
      {body}
      <p class="tk-sr" aria-live="polite">{announcement}</p>
    </div>
  );
}

function Setup({ idBase, onStart }: { idBase: string; onStart: (names: string, system: System, seed: string) => Readonly<Record<string, string>> | null }) {
  const [names, setNames] = useState('');
  const [system, setSystem] = useState<System>('swiss');
  const [seed, setSeed] = useState('');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const { w } = useTournamentWords();
  const id = (k: string) => `${idBase}-${k}`;
  const count = namesFrom(names).length;
  const rounds = roundsFor(system, count);
  return (
    <form
      class="tk-box"
      noValidate
      aria-labelledby={id('setup-title')}
      onSubmit={(e) => {
        e.preventDefault();
        const r = onStart(names, system, seed);
        if (r) {
          setErrors(r);
          document.getElementById(id(r.names ? 'names' : 'seed'))?.focus();
        }
      }}
    >
      <h2 class="tk-heading" id={id('setup-title')}>{w.setupTitle}</h2>
      <div class="tk-field">
        <label class="tk-label" for={id('names')}>{w.namesLabel}</label>
        <textarea
          id={id('names')}
          class="tk-textarea"
          rows={8}
          value={names}
          aria-invalid={errors.names ? 'true' : undefined}
          aria-describedby={`${id('count')}${errors.names ? ` ${id('names-error')}` : ''}`}
          onInput={(e) => setNames((e.currentTarget as HTMLTextAreaElement).value)}
        />
        <p class="tk-hint" id={id('count')}>
          {w.entrants(count)}
          {rounds !== null && w.roundsCount(rounds)}
          {system === 'swiss' && count >= 2 && count < 5 && w.smallSwiss}.
        </p>
        {errors.names && <p class="tk-error" id={id('names-error')}>{errors.names}</p>}
      </div>
      <fieldset class="tk-fieldset">
        <legend>{w.system}</legend>
        <div class="tk-choices">
          <label class="tk-choice">
            <input type="radio" name={id('system')} checked={system === 'swiss'} onChange={() => setSystem('swiss')} />
            {w.swiss}
          </label>
          <label class="tk-choice">
            <input type="radio" name={id('system')} checked={system === 'round-robin'} onChange={() => setSystem('round-robin')} />
            {w.roundRobin}
          </label>
        </div>
        <p class="tk-hint">{w.systemHint}</p>
      </fieldset>
      <div class="tk-field">
        <label class="tk-label" for={id('seed')}>{w.seedLabel}</label>
        <input
          id={id('seed')}
          class="tk-input"
          type="text"
          inputMode="numeric"
          autocomplete="off"
          value={seed}
          aria-invalid={errors.seed ? 'true' : undefined}
          aria-describedby={errors.seed ? id('seed-error') : id('seed-hint')}
          onInput={(e) => setSeed((e.currentTarget as HTMLInputElement).value)}
        />
        <p class="tk-hint" id={id('seed-hint')}>{w.seedHint}</p>
        {errors.seed && <p class="tk-error" id={id('seed-error')}>{errors.seed}</p>}
      </div>
      {errors.form && <p class="tk-error" role="alert">{errors.form}</p>}
      <div class="tk-buttons">
        <button type="submit" class="tk-button tk-button--primary">{w.drawFirst}</button>
      </div>
    </form>
  );
}

function RoundForm({ idBase, t, onRecord }: { idBase: string; t: Tournament; onRecord: (results: Parameters<typeof recordRound>[1]) => string | null }) {
  const c = current(t)!;
  const names = t.record.names;
  const pairs = c.pairing.pairs;
  const [inputs, setInputs] = useState<ResultInput[]>(pairs.map(() => ({ winner: undefined, margin: '' })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { w, locale } = useTournamentWords();
  const id = (k: string) => `${idBase}-${k}`;
  const set = (i: number, patch: Partial<ResultInput>) => setInputs((old) => old.map((x, k) => (k === i ? { ...x, ...patch } : x)));
  return (
    <form
      class="tk-box tk-no-print"
      noValidate
      aria-labelledby={id('round-title')}
      onSubmit={(e) => {
        e.preventDefault();
        const errs: Record<string, string> = {};
        const results = pairs.map((p, i) => {
          const r = readResult(p, inputs[i], locale);
          if (!r.ok) errs[`${r.field}-${i}`] = r.error;
          return r.ok ? r.value : null;
        });
        setErrors(errs);
        const first = Object.keys(errs)[0];
        if (first) {
          const [field, i] = first.split('-');
          document.getElementById(field === 'winner' ? id(`m${i}-a`) : id(`m${i}-margin`))?.focus();
          return;
        }
        setFormError(onRecord(results.filter((r) => r !== null)));
      }}
    >
      <h2 class="tk-heading" id={id('round-title')} tabIndex={-1}>{w.pairingsTitle(c.pairing.round, t.totalRounds)}</h2>
      {c.repeats > 0 && <p class="tk-hint">{w.noAvoid(c.repeats)}</p>}
      {c.pairing.bye !== null && <p class="tk-strong" data-bye>{w.byeThisRound(names[c.pairing.bye])}</p>}
      {pairs.map(([a, b], i) => {
        const x = inputs[i];
        const wErr = errors[`winner-${i}`];
        const mErr = errors[`margin-${i}`];
        const label = w.match(i + 1);
        return (
          <fieldset class="tk-fieldset" key={`${a}-${b}`} data-match={i + 1}>
            <legend>{w.matchLegend(i + 1, names[a], names[b])}</legend>
            <div class="tk-choices" role="radiogroup" aria-label={w.resultOf(label)}>
              {(['a', 'b', 'equal'] as const).map((side) => (
                <label class="tk-choice" key={side}>
                  <input type="radio" id={id(`m${i}-${side}`)} name={id(`m${i}`)} checked={x.winner === side} aria-invalid={wErr ? 'true' : undefined} onChange={() => set(i, { winner: side })} />
                  {side === 'equal' ? w.equalTotals : w.won(names[side === 'a' ? a : b])}
                  <span class="tk-sr"> ({label})</span>
                </label>
              ))}
            </div>
            {wErr && <p class="tk-error">{wErr}</p>}
            <div class="tk-field">
              <label class="tk-label" for={id(`m${i}-margin`)}>{w.marginOf(label)}</label>
              <input
                id={id(`m${i}-margin`)}
                class="tk-input"
                type="text"
                inputMode="numeric"
                autocomplete="off"
                disabled={x.winner === 'equal'}
                value={x.winner === 'equal' ? '' : x.margin}
                aria-invalid={mErr ? 'true' : undefined}
                aria-describedby={mErr ? id(`m${i}-margin-error`) : undefined}
                onInput={(e) => set(i, { margin: (e.currentTarget as HTMLInputElement).value })}
              />
              {mErr && <p class="tk-error" id={id(`m${i}-margin-error`)}>{mErr}</p>}
            </div>
          </fieldset>
        );
      })}
      {formError && <p class="tk-error" role="alert">{formError}</p>}
      <div class="tk-buttons">
        <button type="submit" class="tk-button tk-button--primary">{w.record(c.pairing.round)}</button>
      </div>
    </form>
  );
}

function Standings({ idBase, t }: { idBase: string; t: Tournament }) {
  const names = t.record.names;
  const done = t.record.results.length;
  const { w, locale } = useTournamentWords();
  return (
    <section class="tk-box" aria-labelledby={`${idBase}-standings-title`}>
      <h2 class="tk-heading" id={`${idBase}-standings-title`} tabIndex={-1}>
        {done === 0 ? w.noResults : t.over ? w.finalStandings : w.standingsAfter(done)}
      </h2>
      <div class="tk-table-wrap" role="region" aria-labelledby={`${idBase}-standings-title`} tabIndex={0}>
        <table class="tk-table gt-standings">
          <thead>
            <tr>
              {w.columns.map((column, i) => (
                <th scope="col" class={i === 1 ? 'tk-rowhead' : undefined} key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {t.standings.map((s) => (
              <tr key={s.entrant} data-entrant={names[s.entrant]}>
                <td>{s.place}</td>
                <th scope="row" class="tk-rowhead">{names[s.entrant]}</th>
                <td>{signed(s.points)}</td>
                <td>{s.played}</td>
                <td>{s.byes}</td>
                <td>{drewText(s, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p class="tk-hint">{w.standingsNote}</p>
    </section>
  );
}

export default TournamentTool;
