import type { Plugin } from 'vite';

/**
 * The app's code as one chunk. The page's script (src/app/boot.ts) imports the app
 * (src/app/main.tsx) when the page is used: left to Rolldown, the app's static imports are split
 * into some twenty chunks by what the lazily loaded parts share, a waterfall of requests at the
 * moment someone is waiting. So every module the app imports statically, and the page's script
 * does not, is one chunk, named `main`. `test` is asked once the module graph is known.
 */
export function appChunk(bootFile: string, appFile: string): { plugin: Plugin; test: (id: string) => boolean } {
  const app = new Set<string>();
  const plugin: Plugin = {
    name: 'hci-sizer:app-chunk',
    apply: 'build',
    buildEnd() {
      const reach = (from: string) => {
        const seen = new Set<string>();
        const todo = [from];
        while (todo.length) {
          const id = todo.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          todo.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const boot = reach(bootFile);
      app.clear();
      for (const id of reach(appFile)) if (!boot.has(id)) app.add(id);
      if (!app.has(appFile)) this.error(`${appFile} is not in the build, or the page's script imports it statically`);
    },
  };
  return { plugin, test: (id) => app.has(id) };
}
