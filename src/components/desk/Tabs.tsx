/**
 * Tabs (the WAI-ARIA tabs pattern): a row of tab buttons, one selected,
 * Left/Right/Home/End moving between them, and the panel of the selected tab.
 * The desk shows one part at a time this way (set up, what happened, a card
 * just landed; the set-up steps), so each part fits one screen. Only the
 * selected tab names its panel (aria-controls), since only that panel is in
 * the page. Every tab is at least 44 px and the row wraps on a phone.
 */
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';

export interface TabChoice<T extends string> {
  readonly value: T;
  readonly label: string;
  /** Read after the label, e.g. "(3 set)"; shown small. */
  readonly note?: string;
}

const tabId = (id: string, value: string) => `${id}-tab-${value}`;
const panelId = (id: string, value: string) => `${id}-panel-${value}`;

export function Tabs<T extends string>({
  id,
  label,
  tabs,
  value,
  onChange,
  small = false,
}: {
  id: string;
  label: string;
  tabs: readonly TabChoice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The set-up steps: a lighter row under the main tabs. */
  small?: boolean;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const at = tabs.findIndex((t) => t.value === value);
  const go = (i: number) => {
    const n = tabs.length;
    const to = ((i % n) + n) % n;
    onChange(tabs[to]!.value);
    refs.current[to]?.focus();
  };
  const keys: Record<string, () => void> = { ArrowRight: () => go(at + 1), ArrowLeft: () => go(at - 1), Home: () => go(0), End: () => go(tabs.length - 1) };
  return (
    <div class={`gd-tabs${small ? ' gd-tabs--small' : ''}`} role="tablist" aria-label={label}>
      {tabs.map((t, i) => (
        <button
          key={t.value}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          class="gd-tab"
          id={tabId(id, t.value)}
          aria-selected={t.value === value ? 'true' : 'false'}
          aria-controls={t.value === value ? panelId(id, t.value) : undefined}
          tabIndex={t.value === value ? 0 : -1}
          data-tab={t.value}
          onClick={() => onChange(t.value)}
          onKeyDown={(e) => {
            const key = keys[e.key];
            if (!key) return;
            e.preventDefault();
            key();
          }}
        >
          {t.label}
          {t.note && <span class="gd-tab__note"> {t.note}</span>}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({ id, value, children, class: className = '' }: { id: string; value: string; children: ComponentChildren; class?: string }) {
  return (
    <div class={`gd-tabpanel ${className}`.trim()} role="tabpanel" id={panelId(id, value)} aria-labelledby={tabId(id, value)} tabIndex={-1}>
      {children}
    </div>
  );
}
