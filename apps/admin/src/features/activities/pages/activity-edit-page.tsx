import { useState } from 'react';
import {
  Alert,
  Button,
  Col,
  DatePicker,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Skeleton,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { activityBody, type AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import { ACTIVITY_KIND_LABEL, type ActivityKind } from '@yaocai/domain/contracts/activity-kinds';
import { useLeaveGuard } from '../../../components/leave-guard';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { formatTime } from '../../../lib/dayjs';
import { schemaRule, showFieldErrors } from '../../../lib/form-rules';
import { useCan } from '../../../lib/operator';
import { useActivity } from '../api/get-activity';
import { useSaveActivity } from '../api/save-activity';
import { bodyOf, formFieldOf, initialValues, type ActivityFormValues } from '../activity-form-values';
import { ActivityActions } from '../components/activity-actions';
import { GoodsPicker } from '../components/goods-picker';
import { ActivityStateTag } from '../components/state-tag';

const nameRule = schemaRule(activityBody.options[0].shape.name);
const required = (message: string) => ({ required: true, message });

/** A new activity (/activities/new?kind=…) or one to see and edit (/activities/:id). */
export function ActivityEditPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const activityId = id === undefined ? null : Number(id);
  const activity = useActivity(activityId !== null && Number.isSafeInteger(activityId) ? activityId : null);
  const kind: ActivityKind =
    activity.data?.kind ?? (search.get('kind') === 'coupon_campaign' ? 'coupon_campaign' : 'flash_sale');
  const title =
    activityId === null ? `新建${ACTIVITY_KIND_LABEL[kind]}活动` : `${ACTIVITY_KIND_LABEL[kind]}活动`;
  if (activityId !== null && !Number.isSafeInteger(activityId)) return <Page title={title}>活动不存在</Page>;
  return (
    <Page title={title} extra={activity.data && <ActivityActions activity={activity.data} size="middle" />}>
      {activity.isError ? (
        <LoadError error={activity.error} onRetry={() => void activity.refetch()} />
      ) : activityId !== null && !activity.data ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <ActivityForm key={activity.data?.updated_at ?? 'new'} kind={kind} activity={activity.data ?? null} />
      )}
    </Page>
  );
}

function Summary({ activity }: { activity: AdminActivityDetail }) {
  return (
    <Descriptions size="small" column={4} style={{ marginBottom: 16 }}>
      <Descriptions.Item label="状态">
        <ActivityStateTag activity={activity} />
      </Descriptions.Item>
      <Descriptions.Item label={activity.kind === 'flash_sale' ? '已售' : '已领'}>
        {activity.taken} / {activity.total}
      </Descriptions.Item>
      <Descriptions.Item label="发布时间">{formatTime(activity.published_at)}</Descriptions.Item>
      <Descriptions.Item label="最后修改">
        {formatTime(activity.updated_at)} {activity.updated_by ?? ''}
      </Descriptions.Item>
      {activity.stopped_at && (
        <Descriptions.Item label="停止原因" span={4}>
          {formatTime(activity.stopped_at)} {activity.stop_reason}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

const EDIT_HINT = {
  extend: '活动已有售出或领取：只能延后结束时间、增加数量、提高每人限购。',
  none: '活动已结束，不能修改；可复制为新的草稿。',
};

function ActivityForm({ kind, activity }: { kind: ActivityKind; activity: AdminActivityDetail | null }) {
  const [form] = Form.useForm<ActivityFormValues>();
  const navigate = useNavigate();
  const mayWrite = useCan('promotions.write');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const { guard, release } = useLeaveGuard(dirty, '活动还没有保存，确定离开吗？');
  const save = useSaveActivity({
    onSaved: (saved) => {
      release();
      setDirty(false);
      if (!activity) void navigate(paths.activityEdit.getHref(saved.id));
    },
  });
  const editable = mayWrite ? (activity?.editable ?? 'all') : 'none';
  const locked = editable !== 'all';
  const couponKind = Form.useWatch('coupon_kind', form);
  const known = activity?.goods ?? [];

  const submit = (values: ActivityFormValues) => {
    setRefusal(null);
    save.mutate(
      { id: activity?.id, body: bodyOf(kind, values) },
      {
        onError: (error) => {
          if (!isApiError(error)) return setRefusal('保存失败，请稍后重试');
          const discount = values.coupon_kind === 'discount';
          if (!showFieldErrors(form, error, (field) => formFieldOf(field, discount)))
            setRefusal(error.msg || '保存失败，请稍后重试');
        },
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      disabled={editable === 'none'}
      initialValues={initialValues(kind, activity)}
      onValuesChange={() => setDirty(true)}
      onFinish={submit}
      style={{ maxWidth: 1080 }}
    >
      {activity && <Summary activity={activity} />}
      {editable !== 'all' && mayWrite && (
        <Alert type="info" showIcon title={EDIT_HINT[editable]} style={{ marginBottom: 16 }} />
      )}
      {refusal && <Alert type="error" title={refusal} showIcon style={{ marginBottom: 16 }} />}
      {guard}
      <Row gutter={24}>
        <Col span={10}>
          <Form.Item name="name" label="活动名称" required rules={[nameRule]}>
            <Input maxLength={40} disabled={locked} />
          </Form.Item>
        </Col>
        <Col span={14}>
          <Form.Item name="window" label="活动时间" rules={[required('请选择活动时间')]}>
            <DatePicker.RangePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              placeholder={['开始时间', '结束时间']}
              disabled={[locked, editable === 'none']}
              aria-label="活动时间"
            />
          </Form.Item>
        </Col>
      </Row>
      {kind === 'flash_sale' ? (
        <FlashLines locked={locked} known={known} activity={activity} />
      ) : (
        <CouponFields locked={locked} known={known} discount={couponKind === 'discount'} />
      )}
      {editable !== 'none' && (
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {activity ? '保存' : '保存草稿'}
          </Button>
          <Button onClick={() => void navigate(paths.activities.getHref())}>返回列表</Button>
        </Space>
      )}
      {editable === 'none' && (
        <Button disabled={false} onClick={() => void navigate(paths.activities.getHref())}>
          返回列表
        </Button>
      )}
    </Form>
  );
}

interface FieldsProps {
  locked: boolean;
  known: AdminActivityDetail['goods'];
}

function FlashLines({ locked, known, activity }: FieldsProps & { activity: AdminActivityDetail | null }) {
  const sold = (index: number) =>
    activity?.definition && 'lines' in activity.definition
      ? activity.definition.lines[index]?.sold
      : undefined;
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <>
          <Typography.Title level={5}>秒杀商品</Typography.Title>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={12} align="start" role="group" aria-label={`秒杀商品${index + 1}`}>
              <Form.Item
                name={[field.name, 'goods_id']}
                label="商品"
                rules={[required('请选择商品')]}
                style={{ flex: 1 }}
              >
                <GoodsPicker known={known} disabled={locked} aria-label={`秒杀商品${index + 1}`} />
              </Form.Item>
              <Form.Item name={[field.name, 'price']} label="秒杀价（元）" rules={[required('请填写秒杀价')]}>
                <InputNumber min={0.01} max={1_000_000} precision={2} disabled={locked} />
              </Form.Item>
              <Form.Item name={[field.name, 'units']} label="活动数量" rules={[required('请填写活动数量')]}>
                <InputNumber min={1} max={1_000_000} precision={0} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'limit_per_buyer']}
                label="每人限购"
                rules={[required('请填写每人限购')]}
              >
                <InputNumber min={1} max={1_000_000} precision={0} />
              </Form.Item>
              {sold(index) !== undefined && (
                <Form.Item label="已售">
                  <Typography.Text>{sold(index)}</Typography.Text>
                </Form.Item>
              )}
              {!locked && fields.length > 1 && (
                <Form.Item label=" ">
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    删除
                  </Button>
                </Form.Item>
              )}
            </Flex>
          ))}
          {!locked && (
            <Button type="dashed" onClick={() => add({})} style={{ marginBottom: 24 }}>
              添加商品
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}

function CouponFields({ locked, known, discount }: FieldsProps & { discount: boolean }) {
  return (
    <>
      <Row gutter={24}>
        <Col span={8}>
          <Form.Item name="coupon_kind" label="优惠券类型">
            <Radio.Group disabled={locked}>
              <Radio value="amount">满减券</Radio>
              <Radio value="discount">折扣券</Radio>
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col span={8}>
          {discount ? (
            <Form.Item name="rate" label="折扣（折）" rules={[required('请填写折扣')]}>
              <InputNumber min={0.1} max={9.9} precision={1} disabled={locked} />
            </Form.Item>
          ) : (
            <Form.Item name="face" label="面值（元）" rules={[required('请填写面值')]}>
              <InputNumber min={0.01} max={1_000_000} precision={2} disabled={locked} />
            </Form.Item>
          )}
        </Col>
        <Col span={8}>
          <Form.Item
            name="threshold"
            label="使用门槛（满多少元可用，0为无门槛）"
            rules={[required('请填写使用门槛')]}
          >
            <InputNumber min={0} max={1_000_000} precision={2} disabled={locked} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={24}>
        {discount && (
          <Col span={8}>
            <Form.Item name="cap" label="最高优惠（元，可不填）">
              <InputNumber min={0.01} max={1_000_000} precision={2} disabled={locked} />
            </Form.Item>
          </Col>
        )}
        <Col span={8}>
          <Form.Item name="total_units" label="发放总量" rules={[required('请填写发放总量')]}>
            <InputNumber min={1} max={1_000_000} precision={0} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="per_buyer_limit" label="每人限领" rules={[required('请填写每人限领')]}>
            <InputNumber min={1} max={100} precision={0} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="goods_ids" label="适用商品（不选为全场通用）">
        <GoodsPicker multiple known={known} disabled={locked} aria-label="适用商品" />
      </Form.Item>
      <Form.Item name="claimable" label="在领券中心展示" valuePropName="checked">
        <Switch disabled={locked} />
      </Form.Item>
    </>
  );
}
