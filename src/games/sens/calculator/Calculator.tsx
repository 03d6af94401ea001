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
import { say } from '../../../../engine/sens/messages';
import { LocaleContext, uiText, useLocale, useUiText, type Locale } from '../../../i18n/ui-text';
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
import { Mark } from '../../../components/marks/Mark';

const GRID = gridSuits();
const DEFAULT_TRUMP: Suit = 'E';

/** The calculator's own labels; its sentences are the engine's calc.* messages. */
const TEXT = uiText({
  en: {
    trumps: 'Trumps',
    yourHand: 'Your hand',
    theirHand: "The opponents' hand",
    inYours: "the opponents' hand",
    inTheirs: 'your hand',
    meldsYours: 'Melds in your hand',
    meldsTheirs: "Melds in the opponents' hand",
    compare: "Compare with the opponents' best meld",
    whose: 'Whose melds count',
    rule: 'The rule:',
    bellaApart: 'Bella is never part of the comparison',
    switches: (n: number) => `Each card is a switch: pressed cards are in the hand (up to ${n}).`,
    inOther: (other: string) => `In ${other}`,
    inOtherSr: (other: string) => ` (in ${other})`,
    chosen: (n: number, of: number) => `${n} of ${of} cards chosen.`,
    clearYours: 'Clear your hand',
    clearTheirs: 'Clear their hand',
    tapToSee: 'Tap cards to see the melds they hold.',
    eachMeld: (title: string) => `${title}: each meld`,
    values: 'Values: runs',
    fours: ', four of a rank',
    strongest: ', the strongest meld',
  },
  de: {
    trumps: 'Trumpf',
    yourHand: 'Deine Hand',
    theirHand: 'Die Hand der Gegner',
    inYours: 'der Hand der Gegner',
    inTheirs: 'deiner Hand',
    meldsYours: 'Meldungen in deiner Hand',
    meldsTheirs: 'Meldungen in der Hand der Gegner',
    compare: 'Mit der besten Meldung der Gegner vergleichen',
    whose: 'Wessen Meldungen zählen',
    rule: 'Die Regel:',
    bellaApart: 'Bella zählt beim Vergleich nie mit',
    switches: (n) => `Jede Karte ist ein Schalter: Gedrückte Karten sind in der Hand (bis zu ${n}).`,
    inOther: (other) => `In ${other}`,
    inOtherSr: (other) => ` (in ${other})`,
    chosen: (n, of) => `${n} von ${of} Karten gewählt.`,
    clearYours: 'Deine Hand leeren',
    clearTheirs: 'Ihre Hand leeren',
    tapToSee: 'Tippe Karten an, um ihre Meldungen zu sehen.',
    eachMeld: (title) => `${title}: jede Meldung`,
    values: 'Werte: Folgen',
    fours: ', vier gleiche',
    strongest: ', die stärkste Meldung',
  },
});

/** The island, in the page's language (`lang`, provided to the parts below). */
export function Calculator({ idBase = 'smc', lang }: { idBase?: string; lang?: Locale }) {
  const pack = usePack();
  const locale = lang ?? 'en';
  const t = TEXT[locale];
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
    const a = parseHandParam(q.get('hand') ?? '', locale);
    const b = parseHandParam(q.get('vs') ?? '', locale);
    const overlap = b.hand.filter((c) => a.hand.includes(c));
    const errors = [a.error, b.error, overlap.length > 0 ? say(msg('calc.link.overlap', { codes: overlap }), locale) : null].filter(Boolean);
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
  const comparison = useMemo(() => (comparing ? compareHands(mineA, theirsA, trump, pack, locale) : null), [comparing, mineA, theirsA, trump, pack, locale]);

  const tap = (which: 'mine' | 'theirs', card: Card) => {
    const [hand, set] = which === 'mine' ? [mine, setMine] : [theirs, setTheirs];
    const r = toggle(hand, card, locale);
    set(r.hand);
    setSaid(r.refused ? { which, text: r.refused } : null);
    setLinkError(null);
  };

  return (
    <LocaleContext.Provider value={locale}>
    <div class="tk-root sn-calc not-content" data-ready={ready ? 'true' : 'false'}>
      {linkError && <p class="tk-warning" role="alert">{linkError}</p>}
      <div class="tk-box">
        <fieldset class="tk-fieldset">
          <legend>
            {t.trumps} <RuleLinks numbers={['2.3', '7.3']} />
          </legend>
          <div class="tk-choices">
            {SUITS.map((s) => (
              <label class="tk-choice" key={s}>
                <input type="radio" name={id('trump')} id={id(`trump-${s}`)} checked={trump === s} onChange={() => setTrump(s)} />
                {suitWord(s, pack, locale)}
              </label>
            ))}
          </div>
        </fieldset>
        <PackToggle pack={pack} />
      </div>

      <HandPicker
        idBase={id('mine')}
        title={t.yourHand}
        mine
        hand={mine}
        other={comparing ? theirs : []}
        otherName={t.inYours}
        pack={pack}
        message={said?.which === 'mine' ? said.text : null}
        onTap={(c) => tap('mine', c)}
        onClear={() => { setMine([]); setSaid(null); }}
      />
      <HandResult idBase={id('mine')} title={t.meldsYours} analysis={mineA} empty={mine.length === 0} trump={trump} pack={pack} />

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
          {t.compare}
        </label>
      </div>

      {comparing && (
        <>
          <HandPicker
            idBase={id('theirs')}
            title={t.theirHand}
            mine={false}
            hand={theirs}
            other={mine}
            otherName={t.inTheirs}
            pack={pack}
            message={said?.which === 'theirs' ? said.text : null}
            onTap={(c) => tap('theirs', c)}
            onClear={() => { setTheirs([]); setSaid(null); }}
          />
          <HandResult idBase={id('theirs')} title={t.meldsTheirs} analysis={theirsA} empty={theirs.length === 0} trump={trump} pack={pack} />
          <section class={`tk-box sn-calc-verdict sn-calc-verdict--${comparison?.winner}`} aria-labelledby={id('verdict-title')}>
            <h2 class="tk-heading" id={id('verdict-title')}>{t.whose}</h2>
            <div aria-live="polite" aria-atomic="true">
              {comparison && (
                <>
                  <p class="tk-strong" id={id('verdict')} data-winner={comparison.winner}>{comparison.text}</p>
                  <p class="tk-hint">
                    {t.rule} <RuleLinks numbers={[comparison.rule, ...(comparison.rule === '7.2' ? [] : ['7.2'])]} />. {t.bellaApart}{' '}
                    <RuleLinks numbers={['7.3']} />.
                  </p>
                </>
              )}
            </div>
          </section>
        </>
      )}
    </div>
    </LocaleContext.Provider>
  );
}

interface HandPickerProps {
  idBase: string;
  title: string;
  /** The reader's own hand (its clear button says so). */
  mine: boolean;
  hand: readonly Card[];
  /** Cards in the other hand: one pack, so they cannot be tapped here. */
  other: readonly Card[];
  otherName: string;
  pack: Pack;
  message: string | null;
  onTap: (card: Card) => void;
  onClear: () => void;
}

function HandPicker({ idBase, title, mine, hand, other, otherName, pack, message, onTap, onClear }: HandPickerProps) {
  const locale = useLocale();
  const t = useUiText(TEXT);
  return (
    <section class="tk-box" aria-labelledby={`${idBase}-title`}>
      <h2 class="tk-heading" id={`${idBase}-title`}>{title}</h2>
      <p class="tk-hint">{t.switches(HAND_SIZE)}</p>
      {GRID.map(({ suit, cards }) => (
        <div class="sn-calc-suit" role="group" aria-labelledby={`${idBase}-suit-${suit}`} key={suit}>
          <span class="sn-calc-suit-name" id={`${idBase}-suit-${suit}`}>{suitWord(suit, pack, locale)}</span>
          <div class="sn-calc-cards">
            {cards.map((c) => {
              const face = cardFace(c, pack, locale);
              const on = hand.includes(c);
              const elsewhere = other.includes(c);
              return (
                <button
                  type="button"
                  key={c}
                  class={`${cardClass(face, 'md')} sn-calc-card${on ? ' sn-calc-card--on' : ''}`}
                  aria-pressed={on ? 'true' : 'false'}
                  disabled={elsewhere}
                  title={elsewhere ? t.inOther(otherName) : undefined}
                  data-card={c}
                  onClick={() => onTap(c)}
                >
                  <CardInside face={face} size="md" />
                  {on && <span class="sn-calc-tick"><Mark kind="check" space={false} /></span>}
                  <span class="tk-sr">{face.name}{elsewhere ? t.inOtherSr(otherName) : ''}</span>
                </button>
              );
            })}
          </div>
        </div>
      ))}
      <div class="tk-buttons">
        <span class="tk-hint" id={`${idBase}-count`}>{t.chosen(hand.length, HAND_SIZE)}</span>
        <button type="button" class="tk-button" disabled={hand.length === 0} onClick={onClear}>
          {mine ? t.clearYours : t.clearTheirs}
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
  const locale = useLocale();
  const t = useUiText(TEXT);
  return (
    <section class="tk-box" aria-labelledby={`${idBase}-result-title`}>
      <h2 class="tk-heading" id={`${idBase}-result-title`}>{title}</h2>
      <div aria-live="polite" aria-atomic="true" id={`${idBase}-result`}>
        {empty ? (
          <p class="tk-hint">{t.tapToSee}</p>
        ) : (
          <>
            {analysis.melds.length > 0 && (
              <ul class="tk-list" aria-label={t.eachMeld(title)}>
                {analysis.melds.map((m) => (
                  <li key={m.cards.join('')} class={m === analysis.best ? 'sn-calc-best' : undefined}>{meldLine(m, pack, locale)}</li>
                ))}
              </ul>
            )}
            {handSummary(analysis, trump, pack, locale).map((line) => <p key={line} class="sn-calc-line">{line}</p>)}
          </>
        )}
      </div>
      <p class="tk-hint">
        {t.values} <RuleLinks numbers={['8.1']} />{t.fours} <RuleLinks numbers={['8.2']} />{t.strongest} <RuleLinks numbers={['8.3', '8.4']} />.
      </p>
    </section>
  );
}

export default Calculator;
