/**
 * Entering what happened, by taps: choose who acts, then a card from that
 * player's hand (or several, as a packet) or one of the other actions the
 * sandbox's palette offers (play-model.ts: draw and settle, call, Marke, wish,
 * give, swap, complaints, withdraw, halt, lay down, referee). Actions lawful
 * right now are marked ✓ (engine/gress/lawful.ts); anything else can be
 * entered too and the engine rules on it. "At the same moment" collects
 * actions and enters them as one (10.9, as the sandbox's More actions drawer
 * does); the typed field takes the action notation.
 */
import { useMemo, useState } from 'preact/hooks';
import { cardName, formatCard } from '../../../../engine/core/cards';
import { lawfulActions } from '../../../../engine/gress/lawful';
import { ACCEPTED } from '../../../../engine/gress/machine';
import { formatAction, parseAction } from '../../../../engine/gress/notation';
import type { GressAction, GressState } from '../../../../engine/gress/types';
import { actionKey, enqueue, playView, simultaneousOf } from '../play-model';
import { faceOf, faceText, isRedFace } from './card-places';
import { Segmented } from './controls';

/** Whether an action handles a card the desk filled in for an unknown one (the referee cannot name it, so it is not offered). */
function touchesUnknown(action: GressAction, unknown: ReadonlySet<string>): boolean {
  if (action.type === 'play') return action.cards.some((c) => unknown.has(c));
  if (action.type === 'give') return unknown.has(action.card);
  return false;
}

export function ActionComposer({
  state,
  unknownCards,
  onAdd,
  idBase,
  full,
}: {
  state: GressState;
  unknownCards: ReadonlySet<string>;
  onAdd: (action: GressAction) => void;
  idBase: string;
  /** No more actions can be entered (the desk's limit). */
  full: boolean;
}) {
  const players = state.players;
  const [seatChoice, setSeat] = useState<number | null>(null);
  const [targetChoice, setTarget] = useState<number | undefined>(undefined);
  const [holding, setHolding] = useState(false);
  const [packet, setPacket] = useState(false);
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [together, setTogether] = useState(false);
  const [queue, setQueue] = useState<GressAction[]>([]);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const seat = seatChoice !== null && seatChoice < players.length ? seatChoice : state.toMove;
  const name = players[seat];
  const lawful = useMemo(() => lawfulActions(state, seat), [state, seat]);
  const describe = (a: GressAction) => formatAction(a, players);
  const view = useMemo(
    () => playView({ state, seat, target: targetChoice, holding, lawful, describe, accepted: ACCEPTED[state.phase] }),
    [state, seat, targetChoice, holding, lawful],
  );
  const lawfulKeys = useMemo(() => new Set(lawful.map(actionKey)), [lawful]);
  const hand = holding ? ('holding' as const) : ('action' as const);
  const known = state.hands[seat].map((card) => ({ id: formatCard(card), card })).filter((c) => !unknownCards.has(c.id));
  const hidden = state.hands[seat].length - known.length;
  const playable = ACCEPTED[state.phase].includes('play');

  const act = (action: GressAction) => {
    if (together) setQueue((q) => enqueue(q, action));
    else onAdd(action);
    setPicked([]);
  };
  const submitTyped = () => {
    const r = parseAction(typed.trim(), players);
    if (!r.ok) return setTypedError(r.error);
    setTypedError(null);
    setTyped('');
    act(r.action);
  };
  const simultaneous = simultaneousOf(queue);

  return (
    <div class="gd-field">
      <Segmented
        id={`${idBase}-actor`}
        label="Who acts"
        choices={players.map((p, s) => ({ value: s, label: s === state.toMove ? `${p} (to move)` : p }))}
        value={seat}
        onChange={(s) => {
          setSeat(s);
          setPicked([]);
        }}
      />
      <label class="gd-check">
        <input type="checkbox" checked={holding} onChange={(e) => setHolding((e.currentTarget as HTMLInputElement).checked)} /> With the holding
        hand (10.3)
      </label>
      {playable && (
        <div class="gd-field" role="group" aria-labelledby={`${idBase}-lay`}>
          <span class="gd-label" id={`${idBase}-lay`}>
            {packet ? `${name} lays several cards at once` : `${name} lays a card`}
          </span>
          {known.length === 0 ? (
            <p class="gd-hint">{name} holds no known card.</p>
          ) : (
            <div class="gd-cards">
              {known.map(({ id, card }) => {
                const single: GressAction = { type: 'play', seat, cards: [id], hand };
                const isLawful = lawfulKeys.has(actionKey(single));
                const on = picked.includes(id);
                return (
                  <button
                    key={id}
                    type="button"
                    class={`gd-card${isRedFace(faceOf(id)) ? ' gd-card--red' : ''}${on ? ' gd-card--on' : ''}`}
                    data-play={id}
                    data-lawful={isLawful ? 'true' : 'false'}
                    {...(packet ? { 'aria-pressed': on ? 'true' : 'false' } : {})}
                    disabled={full && !together}
                    onClick={() => (packet ? setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id])) : act(single))}
                  >
                    <span aria-hidden="true">{faceText(faceOf(id))}</span>
                    <span class="gd-sr">
                      {packet ? cardName(card) : `${name} plays ${cardName(card)}`}
                      {!packet && isLawful ? ' (lawful)' : ''}
                    </span>
                    {!packet && isLawful && (
                      <span class="gd-card__lawful" aria-hidden="true">
                        ✓
                      </span>
                    )}
                  </button>
                );
              })}
            </div>
          )}
          {hidden > 0 && <p class="gd-hint">{hidden} unknown {hidden === 1 ? 'card is' : 'cards are'} not shown.</p>}
          <div class="gd-row">
            <label class="gd-check">
              <input
                type="checkbox"
                checked={packet}
                onChange={(e) => {
                  setPacket((e.currentTarget as HTMLInputElement).checked);
                  setPicked([]);
                }}
              />{' '}
              Several cards at once (a packet, 6.1)
            </label>
            {packet && (
              <button
                type="button"
                class="gd-button gd-button--primary"
                disabled={picked.length < 2 || (full && !together)}
                onClick={() => act({ type: 'play', seat, cards: [...picked], hand })}
              >
                Lay {picked.length >= 2 ? picked.map((id) => faceText(faceOf(id))).join('+') : 'them'} as one packet
              </button>
            )}
          </div>
        </div>
      )}
      {view.others.length > 0 && (
        <Segmented
          id={`${idBase}-other`}
          label="Other player (to give to, swap with, complain about)"
          choices={view.others.map((o) => ({ value: o.seat, label: o.name }))}
          value={view.target}
          onChange={setTarget}
        />
      )}
      {view.groups.map((g) => {
        const buttons = g.buttons.filter((b) => !touchesUnknown(b.action, unknownCards));
        if (buttons.length === 0) return null;
        return (
          <div key={g.id} class="gd-field" role="group" aria-label={g.heading}>
            <span class="gd-label" aria-hidden="true">
              {g.heading}
            </span>
            <div class="gd-seg">
              {buttons.map((b) => (
                <button key={b.key} type="button" class="gd-seg__button" data-lawful={b.lawful ? 'true' : 'false'} disabled={full && !together} onClick={() => act(b.action)}>
                  {b.label}
                  {b.lawful && (
                    <span class="gd-seg__tick">
                      <span aria-hidden="true">✓</span>
                      <span class="gd-sr"> (lawful)</span>
                    </span>
                  )}
                </button>
              ))}
            </div>
          </div>
        );
      })}
      <p class="gd-hint">
        Marked ✓: lawful for {name} right now. Anything else can be entered too; the engine rules on it.
      </p>
      <div class="gd-field">
        <label class="gd-check">
          <input
            type="checkbox"
            checked={together}
            onChange={(e) => {
              setTogether((e.currentTarget as HTMLInputElement).checked);
              setQueue([]);
            }}
          />{' '}
          At the same moment (10.9): collect actions, then enter them together
        </label>
        {together && (
          <>
            {queue.length === 0 ? (
              <p class="gd-hint">Nothing collected yet: tap the actions that happened at once.</p>
            ) : (
              <ol class="gd-queue" aria-label="Collected actions">
                {queue.map((a, i) => (
                  <li key={i}>
                    <code>{describe(a)}</code>
                  </li>
                ))}
              </ol>
            )}
            <div class="gd-row">
              <button
                type="button"
                class="gd-button gd-button--primary"
                disabled={simultaneous === null || full}
                onClick={() => {
                  if (!simultaneous) return;
                  onAdd(simultaneous);
                  setQueue([]);
                }}
              >
                Enter {queue.length >= 2 ? `these ${queue.length}` : 'them'} as one moment
              </button>
              <button type="button" class="gd-button" disabled={queue.length === 0} onClick={() => setQueue([])}>
                Clear the collection
              </button>
            </div>
          </>
        )}
      </div>
      <details class="gd-details">
        <summary>Type an action (notation)</summary>
        <div class="gd-details__body">
          <label class="gd-field">
            <span>
              For example <code>Ana play QS</code>, <code>Ben draw 2</code>, <code>Cem complain Ana card</code>, <code>Ana play 7S & Ben play 8H</code>
            </span>
            <input
              class="gd-input"
              type="text"
              value={typed}
              spellcheck={false}
              autocomplete="off"
              onInput={(e) => setTyped((e.currentTarget as HTMLInputElement).value)}
              onKeyDown={(e) => e.key === 'Enter' && submitTyped()}
            />
          </label>
          <div class="gd-row">
            <button type="button" class="gd-button" disabled={typed.trim() === '' || (full && !together)} onClick={submitTyped}>
              {together ? 'Collect it' : 'Enter it'}
            </button>
          </div>
          {typedError && (
            <p class="gd-error" role="alert">
              {typedError}
            </p>
          )}
        </div>
      </details>
    </div>
  );
}
