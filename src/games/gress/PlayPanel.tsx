/**
 * What "More actions" holds (the drawer beside the table): a player selector
 * (one button per seat, aria-pressed), every kind of action that can make
 * sense now in groups (lawful ones marked, in words and not colour alone), a
 * target player for give, swap and complaints, and the holding-hand toggle
 * (10.3), which brings the selected player's cards here: a tap on the table
 * always uses the action hand. Everything is a real button, so it is keyboard
 * operable; the layout wraps at 360 px.
 * Below them: "Type an action" (any action in the notation, notation.ts) and
 * "At the same moment" (10.9): queue actions from the buttons or typed one
 * per line, then play them as one simultaneous action.
 */
import { useState } from 'preact/hooks';
import { CardFace } from './cards/CardFace';
import type { GressAction, Seat } from '../../../engine/gress/types';
import { PlayTogether, useTogether } from './PlayTogether';
import type { ParseAction, PlayButton, PlayView } from './play-model';
import { useUiText } from '../../i18n/ui-text';
import { PANEL_TEXT } from './play-panel-text';
import { Mark } from '../../components/marks/Mark';
import { MarkedText } from '../../components/marks/MarkedText';

export interface PlayPanelProps {
  view: PlayView;
  holding: boolean;
  onSeat: (seat: Seat) => void;
  onTarget: (seat: Seat) => void;
  onHolding: (holding: boolean) => void;
  onAction: (action: GressAction) => void;
  /** parseAction bound to the players. */
  parse: ParseAction;
  /** formatAction bound to the players. */
  describe: (action: GressAction) => string;
}

function Lawful({ lawful }: { lawful: boolean }) {
  const t = useUiText(PANEL_TEXT);
  return lawful ? (
    <span class="gs-more__mark">
      <Mark kind="check" space={false} />
      <span class="gs-sr">{t.lawful}</span>
    </span>
  ) : null;
}

function ActionButton({ b, onAction }: { b: PlayButton; onAction: (a: GressAction) => void }) {
  return (
    <button
      type="button"
      class={`gs-button gs-more__action${b.lawful ? ' gs-more__action--lawful' : ''}`}
      data-lawful={b.lawful ? 'true' : 'false'}
      onClick={() => onAction(b.action)}
    >
      {b.label}
      <Lawful lawful={b.lawful} />
    </button>
  );
}

function SeatPicker({ view, onSeat }: { view: PlayView; onSeat: (seat: Seat) => void }) {
  const t = useUiText(PANEL_TEXT);
  return (
    <div class="gs-play__seats" role="group" aria-label={t.actAsGroup}>
      <span class="gs-label" aria-hidden="true">
        {t.actAs}
      </span>
      {view.seats.map((s) => (
        <button
          key={s.seat}
          type="button"
          class={`gs-button gs-play__seat${s.selected ? ' gs-play__seat--selected' : ''}`}
          aria-pressed={s.selected ? 'true' : 'false'}
          onClick={() => onSeat(s.seat)}
        >
          {s.name}
          {s.toMove && <span class="gs-play__to-move">{t.toMove}</span>}
        </button>
      ))}
    </div>
  );
}

/** The selected player's cards for the holding hand (10.3). */
function HoldingCards({ view, onAction }: { view: PlayView; onAction: (a: GressAction) => void }) {
  const t = useUiText(PANEL_TEXT);
  if (view.cards.length === 0) return <p class="gs-muted">{t.noCards(view.name)}</p>;
  return (
    <ul class="gs-play__cards" aria-label={t.holdingCards(view.name)}>
      {view.cards.map((c) => (
        <li key={c.key}>
          <button
            type="button"
            class={`gs-more__card${c.lawful ? ' gs-more__card--lawful' : ''}`}
            data-lawful={c.lawful ? 'true' : 'false'}
            onClick={() => onAction(c.action)}
          >
            {/* Named by text, not aria-label, so the visible ✓ never contradicts the name. */}
            <span class="gs-sr">{`${c.label}${c.lawful ? t.lawful : ''}`}</span>
            <CardFace card={c.card} size={44} label="" />
            {c.lawful && (
              <span class="gs-more__mark" aria-hidden="true">
                <Mark kind="check" space={false} />
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

function TargetPicker({ view, onTarget }: { view: PlayView; onTarget: (seat: Seat) => void }) {
  const t = useUiText(PANEL_TEXT);
  if (view.others.length === 0) return null;
  return (
    <label class="gs-play__target">
      {t.target}{' '}
      <select value={String(view.target)} onChange={(e) => onTarget(Number((e.currentTarget as HTMLSelectElement).value))}>
        {view.others.map((o) => (
          <option key={o.seat} value={String(o.seat)}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Any action in the notation, typed. */
function TypedAction({ parse, onAction, queuing }: { parse: ParseAction; onAction: (a: GressAction) => void; queuing: boolean }) {
  const t = useUiText(PANEL_TEXT);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const submitTyped = () => {
    const r = parse(typed.trim());
    if (!r.ok) return setTypedError(r.error);
    setTypedError(null);
    setTyped('');
    onAction(r.action);
  };
  return (
    <div class="gs-play__group gs-play__typed" role="group" aria-label={t.typeGroup}>
      <label>
        {t.typeLabel}
        <code>Ana play QS</code>, <code>Ben draw 3</code>, <code>referee disqualify Cem</code>):{' '}
        <input
          type="text"
          class="gs-play__typed-input"
          value={typed}
          spellcheck={false}
          autocomplete="off"
          onInput={(e) => setTyped((e.currentTarget as HTMLInputElement).value)}
          onKeyDown={(e) => e.key === 'Enter' && submitTyped()}
        />
      </label>{' '}
      <button type="button" class="gs-button" disabled={typed.trim() === ''} onClick={submitTyped}>
        {queuing ? t.queueIt : t.doIt}
      </button>
      {typedError && <p class="gs-play__parse-error">{typedError}</p>}
    </div>
  );
}

export function PlayPanel({ view, holding, onSeat, onTarget, onHolding, onAction: act, parse, describe }: PlayPanelProps) {
  const t = useUiText(PANEL_TEXT);
  const together = useTogether(act);
  const onAction = (action: GressAction) => (together.queuing ? together.add(action) : act(action));
  return (
    <div class="gs-play" role="group" aria-label={t.actAsName(view.name)}>
      <SeatPicker view={view} onSeat={onSeat} />
      <p class="gs-play__hint">
        <MarkedText text={view.lawfulCount === 0 ? t.noLawful(view.name) : t.marked(view.name)} />
      </p>
      <label class="gs-play__toggle">
        <input type="checkbox" checked={holding} onChange={(e) => onHolding((e.currentTarget as HTMLInputElement).checked)} />{' '}
        {t.useHolding}
      </label>
      {holding && <p class="gs-play__hint">{t.holdingHint}</p>}
      {holding && <HoldingCards view={view} onAction={onAction} />}
      <TargetPicker view={view} onTarget={onTarget} />
      {view.groups.map((g) => (
        <div key={g.id} class="gs-play__group" role="group" aria-label={g.heading}>
          <p class="gs-play__heading" aria-hidden="true">
            {g.heading}
          </p>
          <div class="gs-play__buttons">
            {g.buttons.map((b) => (
              <ActionButton key={b.key} b={b} onAction={onAction} />
            ))}
          </div>
        </div>
      ))}
      <TypedAction parse={parse} onAction={onAction} queuing={together.queuing} />
      <PlayTogether together={together} parse={parse} describe={describe} />
    </div>
  );
}
