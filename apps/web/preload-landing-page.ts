import type { Plugin, Rollup } from 'vite';

/**
 * Adds modulepreload links for one lazily loaded page (and the chunks it needs beyond the entry's) to
 * index.html, and its styles as stylesheets. `/` lands on that page: the browser then fetches it
 * alongside the entry instead of after the entry has run and the router has asked for it. The server
 * sends that page's first screen in the HTML (decision 011), which needs its styles before it is
 * painted; on other pages they are a small unused file (under 2 KB compressed).
 */
export function preloadLandingPage(pageSource: string): Plugin {
  let base = '/';
  return {
    name: 'yc-preload-landing-page',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunkOf = (fileName: string) => bundle[fileName] as Rollup.OutputChunk;
        const chunks = Object.values(bundle).filter(
          (item): item is Rollup.OutputChunk => item.type === 'chunk',
        );
        const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(pageSource));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!page || !entry) throw new Error(`preload-landing-page: no chunk built from ${pageSource}`);
        const closure = (start: string, into = new Set<string>()) => {
          if (into.has(start)) return into;
          into.add(start);
          for (const imported of chunkOf(start).imports) closure(imported, into);
          return into;
        };
        const withEntry = closure(entry.fileName);
        const scripts = [...closure(page.fileName)].filter((fileName) => !withEntry.has(fileName));
        const styles = scripts.flatMap((fileName) => [
          ...(chunkOf(fileName).viteMetadata?.importedCss ?? []),
        ]);
        return [
          ...scripts.map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head' as const,
          })),
          ...styles.map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
