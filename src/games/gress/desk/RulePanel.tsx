/**
 * Ruling on what happened, laid out to fit one screen: the latest ruling
 * first (announced as it changes), with the buttons that take actions back,
 * then the table as it stands now, then the taps that enter the next action.
 * Earlier rulings are folded under the latest. Without a table the engine
 * accepts, the actions entered are kept and said, and the set-up is one tap away.
 */
import type { DeskState } from './use-desk';
import { ActionComposer } from './ActionComposer';
import { MAX_DESK_ACTIONS } from './desk-setup';
import { StepItem, StepList } from './StepList';
import { TableSummary } from './TableSummary';
import { deskTableView } from './table-view';

function Latest({ desk, players }: { desk: DeskState; players: readonly string[] }) {
  const steps = desk.replayed?.steps ?? [];
  const n = steps.length;
  const none = desk.lines.length === 0;
  return (
    <section class="gd-latest" aria-label="The latest ruling" aria-live="polite">
      {n === 0 ? (
        <p class="gd-hint">No action entered yet: tap what happened below, and the engine's ruling appears here.</p>
      ) : (
        <ol class="gd-steps" aria-label="Latest ruling" start={n}>
          <StepItem step={steps[n - 1]!} n={n} players={players} />
        </ol>
      )}
      {n > 0 && (
        <div class="gd-row">
          <button type="button" class="gd-button" disabled={none} onClick={() => desk.setLines(desk.lines.slice(0, -1))}>
            Remove the last action
          </button>
          <button type="button" class="gd-button" disabled={none} onClick={() => desk.setLines([])}>
            Remove all actions
          </button>
        </div>
      )}
      {n > 1 && (
        <details class="gd-details">
          <summary>Earlier rulings ({n - 1})</summary>
          <StepList steps={steps.slice(0, -1)} players={players} label="Earlier rulings" />
        </details>
      )}
    </section>
  );
}

export function RulePanel({ desk, idBase, onSetup }: { desk: DeskState; idBase: string; onSetup: () => void }) {
  const { position, replayed, lines } = desk;
  if (!position.ok || !replayed) {
    return (
      <>
        {lines.length > 0 && (
          <p class="gd-notice">
            {lines.length === 1 ? 'The action entered is' : `The ${lines.length} actions entered are`} kept and will be ruled on again as soon as the
            table is right: {lines.join('; ')}
          </p>
        )}
        <p class="gd-hint">Set up a table the engine accepts first; then enter what happened.</p>
        <div class="gd-row">
          <button type="button" class="gd-button gd-button--primary" onClick={onSetup}>
            <span aria-hidden="true">←</span>Set up the table
          </button>
        </div>
      </>
    );
  }
  const players = position.state.players;
  return (
    <div class="gd-rule">
      <Latest desk={desk} players={players} />
      <section class="gd-now" aria-labelledby={`${idBase}-now`}>
        <h2 class="gd-subheading" id={`${idBase}-now`}>
          The table now
        </h2>
        <TableSummary view={deskTableView(replayed.final, position.unknownCards)} label={replayed.steps.length > 0 ? 'The table after the actions' : 'The table now'} />
      </section>
      <section class="gd-next" aria-labelledby={`${idBase}-next`}>
        <h2 class="gd-sr" id={`${idBase}-next`}>
          Enter the next action
        </h2>
        {desk.full && <p class="gd-notice">The desk takes at most {MAX_DESK_ACTIONS} actions; remove some to enter more.</p>}
        <ActionComposer state={replayed.final} unknownCards={position.unknownCards} onAdd={desk.add} idBase={`${idBase}-act`} full={desk.full} />
      </section>
    </div>
  );
}
