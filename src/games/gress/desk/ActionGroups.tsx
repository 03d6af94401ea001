/**
 * The actor's actions besides laying cards, as the sandbox's palette groups
 * them (play-model.ts: draw and settle, call, Marke, wish, give, swap,
 * complaints, withdraw, halt, lay down, referee). `lawful` picks which
 * half: the ones lawful right now (marked ✓, shown at once) or all the
 * others (folded, since anything can be entered and the engine rules on it).
 * Actions on a card the desk filled in for an unknown one are left out.
 */
import type { GressAction } from '../../../../engine/gress/types';
import { Segmented } from './controls';
import type { Composer } from './use-composer';
import { useUiText } from '../../../i18n/ui-text';
import { COMPOSER_WORDS } from './composer-words';

/** Whether an action handles a card the desk filled in for an unknown one (the referee cannot name it, so it is not offered). */
function touchesUnknown(action: GressAction, unknown: ReadonlySet<string>): boolean {
  if (action.type === 'play') return action.cards.some((c) => unknown.has(c));
  if (action.type === 'give') return unknown.has(action.card);
  return false;
}

export function ActionGroups({ c, unknownCards, lawful, idBase }: { c: Composer; unknownCards: ReadonlySet<string>; lawful: boolean; idBase: string }) {
  const w = useUiText(COMPOSER_WORDS);
  const groups = c.view.groups
    .map((g) => ({ ...g, buttons: g.buttons.filter((b) => b.lawful === lawful && !touchesUnknown(b.action, unknownCards)) }))
    .filter((g) => g.buttons.length > 0);
  if (lawful && groups.length === 0) return null;
  return (
    <>
      {!lawful && c.view.others.length > 0 && (
        <Segmented
          id={`${idBase}-other`}
          label={w.otherPlayer}
          choices={c.view.others.map((o) => ({ value: o.seat, label: o.name }))}
          value={c.view.target}
          onChange={c.setTarget}
        />
      )}
      {groups.map((g) => (
        <div key={g.id} class="gd-field" role="group" aria-label={lawful ? w.lawfulNow(g.heading) : g.heading}>
          <span class="gd-label" aria-hidden="true">
            {g.heading}
          </span>
          <div class="gd-seg">
            {g.buttons.map((b) => (
              <button key={b.key} type="button" class="gd-seg__button" data-lawful={b.lawful ? 'true' : 'false'} disabled={c.closed} onClick={() => c.act(b.action)}>
                {b.label}
                {b.lawful && (
                  <span class="gd-seg__tick">
                    <span aria-hidden="true">✓</span>
                    <span class="gd-sr">{w.lawful}</span>
                  </span>
                )}
              </button>
            ))}
          </div>
        </div>
      ))}
    </>
  );
}
