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

const BUTTONS: readonly { command: StepCommand; text: string; keys: string }[] = [
  { command: 'first', text: 'First', keys: 'Home' },
  { command: 'back', text: 'Back', keys: 'ArrowLeft' },
  { command: 'forward', text: 'Forward', keys: 'ArrowRight' },
  { command: 'last', text: 'Last', keys: 'End' },
];

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
  unit: string;
  /** The frame shown first; the page always starts at 0 (the draw). */
  initialStep?: number;
}

export function FormatStepper({ frames, title, unit, initialStep = 0 }: FormatStepperProps) {
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
  const counter = at === 0 ? `Start (${steps} ${unit}${steps === 1 ? '' : 's'})` : `${step?.label ?? ''} · ${at} of ${steps}`;
  return (
    <div class="fx-steps" role="group" aria-label={`Step through: ${title}`} onKeyDown={onKeyDown} data-pagefind-ignore>
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
              {b.text}
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
            {step.refused && <span class="fx-refused">Refused: {step.refused}</span>}
            {step.cites.length > 0 && (
              <span class="fx-cites">
                {' '}
                (
                {step.cites.map((c, i) => (
                  <>
                    {i > 0 && ', '}
                    <a href={withBase(`/gin-rummy/r/${c}`)}>{c}</a>
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
  );
}

export default FormatStepper;
