export declare function webBuildStaleReason(root: string): string | null;
export declare function consoleBuildStaleReason(root: string): string | null;
export declare function ensureWebBuild(root: string, log?: (line: string) => void): Promise<boolean>;
export declare function snapshotWebBuild(
  root: string,
  log?: (line: string) => void,
): Promise<{ dir: string; remove(): void }>;
export declare function snapshotConsoleBuild(
  root: string,
  log?: (line: string) => void,
): Promise<{ dir: string; remove(): void }>;
