/**
 * Links in content/ under the site's base. The rulebook pages link to each
 * other as the site sees itself, `[4.10](/gress/r/4.10)` or
 * `<LinkButton href="/gress/0-overview/">`, about 1,300 links that should not
 * spell out a host's sub-path. When the site is built for a sub-path
 * (SITE_BASE=/rulebook/, astro.config.mjs), this Sätteri HAST plugin puts the
 * base in front of every root-relative href of a Markdown link, an <a> and a
 * component with an `href` attribute (Starlight's LinkButton); anchors (#7-3),
 * other sites and relative links stay as written. At the root ("/") it is not
 * registered at all.
 *
 * Sätteri, not rehype: Astro 7 renders Markdown and MDX with Sätteri (see
 * paragraph-ids.ts, which registers its plugin the same way).
 */
import type { AstroIntegration } from 'astro';
import type { HastPluginDefinition, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'satteri';
import { normalizeBase, prefixBase } from './site-base';

/** Components of content/ whose `href` is a link (an MDX JSX element, not an <a>). */
const LINK_COMPONENTS = ['a', 'LinkButton', 'LinkCard'];

export function satteriBaseLinks(base: string): HastPluginDefinition {
  const prefix = normalizeBase(base);
  const rebased = (href: unknown) => (typeof href === 'string' && prefixBase(href, prefix) !== href ? prefixBase(href, prefix) : null);
  const jsx = {
    filter: LINK_COMPONENTS,
    visit(node: Readonly<MdxJsxFlowElementHast | MdxJsxTextElementHast>, ctx: Parameters<NonNullable<HastPluginDefinition['raw']>>[1]) {
      const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'href');
      const href = rebased(attribute?.value);
      if (href) ctx.setProperty(node, 'href', href);
    },
  };
  return {
    name: 'base-links',
    element: {
      filter: ['a'],
      visit(node, ctx) {
        const href = rebased(node.properties?.href);
        if (href) ctx.setProperty(node, 'href', href);
      },
    },
    mdxJsxFlowElement: jsx,
    mdxJsxTextElement: jsx,
  };
}

/** The slice of Astro's config this integration touches (as in paragraph-ids.ts). */
interface ProcessorConfig {
  base: string;
  markdown: { processor: { readonly name: string; options: object } };
}

/** Appends {@link satteriBaseLinks} to the Sätteri processor when the base is not the root. */
export function addBaseLinksPlugin(config: ProcessorConfig): void {
  const base = normalizeBase(config.base);
  if (base === '/') return;
  const { processor } = config.markdown;
  const hastPlugins = (processor.options as { hastPlugins?: unknown }).hastPlugins;
  if (processor.name !== 'satteri' || !Array.isArray(hastPlugins)) {
    throw new Error(`base-links: markdown.processor is "${processor.name}", but the links of content/ get the site's base from a Sätteri plugin (src/plugins/base-links.ts).`);
  }
  hastPlugins.push(satteriBaseLinks(base));
}

export function baseLinks(): AstroIntegration {
  return {
    name: 'interactive-rulebook:base-links',
    hooks: {
      'astro:config:setup': ({ config }) => addBaseLinksPlugin(config),
    },
  };
}
