import type { CategoryMenu } from '../../modules/catalog/catalog.tables.ts';

export interface CategoryTop {
  name: string;
  children: string[];
}

const top = (name: string, children: string): CategoryTop => ({ name, children: children.split('|') });

/** The four category menus; child names are unique within a menu so goods data can name them. */
export const categoryTrees: Record<CategoryMenu, CategoryTop[]> = {
  general: [
    top('抗感染药', '青霉素类|头孢菌素类|大环内酯类|喹诺酮类|抗病毒药|抗真菌药'),
    top('心脑血管', '降压药|调血脂药|抗心绞痛|抗血栓药|脑血管用药'),
    top('消化系统', '抑酸护胃|肠道用药|肝胆用药|助消化药|止泻通便'),
    top('感冒呼吸', '感冒用药|解热镇痛|止咳化痰|平喘药|抗过敏药'),
    top('清热解毒', '清热消炎|咽喉用药|清热泻火'),
    top('慢病用药', '降糖药|甲状腺用药|痛风用药|骨质疏松|风湿骨痛|神经精神用药'),
    top('滋补调理', '补气补血|补肾养阴|安神助眠|妇科用药|维生素矿物质'),
    top('皮肤五官', '皮肤用药|眼科用药|耳鼻喉用药'),
    top('中药饮片', '根及根茎类|果实种子类|花叶全草类|皮藤木类|菌藻动物类|名贵细料'),
    top('医疗器械', '防护用品|注射输液|检测器械|敷料耗材|家用器械'),
  ],
  yx: [
    top('抗感染优选', '口服抗生素|抗病毒优选|外用抗菌'),
    top('心脑血管优选', '降压优选|降脂优选|心脑通络'),
    top('消化优选', '胃肠优选|肝胆优选|儿童消化'),
    top('感冒呼吸优选', '感冒优选|止咳优选|过敏优选'),
    top('慢病优选', '降糖精选|骨关节精选|痛风精选'),
    top('中成药精选', '清热精选|滋补精选|妇科精选|五官精选'),
    top('饮片精选', '道地药材|精品饮片|药食同源'),
    top('器械精选', '防护精选|家用检测|护理精选'),
  ],
  zy: [
    top('解表药', '发散风寒药|发散风热药|疏风清热药'),
    top('清热药', '清热泻火药|清热燥湿药|清热解毒药|清热凉血药|清虚热药'),
    top('补虚药', '补气药|补血药|补阴药|补阳药'),
    top('活血化瘀药', '活血止痛药|活血调经药|活血疗伤药|破血消癥药'),
    top('理气药', '疏肝理气药|理气和中药|行气止痛药'),
    top('化痰止咳平喘药', '温化寒痰药|清化热痰药|止咳平喘药'),
    top('利水渗湿药', '利水消肿药|利尿通淋药|利湿退黄药'),
    top('安神平肝药', '养心安神药|重镇安神药|平肝息风药'),
    top('祛风湿药', '祛风寒湿药|祛风湿热药|祛风湿强筋骨药'),
    top('收涩药', '固表止汗药|敛肺涩肠药|固精缩尿止带药'),
  ],
  qx: [
    top('防护用品', '医用口罩|防护服|医用手套|隔离衣帽'),
    top('注射穿刺', '注射器|输液器|采血针|留置针'),
    top('检测仪器', '血压计|血糖仪|体温计|血氧仪'),
    top('敷料耗材', '纱布绷带|棉签棉球|医用胶带|创可贴'),
    top('康复护理', '护理垫|拐杖助行|护具|冷热敷'),
    top('家用医疗', '雾化器|理疗贴|鼻腔护理'),
    top('消毒用品', '消毒液|碘伏酒精|手消毒'),
    top('诊断试剂', '早孕检测|排卵检测|血糖试纸'),
  ],
};

/** The general-menu child a device sits in, from its qx top category. */
export const generalCategoryOfQxTop: Record<string, string> = {
  防护用品: '防护用品',
  注射穿刺: '注射输液',
  检测仪器: '检测器械',
  敷料耗材: '敷料耗材',
  康复护理: '家用器械',
  家用医疗: '家用器械',
  消毒用品: '防护用品',
  诊断试剂: '检测器械',
};

/** The yx top category a preferred (优选) goods item joins, from its general top category. */
export const yxTopOfGeneralTop: Record<string, string> = {
  抗感染药: '抗感染优选',
  心脑血管: '心脑血管优选',
  消化系统: '消化优选',
  感冒呼吸: '感冒呼吸优选',
  清热解毒: '中成药精选',
  慢病用药: '慢病优选',
  滋补调理: '中成药精选',
  皮肤五官: '中成药精选',
  中药饮片: '饮片精选',
  医疗器械: '器械精选',
};
