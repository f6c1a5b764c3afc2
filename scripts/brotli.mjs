// node brotli.mjs FILE... — writes FILE.br beside each FILE: brotli at its best quality (11) and its largest
// standard window (24 bits), with Node.js's own zlib. The same input gives the same bytes.
import fs from "node:fs";
import zlib from "node:zlib";

for (const file of process.argv.slice(2)) {
  const data = fs.readFileSync(file);
  const packed = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_LGWIN]: zlib.constants.BROTLI_MAX_WINDOW_BITS,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  fs.writeFileSync(`${file}.br`, packed);
}
