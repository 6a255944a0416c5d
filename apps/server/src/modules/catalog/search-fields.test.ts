import { describe, expect, it } from 'vitest';
import { searchFieldsFor } from './search-fields.ts';

describe('searchFieldsFor', () => {
  it.each([
    ['感冒灵颗粒', 'ganmaolingkeli', 'gmlkl'],
    ['阿莫西林胶囊', 'amoxilinjiaonang', 'amxljn'],
    ['头孢克肟分散片', 'toubaokewofensanpian', 'tbkwfsp'],
    ['六味地黄丸', 'liuweidihuangwan', 'lwdhw'],
    ['藿香正气水', 'huoxiangzhengqishui', 'hxzqs'],
    ['一次性使用无菌注射器', 'yicixingshiyongwujunzhusheqi', 'ycxsywjzsq'],
    ['华康制药股份有限公司', 'huakangzhiyaogufenyouxiangongsi', 'hkzygfyxgs'],
  ])('spells %s as %s / %s', (name, namePinyin, nameInitials) => {
    expect(searchFieldsFor(name)).toEqual({ namePinyin, nameInitials });
  });

  it('keeps latin letters and digits, lower-cased, and drops punctuation', () => {
    expect(searchFieldsFor('VC银翘片')).toEqual({ namePinyin: 'vcyinqiaopian', nameInitials: 'vcyqp' });
    expect(searchFieldsFor('维生素B6片（100片）')).toEqual({
      namePinyin: 'weishengsub6pian100pian',
      nameInitials: 'wssb6p100p',
    });
  });

  it('writes ü as v, as pinyin keyboards do', () => {
    expect(searchFieldsFor('氯雷他定片')).toEqual({ namePinyin: 'lvleitadingpian', nameInitials: 'lltdp' });
  });

  it('reads the polyphones of drug and herb names the pharmacist way', () => {
    expect(searchFieldsFor('参苓白术散').namePinyin).toBe('shenlingbaizhusan');
    expect(searchFieldsFor('太子参').namePinyin).toBe('taizishen');
    expect(searchFieldsFor('复方阿胶浆').namePinyin).toBe('fufangejiaojiang');
    expect(searchFieldsFor('枸橼酸铋钾胶囊').nameInitials).toBe('jysbjjn');
    expect(searchFieldsFor('黄柏').namePinyin).toBe('huangbo');
    expect(searchFieldsFor('白术').namePinyin).toBe('baizhu');
  });
});
