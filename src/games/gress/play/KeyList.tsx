/** The reader's keys on /gress/play/ (keyboard.ts), folded away under the table. */
import { KEY_LIST } from './keyboard';
import { useUiText } from '../../../i18n/ui-text';
import { PLAY_TEXT } from './play-text';

export function KeyList() {
  const t = useUiText(PLAY_TEXT);
  return (
    <details class="gp-keys">
      <summary>{t.keys}</summary>
      <dl class="gp-keys__list">
        {KEY_LIST.map((k) => (
          <div key={k.key}>
            <dt>
              <kbd>{k.key}</kbd>
            </dt>
            <dd>{t.keyDoes[k.key] ?? k.does}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
