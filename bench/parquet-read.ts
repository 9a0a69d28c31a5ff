/**
 * Reading OFF's Parquet export, one thread, no conversion: hyparquet's own row reader
 * (parquetReadObjects per row group, the columns the import reads) against the import's reader
 * (src/products/off-parquet.ts: the leaf columns it needs, decoded with hyparquet's page decoders
 * and assembled for OFF's shapes). Rows per second and peak RSS, each in its own process.
 *
 *   npx bun bench/off-generate.ts 200000 --format parquet --out /tmp/off-200k.parquet
 *   npx bun bench/parquet-read.ts /tmp/off-200k.parquet
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { args, table } from './lib';

// <reader>: child mode, one reader (the parent runs each in its own process).
const [file, mode] = args({ positionals: '<file.parquet> [reader]' }).positionals;
if (!file) {
  process.stderr.write('usage: npx bun bench/parquet-read.ts <file.parquet>\n');
  process.exit(2);
}

/** One reader over the whole file, in this process: rows, nutriment entries seen, seconds, peak RSS. */
async function read(which: string) {
  const { planParquet, ParquetGroupReader, rowProduct } = await import('../src/products/off-parquet');
  const started = performance.now();
  let rows = 0;
  let nutriments = 0;
  let peak = 0;
  if (which === 'import reader') {
    const plan = planParquet(file!);
    const reader = new ParquetGroupReader(plan);
    for (const group of plan.groups) {
      const g = reader.decode(group);
      for (let i = 0; i < g.rows; i++) nutriments += Object.keys(rowProduct(g, i).nutriments ?? {}).length;
      rows += g.rows;
      peak = Math.max(peak, process.memoryUsage.rss());
    }
    reader.close();
  } else {
    const { parquetMetadataAsync, parquetReadObjects } = await import('hyparquet');
    const fd = openSync(file!, 'r');
    const size = fstatSync(fd).size;
    const buffer = {
      byteLength: size,
      slice(start: number, end = size) {
        const b = new Uint8Array(end - start);
        readSync(fd, b, 0, b.length, start);
        return b.buffer;
      },
    };
    const plan = planParquet(file!);
    const metadata = await parquetMetadataAsync(buffer);
    const columns = Object.values(plan.columns) as string[];
    let start = 0;
    for (const rg of metadata.row_groups) {
      const end = start + Number(rg.num_rows);
      for (const o of await parquetReadObjects({ file: buffer, metadata, columns, rowStart: start, rowEnd: end })) {
        rows++;
        nutriments += (o.nutriments as unknown[] | null)?.length ?? 0;
      }
      start = end;
      peak = Math.max(peak, process.memoryUsage.rss());
    }
    closeSync(fd);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    reader: which,
    rows,
    'nutriment entries': nutriments,
    seconds: Math.round(seconds * 100) / 100,
    'rows/s': Math.round(rows / seconds),
    'peak RSS MB': Math.round(peak / 1e6),
  };
}

if (mode) {
  console.log(JSON.stringify(await read(mode)));
} else {
  const results = [];
  for (const which of ['hyparquet parquetReadObjects', 'import reader']) {
    const p = Bun.spawn([process.execPath, import.meta.path, file, which], { stdout: 'pipe', stderr: 'inherit' });
    results.push(JSON.parse((await new Response(p.stdout).text()).trim()));
  }
  console.log(table(results));
}
