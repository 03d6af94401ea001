/**
 * The bots around the table, one compact seat each: name, what is public about
 * them (to move, dealer, skipped, swap partner, laid down), how many cards they
 * hold (backs only: 2.7), whether their Marke still lies there (face down: 2.8),
 * and what they owe (4.12). Once a hand is laid down (9.3) it lies face up.
 */
import { CardBack } from '../cards/CardBack';
import { CardFace } from '../cards/CardFace';
import { formatCard } from '../../../../engine/core/cards';
import type { OpponentView } from './reader-view';
import { useUiText } from '../../../i18n/ui-text';
import { PLAY_TEXT } from './play-text';
import { Mark } from '../../../components/marks/Mark';

/** Backs drawn for a hand; more cards show as a number beside them. */
const BACKS_SHOWN = 5;

function Opponent({ o }: { o: OpponentView }) {
  const t = useUiText(PLAY_TEXT);
  const s = o.seatView;
  const classes = ['gp-opponent', s.isToMove && 'gp-opponent--to-move', s.isWinner && 'gp-opponent--winner'].filter(Boolean).join(' ');
  const owed = s.debts.reduce((n, d) => n + d.cards, 0);
  const facts = [
    s.isDealer ? t.dealer : null,
    s.skipped ? t.skipped : null,
    s.swap ? t.swapWith(s.swap.partnerName) : null,
    s.isWinner ? t.out : null,
    o.hasMarke ? t.marke : t.noMarke,
    owed > 0 ? t.owes(owed) : null,
    s.pointsLabel,
  ].filter((f): f is string => f !== null);
  return (
    <li class={classes} data-seat={o.seat} aria-label={o.label}>
      <p class="gp-opponent__head" aria-hidden="true">
        {s.isToMove && <span class="gp-opponent__arrow"><Mark kind="turn" /></span>}
        {s.isWinner && <Mark kind="star" />}
        <span class="gp-opponent__name">{o.name}</span>
      </p>
      {s.handOpen ? (
        <ul class="gp-opponent__open" aria-label={t.laidDownFaceUp(o.name)}>
          {s.hand.map((c, i) => (
            <li key={`${formatCard(c)}-${i}`}>
              <CardFace card={c} size={24} />
            </li>
          ))}
        </ul>
      ) : (
        <p class="gp-opponent__hand" aria-hidden="true">
          <span class="gp-opponent__backs">
            {Array.from({ length: Math.min(o.cards, BACKS_SHOWN) }, (_, i) => (
              <CardBack key={i} size={16} decorative class="gp-opponent__back" />
            ))}
          </span>
          <span class="gp-opponent__count">{o.cards}</span>
        </p>
      )}
      <p class="gp-opponent__facts" aria-hidden="true">
        {facts.join(' · ')}
      </p>
    </li>
  );
}

export function Opponents({ opponents }: { opponents: readonly OpponentView[] }) {
  const t = useUiText(PLAY_TEXT);
  return (
    <ul class="gp-opponents" aria-label={t.otherPlayers} data-count={opponents.length}>
      {opponents.map((o) => (
        <Opponent key={o.seat} o={o} />
      ))}
    </ul>
  );
}
