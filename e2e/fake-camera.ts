import { writeFile } from 'node:fs/promises';
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;

/**
 * A video for Chromium's fake camera (--use-file-for-fake-video-capture): a pack's EAN-13 barcode,
 * black on white, held still in the middle of the picture. Written as Y4M, the raw format Chromium
 * reads: a header, then for each frame its luma plane and two neutral chroma planes (grey, no colour).
 */
export async function writeBarcodeVideo(ean13: string, file: string): Promise<void> {
  const svg = bwipjs.toSVG({ bcid: 'ean13', text: ean13, scale: 3, height: 22, includetext: true });
  const barcode = await sharp(Buffer.from(svg))
    .resize({ width: WIDTH - 160, height: HEIGHT - 200, fit: 'inside' })
    .png()
    .toBuffer();
  const luma = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#fff' } })
    .composite([{ input: barcode, gravity: 'centre' }])
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  if (luma.length !== WIDTH * HEIGHT) throw new Error(`expected one byte a pixel, got ${luma.length}`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
