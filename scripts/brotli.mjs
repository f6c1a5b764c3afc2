// node brotli.mjs FILE... — writes FILE.br beside each FILE: brotli at its best quality (11) and its largest
// standard window (24 bits), with Node.js's own zlib. The same input gives the same bytes. The files are
// compressed at once on libuv's thread pool, so a machine's cores share the work.
import fs from "node:fs/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);

async function compress(file) {
  const data = await fs.readFile(file);
  const packed = await brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_LGWIN]: zlib.constants.BROTLI_MAX_WINDOW_BITS,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  await fs.writeFile(`${file}.br`, packed);
}

await Promise.all(process.argv.slice(2).map(compress));
