import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Skeleton, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { AdminGoodsDetail, GoodsFormOptions } from '@yaocai/domain/contracts/admin-goods';
import { useLeaveGuard } from '../../../components/leave-guard';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { showFieldErrors } from '../../../lib/form-rules';
import { useGoodsDetail, useGoodsFormOptions, useSaveGoods } from '../api/goods-editor';
import { GoodsBasicFields } from '../components/goods-basic-fields';
import { GoodsDisplayFields } from '../components/goods-display-fields';
import { GoodsPriceFields } from '../components/goods-price-fields';
import { GoodsStockFields } from '../components/goods-stock-fields';
import { formNameOf, toFormValues, toGoodsBody, type GoodsFormValues } from '../goods-form-values';

/** A new goods item (/goods/new) or one to edit with every field (/goods/:id). */
export function GoodsEditPage() {
  const { id } = useParams();
  const goodsId = id === undefined ? null : Number(id);
  const valid = goodsId === null || (Number.isSafeInteger(goodsId) && goodsId > 0);
  const goods = useGoodsDetail(valid ? goodsId : null);
  const options = useGoodsFormOptions();
  const title = goodsId === null ? '新增商品' : '编辑商品';
  const failed = goods.isError ? goods : options.isError ? options : null;

  if (!valid) return <Page title={title}>商品不存在</Page>;
  return (
    <Page title={goods.data ? `${title}：${goods.data.name}` : title} plain>
      {failed ? (
        <Card variant="borderless">
          <LoadError error={failed.error} onRetry={() => void failed.refetch()} />
        </Card>
      ) : options.data && (goodsId === null || goods.data) ? (
        <GoodsForm goods={goods.data ?? null} options={options.data} />
      ) : (
        <Card variant="borderless">
          <Skeleton active paragraph={{ rows: 12 }} />
        </Card>
      )}
    </Page>
  );
}

function GoodsForm({ goods, options }: { goods: AdminGoodsDetail | null; options: GoodsFormOptions }) {
  const [form] = Form.useForm<GoodsFormValues>();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const { guard, release } = useLeaveGuard(dirty, '商品还没有保存，确定离开吗？');
  const save = useSaveGoods({
    onSaved: (saved) => {
      release();
      // A new goods goes on to its own page.
      void navigate(goods ? paths.goods.getHref() : paths.goodsEdit.getHref(saved.id), { replace: !goods });
    },
  });

  const submit = (values: GoodsFormValues) => {
    setRefusal(null);
    save.mutate(
      { id: goods?.id, body: toGoodsBody(values) },
      {
        onError: (error) => {
          if (!isApiError(error)) return setRefusal('保存失败，请稍后重试');
          if (!showFieldErrors(form, error, formNameOf))
            setRefusal(Object.values(error.errors)[0]?.[0] ?? (error.msg || '保存失败，请稍后重试'));
        },
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={toFormValues(
        goods,
        options.warehouses.map((w) => w.id),
      )}
      onValuesChange={() => setDirty(true)}
      onFinish={submit}
      scrollToFirstError
      style={{ maxWidth: 1100 }}
    >
      {refusal && <Alert type="error" title={refusal} showIcon style={{ marginBottom: 16 }} />}
      {guard}
      <Card title="基本信息" variant="borderless" style={{ marginBottom: 16 }}>
        <GoodsBasicFields options={options} />
      </Card>
      <Card title="价格" variant="borderless" style={{ marginBottom: 16 }}>
        <GoodsPriceFields />
      </Card>
      <Card title="库存与效期" variant="borderless" style={{ marginBottom: 16 }}>
        <GoodsStockFields options={options} />
      </Card>
      <Card title="展示与销售" variant="borderless" style={{ marginBottom: 16 }}>
        <GoodsDisplayFields options={options} />
      </Card>
      <Flex gap={16} align="center">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {goods ? '保存' : '创建商品'}
        </Button>
        <Button onClick={() => void navigate(paths.goods.getHref())}>返回列表</Button>
        {goods && <Typography.Text type="secondary">已售 {goods.sales} 件</Typography.Text>}
      </Flex>
    </Form>
  );
}
