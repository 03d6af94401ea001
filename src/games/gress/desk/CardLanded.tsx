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
import { askCardLanded, LAYERS, type LandedAnswer, type Layer } from './card-landed';
import { faceText, type Face } from './card-places';
import { CiteLinks, Segmented } from './controls';
import { classWords } from './StepList';
import { useLocale, useUiText } from '../../../i18n/ui-text';
import { rulingWords } from '../say-in';
import { LANDED_WORDS } from './landed-words';
import { RULING_WORDS } from './ruling-words';
import { Mark } from '../../../components/marks/Mark';

const RANK_CHAR: Record<string, string> = { '10': 'T' };
const SUIT_CHAR: Record<Suit, string> = { clubs: 'C', spades: 'S', hearts: 'H', diamonds: 'D' };

interface Pick {
  readonly rank: string | null;
  readonly suit: Suit | null;
}
const faceOfPick = (p: Pick): Face | null => (p.rank && p.suit ? `${RANK_CHAR[p.rank] ?? p.rank}${SUIT_CHAR[p.suit]}` : null);

function FacePicker({ id, label, pick, onPick }: { id: string; label: string; pick: Pick; onPick: (p: Pick) => void }) {
  const w = useUiText(LANDED_WORDS);
  const face = faceOfPick(pick);
  return (
    <div class="gd-field" role="group" aria-labelledby={`${id}-label`}>
      <span class="gd-subheading" id={`${id}-label`}>
        {label}
        {face ? `: ${faceText(face)}` : ''}
      </span>
      <Segmented id={`${id}-rank`} label={w.rank} choices={RANKS.map((r) => ({ value: r, label: r }))} value={pick.rank} onChange={(rank) => onPick({ ...pick, rank })} />
      <Segmented id={`${id}-suit`} label={w.suit} choices={SUITS.map((s) => ({ value: s, label: w.suits[s] }))} value={pick.suit} onChange={(suit) => onPick({ ...pick, suit })} />
    </div>
  );
}

function Answer({ answer, id }: { answer: LandedAnswer | null; id: string }) {
  const locale = useLocale();
  const w = LANDED_WORDS[locale];
  const r = RULING_WORDS[locale];
  return (
    <section class="gd-box gd-answer" aria-labelledby={id} aria-live="polite">
      <h3 class="gd-subheading" id={id}>
        {w.ruling}
      </h3>
      {answer === null ? (
        <p class="gd-hint">{w.choose}</p>
      ) : !answer.ok ? (
        <p class="gd-error" data-answer="none">
          {answer.error}
        </p>
      ) : (
        <>
          <p>
            <span class="gd-answer__kind" data-answer={answer.classification}>
              {classWords(answer.classification, locale)}
            </span>{' '}
            <span class={`gd-ruling__verdict--${answer.lawful ? 'lawful' : 'foul'}`}>
              <Mark kind={answer.lawful ? 'check' : 'cross'} />
              {answer.lawful ? r.lawful : r.notLawful}
            </span>
          </p>
          <p>{rulingWords(answer, locale)}</p>
          <p>
            <span aria-hidden="true">{r.decidedBy}</span>
            <CiteLinks numbers={answer.citations} label={r.decidedByLabel} />
          </p>
          <p class="gd-hint">
            {w.tableAsked}
            {answer.setting}
          </p>
          <details class="gd-details">
            <summary>{w.inNotation}</summary>
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


export function CardLanded({ idBase = 'gcl' }: { idBase?: string }) {
  const locale = useLocale();
  const w = LANDED_WORDS[locale];
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
    () => (cardFace && topFace ? askCardLanded({ card: cardFace, top: topFace, wish, layer, throwsAllowed, owes, holding }, locale) : null),
    [cardFace, topFace, wish, layer, throwsAllowed, owes, holding, locale],
  );
  const id = (k: string) => `${idBase}-${k}`;
  return (
    <div class="gd-landed">
      <p class="gd-hint">{w.intro}</p>
      <Answer answer={answer} id={id('answer')} />
      <div class="gd-box">
        <FacePicker id={id('card')} label={w.cardLanded} pick={card} onPick={setCard} />
        <FacePicker id={id('top')} label={w.topCard} pick={top} onPick={setTop} />
        {top.rank === 'J' && (
          <Segmented<Suit | 'none'>
            id={id('wish')}
            label={w.wished}
            choices={[{ value: 'none', label: w.none }, ...SUITS.map((s) => ({ value: s, label: w.suits[s] }))]}
            value={wish ?? 'none'}
            onChange={(s) => setWish(s === 'none' ? null : s)}
          />
        )}
        <Segmented id={id('layer')} label={w.whoLaid} choices={LAYERS.map((l) => ({ value: l, label: w.layers[l] }))} value={layer} onChange={setLayer} />
        <Segmented
          id={id('throws')}
          label={w.throws}
          choices={[
            { value: 'yes', label: w.allowed },
            { value: 'no', label: w.forbidden },
          ]}
          value={throwsAllowed ? 'yes' : 'no'}
          onChange={(v) => setThrows(v === 'yes')}
        />
        <Segmented id={id('owes')} label={w.owed}
          choices={[
            { value: 'no', label: w.no },
            { value: 'yes', label: w.yes },
          ]}
          value={owes ? 'yes' : 'no'} onChange={(v) => setOwes(v === 'yes')} />
        <label class="gd-check">
          <input type="checkbox" checked={holding} onChange={(e) => setHolding((e.currentTarget as HTMLInputElement).checked)} /> {w.holding}
        </label>
      </div>
    </div>
  );
}

export default CardLanded;
