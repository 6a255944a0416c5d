/** 中药饮片 (herbal pieces). */
export interface HerbBase {
  name: string;
  /** Child category of the general menu (medicinal part). */
  category: string;
  /** Child category of the zy menu (action). */
  zyCategory: string;
  /** Price of the first pack (500g, or 50g for precious herbs). */
  priceYuan: number;
  /** 名贵细料: sold in small packs. */
  precious: boolean;
}

const herb =
  (category: string, precious = false) =>
  (name: string, zyCategory: string, priceYuan: number): HerbBase => ({
    name,
    category,
    zyCategory,
    priceYuan,
    precious,
  });

const root = herb('根及根茎类');
const fruit = herb('果实种子类');
const flower = herb('花叶全草类');
const bark = herb('皮藤木类');
const fungus = herb('菌藻动物类');
const precious = herb('名贵细料', true);

export const herbs: HerbBase[] = [
  root('当归', '补血药', 45),
  root('黄芪', '补气药', 35),
  root('党参', '补气药', 60),
  root('白术', '补气药', 38),
  root('甘草片', '补气药', 28),
  root('白芍', '补血药', 30),
  root('川芎', '活血止痛药', 40),
  root('丹参', '活血调经药', 25),
  root('葛根', '发散风热药', 12),
  root('柴胡', '发散风热药', 120),
  root('黄芩', '清热燥湿药', 28),
  root('黄连', '清热燥湿药', 180),
  root('板蓝根', '清热解毒药', 18),
  root('防风', '发散风寒药', 80),
  root('桔梗', '清化热痰药', 30),
  root('山药', '补气药', 25),
  root('熟地黄', '补血药', 22),
  root('生地黄', '清热凉血药', 20),
  root('玄参', '清热凉血药', 22),
  root('天麻', '平肝息风药', 150),
  root('牛膝', '活血调经药', 30),
  root('泽泻', '利水消肿药', 18),
  root('苍术', '祛风寒湿药', 35),
  root('羌活', '祛风寒湿药', 90),
  root('独活', '祛风寒湿药', 35),
  root('香附', '疏肝理气药', 20),
  root('木香', '行气止痛药', 30),
  root('延胡索', '活血止痛药', 70),
  root('郁金', '活血止痛药', 35),
  root('麦冬', '补阴药', 60),
  root('玉竹', '补阴药', 35),
  root('黄精', '补阴药', 40),
  root('百合', '补阴药', 30),
  root('北沙参', '补阴药', 60),
  root('太子参', '补气药', 80),
  root('知母', '清热泻火药', 25),
  root('白芷', '发散风寒药', 20),
  root('浙贝母', '清化热痰药', 45),
  root('法半夏', '温化寒痰药', 90),
  root('秦艽', '祛风湿热药', 60),
  root('续断', '祛风湿强筋骨药', 25),
  fruit('枸杞子', '补阴药', 40),
  fruit('山楂', '理气和中药', 12),
  fruit('陈皮', '理气和中药', 20),
  fruit('五味子', '敛肺涩肠药', 60),
  fruit('酸枣仁', '养心安神药', 200),
  fruit('薏苡仁', '利水消肿药', 12),
  fruit('芡实', '固精缩尿止带药', 25),
  fruit('决明子', '清热泻火药', 10),
  fruit('菟丝子', '补阳药', 30),
  fruit('女贞子', '补阴药', 15),
  fruit('砂仁', '理气和中药', 150),
  fruit('车前子', '利尿通淋药', 18),
  fruit('大枣', '补气药', 15),
  fruit('莲子', '固精缩尿止带药', 25),
  fruit('桃仁', '活血调经药', 40),
  fruit('苦杏仁', '止咳平喘药', 22),
  fruit('栀子', '清热泻火药', 18),
  fruit('连翘', '清热解毒药', 50),
  fruit('牛蒡子', '发散风热药', 15),
  fruit('吴茱萸', '理气和中药', 90),
  fruit('金樱子', '固精缩尿止带药', 18),
  flower('金银花', '清热解毒药', 120),
  flower('菊花', '疏风清热药', 50),
  flower('红花', '活血调经药', 150),
  flower('蒲公英', '清热解毒药', 10),
  flower('益母草', '活血调经药', 8),
  flower('薄荷', '发散风热药', 15),
  flower('艾叶', '活血调经药', 10),
  flower('鱼腥草', '清热解毒药', 12),
  flower('茵陈', '利湿退黄药', 12),
  flower('紫苏叶', '发散风寒药', 15),
  flower('桑叶', '疏风清热药', 10),
  flower('淫羊藿', '补阳药', 40),
  flower('车前草', '利尿通淋药', 8),
  flower('玫瑰花', '疏肝理气药', 60),
  flower('荆芥', '疏风清热药', 18),
  bark('杜仲', '补阳药', 35),
  bark('厚朴', '行气止痛药', 30),
  bark('黄柏', '清热燥湿药', 30),
  bark('牡丹皮', '清热凉血药', 40),
  bark('桑白皮', '止咳平喘药', 15),
  bark('鸡血藤', '活血疗伤药', 10),
  bark('肉桂', '补阳药', 30),
  bark('桂枝', '发散风寒药', 10),
  bark('地骨皮', '清虚热药', 40),
  fungus('茯苓', '利水消肿药', 22),
  fungus('猪苓', '利水消肿药', 100),
  fungus('灵芝', '养心安神药', 60),
  fungus('地龙', '平肝息风药', 150),
  fungus('鸡内金', '理气和中药', 60),
  fungus('龙骨', '重镇安神药', 20),
  precious('三七粉', '活血疗伤药', 30),
  precious('西洋参', '补气药', 50),
  precious('川贝母', '清化热痰药', 120),
  precious('铁皮石斛', '补阴药', 120),
  precious('生晒参', '补气药', 45),
  precious('红参', '补气药', 60),
];
