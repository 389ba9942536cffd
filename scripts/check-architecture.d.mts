/** A dependency graph: each node's direct dependencies, sorted. */
export type Graph = Record<string, string[]>;

export function checkArchitecture(opts?: { root?: string; doc?: string }): {
  /** Each difference between docs/ARCHITECTURE.md and the code; empty when they agree. */
  problems: string[];
  /** What each workspace imports of the others (short names: `server`, `judge`...). */
  packages: Graph;
  /** What each module of apps/server/src/modules imports of the others. */
  modules: Graph;
};
export function packageGraph(root?: string): {
  graph: Graph;
  workspaces: Array<{ dir: string; name: string; short: string }>;
  unknown: string[];
};
export function moduleGraph(root?: string): { graph: Graph; modules: string[] };
export function formatGraph(graph: Graph): string;
export function cyclesOf(graph: Graph): string[];
export const MAX_FILE_LINES: number;
/** Tracked source files longer than `limit` (default MAX_FILE_LINES) lines. */
export function longFiles(root?: string, limit?: number): Array<{ file: string; lines: number }>;
