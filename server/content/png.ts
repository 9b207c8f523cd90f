// A small PNG encoder for the demo covers (no image library is installed): truecolour, 8 bits,
// no interlace, one IDAT. Enough for generated pictures of a few hundred pixels.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export type Rgb = readonly [number, number, number];

/** A PNG of width × height whose pixel colours `paint` gives. */
export function encodePng(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = paint(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);

/** A demo cover: a diagonal gradient between two colours with a few soft circles (a "port at dusk"). */
export function demoCover(index: number, width = 320, height = 180): Buffer {
  const palettes: Array<[Rgb, Rgb]> = [
    [
      [22, 119, 255],
      [105, 192, 255],
    ],
    [
      [19, 194, 194],
      [135, 232, 222],
    ],
    [
      [250, 140, 22],
      [255, 214, 102],
    ],
    [
      [114, 46, 209],
      [179, 127, 235],
    ],
    [
      [82, 196, 26],
      [183, 235, 143],
    ],
    [
      [235, 47, 150],
      [255, 173, 210],
    ],
  ];
  const [from, to] = palettes[index % palettes.length]!;
  const circles = [0, 1, 2].map((k) => ({
    cx: ((index * 97 + k * 131) % width) | 0,
    cy: ((index * 53 + k * 71) % height) | 0,
    r: 30 + ((index + k * 17) % 40),
  }));
  return encodePng(width, height, (x, y) => {
    const t = (x / width + y / height) / 2;
    let rgb: [number, number, number] = [mix(from[0], to[0], t), mix(from[1], to[1], t), mix(from[2], to[2], t)];
    for (const circle of circles) {
      if ((x - circle.cx) ** 2 + (y - circle.cy) ** 2 < circle.r ** 2) rgb = [mix(rgb[0], 255, 0.25), mix(rgb[1], 255, 0.25), mix(rgb[2], 255, 0.25)];
    }
    // A "container ship" band along the bottom.
    if (y > height * 0.78) rgb = [mix(rgb[0], 0, 0.35), mix(rgb[1], 0, 0.35), mix(rgb[2], 0, 0.35)];
    return rgb;
  });
}
