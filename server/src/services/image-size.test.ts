import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size.ts';

/** A PNG's signature and IHDR chunk for `width` x `height` (the CRC is not read). */
function pngHeader(width: number, height: number): Uint8Array {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}

/** A JPEG with an APP0 segment, a comment, then a baseline or progressive frame of `width` x `height`. */
function jpegHeader(width: number, height: number, frame = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const comment = [0xff, 0xfe, 0x00, 0x07, ...Buffer.from('hello')];
  const sof = [0xff, frame, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...comment, 0xff, 0xff, ...sof, 0xff, 0xd9]);
}

function riff(chunk: string, payload: number[]): Uint8Array {
  const b = Buffer.alloc(20 + payload.length);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(12 + payload.length, 4);
  b.write('WEBP', 8, 'latin1');
  b.write(chunk, 12, 'latin1');
  b.writeUInt32LE(payload.length, 16);
  Buffer.from(payload).copy(b, 20);
  return b;
}

describe('imageSize', () => {
  it('reads the size a PNG, a GIF and a JPEG (baseline or progressive, after other segments) declare', () => {
    expect(imageSize(pngHeader(30000, 30000), 'png')).toEqual({ width: 30000, height: 30000 });
    expect(imageSize(Buffer.from('GIF89a\x40\x01\xf0\x00\x00\x00\x00;', 'latin1'), 'gif')).toEqual({ width: 320, height: 240 });
    expect(imageSize(jpegHeader(4032, 3024), 'jpg')).toEqual({ width: 4032, height: 3024 });
    expect(imageSize(jpegHeader(640, 480, 0xc2), 'jpg')).toEqual({ width: 640, height: 480 });
  });

  it('reads the three kinds of WebP: extended (canvas), lossy and lossless', () => {
    // VP8X: flags, 3 reserved bytes, canvas width-1 and height-1 in 24 bits each.
    expect(imageSize(riff('VP8X', [0, 0, 0, 0, 0x3f, 0x1f, 0, 0xdf, 0x0e, 0]), 'webp')).toEqual({ width: 8000, height: 3808 });
    // VP8: frame tag (3 bytes), start code 9d 01 2a, width and height in 14 bits.
    expect(imageSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]), 'webp')).toEqual({ width: 640, height: 480 });
    // VP8L: signature 0x2f, then width-1 and height-1 in 14 bits each: 400 x 300.
    const [w, h] = [399, 299];
    const bits = w | (h << 14);
    expect(imageSize(riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >> 24) & 0xff]), 'webp')).toEqual({ width: 400, height: 300 });
  });

  it('answers null where the header does not say (cut short, not a frame)', () => {
    expect(imageSize(pngHeader(10, 10).subarray(0, 20), 'png')).toBeNull();
    expect(imageSize(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), 'jpg')).toBeNull();
    expect(imageSize(deflateSync(Buffer.from('not a jpeg at all, just bytes')), 'jpg')).toBeNull();
    expect(imageSize(riff('ABCD', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), 'webp')).toBeNull();
  });
});
