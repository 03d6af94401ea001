/** What the page address asks for that /gress/play/ cannot deal, in sentences, with a way back to the page's own game. */
export function Problems({ problems, onOwnGame }: { problems: readonly string[]; onOwnGame: () => void }) {
  if (problems.length === 0) return null;
  return (
    <div class="gp-problems" role="alert">
      <p>The game in the address cannot be dealt:</p>
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <p>Choose the game below, or deal the page's own game.</p>
      <button type="button" class="gs-button" onClick={onOwnGame}>
        Deal the page's own game
      </button>
    </div>
  );
}
