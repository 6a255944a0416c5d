import { z } from 'zod';
import { date } from '../validation/dates.ts';
import { shopImage } from '../validation/link-url.ts';
import { id } from '../validation/numbers.ts';
import { text } from '../validation/text.ts';

/**
 * A buyer's qualifications (资质, zizhi): the licences a wholesale shop must hold on file for each
 * customer, each with its number, holder, expiry and scans. Operators enter them from paper copies
 * (approved as entered) or review those buyers upload.
 */
export const LICENCE_TYPES = {
  business_licence: '营业执照',
  drug_trading: '药品经营许可证',
  medical_institution: '医疗机构执业许可证',
  device_trading: '医疗器械经营许可证',
  gsp: 'GSP证书',
  purchase_mandate: '采购委托书',
  buyer_id_card: '采购人员身份证',
} as const;
export type LicenceType = keyof typeof LICENCE_TYPES;
export const licenceTypes = Object.keys(LICENCE_TYPES) as [LicenceType, ...LicenceType[]];

export const licenceStates = ['pending', 'approved', 'rejected'] as const;
export type LicenceState = (typeof licenceStates)[number];
export const LICENCE_STATE_LABEL: Record<LicenceState, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '未通过',
};

/** How a licence stands against today: none without an expiry date (长期). */
export type LicenceExpiry = 'valid' | 'expiring' | 'expired' | 'none';
/** A licence within this many days of its expiry is 'expiring'. */
export const LICENCE_EXPIRING_DAYS = 30;
export const LICENCE_SCANS_MAX = 5;

export const licenceParams = z.object({
  id: id('编号'),
  type: z.enum(licenceTypes, { error: '证照类型不正确' }),
});

export const licenceBody = z.object({
  number: text('证照编号', 50),
  holder: text('持有人', 100),
  /** Absent or null: valid without end (长期). */
  valid_until: date('有效期至').nullable().default(null),
  images: z
    .array(shopImage('扫描件', { required: true }), { error: '扫描件格式不正确' })
    .min(1, '请上传扫描件')
    .max(LICENCE_SCANS_MAX, `扫描件最多${LICENCE_SCANS_MAX}张`),
});
export type LicenceBody = z.infer<typeof licenceBody>;

export const rejectLicenceBody = z.object({ reason: text('驳回原因', 200, { multiline: true }) });

export const licence = z.object({
  type: z.enum(licenceTypes),
  type_name: z.string(),
  number: z.string(),
  holder: z.string(),
  valid_until: z.string().nullable(),
  expiry: z.enum(['valid', 'expiring', 'expired', 'none']),
  images: z.array(z.string()),
  state: z.enum(licenceStates),
  review_note: z.string(),
  submitted_by: z.enum(['operator', 'buyer']),
  updated_at: z.string(),
});
export type Licence = z.infer<typeof licence>;

/**
 * The licences that allow buying at all: each of these a buyer has on file must be approved and
 * unexpired, or orders are held (browsing goes on).
 */
export const REQUIRED_LICENCE_TYPES: readonly LicenceType[] = [
  'business_licence',
  'drug_trading',
  'medical_institution',
];

/** Days before a licence's expiry when the buyer is told, the last on the day itself. */
export const LICENCE_NOTICE_DAYS = [30, 7, 0] as const;

export const buyerLicenceParams = z.object({ type: z.enum(licenceTypes, { error: '证照类型不正确' }) });

/** Why a buyer cannot order now because of a licence, or null. */
export function licenceHoldReason(licence: Pick<Licence, 'type_name' | 'state' | 'expiry' | 'valid_until'>) {
  if (licence.state === 'pending') return `您的${licence.type_name}正在审核中，审核通过后即可下单`;
  if (licence.state === 'rejected') return `您的${licence.type_name}审核未通过，请重新上传后再下单`;
  if (licence.expiry === 'expired')
    return `您的${licence.type_name}已于${licence.valid_until}过期，请在会员中心更新资质后再下单`;
  return null;
}

export const LICENCE_MESSAGES = {
  submitted: '已提交，请等待审核',
  expiredCopy: '证照已过有效期，请上传有效期内的证照',
  notOwnScan: '扫描件须为您本人上传的图片，请重新上传',
} as const;

/** GET /api/user/jyfw: the classes of goods the buyer may buy, and those the shop sells beyond them. */
export const businessScope = z.object({
  scopes: z.array(z.string()),
  outside: z.array(z.string()).meta({ description: 'Classes the catalogue has that the buyer may not buy' }),
});
export type BusinessScope = z.infer<typeof businessScope>;
