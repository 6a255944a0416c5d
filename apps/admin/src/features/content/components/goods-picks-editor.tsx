import { useState } from 'react';
import { Flex, Form, Input, Select, Tag, Typography } from 'antd';
import {
  GOODS_PICK_SLOTS,
  goodsPickBody,
  goodsPickSlots,
  type AdminGoodsPick,
  type GoodsPickSlot,
} from '@yaocai/domain/contracts/admin-content';
import { schemaRule } from '../../../lib/form-rules';
import { GoodsPicker } from '../../../components/goods-picker';
import { SortField } from '../../../components/sort-field';
import { ContentListEditor } from './content-list-editor';

/** A new pick names no goods until one is picked. */
type PickValues = Pick<AdminGoodsPick, 'slot' | 'sort'> & { goods_id: number | undefined };

/** 商品推荐: the goods each slot shows (a zone's picks, 为你推荐), one slot at a time. */
export function GoodsPicksEditor() {
  const [slot, setSlot] = useState<GoodsPickSlot>(goodsPickSlots[0]);
  return (
    <>
      <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
        <Typography.Text>推荐位</Typography.Text>
        <Select
          aria-label="推荐位"
          value={slot}
          onChange={setSlot}
          style={{ width: 200 }}
          options={goodsPickSlots.map((value) => ({ value, label: GOODS_PICK_SLOTS[value] }))}
        />
      </Flex>
      <ContentListEditor<AdminGoodsPick, PickValues>
        key={slot}
        name="goods-picks"
        noun="推荐商品"
        shows={(pick) => pick.slot === slot}
        intro="按排序从小到大显示；已下架的商品不会在商城显示。"
        valuesOf={(pick) => ({ slot, goods_id: pick?.goods_id, sort: pick?.sort ?? 0 })}
        columns={[
          { title: '商品编号', dataIndex: 'goods_id', width: 100 },
          {
            title: '商品',
            dataIndex: 'goods_name',
            render: (name: string | undefined, pick) => `${name ?? ''} ${pick.goods_spec ?? ''}`,
          },
          { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
          {
            title: '状态',
            dataIndex: 'on_sale',
            width: 90,
            render: (onSale: boolean | undefined) =>
              onSale === false ? <Tag>已下架</Tag> : <Tag color="green">在售</Tag>,
          },
        ]}
        fields={(editing) => (
          <>
            <Form.Item name="slot" hidden>
              <Input />
            </Form.Item>
            <Form.Item name="goods_id" label="商品" rules={[schemaRule(goodsPickBody.shape.goods_id)]}>
              <GoodsPicker
                aria-label="推荐商品"
                known={
                  editing
                    ? [
                        {
                          id: editing.goods_id,
                          name: editing.goods_name ?? `商品${editing.goods_id}`,
                          spec: editing.goods_spec ?? '',
                          manufacturer: '',
                          price_fen: null,
                        },
                      ]
                    : []
                }
              />
            </Form.Item>
            <SortField />
          </>
        )}
      />
    </>
  );
}
