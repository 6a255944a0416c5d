import { Alert, Button, Image, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  LICENCE_STATE_LABEL,
  LICENCE_TYPES,
  licenceTypes,
  type Licence,
  type LicenceType,
} from '@yaocai/domain/contracts/licences';
import { LoadFailed } from '../../../components/load-failed';
import { MemberPage } from '../../../components/member-page';
import { licenceHold, useLicences } from '../../../lib/licences';
import { useUserBase } from '../../../lib/user-base';
import { useBusinessScope } from '../api/qualifications';
import { LicenceFormModal } from '../components/licence-form-modal';
import '../qualifications.css';

interface Row {
  type: LicenceType;
  name: string;
  licence: Licence | undefined;
}

const STATE_COLOR = { pending: 'blue', approved: 'green', rejected: 'red' } as const;
const EXPIRY_TAG = {
  valid: null,
  none: null,
  expiring: <Tag color="orange">即将到期</Tag>,
  expired: <Tag color="red">已过期</Tag>,
} as const;

function BusinessScopeSection() {
  const scope = useBusinessScope();
  return (
    <section className="yc-member-section" aria-label="经营范围">
      <h2>经营范围</h2>
      {scope.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : scope.isError ? (
        <p className="yc-member-muted">经营范围暂时无法加载</p>
      ) : scope.data.scopes.length === 0 ? (
        <p className="yc-member-muted">资质审核通过后，按核定的经营范围采购。</p>
      ) : (
        <>
          <p>
            {scope.data.scopes.map((name) => (
              <Tag key={name} color="green">
                {name}
              </Tag>
            ))}
          </p>
          {scope.data.outside.length > 0 && (
            <p className="yc-member-muted">
              不在经营范围内、暂不能采购：{scope.data.outside.join('、')}
              。如需扩大经营范围，请上传相应资质并联系专属客服。
            </p>
          )}
        </>
      )}
    </section>
  );
}

function LicencesSection() {
  const licences = useLicences();
  const { data: user } = useUserBase();
  const [editing, setEditing] = useState<LicenceType | null>(null);
  if (licences.isPending) return <Skeleton active className="yc-member-section" />;
  if (licences.isError)
    return <LoadFailed title="资质加载失败" error={licences.error} onRetry={() => void licences.refetch()} />;

  const rows: Row[] = licenceTypes.map((type) => ({
    type,
    name: LICENCE_TYPES[type],
    licence: licences.data.find((held) => held.type === type),
  }));
  const hold = licenceHold(licences.data);
  const columns: TableColumnsType<Row> = [
    { title: '证照', dataIndex: 'name', width: 170 },
    {
      title: '状态',
      key: 'state',
      width: 170,
      render: (_, { licence }) =>
        licence ? (
          <>
            <Tag color={STATE_COLOR[licence.state]}>{LICENCE_STATE_LABEL[licence.state]}</Tag>
            {EXPIRY_TAG[licence.expiry]}
            {licence.state === 'rejected' && licence.review_note && (
              <div className="yc-licence-note">原因：{licence.review_note}</div>
            )}
          </>
        ) : (
          <span className="yc-member-muted">未上传</span>
        ),
    },
    { title: '证照编号', key: 'number', render: (_, { licence }) => licence?.number ?? '—' },
    {
      title: '有效期至',
      key: 'valid_until',
      width: 120,
      render: (_, { licence }) => (licence ? (licence.valid_until ?? '长期') : '—'),
    },
    {
      title: '扫描件',
      key: 'images',
      render: (_, { licence, name }) => (
        <Image.PreviewGroup>
          {licence?.images.map((url, index) => (
            <Image key={url} src={url} alt={`${name}扫描件${index + 1}`} width={48} height={36} />
          ))}
        </Image.PreviewGroup>
      ),
    },
    {
      title: '操作',
      key: 'action',
      width: 100,
      render: (_, { type, licence, name }) => (
        <Button
          size="small"
          aria-label={`${licence ? '更换' : '上传'}${name}`}
          onClick={() => setEditing(type)}
        >
          {licence ? '更换' : '上传'}
        </Button>
      ),
    },
  ];

  return (
    <section className="yc-member-section" aria-label="我的资质">
      <h2>我的资质</h2>
      {hold && <Alert type="error" showIcon role="alert" title={hold} style={{ marginBottom: 12 }} />}
      <Table<Row> rowKey="type" columns={columns} dataSource={rows} pagination={false} />
      {editing && (
        <LicenceFormModal
          type={editing}
          current={rows.find((row) => row.type === editing)?.licence}
          company={user?.company ?? ''}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

/** 资质管理: the buyer's licences with their review state and expiry, uploaded and replaced here. */
export function QualificationsPage() {
  return (
    <MemberPage title="资质管理">
      <LicencesSection />
      <BusinessScopeSection />
    </MemberPage>
  );
}
