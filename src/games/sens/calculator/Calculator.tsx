/**
 * The SENS meld calculator island: tap up to eight of the 32 cards, choose
 * the trumps, and see every meld the hand holds (8.1, 8.2), their points,
 * Bella (7.3) and the meld the hand puts forward (8.3); optionally tap the
 * opponents' hand too and see whose best meld wins and by which rule (8.3,
 * 8.4). The hands and the trumps live in the page address
 * (?hand=UEOEKE&trump=H&vs=...), so a link shows the same hands; they are
 * read after hydration (the server renders the empty calculator).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { SUITS, type Card, type Suit } from '../../../../engine/sens/cards';
import { en } from '../../../../engine/sens/messages';
import { msg } from '../../../../engine/sens/rules/outcome';
import { CardInside } from '../Card';
import { cardClass, cardFace, suitWord, type Pack } from '../card-face';
import { usePack } from '../pack-choice';
import { PackToggle } from '../PackToggle';
import { RuleLinks } from '../score-sheet/rule-links';
import {
  analyse, compareHands, gridSuits, handParam, handSummary, meldLine, parseHandParam, parseTrump, toggle, HAND_SIZE, type HandAnalysis,
} from './model';
import '../../../components/tools/tools.css';
import '../score-sheet/sens-tools.css';
import './calculator.css';

const GRID = gridSuits();
const DEFAULT_TRUMP: Suit = 'E';

export function Calculator({ idBase = 'smc' }: { idBase?: string }) {
  const pack = usePack();
  const [mine, setMine] = useState<readonly Card[]>([]);
  const [theirs, setTheirs] = useState<readonly Card[]>([]);
  const [trump, setTrump] = useState<Suit>(DEFAULT_TRUMP);
  const [comparing, setComparing] = useState(false);
  const [said, setSaid] = useState<{ readonly which: 'mine' | 'theirs'; readonly text: string } | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const id = (k: string) => `${idBase}-${k}`;

  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const a = parseHandParam(q.get('hand') ?? '');
    const b = parseHandParam(q.get('vs') ?? '');
    const overlap = b.hand.filter((c) => a.hand.includes(c));
    const errors = [a.error, b.error, overlap.length > 0 ? en(msg('calc.link.overlap', { codes: overlap })) : null].filter(Boolean);
    if (errors.length > 0) setLinkError(errors.join(' '));
    else {
      setMine(a.hand);
      setTheirs(b.hand);
      setComparing(q.has('vs'));
    }
    setTrump(parseTrump(q.get('trump')) ?? DEFAULT_TRUMP);
    setReady(true);
  }, []);

  // Keep the address in step with the hands (and drop the parameters when everything is cleared).
  useEffect(() => {
    if (!ready) return;
    const url = new URL(window.location.href);
    for (const k of ['hand', 'trump', 'vs']) url.searchParams.delete(k);
    if (mine.length > 0 || comparing) {
      url.searchParams.set('hand', handParam(mine));
      url.searchParams.set('trump', trump);
      if (comparing) url.searchParams.set('vs', handParam(theirs));
    }
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url.href);
  }, [mine, theirs, trump, comparing, ready]);

  const mineA = useMemo(() => analyse(mine, trump), [mine, trump]);
  const theirsA = useMemo(() => analyse(theirs, trump), [theirs, trump]);
  const comparison = useMemo(() => (comparing ? compareHands(mineA, theirsA, trump, pack) : null), [comparing, mineA, theirsA, trump, pack]);

  const tap = (which: 'mine' | 'theirs', card: Card) => {
    const [hand, set] = which === 'mine' ? [mine, setMine] : [theirs, setTheirs];
    const r = toggle(hand, card);
    set(r.hand);
    setSaid(r.refused ? { which, text: r.refused } : null);
    setLinkError(null);
  };

  return (
    <div class="tk-root sn-calc not-content" data-ready={ready ? 'true' : 'false'}>
      {linkError && <p class="tk-warning" role="alert">{linkError}</p>}
      <div class="tk-box">
        <fieldset class="tk-fieldset">
          <legend>
            Trumps <RuleLinks numbers={['2.3', '7.3']} />
          </legend>
          <div class="tk-choices">
            {SUITS.map((s) => (
              <label class="tk-choice" key={s}>
                <input type="radio" name={id('trump')} id={id(`trump-${s}`)} checked={trump === s} onChange={() => setTrump(s)} />
                {suitWord(s, pack)}
              </label>
            ))}
          </div>
        </fieldset>
        <PackToggle pack={pack} />
      </div>

      <HandPicker
        idBase={id('mine')}
        title="Your hand"
        hand={mine}
        other={comparing ? theirs : []}
        otherName="the opponents' hand"
        pack={pack}
        message={said?.which === 'mine' ? said.text : null}
        onTap={(c) => tap('mine', c)}
        onClear={() => { setMine([]); setSaid(null); }}
      />
      <HandResult idBase={id('mine')} title="Melds in your hand" analysis={mineA} empty={mine.length === 0} trump={trump} pack={pack} />

      <div class="tk-box">
        <label class="sn-check">
          <input
            type="checkbox"
            id={id('compare')}
            checked={comparing}
            onChange={(e) => {
              setComparing((e.currentTarget as HTMLInputElement).checked);
              setSaid(null);
            }}
          />
          Compare with the opponents' best meld
        </label>
      </div>

      {comparing && (
        <>
          <HandPicker
            idBase={id('theirs')}
            title="The opponents' hand"
            hand={theirs}
            other={mine}
            otherName="your hand"
            pack={pack}
            message={said?.which === 'theirs' ? said.text : null}
            onTap={(c) => tap('theirs', c)}
            onClear={() => { setTheirs([]); setSaid(null); }}
          />
          <HandResult idBase={id('theirs')} title="Melds in the opponents' hand" analysis={theirsA} empty={theirs.length === 0} trump={trump} pack={pack} />
          <section class={`tk-box sn-calc-verdict sn-calc-verdict--${comparison?.winner}`} aria-labelledby={id('verdict-title')}>
            <h2 class="tk-heading" id={id('verdict-title')}>Whose melds count</h2>
            <div aria-live="polite" aria-atomic="true">
              {comparison && (
                <>
                  <p class="tk-strong" id={id('verdict')} data-winner={comparison.winner}>{comparison.text}</p>
                  <p class="tk-hint">
                    The rule: <RuleLinks numbers={[comparison.rule, ...(comparison.rule === '7.2' ? [] : ['7.2'])]} />. Bella is never part
                    of the comparison <RuleLinks numbers={['7.3']} />.
                  </p>
                </>
              )}
            </div>
          </section>
        </>
      )}
    </div>
  );
}

interface HandPickerProps {
  idBase: string;
  title: string;
  hand: readonly Card[];
  /** Cards in the other hand: one pack, so they cannot be tapped here. */
  other: readonly Card[];
  otherName: string;
  pack: Pack;
  message: string | null;
  onTap: (card: Card) => void;
  onClear: () => void;
}

function HandPicker({ idBase, title, hand, other, otherName, pack, message, onTap, onClear }: HandPickerProps) {
  return (
    <section class="tk-box" aria-labelledby={`${idBase}-title`}>
      <h2 class="tk-heading" id={`${idBase}-title`}>{title}</h2>
      <p class="tk-hint">Each card is a switch: pressed cards are in the hand (up to {HAND_SIZE}).</p>
      {GRID.map(({ suit, cards }) => (
        <div class="sn-calc-suit" role="group" aria-labelledby={`${idBase}-suit-${suit}`} key={suit}>
          <span class="sn-calc-suit-name" id={`${idBase}-suit-${suit}`}>{suitWord(suit, pack)}</span>
          <div class="sn-calc-cards">
            {cards.map((c) => {
              const face = cardFace(c, pack);
              const on = hand.includes(c);
              const elsewhere = other.includes(c);
              return (
                <button
                  type="button"
                  key={c}
                  class={`${cardClass(face, 'md')} sn-calc-card${on ? ' sn-calc-card--on' : ''}`}
                  aria-pressed={on ? 'true' : 'false'}
                  disabled={elsewhere}
                  title={elsewhere ? `In ${otherName}` : undefined}
                  data-card={c}
                  onClick={() => onTap(c)}
                >
                  <CardInside face={face} size="md" />
                  {on && <span class="sn-calc-tick" aria-hidden="true">✓</span>}
                  <span class="tk-sr">{face.name}{elsewhere ? ` (in ${otherName})` : ''}</span>
                </button>
              );
            })}
          </div>
        </div>
      ))}
      <div class="tk-buttons">
        <span class="tk-hint" id={`${idBase}-count`}>{hand.length} of {HAND_SIZE} cards chosen.</span>
        <button type="button" class="tk-button" disabled={hand.length === 0} onClick={onClear}>
          Clear {title === 'Your hand' ? 'your hand' : 'their hand'}
        </button>
      </div>
      <p class="tk-error" aria-live="polite">{message ?? ''}</p>
    </section>
  );
}

interface HandResultProps {
  idBase: string;
  title: string;
  analysis: HandAnalysis;
  empty: boolean;
  trump: Suit;
  pack: Pack;
}

function HandResult({ idBase, title, analysis, empty, trump, pack }: HandResultProps) {
  return (
    <section class="tk-box" aria-labelledby={`${idBase}-result-title`}>
      <h2 class="tk-heading" id={`${idBase}-result-title`}>{title}</h2>
      <div aria-live="polite" aria-atomic="true" id={`${idBase}-result`}>
        {empty ? (
          <p class="tk-hint">Tap cards to see the melds they hold.</p>
        ) : (
          <>
            {analysis.melds.length > 0 && (
              <ul class="tk-list" aria-label={`${title}: each meld`}>
                {analysis.melds.map((m) => (
                  <li key={m.cards.join('')} class={m === analysis.best ? 'sn-calc-best' : undefined}>{meldLine(m, pack)}</li>
                ))}
              </ul>
            )}
            {handSummary(analysis, trump, pack).map((line) => <p key={line} class="sn-calc-line">{line}</p>)}
          </>
        )}
      </div>
      <p class="tk-hint">
        Values: runs <RuleLinks numbers={['8.1']} />, four of a rank <RuleLinks numbers={['8.2']} />, the strongest meld <RuleLinks numbers={['8.3', '8.4']} />.
      </p>
    </section>
  );
}

export default Calculator;
