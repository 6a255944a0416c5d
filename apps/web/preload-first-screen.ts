import type { Plugin, Rollup } from 'vite';

export interface FirstScreenSources {
  /** The app, imported by the entry once the first screen has painted (src/main.tsx). */
  app: string;
  /** The page `/` lands on, loaded lazily by the app's router. */
  landing: string;
}

/**
 * Adds to index.html modulepreload links for the app and for the page `/` lands on (with the chunks
 * each needs beyond what comes before it), and their styles as stylesheets. The entry imports the
 * app only after the first frame, and the app's router asks for the landing page only once it runs:
 * preloaded, both are fetched alongside the entry instead. The server sends the first screen in the
 * HTML (decision 011), which needs the app's and the landing's styles before it is painted; on other
 * pages the landing's are a small unused file (under 2 KB compressed).
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
        const scripts: string[] = [];
        for (const source of [sources.app, sources.landing]) {
          for (const fileName of closure(builtFrom(source).fileName)) {
            if (!loaded.has(fileName)) scripts.push(fileName);
            loaded.add(fileName);
          }
        }
        const styles = scripts.flatMap((fileName) => [
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
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
