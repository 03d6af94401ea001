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
import { KeepLocale, type Locale, LocaleContext } from '../../../i18n/ui-text';
import '../../../components/tools/tools.css';

type Mode =
  | { readonly kind: 'setup' }
  | { readonly kind: 'running'; readonly t: Tournament }
  | { readonly kind: 'corrupt'; readonly message: string; readonly raw: string };

/** The island, in the page's language (its own words are still English: the German page says so). */
export function TournamentTool({ lang, ...props }: { idBase?: string; lang?: Locale }) {
  return (
    <KeepLocale lang={lang}>
      <Tool {...props} />
    </KeepLocale>
  );
}

function Tool({ idBase = 'grt' }: { idBase?: string }) {
  const { mode, setMode, ready, storageError } = useStoredMode<Mode>(
    STORAGE_KEY,
    { kind: 'setup' },
    (raw) => {
      const loaded = loadTournament(raw);
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
    if (!c) return `The tournament is over. ${t.record.names[t.standings[0].entrant]} wins with ${signed(t.standings[0].points)}.`;
    return `Round ${c.pairing.round} of ${t.totalRounds}: ${c.pairing.pairs.map(([a, b]) => `${t.record.names[a]} against ${t.record.names[b]}`).join('; ')}${c.pairing.bye === null ? '' : `; ${t.record.names[c.pairing.bye]} has the bye`}.`;
  };

  let body;
  if (mode.kind === 'corrupt') {
    body = (
      <CorruptNotice
        idBase={idBase}
        what="tournament"
        message={mode.message}
        raw={mode.raw}
        fileName="gin-rummy-tournament-damaged.json"
        onReset={() => {
          writeStorage(STORAGE_KEY, null);
          setMode({ kind: 'setup' });
          setAnnouncement('The damaged tournament was deleted.');
          setFocusId(`${idBase}-names`);
        }}
      />
    );
  } else if (mode.kind === 'setup') {
    body = (
      <Setup
        idBase={idBase}
        onStart={(names, system, seed) => {
          const r = startTournament(names, system, seed, (Math.random() * 0x1_0000_0000) >>> 0);
          if (!r.t) return r.errors;
          setMode({ kind: 'running', t: r.t });
          setAnnouncement(`Tournament started with seed ${r.t.record.seed}. ${say(r.t)}`);
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
            {t.over ? `The tournament is over: ${names[t.standings[0].entrant]} wins with ${signed(t.standings[0].points)}.` : `Round ${c!.pairing.round} of ${t.totalRounds}.`}
          </p>
          <p>
            {systemLabel(t.record.system)}, {names.length} entrants, seed <strong data-seed>{t.record.seed}</strong> (the seed reproduces the draw for the first round and every tie-break draw).
          </p>
        </div>
        {c && (
          <RoundForm
            key={t.record.results.length}
            idBase={idBase}
            t={t}
            onRecord={(results) => {
              const r = recordRound(t, results);
              if (!r.ok) return r.error;
              setMode({ kind: 'running', t: r.value });
              setAnnouncement(`Round ${c.pairing.round} recorded. ${say(r.value)}`);
              setFocusId(r.value.over ? `${idBase}-standings-title` : `${idBase}-round-title`);
              return null;
            }}
          />
        )}
        <div class="tk-print">
          <p class="tk-print-only tk-strong">Gin Rummy tournament (§17): {systemLabel(t.record.system)}, seed {t.record.seed}</p>
          {today && <p class="tk-print-only">Printed on {today}.</p>}
          <Standings idBase={idBase} t={t} />
          <section class="tk-box" aria-labelledby={`${idBase}-rounds-title`}>
            <h2 class="tk-heading" id={`${idBase}-rounds-title`}>Rounds</h2>
            <ol class="tk-list">
              {t.rounds.map((r) => (
                <li key={r.pairing.round}>
                  <strong>Round {r.pairing.round}</strong>
                  {r.repeats > 0 && ` (${r.repeats} rematch${r.repeats === 1 ? '' : 'es'} could not be avoided)`}:{' '}
                  {r.results
                    ? r.results.map((m) => resultText(names, m)).join('; ')
                    : `${r.pairing.pairs.map(([a, b]) => `${names[a]} against ${names[b]}`).join('; ')} (being played)`}
                  {r.pairing.bye !== null && `; ${names[r.pairing.bye]} has the bye (scores 0)`}.
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div class="tk-buttons tk-no-print" role="group" aria-label="Tournament actions">
          <button
            type="button"
            class="tk-button"
            disabled={t.record.results.length === 0}
            onClick={() => {
              const u = undoRound(t);
              setMode({ kind: 'running', t: u });
              setAnnouncement(`The last round's results were removed. ${say(u)}`);
              setFocusId(`${idBase}-round-title`);
            }}
          >
            Undo the last round
          </button>
          <button type="button" class="tk-button" onClick={() => download(`gin-rummy-tournament-${fileSafe(String(t.record.seed), 'seed')}.csv`, standingsToCsv(t))}>
            Download standings (CSV)
          </button>
          <button type="button" class="tk-button" onClick={() => window.print()}>Print</button>
          {confirming ? (
            <span class="tk-buttons">
              <span>Delete this tournament for good?</span>
              <button
                type="button"
                class="tk-button tk-button--danger"
                onClick={() => {
                  setConfirming(false);
                  setMode({ kind: 'setup' });
                  setAnnouncement('The tournament was deleted.');
                  setFocusId(`${idBase}-names`);
                }}
              >
                Yes, delete it
              </button>
              <button type="button" class="tk-button" onClick={() => setConfirming(false)}>Keep it</button>
            </span>
          ) : (
            <button type="button" class="tk-button tk-button--quiet" onClick={() => setConfirming(true)}>New tournament…</button>
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
      <h2 class="tk-heading" id={id('setup-title')}>Start a tournament</h2>
      <div class="tk-field">
        <label class="tk-label" for={id('names')}>Entrants, one name a line (2 to 64)</label>
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
          {count} entrant{count === 1 ? '' : 's'}
          {rounds !== null && `: ${rounds} round${rounds === 1 ? '' : 's'}`}
          {system === 'swiss' && count >= 2 && count < 5 && ' (so small a field is better played as a round robin, §17)'}.
        </p>
        {errors.names && <p class="tk-error" id={id('names-error')}>{errors.names}</p>}
      </div>
      <fieldset class="tk-fieldset">
        <legend>System (§17)</legend>
        <div class="tk-choices">
          <label class="tk-choice">
            <input type="radio" name={id('system')} checked={system === 'swiss'} onChange={() => setSystem('swiss')} />
            Swiss system
          </label>
          <label class="tk-choice">
            <input type="radio" name={id('system')} checked={system === 'round-robin'} onChange={() => setSystem('round-robin')} />
            Round robin
          </label>
        </div>
        <p class="tk-hint">Swiss: 3 rounds for 5-8 entrants, 4 for 9-16, 5 for 17-32, 6 for 33-64. Round robin: everyone plays everyone once.</p>
      </fieldset>
      <div class="tk-field">
        <label class="tk-label" for={id('seed')}>Seed of the draw (optional)</label>
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
        <p class="tk-hint" id={id('seed-hint')}>Leave it empty for a fresh draw; the seed used is shown, so anyone can check the draw.</p>
        {errors.seed && <p class="tk-error" id={id('seed-error')}>{errors.seed}</p>}
      </div>
      {errors.form && <p class="tk-error" role="alert">{errors.form}</p>}
      <div class="tk-buttons">
        <button type="submit" class="tk-button tk-button--primary">Draw the first round</button>
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
          const r = readResult(p, inputs[i]);
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
      <h2 class="tk-heading" id={id('round-title')} tabIndex={-1}>Round {c.pairing.round} of {t.totalRounds}: pairings</h2>
      {c.repeats > 0 && <p class="tk-hint">No pairing avoids every rematch this round; {c.repeats} could not be avoided.</p>}
      {c.pairing.bye !== null && <p class="tk-strong" data-bye>{names[c.pairing.bye]} has the bye this round (scores 0).</p>}
      {pairs.map(([a, b], i) => {
        const x = inputs[i];
        const wErr = errors[`winner-${i}`];
        const mErr = errors[`margin-${i}`];
        const label = `match ${i + 1}`;
        return (
          <fieldset class="tk-fieldset" key={`${a}-${b}`} data-match={i + 1}>
            <legend>Match {i + 1}: {names[a]} against {names[b]}</legend>
            <div class="tk-choices" role="radiogroup" aria-label={`Result of ${label}`}>
              {(['a', 'b', 'equal'] as const).map((w) => (
                <label class="tk-choice" key={w}>
                  <input type="radio" id={id(`m${i}-${w}`)} name={id(`m${i}`)} checked={x.winner === w} aria-invalid={wErr ? 'true' : undefined} onChange={() => set(i, { winner: w })} />
                  {w === 'equal' ? 'Equal totals' : `${names[w === 'a' ? a : b]} won`}
                  <span class="tk-sr"> ({label})</span>
                </label>
              ))}
            </div>
            {wErr && <p class="tk-error">{wErr}</p>}
            <div class="tk-field">
              <label class="tk-label" for={id(`m${i}-margin`)}>Margin of {label} (the difference collected)</label>
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
        <button type="submit" class="tk-button tk-button--primary">Record round {c.pairing.round}</button>
      </div>
    </form>
  );
}

function Standings({ idBase, t }: { idBase: string; t: Tournament }) {
  const names = t.record.names;
  const done = t.record.results.length;
  return (
    <section class="tk-box" aria-labelledby={`${idBase}-standings-title`}>
      <h2 class="tk-heading" id={`${idBase}-standings-title`} tabIndex={-1}>
        {done === 0 ? 'Standings (no results yet)' : t.over ? 'Final standings' : `Standings after round ${done}`}
      </h2>
      <div class="tk-table-wrap" role="region" aria-labelledby={`${idBase}-standings-title`} tabIndex={0}>
        <table class="tk-table gt-standings">
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col" class="tk-rowhead">Entrant</th>
              <th scope="col">Points</th>
              <th scope="col">Played</th>
              <th scope="col">Byes</th>
              <th scope="col">Tie draw</th>
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
                <td>{drewText(s)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p class="tk-hint">Points are the plus and minus points of the settled matches (§17). Entrants on equal points are ordered by a card draw from the seed, Ace low; only tied players draw again.</p>
    </section>
  );
}

export default TournamentTool;
