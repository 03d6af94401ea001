/**
 * The 32 faces as switches for one target (a hand, the top card, the cards
 * under it, the draw pile's top). Pressed: the face is there (a count when
 * several packs put it there more than once). A face whose copies all lie
 * elsewhere stays tappable and says where it is, so the tap explains itself.
 */
import { faceState, faceText, GRID, isRedFace, type CardTarget, type Face } from './card-places';
import type { DeskSetup } from './desk-setup';
import { useLocale } from '../../../i18n/ui-text';
import { SETUP_WORDS } from './setup-words';

export function CardGrid({ setup, target, onTap, label }: { setup: DeskSetup; target: CardTarget; onTap: (face: Face) => void; label: string }) {
  const locale = useLocale();
  const w = SETUP_WORDS[locale];
  return (
    <div class="gd-grid" role="group" aria-label={label}>
      {GRID.map(({ suit, faces }) => (
        <div class="gd-grid__suit" key={suit}>
          {faces.map((face) => {
            const s = faceState(setup, target, face, locale);
            const none = s.here === 0 && s.free === 0;
            return (
              <button
                key={face}
                type="button"
                class={`gd-card${isRedFace(face) ? ' gd-card--red' : ''}${none ? ' gd-card--elsewhere' : ''}`}
                aria-pressed={s.here > 0 ? 'true' : 'false'}
                data-face={face}
                onClick={() => onTap(face)}
              >
                <span aria-hidden="true">{faceText(face)}</span>
                <span class="gd-sr">
                  {w.face(face)}
                  {s.here > 1 ? w.copies(s.here) : ''}
                  {none ? w.lying(s.elsewhere ?? '') : ''}
                </span>
                {s.here > 1 && (
                  <span class="gd-card__mark" aria-hidden="true">
                    ×{s.here}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
