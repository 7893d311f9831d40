// Node flags of the server process, shared by `npm start`, the browser tests and the benches so they
// measure what runs.
// - Stack traces name the TypeScript sources (the server runs as a bundle with source maps).
// - An 8 MB young-generation semi-space (default 16 MB). It was 2 MB for the report exports' memory, but
//   at 50 connections the scavenges then took 15 % of the server's CPU (6 % at 8 MB, 3 % at 16 MB) and
//   cost the lists a fifth of their throughput; the old-space limit alone keeps the exports' peak where
//   it was (191 MB for a 100,000-row XLSX at 8 MB; bench/README.md, 'Issue 18, young generation').
// - A 384 MB old space (default: a share of the machine's memory): V8 sizes its heap growth from this
//   limit, so garbage promoted while a long export runs is collected instead of piling up until a late
//   full GC. PGlite's and OCR's WebAssembly memory is outside this heap.
// A 100,000-row XLSX export peaked at 290-430 MB RSS with the defaults and stays under ~205 MB with both,
// with the server at ~160 MB when ready instead of ~230 (bench/README.md, 'Reports').
export const SERVER_NODE_FLAGS = [
  '--enable-source-maps',
  '--max-semi-space-size=8',
  '--max-old-space-size=384',
];

// Environment of the server process, under whatever the operator sets (`{ ...SERVER_ENV, ...process.env }`).
// glibc's malloc keeps what it frees: its threshold for serving a request with its own mmap starts at
// 128 KB but rises with every mmap'd block freed (up to 32 MB), after which large blocks come from the
// heaps and stay resident, and the heaps give back only a free top above 128 KB. V8's compilers (PGlite's
// WebAssembly is compiled and tiered up on background threads, its file-system bundle unpacked) free tens
// of MB at start-up: with both thresholds fixed at 128 KB they go back to the system, and an idle server is
// ~30 MB smaller (median 238 vs 268 MB; bench/README.md 'First internal screen without zod, idle memory').
// Other C libraries ignore them.
export const SERVER_ENV = {
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};
