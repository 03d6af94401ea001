/**
 * What play against the bots says outside its views, in German (the page's
 * locale reaches play-commands.ts and use-sharing.ts from BotPlayShell):
 * a move of a bot's seat refused, a next hand that cannot be dealt, an
 * exporter or a score sheet that cannot be reached. Sentences worked out by
 * hand; without a locale the English ones stay as they were.
 */
import { describe, expect, test } from 'vitest';
import type { Locale } from '../../../engine/core/messages';
import { playCommands, type CommandContext } from './play-commands';
import type { PlayGlue } from './play-ui';
import type { BotGame } from './use-bot-game';
import { sharingActions, type useSharingState } from './use-sharing';

type Action = { readonly seat: number };

function setting(locale?: Locale) {
  const said: { refused: { summary: string | null } | null; error: string | null; exported: { ok: boolean; text: string } | null } = { refused: null, error: null, exported: null };
  const core = {
    game: { apply: () => ({ state: {}, ruling: { lawful: true } }) },
    played: { start: {}, actions: [] },
    state: {},
    reader: 0,
    me: 'Ana',
    names: ['Ana', 'Ben'],
    status: 'turn',
    session: { choice: { seed: 1, seat: 0, level: null } },
    loaded: { kit: { exportScenario: async () => Promise.reject(new Error('offline')) } },
    format: () => 'Ben lay 20',
    describe: () => null,
    setRefused: (r: { summary: string | null } | null) => (said.refused = r),
  } as unknown as BotGame<unknown, Action>;
  const glue = {
    ui: { id: 'the-game' },
    toAct: () => 0,
    dealNext: () => null,
    scoreSheet: { href: '/de/x/', handOff: async () => Promise.reject(new Error('offline')) },
  } as unknown as PlayGlue<unknown, Action>;
  const ctx: CommandContext = {
    paragraphs: { gameId: 'the-game', title: () => null },
    ...(locale ? { locale } : {}),
    closeReplay: () => {},
    focusHead: () => {},
    setActionError: (e) => (said.error = e),
  };
  const s = { setExported: (e: { ok: boolean; text: string } | null) => (said.exported = e), setActionError: (e: string | null) => (said.error = e) } as unknown as ReturnType<typeof useSharingState>;
  return { said, commands: playCommands(core, glue, ctx), shares: sharingActions(core, glue, '/de/the-game/sandbox/', s, locale) };
}

describe('play against the bots, in German', () => {
  test("a move of the bot's seat is refused in German", () => {
    const { said, commands } = setting('de');
    commands.act({ seat: 1 });
    expect(said.refused?.summary).toBe('Du spielst Ana; die Bots spielen Ben. Versuch einen Zug von Ana.');
    const english = setting();
    english.commands.act({ seat: 1 });
    expect(english.said.refused?.summary).toBe("You play Ana; the bots play Ben. Try a move of Ana's.");
  });

  test('a next hand that cannot be dealt here', () => {
    const { said, commands } = setting('de');
    commands.nextHand();
    expect(said.error).toBe('Die nächste Runde ließ sich hier nicht geben; gib neu.');
  });

  test('an exporter or a score sheet that cannot be reached', async () => {
    const { said, shares } = setting('de');
    await shares.doExport();
    expect(said.exported).toEqual({ ok: false, text: 'Der Export ließ sich nicht laden; lade die Seite neu und versuch es noch einmal.' });
    await shares.toSheet!();
    expect(said.error).toBe('Der Spielzettel ist nicht erreichbar; prüf die Verbindung und versuch es noch einmal.');
    const english = setting();
    await english.shares.toSheet!();
    expect(english.said.error).toBe('The score sheet could not be reached; check the connection and try again.');
  });
});
