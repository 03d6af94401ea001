/**
 * A worked example of §15-§17, stepped hand by hand (round by round) like
 * every other example on the site: First / Back / Forward / Last (and the
 * sandbox's keys), what the step did, the score as a compact table, who plays
 * whom next, and at the end who pays whom.
 *
 * The server renders the first frame (the draw and who plays first) without
 * a table, so a page of several examples stays light until one is used.
 */
import { useState } from 'preact/hooks';
import { applyCommand, clampStep, commandForKey, type StepCommand } from '../../../components/sandbox/stepper';
import type { FormatFrame, ScoreTable } from '../../../../engine/gin-rummy/formats/runner';
import { withBase } from '../../../base-path';
import { inEdition } from '../../../i18n/editions';
import { pluralForm, type Locale } from '../../../../engine/core/messages';
import { LocaleContext, uiText } from '../../../i18n/ui-text';

const BUTTONS: readonly { command: StepCommand; keys: string }[] = [
  { command: 'first', keys: 'Home' },
  { command: 'back', keys: 'ArrowLeft' },
  { command: 'forward', keys: 'ArrowRight' },
  { command: 'last', keys: 'End' },
];

type Unit = 'hand' | 'round';

const WORDS = uiText({
  en: {
    buttons: { first: 'First', back: 'Back', forward: 'Forward', last: 'Last' } as Readonly<Record<StepCommand, string>>,
    start: (steps: number, unit: Unit) => `Start (${steps} ${unit}${steps === 1 ? '' : 's'})`,
    at: (label: string, at: number, of: number) => `${label} · ${at} of ${of}`,
    stepThrough: (title: string) => `Step through: ${title}`,
    refused: 'Refused: ',
  },
  de: {
    buttons: { first: 'Anfang', back: 'Zurück', forward: 'Weiter', last: 'Ende' },
    start: (steps, unit) => `Start (${steps} ${unit === 'hand' ? pluralForm('de', steps, { one: 'Spiel', other: 'Spiele' }) : pluralForm('de', steps, { one: 'Runde', other: 'Runden' })})`,
    at: (label, at, of) => `${label} · ${at} von ${of}`,
    stepThrough: (title) => `Schritt für Schritt: ${title}`,
    refused: 'Abgelehnt: ',
  },
});

function Table({ table }: { table: ScoreTable }) {
  return (
    <div class="fx-scroll" role="region" aria-label={table.caption} tabIndex={0}>
      <table class="fx-table">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            <td />
            {table.columns.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.head} class={row.total ? 'fx-total' : undefined}>
              <th scope="row">{row.head}</th>
              {row.cells.map((cell, k) => (
                <td key={k}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface FormatStepperProps {
  frames: readonly FormatFrame[];
  title: string;
  /** What one step is: "hand", "round". */
  unit: Unit;
  /** The frame shown first; the page always starts at 0 (the draw). */
  initialStep?: number;
  /** The page's language (FormatExample.astro: Astro.currentLocale); English when absent. */
  lang?: Locale;
}

export function FormatStepper({ frames, title, unit, initialStep = 0, lang = 'en' }: FormatStepperProps) {
  const t = WORDS[lang];
  const count = frames.length;
  const [index, setIndex] = useState(initialStep);
  const at = clampStep(index, count);
  const frame = frames[at];
  const step = frame.step;
  const go = (cmd: StepCommand) => setIndex(applyCommand(cmd, at, count));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented) return;
    const cmd = commandForKey(e.key);
    if (!cmd) return;
    e.preventDefault();
    go(cmd);
  };
  const steps = count - 1;
  const counter = at === 0 ? t.start(steps, unit) : t.at(step?.label ?? '', at, steps);
  return (
    <LocaleContext.Provider value={lang}>
    <div class="fx-steps" role="group" aria-label={t.stepThrough(title)} onKeyDown={onKeyDown} data-pagefind-ignore>
      <div class="gs-controls">
        <div class="gs-controls__buttons">
          {BUTTONS.map((b) => (
            <button
              key={b.command}
              type="button"
              class={`gs-button gs-button--small gs-button--${b.command}`}
              disabled={b.command === 'first' || b.command === 'back' ? at <= 0 : at >= count - 1}
              aria-keyshortcuts={b.keys}
              onClick={() => go(b.command)}
            >
              {t.buttons[b.command]}
            </button>
          ))}
        </div>
        <p class="gs-counter">{counter}</p>
      </div>
      <div class="fx-now" aria-live="polite">
        {step && (
          <p class={step.refused ? 'fx-step fx-step--refused' : 'fx-step'}>
            <strong>{step.label}.</strong>{' '}
            {step.lines.map((line) => (
              <span key={line}>{line} </span>
            ))}
            {step.refused && <span class="fx-refused">{t.refused}{step.refused}</span>}
            {step.cites.length > 0 && (
              <span class="fx-cites">
                {' '}
                (
                {step.cites.map((c, i) => (
                  <>
                    {i > 0 && ', '}
                    <a href={withBase(inEdition(`/gin-rummy/r/${c}`, lang))}>{c}</a>
                  </>
                ))}
                )
              </span>
            )}
          </p>
        )}
        {frame.says && <p class="fx-says">{frame.says}</p>}
      </div>
      {at > 0 && frame.table && <Table table={frame.table} />}
      <div class={frame.over ? 'fx-next fx-next--over' : 'fx-next'}>
        {frame.next.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {frame.settlement.map((line) => (
          <p key={line} class="fx-pay">
            {line}
          </p>
        ))}
      </div>
    </div>
    </LocaleContext.Provider>
  );
}

export default FormatStepper;
