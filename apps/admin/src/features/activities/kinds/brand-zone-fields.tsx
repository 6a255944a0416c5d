import { Button, Card, Form, Input, Radio, Select, Typography } from 'antd';
import { BRAND_BLURB_MAX, BRAND_ZONE_BRANDS_MAX } from '@yaocai/domain/contracts/activity-brand-zone';
import { ImageUpload } from '../../../components/image-upload';
import { useBrandOptions } from '../api/brand-options';
import { GoodsPicker } from '../../../components/goods-picker';
import type { BrandGoodsScope } from './brand-zone-values';
import { required, type KindFieldsProps } from './kind-form';

interface BrandFieldsProps {
  name: number;
  index: number;
  known: NonNullable<KindFieldsProps['activity']>['goods'];
}

function BrandFields({ name, index, known }: BrandFieldsProps) {
  const brands = useBrandOptions();
  const brandId = Form.useWatch(['brands', name, 'brand_id']) as number | undefined;
  const scope = Form.useWatch(['brands', name, 'scope']) as BrandGoodsScope | undefined;
  return (
    <>
      <Form.Item name={[name, 'brand_id']} label="品牌" rules={[required('请选择品牌')]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={`品牌${index + 1}`}
          placeholder="选择品牌"
          loading={brands.isPending}
          options={(brands.data ?? []).map((brand) => ({ value: brand.id, label: brand.name }))}
        />
      </Form.Item>
      <Form.Item name={[name, 'banner']} label="横幅图片" rules={[required('请上传品牌横幅')]}>
        <ImageUpload purpose="banner" alt={`品牌${index + 1}横幅`} />
      </Form.Item>
      <Form.Item name={[name, 'blurb']} label="品牌简介（纯文本，可不填）">
        <Input.TextArea rows={2} maxLength={BRAND_BLURB_MAX} showCount aria-label={`品牌${index + 1}简介`} />
      </Form.Item>
      <Form.Item name={[name, 'scope']} label="活动商品">
        <Radio.Group
          options={[
            { value: 'all', label: '该品牌全部在售商品' },
            { value: 'picked', label: '指定商品' },
          ]}
        />
      </Form.Item>
      {scope === 'picked' && (
        <Form.Item
          name={[name, 'goods_ids']}
          label="商品（须为该品牌的商品）"
          rules={[required('请选择商品')]}
        >
          <GoodsPicker
            multiple
            known={known}
            brandId={brandId}
            disabled={brandId === undefined}
            aria-label={`品牌${index + 1}商品`}
          />
        </Form.Item>
      )}
    </>
  );
}

/** 品牌专区: the brands shown on /pp, each with its banner, a blurb and its goods. */
export function BrandZoneFields({ activity }: KindFieldsProps) {
  const known = activity?.goods ?? [];
  return (
    <Form.List name="brands">
      {(fields, { add, remove, move }) => (
        <>
          <Typography.Title level={5}>品牌</Typography.Title>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              style={{ marginBottom: 12 }}
              title={`品牌${index + 1}`}
              role="group"
              aria-label={`品牌${index + 1}`}
              extra={
                <>
                  <Button type="link" disabled={index === 0} onClick={() => move(index, index - 1)}>
                    上移
                  </Button>
                  <Button
                    type="link"
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    下移
                  </Button>
                  {fields.length > 1 && (
                    <Button type="link" danger onClick={() => remove(field.name)}>
                      删除
                    </Button>
                  )}
                </>
              }
            >
              <BrandFields name={field.name} index={index} known={known} />
            </Card>
          ))}
          {fields.length < BRAND_ZONE_BRANDS_MAX && (
            <Button
              type="dashed"
              onClick={() => add({ scope: 'all', goods_ids: [] })}
              style={{ marginBottom: 24 }}
            >
              添加品牌
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
