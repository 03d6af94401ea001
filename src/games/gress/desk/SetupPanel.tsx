/**
 * Setting up the disputed table, one step at a time (players and packs,
 * cards, turn and throws, open windows), so each step fits one screen; the
 * engine's verdict on the table and the table in words follow the step, and
 * a button goes on to entering what happened. A table that came as notation
 * (a link or typed line the taps cannot show) is kept as such.
 */
import { useState } from 'preact/hooks';
import { CardsForm, type TargetKey } from './CardsForm';
import { PositionBox } from './PositionBox';
import { TableForm } from './TableForm';
import { TabPanel, Tabs } from '../../../components/desk/Tabs';
import { TurnForm } from './TurnForm';
import type { DeskState } from './use-desk';
import { WindowsForm } from './WindowsForm';
import { useUiText } from '../../../i18n/ui-text';
import { SETUP_WORDS } from './setup-words';

type Step = 'players' | 'cards' | 'turn' | 'windows';

function NotationOnly({ desk, idBase }: { desk: DeskState; idBase: string }) {
  const w = useUiText(SETUP_WORDS);
  return (
    <section class="gd-box" aria-labelledby={`${idBase}-notation-only`}>
      <h2 class="gd-heading" id={`${idBase}-notation-only`}>
        {w.inNotation}
      </h2>
      <p>{w.notationOnly}</p>
      <div class="gd-row">
        <button type="button" class="gd-button" onClick={desk.restart}>
          {w.restart}
        </button>
      </div>
    </section>
  );
}

export function SetupPanel({ desk, idBase, onRule }: { desk: DeskState; idBase: string; onRule: () => void }) {
  const w = useUiText(SETUP_WORDS);
  const [step, setStep] = useState<Step>('players');
  const [target, setTarget] = useState<TargetKey>('hand-0');
  const [notice, setNotice] = useState<string | null>(null);
  const { source } = desk;
  const form = { onChange: desk.edit, idBase };
  return (
    <>
      {source.kind === 'taps' ? (
        <>
          <Tabs
            id={`${idBase}-step`}
            label={w.steps}
            small
            tabs={[
              { value: 'players', label: w.tabPlayers, note: `(${source.setup.players.length})` },
              { value: 'cards', label: w.cards },
              { value: 'turn', label: w.tabTurn },
              { value: 'windows', label: w.tabWindows, note: source.setup.windows.length > 0 ? `(${source.setup.windows.length})` : undefined },
            ]}
            value={step}
            onChange={setStep}
          />
          <TabPanel id={`${idBase}-step`} value={step}>
            {step === 'players' && <TableForm setup={source.setup} {...form} />}
            {step === 'cards' && <CardsForm setup={source.setup} {...form} target={target} onTarget={setTarget} notice={notice} onNotice={setNotice} />}
            {step === 'turn' && <TurnForm setup={source.setup} {...form} />}
            {step === 'windows' && <WindowsForm setup={source.setup} {...form} />}
          </TabPanel>
        </>
      ) : (
        <NotationOnly desk={desk} idBase={idBase} />
      )}
      <PositionBox desk={desk} idBase={idBase} />
      {desk.position.ok && (
        <div class="gd-row">
          <button type="button" class="gd-button gd-button--primary" onClick={onRule}>
            {w.enterHappened}
            <span aria-hidden="true">→</span>
          </button>
        </div>
      )}
    </>
  );
}
