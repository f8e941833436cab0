import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` for one lazy route and the chunks it imports, so the browser
 * fetches them beside the entry instead of after it has run: Sign In, every session's first
 * screen, then draws one round trip sooner on a slow phone network.
 */
export function preloadRoute(routeModule: string): Plugin {
  return {
    name: 'yaar-preload-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [file] : [],
        );
        const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(routeModule));
        if (!route) return html;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          for (const imported of chunk?.imports ?? []) visit(imported);
        };
        visit(route.fileName);
        const tags: HtmlTagDescriptor[] = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
        return { html, tags };
      },
    },
  };
}
