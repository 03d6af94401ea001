/**
 * The open windows and the latest events, side by side where there is room.
 * Under the table while stepping through an example; in play mode under the
 * actions instead (play-kit.tsx), so the chips and Undo sit right under the hands.
 */
import { EventLog } from './EventLog';
import type { EventView, WindowView } from './view-model';
import { WindowList } from './WindowList';

export function TablePanels({ windows, events, older }: { windows: readonly WindowView[]; events: readonly EventView[]; older: number }) {
  return (
    <div class="gs-panels">
      <WindowList windows={windows} />
      <EventLog events={events} older={older} />
    </div>
  );
}
