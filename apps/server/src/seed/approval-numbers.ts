import type { ApprovalRule } from './goods-bases.ts';
import type { Random } from './random.ts';

/** Province codes used in the older 国药准字 numbers (H + province + 6 digits). */
const provinceCodes = [
  '11',
  '12',
  '13',
  '21',
  '22',
  '31',
  '32',
  '33',
  '34',
  '35',
  '37',
  '41',
  '42',
  '43',
  '44',
  '51',
  '53',
];
const herbalStandards = [
  '执行标准：中国药典2020年版',
  '执行标准：中国药典2020年版一部',
  '执行标准：省中药饮片炮制规范2015年版',
];

const digits = (random: Random, count: number): string =>
  Array.from({ length: count }, () => random.int(0, 9)).join('');

/** A realistic-looking, fictional approval number (批准文号 / 注册证号 / 执行标准). */
export function approvalNumber(rule: ApprovalRule, random: Random, province: string): string {
  const year = random.int(2015, 2024);
  switch (rule) {
    case 'H':
    case 'Z':
    case 'S': {
      const prefix = random.chance(0.5) ? '20' : random.pick(provinceCodes);
      return `国药准字${rule}${prefix}${digits(random, 6)}`;
    }
    case 'herbal':
      return random.chance(0.8) ? (herbalStandards[0] as string) : random.pick(herbalStandards);
    case 'device1':
      return `${province}械备${year}${digits(random, 4)}号`;
    case 'device2':
      return `${province}械注准${year}2${digits(random, 6)}`;
    case 'device3':
      return `国械注准${year}3${digits(random, 6)}`;
  }
}
