// V8 flags of the server process, shared by `npm start` and the benches so they measure what runs.
// A 2 MB young-generation semi-space (default 16 MB) makes V8 collect short-lived report rows promptly:
// a 100,000-row XLSX export peaked at 290-430 MB RSS with the default and stays near 220-275 MB with it,
// for ~0.3 s more on that export (bench/README.md, 'Reports').
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];
