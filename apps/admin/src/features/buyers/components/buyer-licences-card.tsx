import { useState } from 'react';
import { Button, Card, Image, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import {
  LICENCE_EXPIRING_DAYS,
  LICENCE_STATE_LABEL,
  LICENCE_TYPES,
  type Licence,
  type LicenceExpiry,
  type LicenceType,
} from '@yaocai/domain/contracts/licences';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { LoadError } from '../../../components/load-error';
import { ReasonModal } from '../../../components/reason-modal';
import { useCan } from '../../../lib/operator';
import { useLicences, useRemoveLicence, useReviewLicence } from '../api/licences';
import { AddLicenceButton, LicenceModal } from './licence-modal';

const EXPIRY_TAG: Record<LicenceExpiry, { color?: string; text: (day: string | null) => string }> = {
  none: { text: () => '长期有效' },
  valid: { color: 'green', text: (day) => `${day} 到期` },
  expiring: { color: 'orange', text: (day) => `${day} 到期（${LICENCE_EXPIRING_DAYS}天内）` },
  expired: { color: 'red', text: (day) => `已于 ${day} 过期` },
};
const STATE_COLOR = { pending: 'blue', approved: 'green', rejected: 'red' } as const;

/** 资质证照: the licences on file, how each stands against its expiry, its scans and review. */
export function BuyerLicencesCard({ buyerId, company }: { buyerId: number; company: string }) {
  const licences = useLicences(buyerId);
  const mayWrite = useCan('buyers.write');
  const mayReview = useCan('buyers.review');
  const remove = useRemoveLicence(buyerId);
  const review = useReviewLicence(buyerId);
  // undefined: closed; null: a new licence; else the one being replaced.
  const [editing, setEditing] = useState<Licence | null | undefined>(undefined);
  const [rejecting, setRejecting] = useState<Licence | null>(null);
  const held = new Set(licences.data?.map((licence) => licence.type));
  const missing = (Object.keys(LICENCE_TYPES) as LicenceType[]).filter((type) => !held.has(type));

  const columns: TableColumnsType<Licence> = [
    { title: '证照', dataIndex: 'type_name', width: 150 },
    {
      title: '编号 / 持有人',
      key: 'number',
      render: (_value, licence) => (
        <>
          <div>{licence.number}</div>
          <Typography.Text type="secondary">{licence.holder}</Typography.Text>
        </>
      ),
    },
    {
      title: '有效期',
      key: 'expiry',
      width: 220,
      render: (_value, licence) => {
        const tag = EXPIRY_TAG[licence.expiry];
        return <Tag color={tag.color}>{tag.text(licence.valid_until)}</Tag>;
      },
    },
    {
      title: '扫描件',
      dataIndex: 'images',
      width: 160,
      render: (images: string[], licence) => (
        <Image.PreviewGroup>
          <Space size={4}>
            {images.map((src, index) => (
              <Image
                key={src}
                src={src}
                alt={`${licence.type_name}扫描件${index + 1}`}
                width={40}
                height={40}
                style={{ objectFit: 'cover' }}
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      ),
    },
    {
      title: '审核',
      key: 'state',
      width: 160,
      render: (_value, licence) => (
        <>
          <Tag color={STATE_COLOR[licence.state]}>{LICENCE_STATE_LABEL[licence.state]}</Tag>
          {licence.review_note && <Typography.Text type="secondary">{licence.review_note}</Typography.Text>}
        </>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_value, licence) => (
        <Space size={0} wrap>
          {mayReview && licence.state === 'pending' && (
            <>
              <Button type="link" size="small" onClick={() => review.mutate({ type: licence.type })}>
                通过
              </Button>
              <Button type="link" size="small" danger onClick={() => setRejecting(licence)}>
                驳回
              </Button>
            </>
          )}
          {mayWrite && (
            <Button type="link" size="small" onClick={() => setEditing(licence)}>
              更新
            </Button>
          )}
          {mayWrite && (
            <ConfirmDelete
              question={`确定删除${licence.type_name}吗？`}
              onConfirm={() => remove.mutateAsync(licence.type)}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title="资质证照"
      variant="borderless"
      extra={
        mayWrite && <AddLicenceButton disabled={missing.length === 0} onClick={() => setEditing(null)} />
      }
    >
      {licences.isError ? (
        <LoadError error={licences.error} onRetry={() => void licences.refetch()} />
      ) : (
        <Table<Licence>
          rowKey="type"
          size="small"
          columns={columns}
          dataSource={licences.data}
          loading={licences.isPending}
          pagination={false}
          locale={{ emptyText: '还没有证照' }}
        />
      )}
      <LicenceModal
        buyerId={buyerId}
        company={company}
        licence={editing ?? null}
        missing={missing}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <ReasonModal
        title={`驳回${rejecting?.type_name ?? ''}`}
        intro="客户将收到驳回原因，并可重新上传。"
        label="驳回原因"
        okText="确认驳回"
        open={rejecting !== null}
        pending={review.isPending}
        onSubmit={(reason) =>
          rejecting &&
          review.mutate({ type: rejecting.type, reason }, { onSuccess: () => setRejecting(null) })
        }
        onClose={() => setRejecting(null)}
      />
    </Card>
  );
}
