/**
 * The deadwood calculator island: type a hand or tap it on a grid of the 52
 * cards, see the best melds and the deadwood (for eleven cards after the best
 * discard), whether it may knock or is gin. The hand lives in the page
 * address (?hand=AS2S3S...), so it can be shared; it is read after hydration
 * (the server render is the empty calculator).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Card } from '../../../../engine/gin-rummy/cards';
import {
  analyse, cardCode, gridSuits, handParam, handText, isRed, parseHand, showCard, SUIT_SYMBOLS, toggle,
} from './model';
import { KeepLocale, type Locale, LocaleContext, useLocale, useUiText } from '../../../i18n/ui-text';
import { CALC_WORDS } from './words';
import '../../../components/tools/tools.css';
import './calculator.css';

const GRID = gridSuits();

/** The island: the calculator in the page's language. */
export function Calculator({ lang, ...props }: { idBase?: string; lang?: Locale }) {
  return (
    <KeepLocale lang={lang}>
      <CalculatorBody {...props} />
    </KeepLocale>
  );
}

function CalculatorBody({ idBase = 'grc' }: { idBase?: string }) {
  const locale = useLocale();
  const t = useUiText(CALC_WORDS);
  const [text, setText] = useState('');
  const [ready, setReady] = useState(false);
  const [touched, setTouched] = useState(false);
  const id = (k: string) => `${idBase}-${k}`;

  useEffect(() => {
    const hand = new URLSearchParams(window.location.search).get('hand');
    if (hand) {
      const p = parseHand(hand, locale);
      setText(p.errors.length === 0 || p.cards.length > 0 ? handText(p.cards) || hand : hand);
      setTouched(true);
    }
    setReady(true);
  }, []);

  const parsed = useMemo(() => parseHand(text, locale), [text, locale]);
  const analysis = useMemo(() => (parsed.errors.length === 0 ? analyse(parsed.cards, locale) : null), [parsed, locale]);
  const chosen = useMemo(() => new Set(parsed.cards.map(cardCode)), [parsed]);

  // Keep the address in step with a hand that can be scored (and drop it when cleared).
  useEffect(() => {
    if (!ready) return;
    const url = new URL(window.location.href);
    if (analysis) url.searchParams.set('hand', handParam(parsed.cards));
    else if (text.trim() === '') url.searchParams.delete('hand');
    else return;
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url.href);
  }, [analysis, parsed, text, ready]);

  const tap = (card: Card) => {
    setText(handText(toggle(parsed.cards, card)));
    setTouched(true);
  };

  const showErrors = touched && parsed.errors.length > 0;
  const deadCodes = new Set(analysis?.arrangement.deadwood.map(cardCode) ?? []);
  const discardCode = analysis?.discard ? cardCode(analysis.discard) : null;

  return (
    <div class="tk-root gt-calc not-content" data-ready={ready ? 'true' : 'false'}>
      <div class="tk-box">
        <div class="tk-field">
          <label class="tk-label" for={id('hand')}>{t.yourHand}</label>
          <input
            id={id('hand')}
            class="tk-input"
            type="text"
            autocomplete="off"
            autocapitalize="characters"
            spellcheck={false}
            placeholder="AS 2S 3S 7H 7D 7C 9D TD JD KC"
            value={text}
            aria-invalid={showErrors ? 'true' : undefined}
            aria-describedby={`${id('hint')}${showErrors ? ` ${id('errors')}` : ''}`}
            onInput={(e) => {
              setText((e.currentTarget as HTMLInputElement).value);
              setTouched(true);
            }}
          />
          <p class="tk-hint" id={id('hint')}>
            {t.hint}
          </p>
        </div>
        <div class="tk-buttons">
          <span class="tk-hint">{t.chosen(parsed.cards.length)}</span>
          <button type="button" class="tk-button" disabled={text === ''} onClick={() => { setText(''); setTouched(false); }}>
            {t.clear}
          </button>
        </div>
      </div>

      <section class="tk-box gt-calc-result" aria-labelledby={id('result-title')}>
        <h2 class="tk-heading" id={id('result-title')}>{t.resultTitle}</h2>
        <div aria-live="polite" aria-atomic="true" id={id('result')}>
          {showErrors && (
            <ul class="tk-list tk-error" id={id('errors')}>
              {parsed.errors.map((e) => <li key={e}>{e}</li>)}
            </ul>
          )}
          {!showErrors && !analysis && <p class="tk-hint">{t.enterOrTap}</p>}
          {analysis && (
            <>
              <p class={`tk-strong gt-calc-summary${analysis.gin ? ' gt-calc--gin' : ''}`}>{analysis.summary}</p>
              <ul class="tk-list">
                {analysis.details.map((d) => <li key={d}>{d}</li>)}
              </ul>
            </>
          )}
        </div>
      </section>

      <section class="tk-box" aria-labelledby={id('grid-title')}>
        <h2 class="tk-heading" id={id('grid-title')}>{t.tapTitle}</h2>
        <p class="tk-hint">{t.eachSwitch}</p>
        {GRID.map(({ suit, cards }) => (
          <div class="gt-calc-suit" role="group" aria-label={t.suits[suit]} key={suit}>
            <span class={`gt-calc-suit-name${suit === 'D' || suit === 'H' ? ' gt-red' : ''}`} aria-hidden="true">{SUIT_SYMBOLS[suit]}</span>
            <div class="gt-calc-cards">
              {cards.map((c) => {
                const code = cardCode(c);
                const on = chosen.has(code);
                const role = !on || !analysis ? '' : code === discardCode ? ' gt-calc-card--discard' : deadCodes.has(code) ? ' gt-calc-card--dead' : ' gt-calc-card--meld';
                return (
                  <button
                    type="button"
                    key={code}
                    class={`gt-calc-card${on ? ' gt-calc-card--on' : ''}${isRed(c) ? ' gt-red' : ''}${role}`}
                    aria-pressed={on ? 'true' : 'false'}
                    data-card={showCard(c)}
                    onClick={() => tap(c)}
                  >
                    <span aria-hidden="true">{showCard(c)}</span>
                    <span class="tk-sr">{t.cardName(c)}</span>
                  </button>
                );
              })}
            </div>
          </div>
        ))}
        <p class="tk-hint">
          {t.marks}
        </p>
      </section>
    </div>
  );
}

export default Calculator;
