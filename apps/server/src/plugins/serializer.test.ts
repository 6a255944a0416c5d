import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categoryNode } from '@yaocai/domain/contracts/content-responses';
import { goodsCard } from '@yaocai/domain/contracts/catalog-responses';
import { okBody } from '@yaocai/domain/contracts/wire';
import { errorsPlugin } from './errors.ts';
import { answerProblem } from './response-check.ts';
import { responseCheckPlugin } from './response-check.ts';
import { responseSerializerCompiler } from './serializer.ts';
import { answers, ok } from './wire.ts';

const serializerOf = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' });

const card = {
  id: 1,
  name: '感冒灵颗粒',
  sccj: '华润三九',
  manufacturer_id: 3,
  ypgg: '10g*9袋',
  bzdw: '盒',
  zbz: 10,
  base_price: null,
  retail_price: '19.80',
  price_tip: '登录可见',
  is_buy: false,
  number: 120,
  ladder_price: [{ number: 10, price: '12.50' }],
  ladder_price_type: 1,
  is_free_shipping: false,
  free_shipping_number: 0,
  is_youx: true,
  type: 0,
  tags: ['医保'],
  goods_image: ['/images/1.png'],
  approval_number: '国药准字Z44021940',
  expires_on: '2027-06-30',
  kind: 'patent',
  contains_ephedrine: false,
  monthly_limit: null,
};

describe('the response serializer', () => {
  it('writes an answer that fits its schema as JSON.stringify would, nulls and nested trees included', () => {
    const tree = [
      {
        id: 1,
        name: '中成药',
        logo1: null,
        children: [{ id: 2, name: '感冒', logo1: 'a.png', children: [] }],
      },
    ];
    const body = ok({ list: [card, { ...card, base_price: '12.00', expires_on: null }], tree });
    const schema = okBody(z.object({ list: z.array(goodsCard), tree: z.array(categoryNode) }));
    expect(JSON.parse(serializerOf(schema)(body))).toEqual(body);
  });

  it('drops what its schema does not declare and coerces what it mistypes: the check names both', () => {
    const schema = okBody(z.object({ name: z.string(), count: z.number().int() }));
    const handed = ok({ name: 12, count: 3, secret: 'x' });
    const sent = JSON.parse(serializerOf(schema)(handed));
    expect(sent).toEqual(ok({ name: '12', count: 3 }));
    expect(answerProblem(schema, sent, handed)).toMatch(/does not fit its schema[\s\S]*data\.name/);
    const onlyExtra = ok({ name: 'a', count: 3, secret: 'x' });
    expect(answerProblem(schema, JSON.parse(serializerOf(schema)(onlyExtra)), onlyExtra)).toBe(
      'holds what its schema does not declare, at $.data.secret',
    );
    expect(answerProblem(schema, ok({ name: 'a', count: 3 }))).toBeNull();
  });
});

describe('the response check (CHECK_RESPONSES)', () => {
  async function appAnswering(data: unknown, check: boolean) {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(responseSerializerCompiler);
    await app.register(errorsPlugin);
    if (check) await app.register(responseCheckPlugin);
    app.get('/thing', { schema: { response: answers(z.object({ name: z.string() })) } }, async () =>
      ok(data as { name: string }),
    );
    return app;
  }

  it('turns an answer its schema would lose data of into a 500, where without it the data is gone', async () => {
    const leaky = { name: '板蓝根', price: '9.90' };
    const unchecked = await (await appAnswering(leaky, false)).inject({ method: 'GET', url: '/thing' });
    expect(unchecked.json()).toEqual(ok({ name: '板蓝根' }));
    const checked = await (await appAnswering(leaky, true)).inject({ method: 'GET', url: '/thing' });
    expect(checked.statusCode).toBe(500);
    expect(checked.json()).toMatchObject({ code: 500, data: null });
    const fitting = await (
      await appAnswering({ name: '板蓝根' }, true)
    ).inject({ method: 'GET', url: '/thing' });
    expect(fitting.json()).toEqual(ok({ name: '板蓝根' }));
  });
});
