// Types of cluster-lib.mjs for the cluster e2e suite.
import type { ChildProcess } from 'node:child_process';

export interface ClusterInstance {
  name: string;
  port: number;
  /** host:port, as nginx names it in X-Upstream. */
  upstream: string;
  logFile: string;
  child: ChildProcess | null;
  exited: Promise<string | number | null>;
  start(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  url: string;
  dir: string;
  instances: ClusterInstance[];
  logs(): string;
  stop(): Promise<void>;
}

export interface PrivatePostgres {
  adminUrl: string;
  port: number;
  start(): void;
  stop(): void;
  remove(): void;
}

export declare function ensureNginx(): string | null;
export declare function freePort(): Promise<number>;
export declare function ensureDatabase(adminUrl: string, name: string): Promise<string>;
export declare function withClient<T>(
  url: string,
  fn: (client: {
    query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>;
  }) => Promise<T>,
): Promise<T>;
export declare function startPrivatePostgres(): Promise<PrivatePostgres | null>;
export declare function startCluster(options: {
  databaseUrl: string;
  deployDir: string;
  port?: number;
  instances?: number;
  env?: Record<string, string>;
  quiet?: boolean;
}): Promise<Cluster>;
