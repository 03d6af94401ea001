/**
 * The state of "Enter the next action" as a hook: who acts, the other player
 * a give, swap or complaint aims at, the holding hand (10.3), the packet
 * being picked (6.1), and the actions collected to enter as one moment
 * (10.9). From it and the table: the actor's lawful actions (the ✓ marks,
 * engine/gress/lawful.ts), the sandbox's palette of buttons (play-model.ts)
 * and the actor's known cards. Every entry goes through `act`, which either
 * enters the action or collects it.
 */
import { useMemo, useState } from 'preact/hooks';
import { formatCard, type Card } from '../../../../engine/core/cards';
import { lawfulActions } from '../../../../engine/gress/lawful';
import { ACCEPTED } from '../../../../engine/gress/machine';
import { formatAction } from '../../../../engine/gress/notation';
import type { GressAction, GressState } from '../../../../engine/gress/types';
import { actionKey, enqueue, playView, simultaneousOf, type PlayView } from '../play-model';
import { useLocale } from '../../../i18n/ui-text';
import { describer } from '../say-in';

export interface Composer {
  readonly seat: number;
  readonly name: string;
  readonly view: PlayView;
  readonly lawfulKeys: ReadonlySet<string>;
  /** The actor's cards the referee named (unknown ones are not offered: nobody can name them). */
  readonly known: readonly { readonly id: string; readonly card: Card }[];
  readonly hidden: number;
  /** This phase takes a card play. */
  readonly playable: boolean;
  readonly hand: 'action' | 'holding';
  readonly holding: boolean;
  readonly packet: boolean;
  readonly picked: readonly string[];
  readonly together: boolean;
  readonly queue: readonly GressAction[];
  /** The desk takes no more actions. */
  readonly full: boolean;
  /** Entering is closed: the desk is full and nothing is being collected. */
  readonly closed: boolean;
  readonly describe: (action: GressAction) => string;
  readonly setSeat: (seat: number) => void;
  readonly setTarget: (seat: number) => void;
  readonly setHolding: (on: boolean) => void;
  readonly setPacket: (on: boolean) => void;
  readonly togglePicked: (id: string) => void;
  readonly setTogether: (on: boolean) => void;
  readonly clearQueue: () => void;
  /** Enters the action, or collects it while "at the same moment" is on. */
  readonly act: (action: GressAction) => void;
  /** Enters the collected actions as one moment; false when fewer than two are collected. */
  readonly enterTogether: () => boolean;
}

export function useComposer(state: GressState, unknownCards: ReadonlySet<string>, onAdd: (action: GressAction) => void, full: boolean): Composer {
  const players = state.players;
  const [seatChoice, setSeatChoice] = useState<number | null>(null);
  const [target, setTarget] = useState<number | undefined>(undefined);
  const [holding, setHolding] = useState(false);
  const [packet, setPacketOn] = useState(false);
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [together, setTogetherOn] = useState(false);
  const [queue, setQueue] = useState<GressAction[]>([]);
  const seat = seatChoice !== null && seatChoice < players.length ? seatChoice : state.toMove;
  const lawful = useMemo(() => lawfulActions(state, seat), [state, seat]);
  const locale = useLocale();
  // The collected actions read as notation in English, as they always did, and in words in German.
  const describe = locale === 'en' ? (a: GressAction) => formatAction(a, players) : describer(players, locale);
  const view = useMemo(
    () => playView({ state, seat, target, holding, lawful, describe, accepted: ACCEPTED[state.phase], locale }),
    [state, seat, target, holding, lawful, locale],
  );
  const lawfulKeys = useMemo(() => new Set(lawful.map(actionKey)), [lawful]);
  const known = state.hands[seat].map((card) => ({ id: formatCard(card), card })).filter((c) => !unknownCards.has(c.id));
  return {
    seat,
    name: players[seat]!,
    view,
    lawfulKeys,
    known,
    hidden: state.hands[seat].length - known.length,
    playable: ACCEPTED[state.phase].includes('play'),
    hand: holding ? 'holding' : 'action',
    holding,
    packet,
    picked,
    together,
    queue,
    full,
    closed: full && !together,
    describe,
    setSeat: (s) => {
      setSeatChoice(s);
      setPicked([]);
    },
    setTarget,
    setHolding,
    setPacket: (on) => {
      setPacketOn(on);
      setPicked([]);
    },
    togglePicked: (id) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id])),
    setTogether: (on) => {
      setTogetherOn(on);
      setQueue([]);
    },
    clearQueue: () => setQueue([]),
    act: (action) => {
      if (together) setQueue((q) => enqueue(q, action));
      else onAdd(action);
      setPicked([]);
    },
    enterTogether: () => {
      const one = simultaneousOf(queue);
      if (!one || full) return false;
      onAdd(one);
      setQueue([]);
      return true;
    },
  };
}
