/**
 * The bots' pace, always in sight beside the status: a labelled select (a
 * native control, so it is keyboard- and screen-reader-operable everywhere
 * and at least 44 px tall on a phone). The options are the page's own: the
 * turn-by-turn games show the bots' moves one at a time or at once; Gress
 * slows its real-time clock.
 */
import './pace.css';

export interface PaceOption {
  readonly id: string;
  readonly label: string;
}

export interface PaceControlProps {
  readonly options: readonly PaceOption[];
  readonly value: string;
  readonly onChange: (id: string) => void;
  /** "Bot pace" */
  readonly label: string;
  readonly class?: string;
}

export function PaceControl({ options, value, onChange, label, class: extra }: PaceControlProps) {
  return (
    <label class={`pv-pace${extra ? ` ${extra}` : ''}`}>
      <span class="pv-pace__label">{label}</span>
      <select value={value} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)} data-pace={value}>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
