/**
 * The referee's desk island (/gress/desk/): set up the disputed table by
 * taps (players, cards, turn and throws, open windows), check it through the
 * engine's position notation, enter what happened action by action, and read
 * the engine's ruling on each with its paragraphs. The whole thing lives in
 * the page address as a Gress share link (desk-link.ts), so a link reopens
 * the same table and rulings, and the same game opens in the sandbox.
 * Positions the taps cannot say (from a link or typed) stay in notation and
 * are ruled on all the same. The server renders the empty desk; a link is
 * read after hydration.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { formatAction } from '../../../../engine/gress/notation';
import { formatPosition, parsePosition } from '../../../../engine/gress/position-notation';
import type { GressAction, GressState } from '../../../../engine/gress/types';
import { ActionComposer } from './ActionComposer';
import { buildPosition, type DeskNotes } from './build-position';
import { CardsForm, type TargetKey } from './CardsForm';
import { deskHash, readDeskHash, sandboxHref } from './desk-link';
import { initialSetup, MAX_DESK_ACTIONS, type DeskSetup } from './desk-setup';
import { setupFromGame } from './read-setup';
import { replay } from './replay';
import { StepList } from './StepList';
import { TableForm } from './TableForm';
import { TableSummary } from './TableSummary';
import { deskTableView } from './table-view';
import { TurnForm } from './TurnForm';
import { WindowsForm } from './WindowsForm';
import './desk.css';

type Source = { readonly kind: 'taps'; readonly setup: DeskSetup } | { readonly kind: 'notation'; readonly line: string };

type DeskPosition =
  | {
      readonly ok: true;
      readonly line: string;
      readonly state: GressState;
      readonly prefix: readonly GressAction[];
      readonly unknownCards: ReadonlySet<string>;
      readonly notes: DeskNotes | null;
    }
  | { readonly ok: false; readonly error: string };

function positionOf(source: Source): DeskPosition {
  if (source.kind === 'taps') {
    const b = buildPosition(source.setup);
    return b.ok ? { ...b, unknownCards: new Set(b.unknownCards.flat()) } : b;
  }
  const parsed = parsePosition(source.line.trim());
  if (!parsed.ok) return { ok: false, error: `The position does not read: ${parsed.error}` };
  return { ok: true, line: source.line.trim(), state: parsed.state, prefix: [], unknownCards: new Set(), notes: null };
}

/** A typed or linked position as taps when the taps can say it exactly, else as notation. */
function sourceOf(start: GressState, actions: readonly GressAction[], notes: DeskNotes | null): { source: Source; lines: string[]; asTaps: boolean } {
  const players = start.players;
  const tried = setupFromGame(start, actions, notes ?? { unknown: players.map(() => 0), drawTop: 0, just: false });
  if (tried) return { source: { kind: 'taps', setup: tried.setup }, lines: tried.actions.map((a) => formatAction(a, players)), asTaps: true };
  return { source: { kind: 'notation', line: formatPosition(start) }, lines: actions.map((a) => formatAction(a, players)), asTaps: false };
}

export function Desk({ idBase = 'gdk' }: { idBase?: string }) {
  const [source, setSource] = useState<Source>({ kind: 'taps', setup: initialSetup() });
  const [lines, setLines] = useState<readonly string[]>([]);
  const [target, setTarget] = useState<TargetKey>('hand-0');
  const [notice, setNotice] = useState<string | null>(null);
  const [linkNote, setLinkNote] = useState<{ readonly error: boolean; readonly text: string } | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [draftError, setDraftError] = useState<string | null>(null);
  const [copied, setCopied] = useState<{ readonly url: string; readonly ok: boolean | null } | null>(null);
  const [ready, setReady] = useState(false);
  const [dirty, setDirty] = useState(false);
  const id = (k: string) => `${idBase}-${k}`;

  const position = useMemo(() => positionOf(source), [source]);
  const replayed = useMemo(() => (position.ok ? replay(position.state, position.prefix, lines) : null), [position, lines]);
  const game = position.ok && replayed ? { start: position.state, actions: replayed.actions } : null;

  const edit = (s: DeskSetup) => {
    setSource({ kind: 'taps', setup: s });
    setDirty(true);
    setCopied(null);
  };
  const setActions = (next: readonly string[]) => {
    setLines(next);
    setDirty(true);
    setCopied(null);
  };

  // After hydration, and whenever the address gets another link (pasted into the
  // address bar): open a #desk= (or the sandbox's #play=) link. The desk's own
  // replaceState never fires hashchange, so its edits do not come back here.
  useEffect(() => {
    const openLink = () => {
      const link = readDeskHash(window.location.hash);
      if (link.kind === 'error') setLinkNote({ error: true, text: link.error });
      else if (link.kind === 'game') {
        const opened = sourceOf(link.game.start, link.game.actions, link.notes);
        setSource(opened.source);
        setLines(opened.lines);
        setDraft(null);
        setCopied(null);
        setLinkNote({
          error: false,
          text: opened.asTaps
            ? 'Opened from a link: the table and the actions below are the ones shared.'
            : 'Opened from a link whose table the taps cannot show (it was not made here); it is kept in the notation under "The position", and the engine rules on it as usual.',
        });
      }
    };
    openLink();
    setReady(true);
    window.addEventListener('hashchange', openLink);
    return () => window.removeEventListener('hashchange', openLink);
  }, []);

  // Keep the address in step once the referee has changed something.
  useEffect(() => {
    if (!ready || !dirty || !game || !position.ok) return;
    const hash = deskHash(game, source.kind === 'taps' ? position.notes : null);
    const url = `${window.location.pathname}${window.location.search}${hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url);
  }, [ready, dirty, game, position, source]);

  const applyDraft = () => {
    const text = (draft ?? '').trim();
    const parsed = parsePosition(text);
    if (!parsed.ok) return setDraftError(`The position does not read: ${parsed.error}`);
    const opened = sourceOf(parsed.state, [], null);
    setSource(opened.source);
    setDraft(null);
    setDraftError(null);
    setDirty(true);
  };

  const copyLink = () => {
    if (!game || !position.ok) return;
    const hash = deskHash(game, source.kind === 'taps' ? position.notes : null);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
    const url = window.location.href;
    setCopied({ url, ok: null });
    const clip = navigator.clipboard;
    if (clip && typeof clip.writeText === 'function') clip.writeText(url).then(() => setCopied({ url, ok: true }), () => setCopied({ url, ok: false }));
    else setCopied({ url, ok: false });
  };

  const full = lines.length >= MAX_DESK_ACTIONS;
  const unknown = position.ok ? position.unknownCards : new Set<string>();

  return (
    <div class="gd-root gd-desk not-content" data-ready={ready ? 'true' : 'false'}>
      {linkNote && (
        <p class={linkNote.error ? 'gd-error' : 'gd-notice'} role={linkNote.error ? 'alert' : 'status'} data-link-note={linkNote.error ? 'error' : 'info'}>
          {linkNote.text}
        </p>
      )}
      {source.kind === 'taps' ? (
        <>
          <TableForm setup={source.setup} onChange={edit} idBase={idBase} />
          <CardsForm setup={source.setup} onChange={edit} target={target} onTarget={setTarget} notice={notice} onNotice={setNotice} idBase={idBase} />
          <TurnForm setup={source.setup} onChange={edit} idBase={idBase} />
          <WindowsForm setup={source.setup} onChange={edit} idBase={idBase} />
        </>
      ) : (
        <section class="gd-box" aria-labelledby={id('notation-only')}>
          <h2 class="gd-heading" id={id('notation-only')}>
            The table, in notation
          </h2>
          <p>This table came as notation and cannot be shown as taps; change it under "The position" below, or start again with taps.</p>
          <div class="gd-row">
            <button
              type="button"
              class="gd-button"
              onClick={() => {
                edit(initialSetup());
                setLines([]);
              }}
            >
              Start again with taps
            </button>
          </div>
        </section>
      )}

      <section class="gd-box" aria-labelledby={id('position')}>
        <h2 class="gd-heading" id={id('position')}>
          The position
        </h2>
        <div role="status" aria-live="polite" data-position={position.ok ? 'ok' : 'error'}>
          {position.ok ? (
            <p class="gd-ok">The engine accepts this table.{position.prefix.length > 0 ? ' The card that just landed is the first action below.' : ''}</p>
          ) : source.kind === 'taps' && source.setup.top === null ? (
            <p class="gd-notice">Choose the top card of the play pile under "Cards": once the game is open there is always one (2.4).</p>
          ) : (
            <p class="gd-error" id={id('position-error')}>
              {position.error}
            </p>
          )}
        </div>
        {position.ok && <TableSummary view={deskTableView(position.state, unknown)} label="The table as set up" />}
        <details class="gd-details">
          <summary>The position in notation (for experts)</summary>
          <div class="gd-details__body">
            <label class="gd-field">
              <span>
                One line in the position notation; the format is described at the top of <code>engine/gress/position-notation.ts</code>.
              </span>
              <textarea
                class="gd-input gd-textarea"
                rows={5}
                spellcheck={false}
                value={draft ?? (position.ok ? position.line : source.kind === 'notation' ? source.line : '')}
                onInput={(e) => setDraft((e.currentTarget as HTMLTextAreaElement).value)}
              />
            </label>
            <div class="gd-row">
              <button type="button" class="gd-button" disabled={draft === null || draft.trim() === ''} onClick={applyDraft}>
                Use this position
              </button>
            </div>
            {draftError && (
              <p class="gd-error" role="alert">
                {draftError}
              </p>
            )}
          </div>
        </details>
      </section>

      <section class="gd-box" aria-labelledby={id('happened')}>
        <h2 class="gd-heading" id={id('happened')}>
          What happened
        </h2>
        {replayed && replayed.steps.length > 0 && (
          <>
            <StepList steps={replayed.steps} players={position.ok ? position.state.players : []} />
            <div class="gd-row">
              <button type="button" class="gd-button" disabled={lines.length === 0} onClick={() => setActions(lines.slice(0, -1))}>
                Remove the last action
              </button>
              <button type="button" class="gd-button" disabled={lines.length === 0} onClick={() => setActions([])}>
                Remove all actions
              </button>
            </div>
            <h3 class="gd-subheading">The table now</h3>
            <TableSummary view={deskTableView(replayed.final, unknown)} label="The table after the actions" />
          </>
        )}
        {!position.ok && lines.length > 0 && (
          <p class="gd-notice">
            {lines.length === 1 ? 'The action entered is' : `The ${lines.length} actions entered are`} kept and will be ruled on again as soon as the table is
            right: {lines.join('; ')}
          </p>
        )}
        {position.ok && replayed ? (
          <>
            <h3 class="gd-subheading">Enter the next action</h3>
            {full && <p class="gd-notice">The desk takes at most {MAX_DESK_ACTIONS} actions; remove some to enter more.</p>}
            <ActionComposer
              state={replayed.final}
              unknownCards={unknown}
              onAdd={(a) => setActions([...lines, formatAction(a, position.state.players)])}
              idBase={id('act')}
              full={full}
            />
          </>
        ) : (
          <p class="gd-hint">Set up a table the engine accepts first; then enter what happened.</p>
        )}
      </section>

      <section class="gd-box" aria-labelledby={id('share')}>
        <h2 class="gd-heading" id={id('share')}>
          Share
        </h2>
        <p class="gd-hint">The link holds the table and every action, so whoever opens it sees the same rulings.</p>
        <div class="gd-row">
          <button type="button" class="gd-button gd-button--primary" disabled={!game} onClick={copyLink}>
            Copy link
          </button>
          {game && (
            <a class="gd-button" href={sandboxHref(game)}>
              Open in the sandbox
            </a>
          )}
        </div>
        {copied && (
          <div class="gd-field" role="status">
            <p>{copied.ok === true ? 'Link copied. It is also in the address bar:' : copied.ok === false ? 'Copy the link from here:' : 'The link:'}</p>
            <input class="gd-input gd-share-url" type="text" readOnly value={copied.url} aria-label="Link to this table" onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
          </div>
        )}
      </section>
    </div>
  );
}

export default Desk;
