import { Typography } from 'antd';
import { Link } from 'react-router';
import type { AdminAfterSale } from '@yaocai/domain/contracts/after-sales';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/operator';

/** The buyer's company, opening their page for roles that read buyers, and their phone below it. */
export function CustomerLink({ afterSale }: { afterSale: AdminAfterSale }) {
  const mayReadBuyers = useCan('buyers.read');
  return (
    <>
      <div>
        {mayReadBuyers ? (
          <Link
            to={paths.buyerDetail.getHref(afterSale.buyer_id)}
            onClick={(event) => event.stopPropagation()}
          >
            {afterSale.company}
          </Link>
        ) : (
          afterSale.company
        )}
      </div>
      <Typography.Text type="secondary">{afterSale.phone}</Typography.Text>
    </>
  );
}
