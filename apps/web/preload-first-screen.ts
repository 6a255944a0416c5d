import type { Plugin, Rollup } from 'vite';

export interface FirstScreenSources {
  /** The app, imported by the entry once the first screen has painted (src/main.tsx). */
  app: string;
  /** The page `/` lands on, loaded lazily by the app's router. */
  landing: string;
}

/**
 * Adds to index.html modulepreload links for the app (with the chunks it needs beyond the entry), and
 * the styles of the app and of the page `/` lands on as stylesheets. The entry imports the app only
 * after the first frame: preloaded, it is fetched alongside the entry instead, on a page the server
 * draws nothing of. The server sends the first screen in the HTML (decision 011), which needs the
 * app's and the landing's styles before it is painted, and leaves the app's preloads out; on other
 * pages the landing's styles are a few small unused files (under 5 KB compressed). The landing's
 * code is not preloaded: it shares a file with the list's and the goods page's (vite.config.ts),
 * which the entry asks for on those pages only (src/page-code.ts).
 */
export function preloadFirstScreen(sources: FirstScreenSources): Plugin {
  let base = '/';
  return {
    name: 'yc-preload-first-screen',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(
          (item): item is Rollup.OutputChunk => item.type === 'chunk',
        );
        const chunkOf = (fileName: string) => bundle[fileName] as Rollup.OutputChunk;
        const builtFrom = (source: string) => {
          const chunk = chunks.find((each) => each.moduleIds.some((id) => id.endsWith(source)));
          if (!chunk) throw new Error(`preload-first-screen: no chunk built from ${source}`);
          return chunk;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('preload-first-screen: the build has no entry');
        const closure = (start: string, into = new Set<string>()) => {
          if (into.has(start)) return into;
          into.add(start);
          for (const imported of chunkOf(start).imports) closure(imported, into);
          return into;
        };
        const loaded = closure(entry.fileName);
        const beyondEntry = (source: string) => {
          const files = [...closure(builtFrom(source).fileName)].filter((fileName) => !loaded.has(fileName));
          for (const fileName of files) loaded.add(fileName);
          return files;
        };
        const scripts = beyondEntry(sources.app);
        const styles = [...scripts, ...beyondEntry(sources.landing)].flatMap((fileName) => [
          ...(chunkOf(fileName).viteMetadata?.importedCss ?? []),
        ]);
        return [
          ...styles.map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head' as const,
          })),
          ...scripts.map((fileName) => ({
            tag: 'link',
            // The server leaves these out of a document with a first screen (first-screen.tsx).
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              href: `${base}${fileName}`,
              'data-after-first-screen': true,
            },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
