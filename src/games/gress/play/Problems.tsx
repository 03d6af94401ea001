/** What the page address asks for that /gress/play/ cannot deal, in sentences, with a way back to the page's own game. */
import { useUiText } from '../../../i18n/ui-text';
import { PLAY_TEXT } from './play-text';

export function Problems({ problems, onOwnGame }: { problems: readonly string[]; onOwnGame: () => void }) {
  const t = useUiText(PLAY_TEXT);
  if (problems.length === 0) return null;
  return (
    <div class="gp-problems" role="alert">
      <p>{t.cannotDeal}</p>
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <p>{t.chooseBelow}</p>
      <button type="button" class="gs-button" onClick={onOwnGame}>
        {t.ownGame}
      </button>
    </div>
  );
}
