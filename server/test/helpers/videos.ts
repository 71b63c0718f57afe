import fs from 'node:fs';
import path from 'node:path';
import type { FilePart } from './multipart';

const FIXTURES = path.join(__dirname, '..', 'fixtures');

/**
 * One second of ffmpeg's test picture at 64x48, made with Debian's ffmpeg:
 *   ffmpeg -f lavfi -i testsrc=size=64x48:rate=10:duration=1 -c:v libx264 -pix_fmt yuv420p \
 *     -profile:v baseline -crf 40 -movflags +faststart -an short.mp4
 *   ffmpeg -f lavfi -i testsrc=size=64x48:rate=10:duration=1 -c:v libvpx -b:v 50k -an short.webm
 */
export const mp4File = (filename = 'clip.mp4'): FilePart => ({
  data: fs.readFileSync(path.join(FIXTURES, 'short.mp4')),
  filename,
  type: 'video/mp4',
});

export const webmFile = (filename = 'clip.webm'): FilePart => ({
  data: fs.readFileSync(path.join(FIXTURES, 'short.webm')),
  filename,
  type: 'video/webm',
});

/** A text file dressed up as a video by its name and declared type. */
export const textAsMp4 = (): FilePart => ({
  data: Buffer.from('This is not a video, whatever its name says.\n'.repeat(20)),
  filename: 'trailer.mp4',
  type: 'video/mp4',
});
