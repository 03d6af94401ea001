/**
 * The first deal on a play page, once the page has hydrated: the engine
 * comes with import(), then the page address is read. A #play= share link
 * reopens the game it holds (with the reader in the seat the address
 * names); otherwise ?seed=&seat=&level= deal, a missing seed drawing a fresh
 * one, and a level the address does not name falling back to the level the
 * reader chose last time here (then the page's newcomer level). Every part
 * of the address the page cannot use is said in words, and a game is dealt
 * all the same.
 */
import { useEffect } from 'preact/hooks';
import type { Game, Parsed } from '../../../engine/core/game';
import type { Locale } from '../../../engine/core/messages';
import { replay } from '../../../engine/core/played';
import { gameSayOf, sayReason, type Failure } from '../../../engine/core/reasons';
import { decodeShareLink, parsePlayed, plain, type PlayedText } from '../../../engine/core/share-link';
import { uiText, useLocale, useUiText } from '../../i18n/ui-text';
import type { GameUi, PlayKit } from '../sandbox/game-ui';
import { linkFromHash } from '../sandbox/play-hash';
import { randomSeed, readPlayQuery, type PlayChoice, type PlaySetup } from './play-setup';
import type { BotGame } from './use-bot-game';

const TEXT = uiText({
  en: {
    otherGame: (other: string, title: string) => `share link: this link is a game of ${other}, not of ${title}`,
    unreadable: (why: string) => `share link: the game in it does not read: ${why}`,
    opened: 'Opened from a share link: the game as it was shared, you playing the seat the address names.',
    seats: (players: number, seats: number) => `it is a game for ${players} players, and this page seats ${seats}`,
    notOpened: (why: string) => `The shared game in the address cannot be opened (${why}); here is a fresh deal instead.`,
    cannotDeal: (what: string) => `The address asks for something this page cannot deal (${what}).`,
    rest: 'Here is the deal with the rest of the address.',
    noEngine: 'The rules engine could not be loaded; check the connection and reload the page.',
  },
  de: {
    otherGame: (other, title) => `Link zum Teilen: Dieser Link enthält ein Spiel von ${other}, nicht von ${title}`,
    unreadable: (why) => `Link zum Teilen: Das Spiel darin lässt sich nicht lesen: ${why}`,
    opened: 'Aus einem geteilten Link geöffnet: das Spiel so, wie es geteilt wurde; du spielst den Platz, den die Adresse nennt.',
    seats: (players, seats) => `es ist ein Spiel für ${players} Spieler, und diese Seite hat ${seats} Plätze`,
    notOpened: (why) => `Das geteilte Spiel in der Adresse lässt sich nicht öffnen (${why}); stattdessen wird neu gegeben.`,
    cannotDeal: (what) => `Die Adresse verlangt etwas, das diese Seite nicht geben kann (${what}).`,
    rest: 'Gegeben wird mit dem Rest der Adresse.',
    noEngine: 'Die Regel-Engine ließ sich nicht laden; prüf die Verbindung und lade die Seite neu.',
  },
});
type Words = typeof TEXT.en;

function readLink<S, A extends { readonly seat: number }>(game: Game<S, A, string>, kit: PlayKit<S, A>, gameId: string, link: string, t: Words, locale: Locale): Parsed<PlayedText<S, A>> {
  const words = (failed: Failure) => sayReason(failed, locale, gameSayOf(game));
  if (kit.readShareLink) {
    const read = kit.readShareLink(link);
    return read.ok ? read : { ok: false, error: words(read) };
  }
  const decoded = decodeShareLink(link);
  if (!decoded.ok) return { ok: false, error: words(decoded) };
  if (decoded.gameId !== gameId) return { ok: false, error: t.otherGame(plain(decoded.gameId), game.title) };
  const played = parsePlayed(game, decoded.text);
  return played.ok ? played : { ok: false, error: t.unreadable(plain(words(played))) };
}

/** Opens the game a share link holds; false (with the reason added to `said`) when it cannot. */
function openShared<S, A extends { readonly seat: number }>(core: BotGame<S, A>, g: Game<S, A, string>, kit: PlayKit<S, A>, ui: GameUi<S, A>, setup: PlaySetup, choice: PlayChoice, said: string[], t: Words, locale: Locale): boolean {
  const shared = linkFromHash(window.location.hash);
  if (shared === null) return false;
  const text = readLink(g, kit, ui.id, shared, t, locale);
  const players = text.ok ? g.playersOf(text.value.start).length : 0;
  if (text.ok && players === setup.names.length) {
    core.setNotices([...said, t.opened]);
    core.setPaused(false);
    core.commit(core.answer(g, replay(g, text.value.start, text.value.actions), choice.seat, choice.level ?? undefined), text.value.actions.length, choice);
    return true;
  }
  said.push(t.notOpened(text.ok ? t.seats(players, setup.names.length) : text.error));
  return false;
}

/** `remembered`: the level the reader chose last time on this page, read when the engine has come. */
export function useOpening<S, A extends { readonly seat: number }>(core: BotGame<S, A>, ui: GameUi<S, A>, setup: PlaySetup, remembered: () => string | null) {
  const t = useUiText(TEXT);
  const locale = useLocale();
  useEffect(() => {
    let live = true;
    Promise.all([ui.loadGame(), ui.loadPlayKit ? ui.loadPlayKit() : Promise.resolve({} as PlayKit<S, A>)]).then(
      ([g, kit]) => {
        if (!live) return;
        core.setLoaded({ game: g, kit });
        const asked = readPlayQuery(window.location.search, setup, remembered(), locale);
        const said = asked.errors.map(t.cannotDeal);
        const choice = asked.freshSeed ? { ...asked.choice, seed: randomSeed() } : asked.choice;
        if (openShared(core, g, kit, ui, setup, choice, said, t, locale)) return;
        core.setNotices(said.length > 0 && !asked.freshSeed ? [...said, t.rest] : said);
        core.startDeal(g, choice, asked.freshSeed || said.length > 0);
      },
      () => live && core.setFailure(t.noEngine),
    );
    return () => {
      live = false;
    };
  }, []);
}
