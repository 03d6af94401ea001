/**
 * The reader's keys on /gress/play/ (keyboard.ts) wired to the page: while
 * the clock has started and the game runs, a digit picks a card, Enter lays
 * the picked cards, letters act. Keys typed into a form field, and keys with
 * Ctrl, Alt or Meta (the browser's own), are left alone; Enter on a focused
 * button presses that button as ever.
 */
import { useEffect } from 'preact/hooks';
import type { CardId } from '../../../../engine/core/cards';
import type { GressAction } from '../../../../engine/gress/types';
import { toggleInPacket } from '../table-play';
import { commandForKey, type KeyCommand } from './keyboard';
import { READER_SEAT } from './play-url';
import type { ReaderView } from './reader-view';

const isFormField = (target: EventTarget | null) => target instanceof HTMLElement && target.closest('input, select, textarea, [contenteditable="true"]') !== null;

export interface KeyTargets {
  /** The reader's view as it is when the key comes. */
  readonly view: () => ReaderView | null;
  /** Keys act only while this is true (a game on the table, started, not over). */
  readonly live: boolean;
  readonly picked: readonly CardId[] | null;
  /** The picked cards after a digit (focus then goes to "Lay ...", so Enter lays them). */
  readonly pick: (picked: CardId[]) => void;
  readonly act: (action: GressAction) => void;
  readonly playPicked: () => void;
  readonly draw: () => void;
  readonly toggleComplain: () => void;
  readonly clear: () => void;
  readonly togglePractice: () => void;
  readonly toggleHints: () => void;
}

function run(command: KeyCommand, t: KeyTargets) {
  const seat = READER_SEAT;
  switch (command.kind) {
    case 'pick': {
      const card = t.view()?.hand.cards[command.index];
      if (card) t.pick(toggleInPacket(t.picked ?? [], card.id));
      return;
    }
    case 'play':
      return t.playPicked();
    case 'draw':
      return t.draw();
    case 'call':
      return t.act({ type: 'call', seat });
    case 'marke':
      return t.act({ type: 'takeMarke', seat, hand: 'action' });
    case 'withdraw':
      return t.act({ type: 'withdraw', seat, hand: 'action' });
    case 'layDown':
      return t.act({ type: 'layDown', seat });
    case 'complain':
      return t.toggleComplain();
    case 'clear':
      return t.clear();
    case 'practice':
      return t.togglePractice();
    case 'hint':
      return t.toggleHints();
  }
}

/** Listens on the document; `targets` is read afresh at every key (the handler is renewed each render). */
export function useReaderKeys(targets: KeyTargets) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isFormField(e.target)) return;
      const command = commandForKey(e.key);
      if (!command || !targets.live || !targets.view()) return;
      if (command.kind === 'play' && e.target instanceof HTMLButtonElement) return;
      e.preventDefault();
      run(command, targets);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
}
