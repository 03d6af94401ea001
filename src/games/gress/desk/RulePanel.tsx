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
import { useLocale, useUiText } from '../../../i18n/ui-text';
import { RULING_WORDS } from './ruling-words';

function Latest({ desk, players }: { desk: DeskState; players: readonly string[] }) {
  const w = useUiText(RULING_WORDS);
  const steps = desk.replayed?.steps ?? [];
  const n = steps.length;
  const none = desk.lines.length === 0;
  return (
    <section class="gd-latest" aria-label={w.latestLabel} aria-live="polite">
      {n === 0 ? (
        <p class="gd-hint">{w.noneYet}</p>
      ) : (
        <ol class="gd-steps" aria-label={w.latest} start={n}>
          <StepItem step={steps[n - 1]!} n={n} players={players} />
        </ol>
      )}
      {n > 0 && (
        <div class="gd-row">
          <button type="button" class="gd-button" disabled={none} onClick={() => desk.setLines(desk.lines.slice(0, -1))}>
            {w.removeLast}
          </button>
          <button type="button" class="gd-button" disabled={none} onClick={() => desk.setLines([])}>
            {w.removeAll}
          </button>
        </div>
      )}
      {n > 1 && (
        <details class="gd-details">
          <summary>{w.earlierCount(n - 1)}</summary>
          <StepList steps={steps.slice(0, -1)} players={players} label={w.earlier} />
        </details>
      )}
    </section>
  );
}

export function RulePanel({ desk, idBase, onSetup }: { desk: DeskState; idBase: string; onSetup: () => void }) {
  const locale = useLocale();
  const w = RULING_WORDS[locale];
  const { position, replayed, lines } = desk;
  if (!position.ok || !replayed) {
    return (
      <>
        {lines.length > 0 && <p class="gd-notice">{w.kept(lines.length, lines.join('; '))}</p>}
        <p class="gd-hint">{w.setUpFirst}</p>
        <div class="gd-row">
          <button type="button" class="gd-button gd-button--primary" onClick={onSetup}>
            <span aria-hidden="true">←</span>
            {w.setUp}
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
          {w.tableNow}
        </h2>
        <TableSummary view={deskTableView(replayed.final, position.unknownCards, locale)} label={replayed.steps.length > 0 ? w.tableAfter : w.tableNow} />
      </section>
      <section class="gd-next" aria-labelledby={`${idBase}-next`}>
        <h2 class="gd-sr" id={`${idBase}-next`}>
          {w.next}
        </h2>
        {desk.full && <p class="gd-notice">{w.full(MAX_DESK_ACTIONS)}</p>}
        <ActionComposer state={replayed.final} unknownCards={position.unknownCards} onAdd={desk.add} idBase={`${idBase}-act`} full={desk.full} />
      </section>
    </div>
  );
}
