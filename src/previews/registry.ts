/**
 * Each game's preview function (src/games/<game>/preview.ts), by game id: the
 * one place that knows them all, so that the shared renderer
 * (src/components/og/) and the pages that use it import no game.
 */
import type { PreviewTable } from '../components/og/preview-data';
import { ginPreview } from '../games/gin-rummy/preview';
import { gressPreview } from '../games/gress/preview';
import { sensPreview } from '../games/sens/preview';
import { theGamePreview } from '../games/the-game/preview';

/** A game's state as a preview's plain data; the state type is the game's own. */
export type PreviewOf = (state: any) => PreviewTable;

export const PREVIEWS: Readonly<Record<string, PreviewOf>> = {
  gress: gressPreview,
  'the-game': theGamePreview,
  'gin-rummy': ginPreview,
  sens: sensPreview,
};
