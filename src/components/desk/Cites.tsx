/**
 * Paragraph numbers as links to their permalinks (/<game>/r/<n>), with the
 * paragraph's title as a hint and a label for screen readers (links alone
 * read as bare numbers).
 */
import { withBase } from '../../base-path';
import { inEdition } from '../../i18n/editions';
import { useLocale } from '../../i18n/ui-text';
import { useParagraphTitles } from '../cite/use-paragraph-titles';

export function Cites({ gameId, numbers, label, titleOf }: { gameId: string; numbers: readonly string[]; label: string; titleOf: (n: string) => string | null }) {
  const locale = useLocale();
  const title = useParagraphTitles(gameId, titleOf);
  if (numbers.length === 0) return null;
  return (
    <span class="gd-cites">
      <span class="gd-sr">{label}: </span>
      {numbers.map((n, i) => (
        <span key={n}>
          {i > 0 && ', '}
          <a class="gd-cite" href={withBase(inEdition(`/${gameId}/r/${n}`, locale))} title={title(n) ?? undefined} data-cite={n}>
            {n}
          </a>
        </span>
      ))}
    </span>
  );
}
