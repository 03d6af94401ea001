/**
 * Take-over controls: a player selector (one button per seat, aria-pressed),
 * the selected player's cards as buttons (lawful ones marked, in words and not
 * colour alone), the other kinds of action in groups, a target player for
 * give, swap and complaints, and the holding-hand toggle (10.3). Everything is
 * a real button, so it is keyboard operable; the layout wraps at 360 px.
 */
import { CardFace } from '../cards/CardFace';
import type { GressAction, Seat } from '../../../engine/gress/types';
import type { PlayButton, PlayView } from './play-model';

export interface PlayPanelProps {
  view: PlayView;
  holding: boolean;
  onSeat: (seat: Seat) => void;
  onTarget: (seat: Seat) => void;
  onHolding: (holding: boolean) => void;
  onAction: (action: GressAction) => void;
}

function Lawful({ lawful }: { lawful: boolean }) {
  return lawful ? (
    <span class="gs-play__mark">
      <span aria-hidden="true">✓</span>
      <span class="gs-sr"> (lawful)</span>
    </span>
  ) : null;
}

function ActionButton({ b, onAction }: { b: PlayButton; onAction: (a: GressAction) => void }) {
  return (
    <button
      type="button"
      class={`gs-button gs-play__action${b.lawful ? ' gs-play__action--lawful' : ''}`}
      data-lawful={b.lawful ? 'true' : 'false'}
      onClick={() => onAction(b.action)}
    >
      {b.label}
      <Lawful lawful={b.lawful} />
    </button>
  );
}

export function PlayPanel({ view, holding, onSeat, onTarget, onHolding, onAction }: PlayPanelProps) {
  return (
    <div class="gs-play" role="group" aria-label={`Act as ${view.name}`}>
      <div class="gs-play__seats" role="group" aria-label="Act as player">
        <span class="gs-label" aria-hidden="true">
          Act as
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
            {s.toMove && <span class="gs-play__to-move"> (to move)</span>}
          </button>
        ))}
      </div>
      <p class="gs-play__hint">
        {view.lawfulCount === 0
          ? `${view.name} has no lawful action right now; anything you try is still ruled on.`
          : `Marked ✓: lawful for ${view.name} now. Anything else may be tried too: the rules decide (a foul is part of the game).`}
      </p>
      <label class="gs-play__toggle">
        <input type="checkbox" checked={holding} onChange={(e) => onHolding((e.currentTarget as HTMLInputElement).checked)} />{' '}
        Use the holding hand (10.3)
      </label>
      {view.cards.length > 0 ? (
        <ul class="gs-play__cards" aria-label={`${view.name}'s cards`}>
          {view.cards.map((c) => (
            <li key={c.key}>
              <button
                type="button"
                class={`gs-play__card${c.lawful ? ' gs-play__card--lawful' : ''}`}
                data-lawful={c.lawful ? 'true' : 'false'}
                aria-label={`${c.label}${c.lawful ? ' (lawful)' : ''}`}
                onClick={() => onAction(c.action)}
              >
                <CardFace card={c.card} size={44} label="" />
                {c.lawful && (
                  <span class="gs-play__mark" aria-hidden="true">
                    ✓
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p class="gs-muted">{view.name} has no cards in hand.</p>
      )}
      {view.others.length > 0 && (
        <label class="gs-play__target">
          Other player (give, swap, complain):{' '}
          <select value={String(view.target)} onChange={(e) => onTarget(Number((e.currentTarget as HTMLSelectElement).value))}>
            {view.others.map((o) => (
              <option key={o.seat} value={String(o.seat)}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
      )}
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
    </div>
  );
}
