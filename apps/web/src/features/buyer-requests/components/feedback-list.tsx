import type { TableColumnsType } from 'antd';
import type { Feedback } from '@yaocai/domain/contracts/buyer-requests';
import { useOwnFeedback } from '../api/buyer-requests';
import { answeredColumns, OwnRecordList } from './own-record-list';

const columns: TableColumnsType<Feedback> = [
  { title: '类型', dataIndex: 'type_name', width: 100 },
  {
    title: '反馈内容',
    dataIndex: 'content',
    render: (content: string) => <div style={{ whiteSpace: 'pre-wrap' }}>{content}</div>,
  },
  ...answeredColumns<Feedback>(),
];

/** 我的反馈: the buyer's feedback, newest first, with the shop's answers. */
export function FeedbackList() {
  return <OwnRecordList usePage={useOwnFeedback} columns={columns} noun="反馈" />;
}
