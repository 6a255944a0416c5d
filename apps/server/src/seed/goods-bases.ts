import type { GoodsKind } from '../modules/catalog/catalog.tables.ts';
import { categoryTrees, generalCategoryOfQxTop } from './data/categories.ts';
import { devices, type DeviceBase } from './data/devices.ts';
import { herbalGrades, herbalPacks, packForms, preciousHerbalPacks } from './data/forms.ts';
import { herbs, type HerbBase } from './data/herbal.ts';
import type { MedicineBase } from './data/medicine.ts';
import { patentMedicines } from './data/patent.ts';
import {
  antibioticCategories,
  biologicNames,
  specialControlMedicines,
  westernMedicines,
} from './data/western.ts';

/** What the approval number of a goods item looks like (国药准字H…, 苏械注准…, 执行标准…). */
export type ApprovalRule = 'H' | 'Z' | 'S' | 'herbal' | 'device1' | 'device2' | 'device3';

export interface GoodsSpec {
  label: string;
  packUnit: string;
  priceFen: number;
  packMultipleChoices: readonly number[];
}

/** A generic item (name) with the specs it comes in; goods rows are base × spec × manufacturer. */
export interface GoodsBase {
  kind: GoodsKind;
  name: string;
  businessScope: string;
  approval: ApprovalRule;
  /** Child category names: general always, zy for herbs, qx for devices. */
  general: string;
  zy?: string;
  qx?: string;
  specs: GoodsSpec[];
}

/** Every business scope (经营范围) a demo goods item can carry. */
export const businessScopes = {
  chemical: '化学药制剂',
  antibiotic: '抗生素制剂',
  biologic: '生物制品',
  patent: '中成药',
  herbal: '中药饮片',
  device1: '第一类医疗器械',
  device2: '第二类医疗器械',
  device3: '第三类医疗器械',
} as const;

const fen = (yuan: number): number => Math.round(yuan * 100);

/** Specs of a medicine: each pack with each dose, the commonest first. */
function medicineSpecs(medicine: MedicineBase): GoodsSpec[] {
  const form = packForms[medicine.form];
  return form.packs.flatMap((pack) =>
    medicine.doses.map((dose, doseIndex) => ({
      label: dose === '' ? pack.label.slice(1) : `${dose}${pack.label}`,
      packUnit: pack.packUnit,
      priceFen: fen(medicine.priceYuan * (1 + 0.6 * doseIndex) * pack.factor ** 0.85),
      packMultipleChoices: form.packMultiples,
    })),
  );
}

function westernBase(medicine: MedicineBase): GoodsBase {
  const biologic = biologicNames.has(medicine.name);
  const antibiotic = antibioticCategories.has(medicine.category);
  return {
    kind: 'western',
    name: medicine.name,
    businessScope: biologic
      ? businessScopes.biologic
      : antibiotic
        ? businessScopes.antibiotic
        : businessScopes.chemical,
    approval: biologic ? 'S' : 'H',
    general: medicine.category,
    specs: medicineSpecs(medicine),
  };
}

function patentBase(medicine: MedicineBase): GoodsBase {
  return {
    kind: 'patent',
    name: medicine.name,
    businessScope: businessScopes.patent,
    approval: 'Z',
    general: medicine.category,
    specs: medicineSpecs(medicine),
  };
}

function herbalBase(herb: HerbBase): GoodsBase {
  const packs = herb.precious ? preciousHerbalPacks : herbalPacks;
  const specs = packs.flatMap((pack) =>
    herbalGrades.map((grade, gradeIndex) => ({
      label: `${grade} ${pack.label}`,
      packUnit: pack.packUnit,
      priceFen: fen(herb.priceYuan * (1 + 0.3 * gradeIndex) * pack.factor),
      packMultipleChoices: pack.factor >= 2 ? [1] : [1, 5, 10],
    })),
  );
  return {
    kind: 'herbal',
    name: herb.name,
    businessScope: businessScopes.herbal,
    approval: 'herbal',
    general: herb.category,
    zy: herb.zyCategory,
    specs,
  };
}

const qxTopOfChild = new Map(
  categoryTrees.qx.flatMap((top) => top.children.map((child) => [child, top.name] as const)),
);

function deviceBase(device: DeviceBase): GoodsBase {
  const qxTop = qxTopOfChild.get(device.qxCategory);
  const general = qxTop === undefined ? undefined : generalCategoryOfQxTop[qxTop];
  if (general === undefined) throw new Error(`No category for device ${device.name}`);
  return {
    kind: 'device',
    name: device.name,
    businessScope: businessScopes[`device${device.deviceClass}`],
    approval: `device${device.deviceClass}`,
    general,
    qx: device.qxCategory,
    specs: device.specs.map((spec) => ({
      label: spec.label,
      packUnit: spec.packUnit,
      priceFen: fen(spec.priceYuan),
      packMultipleChoices: spec.priceYuan >= 80 ? [1] : spec.priceYuan >= 20 ? [1, 5, 10] : [10, 20, 50],
    })),
  };
}

export const goodsBasesByKind: Record<GoodsKind, GoodsBase[]> = {
  western: westernMedicines.map(westernBase),
  patent: patentMedicines.map(patentBase),
  herbal: herbs.map(herbalBase),
  device: devices.map(deviceBase),
};

/** 特殊管理药品: one goods row each, never combined into more. */
export const specialControlBases: GoodsBase[] = specialControlMedicines.map(westernBase);
