/**
 * The SENS desk's quick check: "May this card be played to this trick?"
 * Choose trumps, type the cards already in the trick (from its leader) and
 * the player's hand, tap the card in question; the answer (card-check.ts,
 * the engine's duties of 9.2-9.4) stands first, so it stays in view while
 * the cards change.
 */
import { useMemo, useState } from 'preact/hooks';
import { cardName, SUIT_NAMES, SUITS, type Card, type Suit } from '../../../../engine/sens/cards';
import { readCards } from './card-text';
import { askCard, type AnswerLine, type CardAnswer } from './card-check';
import { CardsField, CiteLinks, Segmented } from './controls';
import { uiText, useLocale, useUiText } from '../../../i18n/ui-text';
import { cardFace } from '../card-face';
import './desk.css';
import { Mark } from '../../../components/marks/Mark';

const TEXT = uiText({
  en: {
    answer: 'The answer',
    start: 'Choose trumps, enter the hand and tap the card in question.',
    trumps: 'Trumps',
    trick: 'Cards already in the trick, from its leader (none when leading)',
    trickHint: 'Rank then suit: 7 8 9 T (or 10) U O K A and E G H S, e.g. AS for the Schellen-Sau.',
    hand: "The player's hand",
    card: 'The card in question',
    clear: 'Clear the cards',
    eg: 'e.g.',
  },
  de: {
    answer: 'Die Antwort',
    start: 'Wähl Trumpf, gib die Hand ein und tippe die fragliche Karte an.',
    trumps: 'Trumpf',
    trick: 'Karten schon im Stich, ab dem Ausspieler (keine beim Ausspiel)',
    trickHint: 'Erst der Wert, dann die Farbe: 7 8 9 T (oder 10) U O K A und E G H S, etwa AS für die Schellen-Sau.',
    hand: 'Die Hand des Spielers',
    card: 'Die fragliche Karte',
    clear: 'Karten leeren',
    eg: 'z. B.',
  },
});

function Line({ line }: { line: AnswerLine }) {
  return (
    <li>
      {line.text} <CiteLinks numbers={line.cites} />
    </li>
  );
}

function Answer({ answer, id }: { answer: CardAnswer | null; id: string }) {
  const t = useUiText(TEXT);
  return (
    <section class="tk-box sdk-answer" aria-labelledby={id} aria-live="polite">
      <h3 class="tk-strong" id={id}>{t.answer}</h3>
      {answer === null ? (
        <p class="tk-hint">{t.start}</p>
      ) : !answer.ok ? (
        <ul class="tk-list tk-error" data-answer="none">
          {answer.errors.map((e) => <li key={e}>{e}</li>)}
        </ul>
      ) : (
        <>
          <p class={`sdk-verdict sdk-verdict--${answer.lawful ? 'lawful' : 'foul'}`} data-answer={answer.lawful ? 'lawful' : 'not-lawful'}>
            <Mark kind={answer.lawful ? 'check' : 'cross'} />
            {answer.verdict.text} <CiteLinks numbers={answer.verdict.cites} />
          </p>
          <ul class="tk-list">
            {answer.lines.map((l) => <Line key={l.text} line={l} />)}
          </ul>
        </>
      )}
    </section>
  );
}

export function QuickCheck() {
  const locale = useLocale();
  const t = useUiText(TEXT);
  const [trump, setTrump] = useState<Suit | null>(null);
  const [trick, setTrick] = useState('');
  const [hand, setHand] = useState('');
  const [card, setCard] = useState<string | null>(null);
  const inHand = readCards(hand).filter((i, n, all) => i.name !== null && all.findIndex((j) => j.code === i.code) === n);
  const chosen = card !== null && inHand.some((i) => i.code === card) ? card : null;
  const answer = useMemo(() => (hand.trim() && (trump || chosen) ? askCard({ trump, trick, hand, card: chosen }, locale) : null), [trump, trick, hand, chosen, locale]);
  const id = (k: string) => `sdk-card-${k}`;
  return (
    <div class="tk-root sdk-check not-content">
      <Answer answer={answer} id={id('answer')} />
      <div class="tk-box">
        <Segmented<Suit> id={id('trump')} label={t.trumps} choices={SUITS.map((s) => ({ value: s, label: SUIT_NAMES[s] }))} value={trump} onChange={setTrump} />
        <CardsField id={id('trick')} label={t.trick} value={trick} onChange={setTrick} placeholder={`${t.eg} AS 7G`}
          hint={t.trickHint} />
        <CardsField id={id('hand')} label={t.hand} value={hand} onChange={setHand} placeholder={`${t.eg} UH 7H KE 8G`} />
        {inHand.length > 0 && (
          <Segmented id={id('card')} label={t.card} choices={inHand.map((i) => ({ value: i.code, label: locale === 'en' ? cardName(i.code as Card) : cardFace(i.code as Card, 'bavarian', locale).name }))} value={chosen} onChange={setCard} />
        )}
        <div class="tk-buttons">
          <button type="button" class="tk-button" disabled={trick === '' && hand === ''} onClick={() => { setTrick(''); setHand(''); setCard(null); }}>{t.clear}</button>
        </div>
      </div>
    </div>
  );
}

export default QuickCheck;
