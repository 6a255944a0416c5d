import { ComingSoon } from '../../components/coming-soon';
import { useRouteMeta } from '../../lib/route-meta';

/** Stands in for the pages later issues build (catalogue, cart, orders, member centre, promotions). */
export function ComingSoonPage() {
  const { title } = useRouteMeta();
  return <ComingSoon title={title} />;
}
