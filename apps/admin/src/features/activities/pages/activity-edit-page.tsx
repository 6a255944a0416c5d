import { useState } from 'react';
import { Alert, Button, Col, DatePicker, Descriptions, Form, Input, Row, Skeleton, Space } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { activityBody, type AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import {
  ACTIVITY_KIND_LABEL,
  ACTIVITY_KIND_META,
  activityKinds,
  type ActivityKind,
} from '@yaocai/domain/contracts/activity-kinds';
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
import { takenOf } from '../activity-taken';
import { ActivityActions } from '../components/activity-actions';
import { DrawRecords } from '../components/draw-records';
import { PointsExchanges } from '../components/points-exchanges';
import { ReferralRewards } from '../components/referral-rewards';
import { PreviewLink } from '../components/preview-link';
import { ActivityStateTag } from '../components/state-tag';
import { kindFormOf } from '../kinds/registry';

const nameRule = schemaRule(activityBody.options[0].shape.name);
const required = (message: string) => ({ required: true, message });
const kindNamed = (name: string | null) => activityKinds.find((kind) => kind === name) ?? 'flash_sale';

/** A new activity (/activities/new?kind=…) or one to see and edit (/activities/:id). */
export function ActivityEditPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const activityId = id === undefined ? null : Number(id);
  const activity = useActivity(activityId !== null && Number.isSafeInteger(activityId) ? activityId : null);
  const kind: ActivityKind = activity.data?.kind ?? kindNamed(search.get('kind'));
  const title =
    activityId === null ? `新建${ACTIVITY_KIND_LABEL[kind]}活动` : `${ACTIVITY_KIND_LABEL[kind]}活动`;
  if (activityId !== null && !Number.isSafeInteger(activityId)) return <Page title={title}>活动不存在</Page>;
  return (
    <Page
      title={title}
      extra={
        activity.data && (
          <Space size="small">
            <PreviewLink activity={activity.data} size="middle" />
            <ActivityActions activity={activity.data} size="middle" />
          </Space>
        )
      }
    >
      {activity.isError ? (
        <LoadError error={activity.error} onRetry={() => void activity.refetch()} />
      ) : activityId !== null && !activity.data ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <>
          <ActivityForm
            key={activity.data?.updated_at ?? 'new'}
            kind={kind}
            activity={activity.data ?? null}
          />
          {activity.data?.kind === 'prize_draw' && activity.data.state !== 'draft' && (
            <DrawRecords activityId={activity.data.id} />
          )}
          {activity.data?.kind === 'points_item' && activity.data.state !== 'draft' && (
            <PointsExchanges activityId={activity.data.id} />
          )}
          {activity.data?.kind === 'referral_reward' && activity.data.state !== 'draft' && (
            <ReferralRewards activityId={activity.data.id} />
          )}
        </>
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
      {ACTIVITY_KIND_META[activity.kind].taken !== null && (
        <Descriptions.Item label={ACTIVITY_KIND_META[activity.kind].taken}>
          {takenOf(activity)}
        </Descriptions.Item>
      )}
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
  const { Fields } = kindFormOf(kind);

  const submit = (values: ActivityFormValues) => {
    setRefusal(null);
    save.mutate(
      { id: activity?.id, body: bodyOf(kind, values) },
      {
        onError: (error) => {
          if (!isApiError(error)) return setRefusal('保存失败，请稍后重试');
          if (!showFieldErrors(form, error, (field) => formFieldOf(kind, field, values)))
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
      <Fields locked={locked} activity={activity} />
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
