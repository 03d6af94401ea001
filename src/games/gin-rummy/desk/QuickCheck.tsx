/**
 * The Gin Rummy desk's quick check: "Is this knock lawful, and what does it
 * score?" Type or paste the knocker's ten or eleven cards and the opponent's
 * ten (or both at once, "knocker / opponent"); the answer (knock-check.ts:
 * the engine's grouping, lay-offs and score) stands first, so it stays in
 * view while the cards change.
 */
import { useMemo, useState } from 'preact/hooks';
import { CardsField, CiteLinks } from './controls';
import { askKnock, type AnswerLine, type KnockAnswer } from './knock-check';
import { useLocale, useUiText } from '../../../i18n/ui-text';
import { DESK_WORDS } from './words';
import './desk.css';
import { Mark } from '../../../components/marks/Mark';

function Line({ line }: { line: AnswerLine }) {
  return (
    <li>
      {line.text} <CiteLinks numbers={line.cites} />
    </li>
  );
}

function Answer({ answer, id }: { answer: KnockAnswer | null; id: string }) {
  const t = useUiText(DESK_WORDS);
  return (
    <section class="tk-box gdk-answer" aria-labelledby={id} aria-live="polite">
      <h3 class="tk-strong" id={id}>{t.theAnswer}</h3>
      {answer === null ? (
        <p class="tk-hint">{t.enterBoth}</p>
      ) : !answer.ok ? (
        <ul class="tk-list tk-error" data-answer="none">
          {answer.errors.map((e) => <li key={e}>{e}</li>)}
        </ul>
      ) : (
        <>
          <p class={`gdk-verdict gdk-verdict--${answer.lawful ? 'lawful' : 'foul'}`} data-answer={answer.gin ? 'gin' : answer.lawful ? 'lawful' : 'not-lawful'}>
            <Mark kind={answer.lawful ? 'check' : 'cross'} />
            {answer.verdict.text} <CiteLinks numbers={answer.verdict.cites} />
          </p>
          <p class="tk-strong" data-score={answer.result.points}>
            {answer.score.text} <CiteLinks numbers={answer.score.cites} />
          </p>
          <ul class="tk-list">
            {answer.knocker.map((l) => <Line key={l.text} line={l} />)}
            <Line line={answer.opponent} />
          </ul>
          <p class="tk-hint">{t.grouping}</p>
        </>
      )}
    </section>
  );
}

/** Both hands pasted into the knocker's field as "knocker / opponent" go one to each field while the opponent's is empty. */
function pasted(text: string, opponent: string, setKnocker: (t: string) => void, setOpponent: (t: string) => void) {
  const at = text.indexOf('/');
  if (at < 0 || opponent.trim() !== '') return setKnocker(text);
  setKnocker(text.slice(0, at).trim());
  setOpponent(text.slice(at + 1).trim());
}

export function QuickCheck() {
  const locale = useLocale();
  const t = useUiText(DESK_WORDS);
  const [knocker, setKnocker] = useState('');
  const [opponent, setOpponent] = useState('');
  const answer = useMemo(() => (knocker.trim() && opponent.trim() ? askKnock(knocker, opponent, locale) : null), [knocker, opponent, locale]);
  const id = (k: string) => `gdk-knock-${k}`;
  return (
    <div class="tk-root gdk-check not-content">
      <Answer answer={answer} id={id('answer')} />
      <div class="tk-box">
        <CardsField id={id('knocker')} label={t.knockerCards} value={knocker} onChange={(t) => pasted(t, opponent, setKnocker, setOpponent)}
          placeholder={t.eg('AS 2S 3S 7H 7D 7C 4D 3H KC')} hint={t.knockerHint} />
        <CardsField id={id('opponent')} label={t.opponentCards} value={opponent} onChange={setOpponent} placeholder={t.eg('4S 9C 9D 9H QH QD JC 8S 6D 5C')} />
        <div class="tk-buttons">
          <button type="button" class="tk-button" disabled={knocker === '' && opponent === ''} onClick={() => { setKnocker(''); setOpponent(''); }}>{t.clearBoth}</button>
        </div>
      </div>
    </div>
  );
}

export default QuickCheck;
