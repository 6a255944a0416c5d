import { z } from 'zod';
import { text } from '../validation/text.ts';
import { CUSTOMER_TYPES, customerTypes, type CustomerType } from './admin.ts';
import type { LicenceShortfall } from './licence-requirements-responses.ts';
import { LICENCE_TYPES, licenceTypes, type Licence, type LicenceType } from './licences.ts';

/**
 * The licences a buyer of each kind must have in force before an operator approves them: a shop
 * setting (`required_licences`). A buyer whose kind is not set yet is held to 'other'.
 */
export type RequiredLicences = Record<CustomerType, LicenceType[]>;

export const DEFAULT_REQUIRED_LICENCES: RequiredLicences = {
  chain: ['business_licence', 'drug_trading'],
  pharmacy: ['business_licence', 'drug_trading'],
  clinic: ['medical_institution'],
  hospital: ['medical_institution'],
  other: ['business_licence'],
};

const licenceList = (kind: string) =>
  z
    .array(z.enum(licenceTypes, { error: `${kind}的证照类型不正确` }), {
      error: `${kind}的必备证照格式不正确`,
    })
    .max(licenceTypes.length, `${kind}的必备证照不能超过${licenceTypes.length}项`)
    .refine((types) => new Set(types).size === types.length, `${kind}的必备证照不能重复`);

export const requiredLicencesBody = z.object(
  Object.fromEntries(customerTypes.map((type) => [type, licenceList(CUSTOMER_TYPES[type])])) as Record<
    CustomerType,
    ReturnType<typeof licenceList>
  >,
  { error: '必备证照格式不正确' },
);

export const requiredLicences = z.object(
  Object.fromEntries(customerTypes.map((type) => [type, z.array(z.enum(licenceTypes))])) as Record<
    CustomerType,
    z.ZodArray<z.ZodEnum<{ [K in LicenceType]: K }>>
  >,
);

/** Why a required licence does not count: not on file, refused, past its date, or not reviewed yet. */
export const LICENCE_SHORTFALLS = {
  missing: '未提交',
  rejected: '未通过审核',
  expired: '已过期',
  pending: '待审核',
} as const;
export type LicenceShortfallProblem = keyof typeof LICENCE_SHORTFALLS;

/** The required licences of `kind` not in force among those on file, in the order they are required. */
export function licenceShortfallOf(
  required: readonly LicenceType[],
  onFile: readonly Pick<Licence, 'type' | 'state' | 'expiry'>[],
): LicenceShortfall[] {
  return required.flatMap((type) => {
    const licence = onFile.find((found) => found.type === type);
    const problem: LicenceShortfallProblem | null = !licence
      ? 'missing'
      : licence.state !== 'approved'
        ? licence.state
        : licence.expiry === 'expired'
          ? 'expired'
          : null;
    return problem ? [{ type, type_name: LICENCE_TYPES[type], problem }] : [];
  });
}

/** One line for a person: 药品经营许可证未提交、医疗机构执业许可证未通过审核. */
export const describeShortfall = (shortfall: readonly LicenceShortfall[]): string =>
  shortfall.map((item) => `${item.type_name}${LICENCE_SHORTFALLS[item.problem]}`).join('、');

export const LICENCE_OVERRIDE_REASON_MAX = 200;

/**
 * POST /api/admin/buyers/{id}/approve. Without `override` a buyer whose required licences fall short
 * is refused (422); with it, approved anyway and the reason audited.
 */
export const approveBuyerBody = z
  .object({
    override: z
      .object({
        reason: text('仍然通过的原因', LICENCE_OVERRIDE_REASON_MAX, { multiline: true }),
      })
      .optional(),
  })
  .default({});
export type ApproveBuyerBody = z.infer<typeof approveBuyerBody>;
