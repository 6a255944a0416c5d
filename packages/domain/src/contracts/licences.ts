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
