/** Pack forms of medicines: a spec (ypgg) is a dose followed by one of its form's packs, e.g. 0.25g*24粒. */
export interface Pack {
  label: string;
  packUnit: string;
  /** Price of this pack relative to the form's first pack. */
  factor: number;
}

export interface PackForm {
  packs: readonly Pack[];
  /** Middle-pack sizes usual for this form. */
  packMultiples: readonly number[];
}

const counted = (unit: string, packUnit: string, counts: readonly number[]): Pack[] => {
  const first = counts[0] ?? 1;
  return counts.map((count) => ({ label: `*${count}${unit}`, packUnit, factor: count / first }));
};

export const packForms = {
  tablet: { packs: counted('片', '盒', [24, 12, 36, 48, 100, 20, 30, 60]), packMultiples: [10, 20, 50] },
  bottleTablet: { packs: counted('片', '瓶', [100, 60, 200, 30, 50, 80]), packMultiples: [10, 20] },
  capsule: { packs: counted('粒', '盒', [24, 12, 36, 48, 20, 30, 60, 100]), packMultiples: [10, 20, 50] },
  granule: { packs: counted('袋', '盒', [10, 12, 9, 6, 18, 20, 24]), packMultiples: [10, 20] },
  oralLiquid: { packs: counted('支', '盒', [10, 6, 12, 9, 18, 24]), packMultiples: [5, 10, 20] },
  bottle: { packs: [...counted('瓶', '瓶', [1]), ...counted('瓶', '盒', [2, 3])], packMultiples: [10, 20] },
  tube: { packs: [...counted('支', '支', [1]), ...counted('支', '盒', [2, 3])], packMultiples: [10, 20, 50] },
  bigPill: { packs: counted('丸', '盒', [10, 6, 12, 8, 4, 20]), packMultiples: [10, 20] },
  dripPill: { packs: counted('丸', '瓶', [180, 150, 100, 60, 360]), packMultiples: [10, 20] },
  plaster: { packs: counted('贴', '盒', [4, 6, 8, 10, 2, 20]), packMultiples: [10, 20, 50] },
} satisfies Record<string, PackForm>;

export type FormKey = keyof typeof packForms;

/** Herbal pieces are sold by weight; precious ones (名贵细料) in small packs. */
export const herbalPacks: readonly Pack[] = [
  { label: '500g', packUnit: '袋', factor: 1 },
  { label: '1kg', packUnit: '千克', factor: 2 },
  { label: '250g', packUnit: '袋', factor: 0.5 },
  { label: '100g', packUnit: '袋', factor: 0.2 },
  { label: '200g', packUnit: '袋', factor: 0.4 },
  { label: '5kg', packUnit: '袋', factor: 10 },
  { label: '3g*10袋', packUnit: '盒', factor: 0.06 },
];
export const preciousHerbalPacks: readonly Pack[] = [
  { label: '50g', packUnit: '瓶', factor: 1 },
  { label: '100g', packUnit: '瓶', factor: 2 },
  { label: '20g', packUnit: '瓶', factor: 0.4 },
  { label: '250g', packUnit: '袋', factor: 5 },
  { label: '3g*10袋', packUnit: '盒', factor: 0.6 },
  { label: '10g', packUnit: '瓶', factor: 0.2 },
];
/** Grades of herbal pieces; each grade doubles the specs a herb can come in. */
export const herbalGrades = ['统货', '选货', '精选'] as const;
