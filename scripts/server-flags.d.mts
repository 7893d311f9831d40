/** V8 flags of the server process (see server-flags.mjs). */
export declare const SERVER_NODE_FLAGS: string[];
/** Environment of the server process, under the operator's (see server-flags.mjs). */
export declare const SERVER_ENV: Readonly<Record<string, string>>;
