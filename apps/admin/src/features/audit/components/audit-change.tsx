import { Col, Row, Typography } from 'antd';
import type { AuditEntry } from '@yaocai/domain/contracts/admin';

function Snapshot({ title, value }: { title: string; value: unknown }) {
  return (
    <Col span={12}>
      <Typography.Text strong>{title}</Typography.Text>
      {value === null || value === undefined ? (
        <Typography.Paragraph type="secondary">（无）</Typography.Paragraph>
      ) : (
        <pre className="audit-json">{JSON.stringify(value, null, 2)}</pre>
      )}
    </Col>
  );
}

/** The record before and after the change, side by side. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  return (
    <Row gutter={16}>
      <Snapshot title="修改前" value={entry.before} />
      <Snapshot title="修改后" value={entry.after} />
    </Row>
  );
}
