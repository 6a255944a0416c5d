import { Alert, Button, Descriptions, Divider, Skeleton, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { AFTER_SALE_KINDS, type AdminAfterSale } from '@yaocai/domain/contracts/after-sales';
import { Page } from '../../../components/page';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { useAfterSale } from '../api/get-after-sale';
import { refundWayOf } from '../after-sale-review';
import { AfterSaleActions } from '../components/after-sale-actions';
import { AfterSaleLinesTable } from '../components/after-sale-lines-table';
import { AfterSaleStatusTag } from '../components/after-sale-status-tag';
import { CustomerLink } from '../components/customer-link';

/** Where the request stands, when the operator waits on someone else. */
function waitingNotice(afterSale: AdminAfterSale): string | null {
  if (afterSale.status === 'returning') {
    return afterSale.return_tracking_no
      ? '买家已寄回商品，收到并核对后请确认收到退货并退款。'
      : '已同意退货，等待买家寄回商品并填写退货物流。';
  }
  if (afterSale.status === 'refunding') return '退款已发起，正在通过在线支付原路退回，完成后状态变为已退款。';
  return null;
}

function AfterSaleSummary({ afterSale }: { afterSale: AdminAfterSale }) {
  const parcel = afterSale.return_tracking_no
    ? [
        {
          key: 'parcel',
          label: '退货物流',
          span: 3,
          children: `${afterSale.return_carrier ?? ''} · 运单号 ${afterSale.return_tracking_no}`,
        },
      ]
    : [];
  const rejection = afterSale.reject_reason
    ? [{ key: 'rejected', label: '拒绝原因', span: 3, children: afterSale.reject_reason }]
    : [];
  return (
    <Descriptions
      bordered
      size="small"
      column={3}
      items={[
        {
          key: 'order',
          label: '订单号',
          children: <Link to={paths.orderDetail.getHref(afterSale.order_id)}>{afterSale.order_no}</Link>,
        },
        { key: 'status', label: '状态', children: <AfterSaleStatusTag status={afterSale.status} /> },
        { key: 'created', label: '申请时间', children: formatTime(afterSale.created_at) },
        { key: 'customer', label: '客户', children: <CustomerLink afterSale={afterSale} /> },
        { key: 'kind', label: '类型', children: AFTER_SALE_KINDS[afterSale.kind] },
        { key: 'reviewed', label: '审核时间', children: formatTime(afterSale.reviewed_at) },
        {
          key: 'amount',
          label: '退款金额',
          children: <Typography.Text strong>¥{afterSale.amount}</Typography.Text>,
        },
        { key: 'way', label: '退款方式', children: refundWayOf(afterSale.pay_method) },
        { key: 'refunded', label: '退款时间', children: formatTime(afterSale.refunded_at) },
        { key: 'reason', label: '售后原因', children: afterSale.reason },
        { key: 'description', label: '问题描述', span: 2, children: afterSale.description || '—' },
        ...parcel,
        ...rejection,
      ]}
    />
  );
}

export function AfterSaleDetailPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const afterSale = useAfterSale(id);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(paths.afterSales.getHref())}>
      返回列表
    </Button>
  );
  if (afterSale.isError) {
    return (
      <Page title="售后详情" extra={back}>
        <LoadError error={afterSale.error} onRetry={() => void afterSale.refetch()} />
      </Page>
    );
  }
  if (!afterSale.data) {
    return (
      <Page title="售后详情" extra={back}>
        <Skeleton active />
      </Page>
    );
  }
  const data = afterSale.data;
  const notice = waitingNotice(data);
  return (
    <Page
      title="售后详情"
      extra={
        <Space>
          {back}
          <AfterSaleActions afterSale={data} />
        </Space>
      }
    >
      {notice && <Alert type="info" title={notice} showIcon style={{ marginBottom: 16 }} />}
      <AfterSaleSummary afterSale={data} />
      <Divider titlePlacement="start">售后商品</Divider>
      <AfterSaleLinesTable lines={data.lines} />
    </Page>
  );
}
