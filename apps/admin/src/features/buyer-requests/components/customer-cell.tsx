import { Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Who sent a 求购 or feedback: the company, linked to the buyer, and the phone. */
export function CustomerCell({ row }: { row: { buyer_id: number; company: string; phone: string } }) {
  return (
    <Link to={paths.buyerDetail.getHref(row.buyer_id)}>
      {row.company}
      <div>
        <Typography.Text type="secondary">{row.phone}</Typography.Text>
      </div>
    </Link>
  );
}
