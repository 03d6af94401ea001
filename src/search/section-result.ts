/**
 * A search result is one section of a page, indexed from an index-only page
 * of its own (index-units.ts) whose `url` meta is the section's anchor on the
 * real page. The dialog links a result's title to that meta, but its
 * sub-results to the page it was indexed from; this points them at the
 * section too, so the dialog shows the one sub-result as the result's
 * excerpt rather than as a second link to a page that does not exist.
 */

/** The part of a Pagefind result this touches. */
export interface ResultData {
  url: string;
  meta: { url?: string; [key: string]: string | undefined };
  sub_results: { url: string }[];
}

/** A section's result links to the section on its real page, not to the page it was indexed from. */
export function toSection(result: ResultData): ResultData {
  // The players' words are for the index (index-units.ts); the dialog would show them as a tag.
  delete result.meta.words;
  const target = result.meta.url;
  if (target) {
    result.url = target;
    result.sub_results = result.sub_results.slice(0, 1).map((sub) => ({ ...sub, url: target }));
  }
  return result;
}

