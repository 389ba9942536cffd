import { strToU8, Unzip, UnzipInflate, zipSync } from 'fflate';

/**
 * A problem folder as a zip (Manage Problems' Export and Import): text files only, under one top
 * folder named for the problem on the way out; on the way in, at the root or under one top folder.
 * An upload is hostile until read: its declared sizes are not trusted, so it is inflated in small
 * pieces and stopped as soon as it holds more than the limits allow (a zip bomb costs at most one
 * piece's expansion past them).
 */

export interface ZipLimits {
  files: number;
  fileBytes: number;
  totalBytes: number;
}

export class ZipError extends Error {
  override name = 'ZipError';
}

/** A folder (relative path -> text) as a zip whose entries sit under `top/`. */
export function zipFolder(top: string, files: ReadonlyMap<string, string>): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [path, text] of [...files].sort(([a], [b]) => a.localeCompare(b)))
    entries[`${top}/${path}`] = strToU8(text);
  // A fixed time: the same folder always zips to the same bytes.
  return zipSync(entries, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
}

/** Pieces of the upload given to the inflater at a time: deflate expands at most ~1032x. */
const PIECE = 16 * 1024;

/**
 * The text files of a zip, with the common top folder (if every entry has one) taken off, and the
 * name of that folder. Directories are skipped; anything else breaking the limits, not UTF-8, or
 * not a zip is a ZipError saying which.
 */
export function unzipFolder(
  data: Uint8Array,
  limits: ZipLimits,
): { top?: string; files: Map<string, string> } {
  const raw = new Map<string, Uint8Array[]>();
  let total = 0;
  let failure: ZipError | undefined;
  const unzip = new Unzip((file) => {
    if (failure || file.name.endsWith('/')) return;
    if (raw.size >= limits.files) {
      failure = new ZipError(`more than ${limits.files} files`);
      return;
    }
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    raw.set(file.name, chunks);
    file.ondata = (err, chunk) => {
      if (failure) return;
      if (err) {
        failure = new ZipError(`${file.name}: ${err.message}`);
        return;
      }
      bytes += chunk.length;
      total += chunk.length;
      if (bytes > limits.fileBytes) failure = new ZipError(`${file.name} is over ${limits.fileBytes} bytes`);
      else if (total > limits.totalBytes) failure = new ZipError(`over ${limits.totalBytes} bytes in all`);
      else chunks.push(chunk);
      if (failure) file.terminate();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < data.length && !failure; at += PIECE)
      unzip.push(data.subarray(at, at + PIECE), at + PIECE >= data.length);
  } catch (e) {
    throw new ZipError(`not a zip file we can read: ${(e as Error).message}`);
  }
  if (failure) throw failure;
  if (raw.size === 0) throw new ZipError('the zip holds no files');
  const names = [...raw.keys()];
  const firstTop = names[0]?.split('/')[0];
  const top =
    firstTop && names.every((n) => n.startsWith(`${firstTop}/`) && n.length > firstTop.length + 1)
      ? firstTop
      : undefined;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const files = new Map<string, string>();
  for (const [name, chunks] of raw) {
    const path = top ? name.slice(top.length + 1) : name;
    const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) {
      bytes.set(c, at);
      at += c.length;
    }
    try {
      files.set(path, decoder.decode(bytes));
    } catch {
      throw new ZipError(`${name} is not UTF-8 text`);
    }
  }
  return { ...(top ? { top } : {}), files };
}
