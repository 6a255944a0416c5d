import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_REQUEST_MESSAGES } from '@yaocai/domain/contracts/buyer-requests';
import { LICENCE_MESSAGES } from '@yaocai/domain/contracts/licences';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { uploadPicture as upload } from '../../testing/pictures.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import { signInOperator } from '../../testing/sign-in-operator.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { WriteWatch } from '../../testing/write-watch.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PRIVATE = 'private, no-store';
const PUBLIC = 'public, max-age=31536000, immutable';

/** Who asks for `url`: the status and the cache-control of the answer. */
async function fetched(client: TestClient, url: string) {
  const answer = await client.send('GET', url);
  return [answer.statusCode, answer.headers['cache-control']];
}

const licence = (images: string[]) => ({ number: 'ZZ-001', holder: '测试药房', images });

describe('private uploads', () => {
  it('show a buyer’s licence scan and feedback picture to that buyer and to operators who may read buyers only', async () => {
    const { client: owner } = await signInBuyer(t);
    const { client: other } = await signInBuyer(t);
    const { client: reader } = await signInOperator(t, ['buyers.read']);
    const { client: shipper } = await signInOperator(t, ['orders.read', 'orders.ship', 'goods.read']);
    const scan = await upload(owner, '/api/user/upload?purpose=licence');
    const feedbackPicture = await upload(owner, '/api/user/upload?purpose=feedback');

    for (const url of [scan, feedbackPicture]) {
      expect(url).toMatch(/^\/files\/private\/[0-9a-f]{40}\.webp$/);
      const shown = await owner.send('GET', url);
      expect([shown.statusCode, shown.headers['content-type'], shown.headers['cache-control']]).toEqual([
        200,
        'image/webp',
        PRIVATE,
      ]);
      expect((await sharp(shown.rawPayload).metadata()).format).toBe('webp');
      expect(await fetched(reader, url)).toEqual([200, PRIVATE]);
      for (const stranger of [other, t.client(), shipper])
        expect(await fetched(stranger, url)).toEqual([404, PRIVATE]);
      // Nor is it on the public side under its name.
      expect(await fetched(owner, url.replace('/private/', '/'))).toEqual([404, undefined]);
    }
    const refused = await other.get(scan);
    expect([refused.body.code, refused.body.msg]).toEqual([404, '文件不存在']);
    expect(await fetched(owner, '/files/private/0000000000000000000000000000000000000000.webp')).toEqual([
      404,
      PRIVATE,
    ]);
    expect(await fetched(reader, '/files/private/..%2f..%2fpackage.json')).toEqual([404, PRIVATE]);
  });

  it('take either session of a browser signed in to the shop and the console at once', async () => {
    const { client: owner } = await signInBuyer(t);
    const scan = await upload(owner, '/api/user/upload?purpose=licence');
    const both = async (permissions: Parameters<typeof signInOperator>[1]) => {
      const { client } = await signInBuyer(t);
      const { operator } = await signInOperator(t, permissions);
      await client.post('/api/admin/session', { username: operator.username, password: operator.password });
      return client;
    };
    expect(await fetched(await both(['buyers.read']), scan)).toEqual([200, PRIVATE]);
    expect(await fetched(await both(['goods.read']), scan)).toEqual([404, PRIVATE]);
  });

  it('filed by an operator for a buyer are seen in the console at once, and by that buyer once filed', async () => {
    const { client: operator } = await signInOperator(t, ['buyers.read', 'buyers.write']);
    const { buyer, client: holder } = await signInBuyer(t);
    const { client: other } = await signInBuyer(t);
    const scan = await upload(operator, '/api/admin/images?purpose=licence');
    expect(scan).toMatch(/^\/files\/private\//);
    expect(await fetched(operator, scan)).toEqual([200, PRIVATE]);
    expect(await fetched(holder, scan)).toEqual([404, PRIVATE]);

    const filed = await operator.put(`/api/admin/buyers/${buyer.id}/licences/gsp`, licence([scan]));
    expect(filed.status).toBe(200);
    expect(await fetched(holder, scan)).toEqual([200, PRIVATE]);
    expect(await fetched(other, scan)).toEqual([404, PRIVATE]);
    // The buyer may send it again with a replacement.
    expect((await holder.put('/api/user/zizhi/gsp', licence([scan]))).status).toBe(200);
  });

  it('leave goods, banner and article pictures public, kept a year by any cache', async () => {
    const { client: operator } = await signInOperator(t, ['goods.write', 'content.write']);
    for (const purpose of ['goods', 'banner', 'article']) {
      const url = await upload(operator, `/api/admin/images?purpose=${purpose}`);
      expect(url).toMatch(/^\/files\/[0-9a-f]{40}\.webp$/);
      expect(await fetched(t.client(), url)).toEqual([200, PUBLIC]);
      expect(await fetched(operator, url.replace('/files/', '/files/private/'))).toEqual([404, PRIVATE]);
    }
  });

  it('cannot be attached by another buyer to their licence or feedback, nor can any picture they did not upload', async () => {
    const { client: owner } = await signInBuyer(t);
    const { client: other } = await signInBuyer(t);
    const { client: operator } = await signInOperator(t, ['goods.write']);
    const scan = await upload(owner, '/api/user/upload?purpose=licence');
    const feedbackPicture = await upload(owner, '/api/user/upload?purpose=feedback');
    const theirs = await upload(other, '/api/user/upload?purpose=licence');
    const goodsImage = await upload(operator, '/api/admin/images?purpose=goods');
    const foreign = [
      [scan],
      [theirs, scan],
      [feedbackPicture],
      [goodsImage],
      [scan.replace('/private/', '/')],
      ['https://example.com/licence.webp'],
    ];

    const watch = new WriteWatch(t.db);
    await watch.mark();
    for (const images of foreign) {
      const submitted = await other.put('/api/user/zizhi/business_licence', licence(images));
      expect([submitted.status, submitted.body.errors]).toEqual([
        422,
        { images: [LICENCE_MESSAGES.notOwnScan] },
      ]);
      const sent = await other.post('/api/user/feedback', { type: 1, content: '图片不是我的', images });
      expect([sent.status, sent.body.errors]).toEqual([
        422,
        { images: [BUYER_REQUEST_MESSAGES.notOwnPicture] },
      ]);
    }
    expect(await watch.changedTables()).toEqual([]);

    expect((await owner.put('/api/user/zizhi/business_licence', licence([scan]))).status).toBe(200);
    const sent = await owner.post('/api/user/feedback', {
      type: 1,
      content: '附图',
      images: [feedbackPicture],
    });
    expect(sent.status).toBe(200);
  });
});
