import { expect, test } from 'vitest';
import { withoutSearchOnlyText } from './search-only-text';

test('the index-only step text goes, everything else of the element stays', () => {
  const html = '<section class="scenario not-content" id="scenario-4-11" aria-labelledby="c" data-pagefind-index-attrs="data-says" data-says="Cem throws &quot;Q&quot; on K.">x</section>';
  expect(withoutSearchOnlyText(html)).toBe('<section class="scenario not-content" id="scenario-4-11" aria-labelledby="c">x</section>');
  expect(withoutSearchOnlyText('<p data-sayso="1">keep</p>')).toBe('<p data-sayso="1">keep</p>');
});
