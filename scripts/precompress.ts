import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; pictures other than SVG come compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Smaller files gain less than a request's headers weigh. */
const MIN_BYTES = 1024;

/** The encodings the server can answer with (`serveStatic({ precompressed: true })`), by file suffix. */
const ENCODERS = {
  '.br': (data: Buffer) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  '.gz': (data: Buffer) => gzipSync(data, { level: 9 }),
} as const;

function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : compressibleFiles(path); // .vite: the manifest
    return COMPRESSIBLE.test(entry.name) && statSync(path).size >= MIN_BYTES ? [path] : [];
  });
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file under `dir`, where
 * the copy is smaller. Answers the bytes before and after, per encoding, for the build's log line.
 */
export function precompressDirectory(dir: string): { files: number; bytes: number; br: number; gz: number } {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const file of compressibleFiles(dir)) {
    const data = readFileSync(file);
    totals.files += 1;
    totals.bytes += data.length;
    for (const [suffix, encode] of Object.entries(ENCODERS)) {
      const encoded = encode(data);
      const kept = encoded.length < data.length;
      if (kept) writeFileSync(file + suffix, encoded);
      totals[suffix === '.br' ? 'br' : 'gz'] += kept ? encoded.length : data.length;
    }
  }
  return totals;
}

/** Vite build step: precompressed copies of the built app, which the server sends to browsers that accept them. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tracker-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const { files, bytes, br, gz } = precompressDirectory(outDir);
      const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
      this.info(`precompressed ${files} files: ${kib(bytes)} -> ${kib(br)} brotli, ${kib(gz)} gzip`);
    },
  };
}
