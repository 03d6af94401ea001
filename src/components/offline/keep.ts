/**
 * "Keep <game> on this device", in the page. The build lists everything a
 * game needs (<base>offline/<game>.json, src/plugins/offline/game-lists.ts);
 * this hands the list to the service worker in batches with Workbox's own
 * CACHE_URLS message (workbox-window's messageSW; the worker's router fetches
 * each address through the route that would serve it, so pages, assets and
 * data land in the caches they are read from), reports progress, measures
 * what was kept, and removes it again. The games the reader kept are
 * remembered in localStorage with the build they were kept from, so that
 * once a new build has replaced the caches they are kept again (register.ts).
 */
import { messageSW } from 'workbox-window';
import type { Locale } from '../../../engine/core/messages';
import { BASE } from '../../base-path';
import { cacheFamily } from './cache-names';

/** What the build wrote (src/plugins/offline/game-lists.ts, GameList). */
export interface GameList {
  readonly game: string;
  readonly title: string;
  readonly build: string;
  readonly files: number;
  readonly bytes: number;
  readonly urls: readonly string[];
}

/** How much of a game's list is in the caches. */
export interface KeptState {
  readonly kept: number;
  readonly total: number;
  /** Bytes of what is kept, as stored. */
  readonly bytes: number;
}

/** Addresses per CACHE_URLS message: progress moves at least this often. */
export const BATCH = 12;
/** A batch that takes longer than this has met a network that does not answer. */
const BATCH_TIMEOUT_MS = 60_000;
const KEPT_KEY = 'rulebook:kept-games';

/**
 * A game's list in an edition: "gress" (offline/gress.json, the English pages) or "de/gress"
 * (offline/de/gress.json, the German pages with the English ones). Everything here takes such an id as `game`.
 */
export const listIdIn = (game: string, locale: Locale) => (locale === 'en' ? game : `${locale}/${game}`);
const gameOfList = (id: string) => id.split('/').pop() ?? id;

export const listUrl = (game: string) => `${BASE}offline/${game}.json`;

/** Why keeping failed, per language: a clause the control puts after "could not be kept:" (KeepGame.tsx). */
const WHY = {
  en: {
    listStatus: (game: string, status: number) => `the list of ${game}'s files could not be loaded (the server answered ${status})`,
    listOdd: (game: string) => `the list of ${game}'s files is not what this page expects`,
    noWorkers: 'this browser has no service workers',
    noStart: 'the offline helper (service worker) did not start',
    silent: 'the network stopped answering',
  },
  de: {
    listStatus: (game: string, status: number) => `die Liste der Dateien von ${gameOfList(game)} ließ sich nicht laden (der Server antwortete ${status})`,
    listOdd: (game: string) => `die Liste der Dateien von ${gameOfList(game)} ist nicht, was diese Seite erwartet`,
    noWorkers: 'dieser Browser hat keine Service Worker',
    noStart: 'der Offline-Helfer (Service Worker) ist nicht gestartet',
    silent: 'das Netz hat aufgehört zu antworten',
  },
} as const satisfies Record<Locale, unknown>;

/** The games the reader asked to keep on this device, each with the build it was kept from. */
export function keptGames(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEPT_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** Remembers (build) or forgets (null) a kept game. */
function setKept(game: string, build: string | null): void {
  const { [game]: _, ...others } = keptGames();
  try {
    localStorage.setItem(KEPT_KEY, JSON.stringify(build === null ? others : { ...others, [game]: build }));
  } catch {
    // Storage full or blocked: the game stays kept until the next build; it is just not kept again then.
  }
}

/** Reads and checks a game's list; what went wrong in `locale`. */
export async function fetchList(game: string, locale: Locale = 'en'): Promise<GameList> {
  const response = await fetch(listUrl(game));
  if (!response.ok) throw new Error(WHY[locale].listStatus(game, response.status));
  const list = (await response.json()) as Partial<GameList>;
  if (list.game !== gameOfList(game) || !Array.isArray(list.urls) || typeof list.bytes !== 'number') throw new Error(WHY[locale].listOdd(game));
  return list as GameList;
}

/** The service worker, once it is active (registered by register.ts). */
async function activeWorker(locale: Locale, timeoutMs = 30_000): Promise<ServiceWorker> {
  if (!('serviceWorker' in navigator)) throw new Error(WHY[locale].noWorkers);
  const ready = navigator.serviceWorker.ready.then((registration) => registration.active);
  const worker = await Promise.race([ready, new Promise<null>((done) => setTimeout(() => done(null), timeoutMs))]);
  if (!worker) throw new Error(WHY[locale].noStart);
  return worker;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, fail) => setTimeout(() => fail(new Error(what)), ms))]);
}

/** What of `list` the caches hold, and its size. */
export async function keptState(list: GameList): Promise<KeptState> {
  let kept = 0;
  let bytes = 0;
  for (const url of list.urls) {
    const response = await caches.match(url);
    if (!response) continue;
    kept++;
    bytes += (await response.blob()).size;
  }
  return { kept, total: list.urls.length, bytes };
}

/** Keeps a game: every address of its list, in batches, calling `progress` after each; a failure said in `locale`. */
export async function keepGame(game: string, progress: (done: number, total: number) => void = () => {}, locale: Locale = 'en'): Promise<KeptState> {
  const worker = await activeWorker(locale);
  const list = await fetchList(game, locale);
  progress(0, list.urls.length);
  for (let start = 0; start < list.urls.length; start += BATCH) {
    const urlsToCache = list.urls.slice(start, start + BATCH);
    await withTimeout(messageSW(worker, { type: 'CACHE_URLS', payload: { urlsToCache } }), BATCH_TIMEOUT_MS, WHY[locale].silent);
    progress(Math.min(start + BATCH, list.urls.length), list.urls.length);
  }
  setKept(game, list.build);
  return keptState(list);
}

/**
 * Removes a game's pages and data from the caches and forgets that it was
 * kept. The hashed scripts and styles stay: other games and visited pages
 * share them, and the next build's worker clears them anyway.
 */
export async function removeGame(game: string, locale: Locale = 'en'): Promise<void> {
  const list = await fetchList(game, locale);
  const names = (await caches.keys()).filter((name) => name.startsWith(cacheFamily(BASE)));
  const own = list.urls.filter((url) => !url.startsWith(`${BASE}_astro/`));
  for (const name of names) {
    const cache = await caches.open(name);
    await Promise.all(own.map((url) => cache.delete(url)));
  }
  setKept(game, null);
}

/**
 * Keeps again, quietly, each kept game whose copy is from an earlier build
 * (a new build's worker has dropped the old caches). Runs on every page
 * load with a worker in control and after an update (register.ts).
 */
export async function keepAgain(): Promise<void> {
  if (!navigator.onLine) return;
  for (const [game, build] of Object.entries(keptGames())) {
    try {
      if ((await fetchList(game)).build !== build) await keepGame(game);
    } catch {
      // Offline or a failing network: the next page load tries again.
    }
  }
}
