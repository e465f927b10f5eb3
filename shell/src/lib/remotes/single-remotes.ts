// The exposed modules linked into the single-bundle baseline, by `remote/exposed`: the single
// build (shared/build/single-bundle.ts) replaces this file's content with a dynamic import of each
// remote's exposed source file, as its vite.config.ts lists them. Empty anywhere else.
const linkedModules: Record<string, () => Promise<unknown>> = {};
export default linkedModules;
