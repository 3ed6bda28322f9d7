// Types of server-env.mjs, for the TypeScript benches that import it.
export declare const SERVER_ENV: Readonly<Record<string, string>>;
export declare const SERVER_ARGS: readonly string[];
