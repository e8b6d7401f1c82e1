// Types of build-server.mjs for the TypeScript that imports it (bench/start.bench.ts).
export function buildServer(options?: { outDir?: string }): Promise<void>;
