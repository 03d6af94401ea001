/** Opening Gress rule windows: one place that names and builds them. */
import type { Closing } from '../core/windows';
import type { GressState, GressWindow, Seat, WindowData, WindowKind } from './types';

export function openWindow(
  state: GressState,
  kind: WindowKind,
  owner: Seat,
  paragraph: string,
  openedBy: number,
  closing: Closing,
  data?: WindowData,
): GressState {
  const window: GressWindow = { id: `${kind}@${openedBy}:${owner}`, kind, owner, paragraph, openedBy, closing, ...(data ? { data } : {}) };
  return { ...state, windows: [...state.windows.filter((w) => w.id !== window.id), window] };
}

export function findWindow(state: GressState, kind: WindowKind, owner?: Seat): GressWindow | undefined {
  return state.windows.find((w) => w.kind === kind && (owner === undefined || w.owner === owner));
}

export function removeWindow(state: GressState, window: GressWindow): GressState {
  return { ...state, windows: state.windows.filter((w) => w.id !== window.id) };
}
