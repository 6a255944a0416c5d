import sharp from 'sharp';
import type { StoredImageWire } from '@yaocai/domain/contracts/admin-files';
import type { TestClient } from './test-client.ts';

let made = 0;

/**
 * A small PNG unlike any other made here, so each upload of one is a file of its own. The sizes differ,
 * not only the colour: the shop stores lossy WebP, where two near colours can come out the same bytes.
 */
export function distinctPicture(): Promise<Buffer> {
  made++;
  const width = 240 + (made % 160);
  const height = 160 + (Math.floor(made / 160) % 120);
  const background = { r: (made * 37) % 256, g: (made * 91) % 256, b: 200 };
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/**
 * Uploads a new picture as the browser does, through `url` (`/api/user/upload?purpose=licence`,
 * `/api/admin/images?purpose=goods`, …), and answers its stored address.
 */
export async function uploadPicture(client: TestClient, url: string): Promise<string> {
  const answer = await client.upload<StoredImageWire>(url, {
    name: 'picture.png',
    content: await distinctPicture(),
  });
  if (answer.status !== 200) throw new Error(`upload failed: ${answer.status} ${answer.body.msg}`);
  return answer.body.data.url;
}
