/**
 * 2.1: the reader's choice of faces, Bavarian or French, kept in localStorage
 * ("sens-pack") and shared by every SENS island on the page and in other tabs.
 * Each island may bundle its own copy of this module, so the news travels as
 * a window event ("sens-pack") rather than through module state; other tabs
 * hear the storage event. Before hydration (and on the server) the faces are
 * Bavarian, so the first client render matches the HTML; the stored choice
 * follows right after.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Pack } from './card-face';

export const PACK_KEY = 'sens-pack';
const EVENT = 'sens-pack';
export const DEFAULT_PACK: Pack = 'bavarian';

/** A stored value as a pack; anything else (nothing, junk) is the default. */
export function packOf(value: string | null | undefined): Pack {
  return value === 'french' || value === 'bavarian' ? value : DEFAULT_PACK;
}

/** The stored choice; the default where storage is missing or blocked. */
export function readPack(): Pack {
  try {
    return packOf(globalThis.localStorage?.getItem(PACK_KEY));
  } catch {
    return DEFAULT_PACK;
  }
}

/** Stores the choice and tells every SENS island on the page. */
export function setPack(pack: Pack): void {
  try {
    globalThis.localStorage?.setItem(PACK_KEY, pack);
  } catch {
    // Storage blocked: the choice still holds for this page.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<Pack>(EVENT, { detail: pack }));
}

/** The pack to draw cards with; re-renders when the reader changes it anywhere. */
export function usePack(): Pack {
  const [pack, setState] = useState<Pack>(DEFAULT_PACK);
  useEffect(() => {
    setState(readPack());
    const onChoice = (e: Event) => setState(packOf((e as CustomEvent<string>).detail));
    const onStorage = (e: StorageEvent) => {
      if (e.key === PACK_KEY) setState(packOf(e.newValue));
    };
    window.addEventListener(EVENT, onChoice);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(EVENT, onChoice);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return pack;
}
