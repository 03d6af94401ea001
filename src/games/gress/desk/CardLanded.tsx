/**
 * "A card just landed", the desk's quick checker (its first tab, whose
 * heading and #card-just-landed anchor the desk frame gives): choose the card and the top
 * card (rank and suit, a row of buttons each), a suit wished on a Jack, who
 * laid it, whether throws are allowed and whether that player owes cards;
 * the engine rules on the card in the smallest table that says exactly that
 * (card-landed.ts). The answer (move, throw, defence or foul, why, and the
 * paragraphs) stands first, so it stays in view while the choices change.
 */
import { useMemo, useState } from 'preact/hooks';
import { RANKS, SUITS, type Suit } from '../../../../engine/core/cards';
import { askCardLanded, type LandedAnswer, type Layer } from './card-landed';
import { faceText, type Face } from './card-places';
import { CiteLinks, Segmented } from './controls';
import { classWords } from './StepList';

const RANK_CHAR: Record<string, string> = { '10': 'T' };
const SUIT_CHAR: Record<Suit, string> = { clubs: 'C', spades: 'S', hearts: 'H', diamonds: 'D' };
const SUIT_LABEL: Record<Suit, string> = { clubs: '♣ clubs', spades: '♠ spades', hearts: '♥ hearts', diamonds: '♦ diamonds' };
const LAYER_LABEL: Record<Layer, string> = {
  toMove: 'The player to move',
  other: 'Another player',
  skippedByEight: 'The player an Eight just skipped',
  skippedBySeven: 'The player a Seven just skipped',
};

interface Pick {
  readonly rank: string | null;
  readonly suit: Suit | null;
}
const faceOfPick = (p: Pick): Face | null => (p.rank && p.suit ? `${RANK_CHAR[p.rank] ?? p.rank}${SUIT_CHAR[p.suit]}` : null);

function FacePicker({ id, label, pick, onPick }: { id: string; label: string; pick: Pick; onPick: (p: Pick) => void }) {
  const face = faceOfPick(pick);
  return (
    <div class="gd-field" role="group" aria-labelledby={`${id}-label`}>
      <span class="gd-subheading" id={`${id}-label`}>
        {label}
        {face ? `: ${faceText(face)}` : ''}
      </span>
      <Segmented id={`${id}-rank`} label="Rank" choices={RANKS.map((r) => ({ value: r, label: r }))} value={pick.rank} onChange={(rank) => onPick({ ...pick, rank })} />
      <Segmented id={`${id}-suit`} label="Suit" choices={SUITS.map((s) => ({ value: s, label: SUIT_LABEL[s] }))} value={pick.suit} onChange={(suit) => onPick({ ...pick, suit })} />
    </div>
  );
}

function Answer({ answer, id }: { answer: LandedAnswer | null; id: string }) {
  return (
    <section class="gd-box gd-answer" aria-labelledby={id} aria-live="polite">
      <h3 class="gd-subheading" id={id}>
        The ruling
      </h3>
      {answer === null ? (
        <p class="gd-hint">Choose the card that landed and the top card.</p>
      ) : !answer.ok ? (
        <p class="gd-error" data-answer="none">
          {answer.error}
        </p>
      ) : (
        <>
          <p>
            <span class="gd-answer__kind" data-answer={answer.classification}>
              {classWords(answer.classification)}
            </span>{' '}
            <span class={`gd-ruling__verdict--${answer.lawful ? 'lawful' : 'foul'}`}>
              <span aria-hidden="true">{answer.lawful ? '✓ ' : '✕ '}</span>
              {answer.lawful ? 'lawful' : 'not lawful'}
            </span>
          </p>
          <p>{answer.summary}</p>
          <p>
            <span aria-hidden="true">Decided by </span>
            <CiteLinks numbers={answer.citations} label="Decided by paragraphs" />
          </p>
          <p class="gd-hint">The table asked about: {answer.setting}</p>
          <details class="gd-details">
            <summary>The same in notation</summary>
            <p>
              <code>{answer.line}</code>
            </p>
            <p>
              <code>{answer.action}</code>
            </p>
          </details>
        </>
      )}
    </section>
  );
}

const YES_NO = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
] as const;

export function CardLanded({ idBase = 'gcl' }: { idBase?: string }) {
  const [card, setCard] = useState<Pick>({ rank: null, suit: null });
  const [top, setTop] = useState<Pick>({ rank: null, suit: null });
  const [wish, setWish] = useState<Suit | null>(null);
  const [layer, setLayer] = useState<Layer>('toMove');
  const [throwsAllowed, setThrows] = useState(true);
  const [owes, setOwes] = useState(false);
  const [holding, setHolding] = useState(false);
  const cardFace = faceOfPick(card);
  const topFace = faceOfPick(top);
  const answer = useMemo(
    () => (cardFace && topFace ? askCardLanded({ card: cardFace, top: topFace, wish, layer, throwsAllowed, owes, holding }) : null),
    [cardFace, topFace, wish, layer, throwsAllowed, owes, holding],
  );
  const id = (k: string) => `${idBase}-${k}`;
  return (
    <div class="gd-landed">
      <p class="gd-hint">Is it a move, a throw, a defence or a foul? The engine rules on it in the smallest table that fits.</p>
      <Answer answer={answer} id={id('answer')} />
      <div class="gd-box">
        <FacePicker id={id('card')} label="The card that landed" pick={card} onPick={setCard} />
        <FacePicker id={id('top')} label="The top card it landed on" pick={top} onPick={setTop} />
        {top.rank === 'J' && (
          <Segmented<Suit | 'none'>
            id={id('wish')}
            label="Suit wished after the Jack (7.4)"
            choices={[{ value: 'none', label: 'None' }, ...SUITS.map((s) => ({ value: s, label: SUIT_LABEL[s] }))]}
            value={wish ?? 'none'}
            onChange={(s) => setWish(s === 'none' ? null : s)}
          />
        )}
        <Segmented id={id('layer')} label="Who laid it" choices={(Object.keys(LAYER_LABEL) as Layer[]).map((l) => ({ value: l, label: LAYER_LABEL[l] }))} value={layer} onChange={setLayer} />
        <Segmented
          id={id('throws')}
          label="Throws (4.2)"
          choices={[
            { value: 'yes', label: 'Allowed' },
            { value: 'no', label: 'Forbidden: someone just drew (4.8)' },
          ]}
          value={throwsAllowed ? 'yes' : 'no'}
          onChange={(v) => setThrows(v === 'yes')}
        />
        <Segmented id={id('owes')} label="Did that player still owe cards from before? (4.13)" choices={YES_NO} value={owes ? 'yes' : 'no'} onChange={(v) => setOwes(v === 'yes')} />
        <label class="gd-check">
          <input type="checkbox" checked={holding} onChange={(e) => setHolding((e.currentTarget as HTMLInputElement).checked)} /> Laid with the
          holding hand (10.3)
        </label>
      </div>
    </div>
  );
}

export default CardLanded;
