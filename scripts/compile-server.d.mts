// Types of compile-server.mjs, for the tests that start the compiled server.
export declare function compileServer(outDir: string): Promise<string>;
