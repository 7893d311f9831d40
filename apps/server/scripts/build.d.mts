/** The server's production build (see build.mjs). */
export declare const SERVER_BUNDLE: string;
export declare const SERVER_SOURCES: string[];
export declare function bundleServer(entry?: string, outfile?: string): Promise<string>;
