/** The server (or a bench's server entry) built to one module with its migrations beside it: see serverBuild.mjs. */
export declare const buildServer: (entry: string, outfile: string) => Promise<void>;
export declare const SERVER_BUILD: string;
export declare const SERVER_NODE_FLAGS: string[];
export declare const serverNodeFlags: (databaseUrl?: string) => string[];
