export declare const SHARED_LIBRARIES: readonly string[];
export declare function shareScopeProviders(): Record<string, string[]>;
export declare function copiesFetched(manifests: { url: string; manifest: unknown }[], fetched: Set<string>): Record<string, number>;
