// Types of build-stamp.mjs for the TypeScript that imports it (bench/start.bench.ts).
export function isBuildCurrent(): boolean;
export function forgetBuild(): void;
export function stampBuild(newestInputMs: number): void;
export function newestInput(): number;
