/** Where the sheet stands: who deals next (11.6), how many games are left, an extension (11.3), the winner (11.2). */
import type { StatusView } from './view-model';

export function SheetStatus({ status }: { status: StatusView }) {
  return (
    <div class={`ss-status${status.ended ? ' ss-status--ended' : ''}`}>
      {status.result && <p class="ss-result">{status.result}</p>}
      {status.nextDealer && <p class="ss-next-dealer">{status.nextDealer}</p>}
      <p class="ss-remaining">
        {status.remaining} {!status.ended && status.round}
      </p>
      {status.extension && <p class="ss-extension">{status.extension}</p>}
      {status.misdeals && <p class="ss-misdeals">{status.misdeals}</p>}
    </div>
  );
}
