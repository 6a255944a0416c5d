import { z } from 'zod';
import { goodsCard, goodsPage } from './catalog-responses.ts';
import { instant } from './wire.ts';

const brandOfZone = {
  brand_id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  banner: z.string(),
  blurb: z.string(),
  ends_at: instant,
};

/** GET /api/focus/ppzq: a running brand zone's brand, as the home block and /pp show it, with a few goods. */
export const brandZoneBlock = z
  .object({ ...brandOfZone, goods: z.array(goodsCard) })
  .meta({ id: 'BrandZoneBlock' });
export type BrandZoneBlock = z.infer<typeof brandZoneBlock>;

/** GET /api/focus/brand/{id}: one brand's zone with a page of its goods, priced for the viewer. */
export const brandZone = z.object({ ...brandOfZone, goods: goodsPage }).meta({ id: 'BrandZone' });
export type BrandZone = z.infer<typeof brandZone>;
