/**
 * "May this card go on this pile?": the card, whose pile and which, the
 * number showing, and whether a card already went on the opponent's piles
 * this turn; the engine answers (quick-check.ts) with its sentence and the
 * paragraphs behind it, as soon as the card is typed. The answer stands right
 * under the two numbers, so it stays in view on a phone while the pile changes.
 */
import { useState } from 'preact/hooks';
import { Cites } from '../../../components/desk/Cites';
import { uiText, useLocale, useUiText } from '../../../i18n/ui-text';
import { theGameUi } from '../ui';
import { answer, type Question } from './quick-check';

const TEXT = uiText({
  en: {
    card: 'The card',
    showing: 'Showing on the pile',
    emptyHint: 'Empty: the row card',
    yesTrick: 'Yes, as the backwards trick.',
    yes: 'Yes.',
    no: 'No.',
    decidedBy: 'Decided by ',
    decidedByLabel: 'Decided by paragraphs',
    whose: 'Whose pile',
    own: 'Own',
    opponents: "Opponent's",
    which: 'Which pile',
    up: '↑ Ascending',
    down: '↓ Descending',
    helped: "A card already went on the opponent's piles this turn",
  },
  de: {
    card: 'Die Karte',
    showing: 'Oben auf dem Stapel',
    emptyHint: 'Leer: die Reihenkarte',
    yesTrick: 'Ja, als Rückwärts-Trick.',
    yes: 'Ja.',
    no: 'Nein.',
    decidedBy: 'Entschieden nach ',
    decidedByLabel: 'Entschieden nach den Absätzen',
    whose: 'Wessen Stapel',
    own: 'Eigener',
    opponents: 'Des Gegners',
    which: 'Welcher Stapel',
    up: '↑ Aufsteigend',
    down: '↓ Absteigend',
    helped: 'In diesem Zug schon eine Karte beim Gegner abgelegt',
  },
});

const start: Question = { card: '', side: 'own', row: 'up', top: '', helped: false, ownLaid: false };

function Seg<T extends string>({ id, label, value, choices, set }: { id: string; label: string; value: T; choices: readonly [T, string][]; set: (v: T) => void }) {
  return (
    <div class="gd-field" role="group" aria-labelledby={`${id}-label`}>
      <span class="gd-label" id={`${id}-label`}>
        {label}
      </span>
      <div class="gd-seg">
        {choices.map(([v, words]) => (
          <button key={v} type="button" class="gd-seg__button" aria-pressed={v === value ? 'true' : 'false'} onClick={() => set(v)}>
            {words}
          </button>
        ))}
      </div>
    </div>
  );
}

export function QuickCheck() {
  const t = useUiText(TEXT);
  const [q, setQ] = useState<Question>(start);
  const a = answer(q, useLocale());
  return (
    <div class="gd-stack" data-quick="the-game">
      <div class="gd-pair">
        <div class="gd-field">
          <label class="gd-label" for="tgq-card">
            {t.card}
          </label>
          <input id="tgq-card" class="gd-input" type="text" inputMode="numeric" autocomplete="off" value={q.card} onInput={(e) => setQ({ ...q, card: (e.currentTarget as HTMLInputElement).value })} />
        </div>
        <div class="gd-field">
          <label class="gd-label" for="tgq-top">
            {t.showing}
          </label>
          <input id="tgq-top" class="gd-input" type="text" inputMode="numeric" autocomplete="off" placeholder={q.row === 'up' ? '1' : '60'} aria-describedby="tgq-top-hint" value={q.top} onInput={(e) => setQ({ ...q, top: (e.currentTarget as HTMLInputElement).value })} />
          <span class="gd-hint" id="tgq-top-hint">
            {t.emptyHint}
          </span>
        </div>
      </div>
      <div role="status" aria-live="polite" data-quick-answer={a.kind === 'ruled' ? (a.lawful ? 'yes' : 'no') : 'ask'}>
        {a.kind === 'ask' ? (
          <p class="gd-hint">{a.text}</p>
        ) : (
          <div class={a.lawful ? 'gd-ok' : 'gd-error'}>
            <p>
              <strong>{a.lawful ? (a.how === 'trick' ? t.yesTrick : t.yes) : t.no}</strong> {a.summary}
            </p>
            <p>
              <span aria-hidden="true">{t.decidedBy}</span>
              <Cites gameId="the-game" numbers={a.citations} label={t.decidedByLabel} titleOf={theGameUi.paragraphTitle} />
            </p>
          </div>
        )}
      </div>
      <div class="gd-pair">
        <Seg id="tgq-side" label={t.whose} value={q.side} choices={[['own', t.own], ['opponent', t.opponents]]} set={(side) => setQ({ ...q, side })} />
        <Seg id="tgq-row" label={t.which} value={q.row} choices={[['up', t.up], ['down', t.down]]} set={(row) => setQ({ ...q, row })} />
      </div>
      <label class="gd-check">
        <input type="checkbox" checked={q.helped} onChange={(e) => setQ({ ...q, helped: (e.currentTarget as HTMLInputElement).checked })} />
        {t.helped}
      </label>
    </div>
  );
}
