/**
 * After a knock (§7, §8): the knocker's melds (with the cards the opponent
 * laid off on them, marked), deadwood and face-down card; then the
 * opponent's melds, lay-offs and deadwood once laid out. Melds are numbered
 * as the notation numbers them for lay-offs ("8♣ onto meld 2").
 */
import { CardBack, CardBox } from './Card';
import type { KnockView, LayoutView } from './view-model';
import { useUiText } from '../../i18n/ui-text';
import { BOARD_WORDS } from './table-words';

export function KnockArea({ knock, layout }: { knock: KnockView; layout: LayoutView | null }) {
  const t = useUiText(BOARD_WORDS);
  return (
    <div class="gr-knock" role="group" aria-label={t.laidOut}>
      <div class="gr-laid">
        <p class="gr-laid__head">{knock.heading}</p>
        <ol class="gr-melds">
          {knock.melds.map((m) => (
            <li key={m.number} class="gr-meld">
              <span class="gr-meld__no">
                <span class="gs-sr">{t.meld}</span>
                {m.number}
              </span>
              {m.cards.map((c) =>
                c.off ? (
                  <span key={c.face.code} class="gr-off">
                    <span class="gs-sr">{t.laidOffBy(c.off)}</span>
                    <CardBox face={c.face} extra=" gr-card--off" />
                  </span>
                ) : (
                  <CardBox key={c.face.code} face={c.face} />
                ),
              )}
            </li>
          ))}
        </ol>
        <p class="gr-laid__dead">
          {knock.deadwoodText}
          <span class="gr-buried">
            <CardBack label={knock.buriedLabel} extra=" gr-card--small" />
            <span aria-hidden="true"> {t.faceDown}</span>
          </span>
        </p>
        {knock.faults.length > 0 && <p class="gr-laid__faults">{t.irregular(knock.faults.join('; '))}</p>}
      </div>
      {layout && (
        <div class="gr-laid">
          <p class="gr-laid__head">{t.nameLaidOut(layout.name)}</p>
          {layout.melds.length > 0 ? (
            <ul class="gr-melds">
              {layout.melds.map((m, i) => (
                <li key={i} class="gr-meld">
                  {m.map((f) => (
                    <CardBox key={f.code} face={f} />
                  ))}
                </li>
              ))}
            </ul>
          ) : (
            <p class="gr-muted">{t.noMelds}</p>
          )}
          {layout.layoffs.length > 0 && (
            <p class="gr-laid__offs">
              {t.laidOff(layout.layoffs.map((o) => o.text).join(', '))}
              <span aria-hidden="true">{t.outlined}</span>
            </p>
          )}
          <p class="gr-laid__dead">{layout.deadwoodText}</p>
        </div>
      )}
    </div>
  );
}
