import { MAX_VIDEO_BYTES } from '@academy/contracts';
import { HttpError } from './httpErrors';

export type VideoKind = 'mp4' | 'webm';

const NOT_A_VIDEO = 'The video could not be read: only MP4 and WebM videos are accepted.';
const TOO_LARGE = `The video is too large: videos can be at most ${MAX_VIDEO_BYTES / (1024 * 1024)} MB.`;

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const EBML_DOCTYPE_ID = 0x4282;
const WEBM_SEGMENT_ID = 0x18538067;

// ISO base media files that are still images (AVIF, HEIF), not videos.
const IMAGE_BRANDS = new Set([
  'avif',
  'avis',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
]);
// The brands of MP4 proper (not QuickTime's 'qt  ' or 3GPP), one of them major or compatible.
const MP4_BRANDS = /^(iso[m2-9]|mp4[12]|avc1|M4V[ HP]?|dash|mmp4|mp71)$/;
// A file of this many top-level boxes is not a video anyone made; stop walking.
const MAX_TOP_LEVEL_BOXES = 10_000;

const ascii = (data: Buffer, start: number, end: number) => data.subarray(start, end).toString('latin1');

/** The video kind by the file's first bytes only: cheap, to tell a video from an image. */
export function sniffVideoKind(data: Buffer): VideoKind | undefined {
  if (data.length >= 12 && ascii(data, 4, 8) === 'ftyp' && !IMAGE_BRANDS.has(ascii(data, 8, 12)))
    return 'mp4';
  if (data.subarray(0, 4).equals(EBML_MAGIC)) return 'webm';
  return undefined;
}

/** The box types at the top of an MP4 file, if the boxes tile the whole file exactly. */
function topLevelBoxes(data: Buffer): string[] | undefined {
  const types: string[] = [];
  let offset = 0;
  while (offset < data.length) {
    if (offset + 8 > data.length || types.length >= MAX_TOP_LEVEL_BOXES) return undefined;
    let size = data.readUInt32BE(offset);
    const type = ascii(data, offset + 4, offset + 8);
    if (!/^[\x20-\x7e]{4}$/.test(type)) return undefined;
    if (size === 1) {
      if (offset + 16 > data.length) return undefined;
      size = Number(data.readBigUInt64BE(offset + 8));
      if (size < 16) return undefined;
    } else if (size === 0) {
      size = data.length - offset;
    } else if (size < 8) {
      return undefined;
    }
    if (offset + size > data.length) return undefined;
    types.push(type);
    offset += size;
  }
  return types;
}

function isMp4(data: Buffer): boolean {
  const boxes = topLevelBoxes(data);
  if (!boxes || boxes[0] !== 'ftyp' || !boxes.includes('moov')) return false;
  const ftypSize = data.readUInt32BE(0);
  const brands = [ascii(data, 8, 12)];
  for (let at = 16; at + 4 <= ftypSize; at += 4) brands.push(ascii(data, at, at + 4));
  return !IMAGE_BRANDS.has(brands[0]) && brands.some((brand) => MP4_BRANDS.test(brand));
}

/** An EBML variable-length number at `offset`: its length in bytes and value (marker removed). */
function readVint(
  data: Buffer,
  offset: number,
  keepMarker = false,
): { length: number; value: number } | undefined {
  const first = data[offset];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (offset + length > data.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + data[offset + i];
  return { length, value };
}

/** An EBML element's id, the offset of its data and the data's size. */
function readElement(data: Buffer, offset: number) {
  const id = readVint(data, offset, true);
  if (!id) return undefined;
  const size = readVint(data, offset + id.length);
  if (!size) return undefined;
  return { id: id.value, dataStart: offset + id.length + size.length, size: size.value };
}

function isWebm(data: Buffer): boolean {
  const header = readElement(data, 0);
  if (!header || header.id !== 0x1a45dfa3) return false;
  const headerEnd = header.dataStart + header.size;
  if (headerEnd > data.length) return false;
  let docType = '';
  for (let at = header.dataStart; at < headerEnd;) {
    const child = readElement(data, at);
    if (!child || child.dataStart + child.size > headerEnd) return false;
    if (child.id === EBML_DOCTYPE_ID) {
      docType = ascii(data, child.dataStart, child.dataStart + child.size).replace(/\0+$/, '');
    }
    at = child.dataStart + child.size;
  }
  const segment = readElement(data, headerEnd);
  return docType === 'webm' && segment?.id === WEBM_SEGMENT_ID && segment.dataStart < data.length;
}

/**
 * Checks an uploaded video by its content: an MP4 whose boxes tile the file and hold a movie
 * header, or a WebM whose EBML header names the 'webm' document type and is followed by its
 * segment. Answers the kind (the stored file's extension); throws 415 for anything else and 413
 * above the size cap. The file is kept as it is: nothing is decoded or re-encoded.
 */
export function checkVideo(data: Buffer): VideoKind {
  if (data.length > MAX_VIDEO_BYTES) throw new HttpError(413, TOO_LARGE);
  const kind = sniffVideoKind(data);
  if (kind === 'mp4' && isMp4(data)) return 'mp4';
  if (kind === 'webm' && isWebm(data)) return 'webm';
  throw new HttpError(415, NOT_A_VIDEO);
}
