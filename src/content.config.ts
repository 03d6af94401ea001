import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';

/**
 * Starlight's `docs` collection, read from content/ at the repository root (the
 * design card puts the rulebook there). Starlight's docsLoader() has no base
 * option in 0.42, so this is the glob loader it wraps, with the same rule that
 * files starting with `_` are drafts. Entry ids are paths without extension:
 * content/gress/4-moves-and-throws.mdx -> gress/4-moves-and-throws -> /gress/4-moves-and-throws/,
 * content/index.mdx -> index -> /. Scenario files (content/gress/scenarios/*.yaml)
 * are not Markdown and are not matched.
 */
export const collections = {
  docs: defineCollection({
    loader: glob({ base: './content', pattern: '**/[^_]*.{md,mdx}' }),
    schema: docsSchema(),
  }),
  // Starlight's own UI words where its built-in German has none: the search dialog's (Pagefind's) lines, in the
  // site's du-form (src/content/i18n/de.json). Without them Starlight hands Pagefind its English defaults on /de/.
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
};
