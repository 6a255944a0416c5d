/** Headers of a signed-in browser for state-changing calls: the cookie and its XSRF echo. */
export function postHeaders(cookie: string): Record<string, string> {
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1];
  if (!xsrf) throw new Error('the session cookie has no XSRF-TOKEN');
  return { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
}

interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const body = (await response.json()) as Answer<T>;
  if (body.code !== 10000) throw new Error(`${url}: ${body.msg}`);
  return body.data;
}

/**
 * Empties the buyer's cart and puts `lines` buyable goods in it, one middle pack each, through the
 * API as a buyer would; returns one of the lines.
 */
export async function fillCart(baseUrl: string, cookie: string, lines: number) {
  const headers = postHeaders(cookie);
  type Cart = { data: { id: number; step: number }[] };
  const before = await call<Cart>(`${baseUrl}/api/cart/list`, { headers });
  if (before.data.length > 0) {
    const ids = before.data.map((line) => line.id);
    await call(`${baseUrl}/api/cart/batch_delete`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ids }),
    });
  }
  const goods: { goods_id: number; number: number }[] = [];
  for (let page = 1; goods.length < lines && page <= 100; page++) {
    const { list } = await call<{ list: { id: number; zbz: number; is_buy: boolean; number: number }[] }>(
      `${baseUrl}/api/goods/list?in_stock=1&page_size=60&page=${page}`,
      { headers },
    );
    for (const item of list) {
      if (item.is_buy && item.number >= item.zbz * 4) goods.push({ goods_id: item.id, number: item.zbz });
    }
  }
  if (goods.length < lines) throw new Error(`found only ${goods.length} buyable goods for the cart`);
  await call(`${baseUrl}/api/cart`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ data: goods.slice(0, lines) }),
  });
  const cart = await call<Cart>(`${baseUrl}/api/cart/list`, { headers });
  const line = cart.data[Math.floor(cart.data.length / 2)];
  if (!line || cart.data.length !== lines) throw new Error(`the cart holds ${cart.data.length} lines`);
  return { cartLineId: line.id, cartLineStep: line.step };
}
