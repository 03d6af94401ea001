/**
 * The reader's hands on /gress/play/: what is picked for a packet (6.1), the
 * complaint menu and "What could I do?" open or shut, and every way the
 * reader acts (a tap on a card or the draw pile, a chip, a key). Acting
 * starts the clock if Start was not pressed, and clears the picked cards and
 * the complaint menu.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { CardId } from '../../../../engine/core/cards';
import type { GressAction } from '../../../../engine/gress/types';
import type { CardButtonView } from '../table-play';
import { toggleInPacket } from '../table-play';
import type { ReaderView } from './reader-view';
import { useReaderKeys } from './use-reader-keys';
import type { RealTime } from './use-real-time';

export interface ReaderInput {
  readonly picked: CardId[] | null;
  readonly complainOpen: boolean;
  readonly hintsOpen: boolean;
  readonly act: (action: GressAction) => void;
  readonly onCard: (card: CardButtonView) => void;
  readonly togglePick: () => void;
  readonly playPicked: () => void;
  readonly draw: () => void;
  readonly toggleComplain: () => void;
  readonly toggleHints: () => void;
  /** A new deal: nothing picked, no menu open. */
  readonly reset: () => void;
}

/** `view`: the reader's view as it is now (it is built from what is picked, so it comes after this hook). */
export function useReaderInput(live: RealTime, view: () => ReaderView | null, running: boolean, start: () => void, root: { current: HTMLElement | null }): ReaderInput {
  const [picked, setPicked] = useState<CardId[] | null>(null);
  const [complainOpen, setComplainOpen] = useState(false);
  const [hintsOpen, setHintsOpen] = useState(false);
  const focusLay = useRef(false);
  // Before the next key can come (a layout effect runs as the DOM changes, not after the next frame): Enter then lays the picked cards.
  useLayoutEffect(() => {
    if (!focusLay.current) return;
    focusLay.current = false;
    root.current?.querySelector<HTMLButtonElement>('.gp-me__lay')?.focus();
  }, [picked]);

  const act = (action: GressAction) => {
    start();
    live.act(action);
    setPicked(null);
    setComplainOpen(false);
  };
  const playPicked = () => {
    const packet = view()?.hand.packet;
    if (packet?.action) act(packet.action);
  };
  const draw = () => {
    const pile = view()?.draw;
    if (pile) act(pile.action);
  };
  const toggleComplain = () => setComplainOpen((o) => !o);
  const toggleHints = () => setHintsOpen((o) => !o);
  useReaderKeys({
    view, live: running, picked, act, playPicked, draw, toggleComplain, toggleHints,
    pick: (next) => {
      focusLay.current = true;
      setPicked(next);
    },
    clear: () => {
      setComplainOpen(false);
      setPicked(null);
    },
    togglePractice: () => live.setPaused(!live.paused),
  });
  return {
    picked, complainOpen, hintsOpen, act, playPicked, draw, toggleComplain, toggleHints,
    onCard: (card) => (picked ? setPicked(toggleInPacket(picked, card.id)) : act(card.action)),
    togglePick: () => setPicked(picked ? null : []),
    reset: () => {
      setPicked(null);
      setComplainOpen(false);
    },
  };
}
