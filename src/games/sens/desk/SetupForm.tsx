/**
 * The SENS desk's set-up form (desk-parts.ts SetupFormProps): the four
 * players and the dealer, the sides' scores (10.1), the bidding (the turned
 * card, the round, who says next: 4.4, 5.1, 5.2) or play (who took the game,
 * trumps, the tricks taken in and the trick on the table: 9.1-9.5), and the
 * hands, of which only the cards that matter need naming (form-model.ts
 * fills in the rest). Each edit hands the shell the table in the engine's
 * position notation; the shell has the engine read it and shows the engine's
 * sentence for a table that cannot be. `initial` is read when the form opens
 * and whenever the shell passes a table other than those the form has
 * written (the same table in the engine's own spelling is not another one:
 * form-model.ts `sameTable`).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { SUIT_NAMES, SUITS, type Suit } from '../../../../engine/sens/cards';
import type { Seat } from '../../../../engine/sens/types';
import type { SetupFormProps } from '../../../components/desk/desk-parts';
import { CardsField, Segmented } from './controls';
import { formFromPosition, freshForm, positionText, sameTable, type SensForm } from './form-model';
import { uiText, useLocale, useUiText, type Locale } from '../../../i18n/ui-text';
import { sayReason } from '../../../../engine/core/reasons';
import { sens } from '../../../../engine/sens/index';
import './desk.css';

const TEXT = uiText({
  en: {
    unread: (error: string) => `The table given could not be read, so the form starts afresh: ${error}`,
    roundBidding: 'Bidding round (5.2)',
    roundTaken: 'Game taken in round (5.1, 5.2)',
    first: 'First',
    second: 'Second',
    turned: 'The turned card (4.4)',
    toSay: 'Says next; the players before, from the dealer, have passed',
    taker: 'Took the game',
    trumps: 'Trumps',
    tricks: 'Tricks taken in (optional), in order, four cards each from its leader',
    trick: 'The trick on the table, from its leader',
    trickHint: 'Up to three cards; the player to act is the next one.',
    eg: 'e.g.',
    player: (n: number) => `Player ${n}`,
    form: 'Set up the SENS table',
    players: 'Players, clockwise; partners sit opposite',
    seat: (n: number) => `Seat ${n}`,
    dealer: 'Dealer (4.1)',
    score: (a: string, b: string) => `Score of ${a} and ${b} (10.1)`,
    soFar: 'The deal so far',
    phase: 'Phase',
    bidding: 'Bidding (5)',
    play: 'Play (9)',
    hands: 'Hands',
    handsHint: 'Name only the cards that matter: each hand is filled up with cards nobody named, in pack order, and the cards left over are the pack.',
    hand: (who: string) => `${who}'s hand`,
    handHint: 'Rank then suit: 7 8 9 T (or 10) U O K A and E G H S, e.g. UH for the Herz-Unter.',
    kept: 'Also kept from the table given:',
    leaveOut: 'Leave them out',
  },
  de: {
    unread: (error) => `Der übergebene Tisch ließ sich nicht lesen, also beginnt das Formular neu: ${error}`,
    roundBidding: 'Ansagerunde (5.2)',
    roundTaken: 'Spiel gemacht in Runde (5.1, 5.2)',
    first: 'Erste',
    second: 'Zweite',
    turned: 'Die aufgelegte Karte (4.4)',
    toSay: 'Sagt als Nächstes an; die Spieler davor, ab dem Geber, haben gepasst',
    taker: 'Hat das Spiel gemacht',
    trumps: 'Trumpf',
    tricks: 'Eingezogene Stiche (freiwillig), der Reihe nach, je vier Karten ab dem Ausspieler',
    trick: 'Der Stich auf dem Tisch, ab dem Ausspieler',
    trickHint: 'Bis zu drei Karten; dran ist der nächste Spieler.',
    eg: 'z. B.',
    player: (n) => `Spieler ${n}`,
    form: 'Den SENS-Tisch aufbauen',
    players: 'Spieler im Uhrzeigersinn; Partner sitzen sich gegenüber',
    seat: (n) => `Platz ${n}`,
    dealer: 'Geber (4.1)',
    score: (a, b) => `Stand von ${a} und ${b} (10.1)`,
    soFar: 'Das Spiel bisher',
    phase: 'Abschnitt',
    bidding: 'Ansagen (5)',
    play: 'Stiche (9)',
    hands: 'Hände',
    handsHint: 'Nenn nur die Karten, auf die es ankommt: Jede Hand wird mit Karten aufgefüllt, die niemand genannt hat, in der Reihenfolge des Blatts, und was übrig bleibt, ist der Stapel.',
    hand: (who) => `Hand von ${who}`,
    handHint: 'Erst der Wert, dann die Farbe: 7 8 9 T (oder 10) U O K A und E G H S, etwa UH für den Herz-Unter.',
    kept: 'Vom übergebenen Tisch außerdem übernommen:',
    leaveOut: 'Weglassen',
  },
});
type Words = (typeof TEXT)['en'];

/** How many of the form's own last tables an echo from the shell is checked against. */
const MAX_ECHOES = 20;

function readInitial(initial: string | null, t: Words, locale: Locale): { form: SensForm; note: string | null } {
  if (initial === null) return { form: freshForm(), note: null };
  const read = formFromPosition(initial);
  return read.ok ? { form: read.form, note: read.note } : { form: freshForm(), note: t.unread(sayReason(read, locale, sens.say)) };
}

const replaced = <T,>(items: readonly T[], i: number, value: T) => items.map((x, k) => (k === i ? value : x));
const SUIT_CHOICES = SUITS.map((s) => ({ value: s, label: SUIT_NAMES[s] }));

/** The bidding's own fields, or play's. */
function PhaseFields({ form, set, id, seats }: { form: SensForm; set: (c: Partial<SensForm>) => void; id: (k: string) => string; seats: { value: Seat; label: string }[] }) {
  const t = useUiText(TEXT);
  const round = <Segmented id={id('round')} label={form.phase === 'bidding' ? t.roundBidding : t.roundTaken} choices={[{ value: 1, label: t.first }, { value: 2, label: t.second }]} value={form.round} onChange={(r) => set({ round: r as 1 | 2 })} />;
  if (form.phase === 'bidding') {
    return (
      <>
        <CardsField id={id('turned')} label={t.turned} value={form.turned} onChange={(turned) => set({ turned })} placeholder={`${t.eg} 7H`} />
        {round}
        <Segmented id={id('to-say')} label={t.toSay} choices={seats} value={form.toSay} onChange={(toSay) => set({ toSay })} />
      </>
    );
  }
  return (
    <>
      <Segmented id={id('taker')} label={t.taker} choices={seats} value={form.taker} onChange={(taker) => set({ taker })} />
      <Segmented<Suit> id={id('trump')} label={t.trumps} choices={SUIT_CHOICES} value={form.trump} onChange={(trump) => set({ trump })} />
      {round}
      <CardsField id={id('tricks')} label={t.tricks} value={form.tricks} onChange={(tricks) => set({ tricks })} placeholder={`${t.eg} AE 7E 8E KE; UH 9G 7H OH`} />
      <CardsField id={id('trick')} label={t.trick} hint={t.trickHint} value={form.trick} onChange={(trick) => set({ trick })} placeholder={`${t.eg} AS`} />
    </>
  );
}

export function SetupForm({ initial, onPosition }: SetupFormProps) {
  const t = useUiText(TEXT);
  const locale = useLocale();
  const [start] = useState(() => readInitial(initial, t, locale));
  const [form, setForm] = useState<SensForm>(start.form);
  const [note, setNote] = useState<string | null>(start.note);
  // Tables handed to the shell, latest last: its echo of one may come back after a newer edit (a quick fill); not another table.
  const written = useRef<(string | null)[]>([initial]);
  const edited = useRef(false);

  useEffect(() => {
    if (written.current.some((w) => sameTable(initial, w))) return;
    const read = readInitial(initial, t, locale);
    written.current = [initial];
    edited.current = false;
    setForm(read.form);
    setNote(read.note);
  }, [initial]);

  useEffect(() => {
    if (!edited.current) return;
    const text = positionText(form);
    written.current = [...written.current.slice(-(MAX_ECHOES - 1)), text];
    onPosition(text);
  }, [form]);

  const set = (change: Partial<SensForm>) => {
    edited.current = true;
    setForm((f) => ({ ...f, ...change }));
  };
  const id = (k: string) => `sdk-setup-${k}`;
  const who = (s: number) => form.names[s] || t.player(s + 1);
  const seats = ([0, 1, 2, 3] as Seat[]).map((s) => ({ value: s, label: who(s) }));
  return (
    <form class="tk-root sdk-form not-content" onSubmit={(e) => e.preventDefault()} aria-label={t.form}>
      {note && <p class="tk-warning" role="status">{note}</p>}
      <fieldset class="tk-fieldset">
        <legend>{t.players}</legend>
        <div class="tk-fields">
          {form.names.map((n, s) => (
            <div class="tk-field" key={s}>
              <label class="tk-label" for={id(`name${s}`)}>{t.seat(s + 1)}</label>
              <input id={id(`name${s}`)} class="tk-input" type="text" autocomplete="off" value={n} onInput={(e) => set({ names: replaced(form.names, s, (e.currentTarget as HTMLInputElement).value) as unknown as SensForm['names'] })} />
            </div>
          ))}
        </div>
        <Segmented id={id('dealer')} label={t.dealer} choices={seats} value={form.dealer} onChange={(dealer) => set({ dealer })} />
        <div class="tk-fields">
          {[0, 1].map((side) => (
            <div class="tk-field" key={side}>
              <label class="tk-label" for={id(`score${side}`)}>{t.score(who(side), who(side + 2))}</label>
              <input id={id(`score${side}`)} class="tk-input sdk-points" type="text" inputMode="numeric" value={form.scores[side]}
                onInput={(e) => set({ scores: replaced(form.scores, side, (e.currentTarget as HTMLInputElement).value) as unknown as SensForm['scores'] })} />
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset class="tk-fieldset">
        <legend>{t.soFar}</legend>
        <Segmented id={id('phase')} label={t.phase} choices={[{ value: 'bidding', label: t.bidding }, { value: 'play', label: t.play }]} value={form.phase} onChange={(phase) => set({ phase })} />
        <PhaseFields form={form} set={set} id={id} seats={seats} />
      </fieldset>
      <fieldset class="tk-fieldset">
        <legend>{t.hands}</legend>
        <p class="tk-hint">{t.handsHint}</p>
        {form.hands.map((h, s) => (
          <CardsField key={s} id={id(`hand${s}`)} label={t.hand(who(s))} value={h} onChange={(t) => set({ hands: replaced(form.hands, s, t) as unknown as SensForm['hands'] })}
            placeholder={`${t.eg} UH 9H AS`} hint={s === 0 ? t.handHint : undefined} />
        ))}
      </fieldset>
      {form.kept.length > 0 && (
        <p class="tk-hint">
          {t.kept} <code>{form.kept.join(' ')}</code>{' '}
          <button type="button" class="tk-button tk-button--quiet" onClick={() => set({ kept: [] })}>{t.leaveOut}</button>
        </p>
      )}
    </form>
  );
}

export default SetupForm;
