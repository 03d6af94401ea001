/** Why keeping a game failed, in the page's language: the clause KeepGame.tsx puts after "could not be kept:". */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fetchList } from './keep';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answering = (status: number, body: unknown) => vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));

describe('a list that cannot be had', () => {
  test('the server refuses: English by default, German for the German edition', async () => {
    answering(404, {});
    await expect(fetchList('gress')).rejects.toThrow("the list of gress's files could not be loaded (the server answered 404)");
    await expect(fetchList('de/gress', 'de')).rejects.toThrow('die Liste der Dateien von gress ließ sich nicht laden (der Server antwortete 404)');
  });
  test('a list of another game is not what the page expects', async () => {
    answering(200, { game: 'sens', urls: [], bytes: 0 });
    await expect(fetchList('de/gress', 'de')).rejects.toThrow('die Liste der Dateien von gress ist nicht, was diese Seite erwartet');
  });
});
