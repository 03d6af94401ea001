/**
 * Paragraph citations as links to their short permalinks (/gress/r/4.11), so
 * every ruling can be followed back to the rule text.
 */
import { useCitationTitle } from '../cite/use-paragraph-titles';
import type { CitationView } from './step-view';

/** One citation; its hint (the paragraph's title) in the page's language. */
export function Citation({ citation }: { citation: CitationView }) {
  const title = useCitationTitle(citation);
  return (
    <a class="gs-cite" href={citation.href} title={title ?? undefined}>
      {citation.number}
    </a>
  );
}

/** Inline list "4.11, 7.3" with a label for screen readers (links alone read as bare numbers). */
export function CitationList({ citations, label }: { citations: readonly CitationView[]; label: string }) {
  if (citations.length === 0) return null;
  return (
    <span class="gs-cites">
      <span class="gs-sr">{label}: </span>
      {citations.map((c, i) => (
        <span key={c.number}>
          {i > 0 && ', '}
          <Citation citation={c} />
        </span>
      ))}
    </span>
  );
}
