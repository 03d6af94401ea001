/** The reader's keys on /gress/play/ (keyboard.ts), folded away under the table. */
import { KEY_LIST } from './keyboard';

export function KeyList() {
  return (
    <details class="gp-keys">
      <summary>Keys</summary>
      <dl class="gp-keys__list">
        {KEY_LIST.map((k) => (
          <div key={k.key}>
            <dt>
              <kbd>{k.key}</kbd>
            </dt>
            <dd>{k.does}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
