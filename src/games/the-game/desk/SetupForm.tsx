/**
 * The Game's disputed table, field by field: the two names and whose turn,
 * what the player to move has laid this turn, and for each player the hand,
 * the two piles (the top card is enough) and the draw pile's count. Each
 * edit is handed to the shell as a position line (build-position.ts), where
 * the engine's parser and sense check judge it; the form itself only says
 * what it had to decide (a draw count the piles cannot meet).
 */
import { useState } from 'preact/hooks';
import type { SetupFormProps } from '../../../components/desk/desk-parts';
import { parsePosition } from '../../../../engine/the-game/notation';
import { uiText, useLocale, useUiText } from '../../../i18n/ui-text';
import { buildPosition, emptyForm, formOf, type SeatForm, type TableForm } from './build-position';

const TEXT = uiText({
  en: {
    player: (seat: number) => `Player ${seat + 1}`,
    hand: 'Hand',
    handHint: 'Up to six cards, e.g. 17, 23, 40',
    up: 'Ascending pile ↑',
    upHint: 'Top card last; empty: row card 1',
    down: 'Descending pile ↓',
    downHint: 'Top card last; empty: row card 60',
    draw: 'Cards in the draw pile',
    drawHint: 'Empty: all the cards not given',
    intro: 'Cards are numbers 2-59. On a pile, the top card alone is enough (put the cards below it first if they matter); a card the other player laid there gets a star: ',
    first: 'First player',
    second: 'Second player',
    turn: 'Whose turn',
    laidOwn: 'Laid this turn on own piles',
    laidOpponent: "Laid this turn on the opponent's",
  },
  de: {
    player: (seat) => `Spieler ${seat + 1}`,
    hand: 'Hand',
    handHint: 'Bis zu sechs Karten, z. B. 17, 23, 40',
    up: 'Aufsteigender Stapel ↑',
    upHint: 'Oberste Karte zuletzt; leer: Reihenkarte 1',
    down: 'Absteigender Stapel ↓',
    downHint: 'Oberste Karte zuletzt; leer: Reihenkarte 60',
    draw: 'Karten im Zugstapel',
    drawHint: 'Leer: alle Karten, die nirgends angegeben sind',
    intro: 'Karten sind Zahlen von 2 bis 59. Bei einem Stapel genügt die oberste Karte (die Karten darunter schreibst du davor, wenn es auf sie ankommt); eine Karte, die der andere Spieler dort abgelegt hat, bekommt einen Stern: ',
    first: 'Erster Spieler',
    second: 'Zweiter Spieler',
    turn: 'Wer ist dran',
    laidOwn: 'In diesem Zug auf eigene Stapel gelegt',
    laidOpponent: 'In diesem Zug beim Gegner gelegt',
  },
});

function initialForm(initial: string | null): TableForm {
  if (initial === null) return emptyForm;
  const parsed = parsePosition(initial);
  return parsed.ok ? formOf(parsed.value) : emptyForm;
}

function Text({ id, label, hint, value, onInput, inputMode = 'text' }: { id: string; label: string; hint?: string; value: string; onInput: (v: string) => void; inputMode?: 'text' | 'numeric' }) {
  return (
    <div class="gd-field">
      <label class="gd-label" for={id}>
        {label}
      </label>
      {hint && (
        <span class="gd-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <input id={id} class="gd-input" type="text" inputMode={inputMode} spellcheck={false} autocomplete="off" value={value} aria-describedby={hint ? `${id}-hint` : undefined} onInput={(e) => onInput((e.currentTarget as HTMLInputElement).value)} />
    </div>
  );
}

function SeatFields({ seat, name, form, set }: { seat: 0 | 1; name: string; form: SeatForm; set: (f: SeatForm) => void }) {
  const t = useUiText(TEXT);
  const id = `tgd-seat${seat}`;
  return (
    <fieldset class="gd-fieldset" data-seat={seat}>
      <legend>{name || t.player(seat)}</legend>
      <Text id={`${id}-hand`} label={t.hand} hint={t.handHint} value={form.hand} onInput={(hand) => set({ ...form, hand })} />
      <div class="gd-pair">
        <Text id={`${id}-up`} label={t.up} hint={t.upHint} value={form.up} onInput={(up) => set({ ...form, up })} />
        <Text id={`${id}-down`} label={t.down} hint={t.downHint} value={form.down} onInput={(down) => set({ ...form, down })} />
      </div>
      <Text id={`${id}-draw`} label={t.draw} hint={t.drawHint} inputMode="numeric" value={form.draw} onInput={(draw) => set({ ...form, draw })} />
    </fieldset>
  );
}

export function SetupForm({ initial, onPosition }: SetupFormProps) {
  const t = useUiText(TEXT);
  const locale = useLocale();
  const [form, setForm] = useState<TableForm>(() => initialForm(initial));
  const [note, setNote] = useState<string | null>(null);
  const update = (next: TableForm) => {
    setForm(next);
    const built = buildPosition(next, locale);
    setNote(built.note);
    onPosition(built.text);
  };
  const setSeat = (seat: 0 | 1) => (f: SeatForm) => update({ ...form, seats: seat === 0 ? [f, form.seats[1]] : [form.seats[0], f] });
  return (
    <div class="gd-stack" data-setup-form="the-game">
      <p class="gd-hint">
        {t.intro}
        <code>12*</code>.
      </p>
      <div class="gd-pair">
        <Text id="tgd-name0" label={t.first} value={form.names[0]} onInput={(n) => update({ ...form, names: [n, form.names[1]] })} />
        <Text id="tgd-name1" label={t.second} value={form.names[1]} onInput={(n) => update({ ...form, names: [form.names[0], n] })} />
      </div>
      <div class="gd-field" role="group" aria-labelledby="tgd-turn-label">
        <span class="gd-label" id="tgd-turn-label">
          {t.turn}
        </span>
        <div class="gd-seg">
          {([0, 1] as const).map((seat) => (
            <button key={seat} type="button" class="gd-seg__button" aria-pressed={form.turn === seat ? 'true' : 'false'} onClick={() => update({ ...form, turn: seat })}>
              {form.names[seat] || t.player(seat)}
            </button>
          ))}
        </div>
      </div>
      <div class="gd-pair">
        <Text id="tgd-laid-own" label={t.laidOwn} inputMode="numeric" value={form.laidOwn} onInput={(laidOwn) => update({ ...form, laidOwn })} />
        <Text id="tgd-laid-opp" label={t.laidOpponent} inputMode="numeric" value={form.laidOpponent} onInput={(laidOpponent) => update({ ...form, laidOpponent })} />
      </div>
      <SeatFields seat={0} name={form.names[0]} form={form.seats[0]} set={setSeat(0)} />
      <SeatFields seat={1} name={form.names[1]} form={form.seats[1]} set={setSeat(1)} />
      {note && (
        <p class="gd-notice" role="status" data-form-note>
          {note}
        </p>
      )}
    </div>
  );
}
