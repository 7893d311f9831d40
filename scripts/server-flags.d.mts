/** V8 flags of the server process (see server-flags.mjs). */
export declare const SERVER_NODE_FLAGS: string[];
