export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}
export declare function startServer(opts: {
  nodeArgs: string[];
  port: number;
  env?: Record<string, string | undefined>;
  readyPath: string;
  label: string;
  timeoutMs?: number;
}): Promise<RunningServer>;
