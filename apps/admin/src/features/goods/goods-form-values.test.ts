import { describe, expect, it } from 'vitest';
import type { AdminGoodsDetail } from '@yaocai/domain/contracts/admin-goods';
import { formNameOf, toFormValues, toGoodsBody } from './goods-form-values';

const goods: AdminGoodsDetail = {
  id: 5,
  name: '阿莫西林克拉维酸钾片',
  kind: 'western',
  business_scope: '抗生素制剂',
  manufacturer: '天衡药业有限公司',
  brand_id: null,
  approval_no: '国药准字H37017981',
  barcodes: ['6900000000014', '8000005'],
  ypgg: '0.375g*24片',
  bzdw: '盒',
  zbz: 20,
  price_fen: 2_080,
  retail_price_fen: null,
  ladder: [{ number: 60, price_fen: 1_959 }],
  is_free_shipping: false,
  free_shipping_number: 0,
  is_preferred: false,
  tags: ['新'],
  images: [],
  batch_no: '26070271',
  produced_on: '2026-07-02',
  expires_on: '2029-07-02',
  category_ids: [12],
  is_special_control: false,
  contains_ephedrine: false,
  monthly_limit: null,
  on_sale: true,
  sales: 10,
  stock: [{ warehouse_id: 1, warehouse: '华东一号仓', stock: 1_140 }],
  updated_at: '2026-11-26T00:00:00.000Z',
};

describe('the goods form’s values', () => {
  it('send back what they were loaded from, amounts in fen and days as days', () => {
    const body = toGoodsBody(toFormValues(goods, [1, 2]));
    expect(body).toMatchObject({
      price_fen: 2_080,
      retail_price_fen: null,
      barcodes: ['6900000000014', '8000005'],
      ladder: [{ number: 60, price_fen: 1_959 }],
      produced_on: '2026-07-02',
      expires_on: '2029-07-02',
      stock: [
        { warehouse_id: 1, stock: 1_140 },
        { warehouse_id: 2, stock: 0 },
      ],
    });
  });

  it('send an amount that is not one as -1 for the server to refuse, and no free-shipping number when not free', () => {
    const values = { ...toFormValues(goods, [1]), price: 'abc', free_shipping_number: 9 };
    expect(toGoodsBody(values)).toMatchObject({ price_fen: -1, free_shipping_number: 0 });
  });

  it('start a new goods off sale with nothing in stock', () => {
    expect(toFormValues(null, [1, 2])).toMatchObject({ on_sale: false, zbz: 1, stock: { '1': 0, '2': 0 } });
  });

  it('name the server’s fields as the form does', () => {
    expect(formNameOf('price_fen')).toEqual(['price']);
    expect(formNameOf('ladder.1.price_fen')).toEqual(['ladder', 1, 'price']);
    expect(formNameOf('ladder')).toEqual(['ladder']);
    expect(formNameOf('images.0')).toEqual(['images', 0]);
    expect(formNameOf('stock')).toBeNull();
  });
});
