// What demo values are made of, per value kind (core/definition/value-kinds.ts): products with
// their description, English name, brand and HS code; people, resident-id areas and addresses;
// ships, airlines and truck plates; customs codes; notes and reasons.

export interface Product {
  name: string;
  englishName: string;
  description: string;
  brand: string;
  /** 10-digit HS code. */
  hsCode: string;
}

const product = (name: string, englishName: string, description: string, brand: string, hsCode: string): Product => ({
  name,
  englishName,
  description,
  brand,
  hsCode,
});

export const PRODUCTS: readonly Product[] = [
  product('蓝牙耳机', 'Bluetooth Earphones', '无线蓝牙5.3，入耳式，带充电仓', '声悦', '8518300000'),
  product('保温杯', 'Vacuum Flask', '316不锈钢内胆，500毫升，真空保温', '暖途', '9617001100'),
  product('女士连衣裙', "Women's Dress", '聚酯纤维100%，针织，M码', '衣澜', '6204430000'),
  product('男士运动鞋', "Men's Sports Shoes", '橡胶大底，纺织材料鞋面，42码', '跃步', '6404110000'),
  product('充电宝', 'Power Bank', '锂离子电池，10000毫安时，双USB输出', '电小满', '8507600090'),
  product('手机保护壳', 'Phone Case', '热塑性聚氨酯材质，适用6.1英寸手机', '壳途', '3926909090'),
  product('LED台灯', 'LED Desk Lamp', '塑料灯体，USB供电，三档调光', '明阅', '9405210000'),
  product('不锈钢厨具套装', 'Stainless Steel Cookware Set', '不锈钢材质，锅具5件套', '厨匠', '7323930000'),
  product('儿童益智积木', 'Building Blocks', 'ABS塑料，适用3岁以上，200粒装', '乐筑', '9503008900'),
  product('瑜伽垫', 'Yoga Mat', 'TPE材质，183×61厘米，6毫米厚', '悦动', '9506919000'),
  product('真丝围巾', 'Silk Scarf', '桑蚕丝100%，机织，90×90厘米', '丝语', '6214100000'),
  product('智能手环', 'Smart Band', '蓝牙连接，心率监测，彩色屏幕', '腕动', '8517629900'),
  product('陶瓷茶具', 'Ceramic Tea Set', '日用陶瓷，一壶四杯', '瓷韵', '6912001000'),
  product('电动牙刷', 'Electric Toothbrush', '声波震动，充电式，附刷头2个', '净齿', '8509800000'),
  product('户外帐篷', 'Camping Tent', '合成纤维，双人双层，防雨', '野宿', '6306220000'),
  product('宠物牵引绳', 'Pet Leash', '尼龙织带，长1.5米', '萌宠', '4201000000'),
  product('汽车脚垫', 'Car Floor Mats', '硫化橡胶材质，五座通用', '驰垫', '4016910000'),
  product('机械键盘', 'Mechanical Keyboard', '104键，青轴，USB有线', '键客', '8471607200'),
  product('化妆刷套装', 'Makeup Brush Set', '合成纤维刷毛，12支装', '妆点', '9603290000'),
  product('太阳镜', 'Sunglasses', '偏光镜片，聚碳酸酯镜框', '晴眸', '9004100000'),
];

export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
export const GIVEN_NAMES = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '晓东',
  '海燕',
  '志强',
  '欣怡',
  '子涵',
  '浩然',
];

/** The customs code of the resident identity card (证件类型 身份证). */
export const RESIDENT_ID_TYPE = '1';

/** Area codes of resident ids (first six digits) and the addresses of the same places. */
export const RESIDENT_AREAS: readonly { code: string; address: string }[] = [
  { code: '110105', address: '北京市朝阳区建国路' },
  { code: '310115', address: '上海市浦东新区世纪大道' },
  { code: '440305', address: '广东省深圳市南山区科技园南路' },
  { code: '440106', address: '广东省广州市天河区天河北路' },
  { code: '330106', address: '浙江省杭州市西湖区文三路' },
  { code: '320102', address: '江苏省南京市玄武区中山路' },
  { code: '510107', address: '四川省成都市武侯区人民南路' },
  { code: '420106', address: '湖北省武汉市武昌区中南路' },
  { code: '370202', address: '山东省青岛市市南区香港中路' },
  { code: '350203', address: '福建省厦门市思明区湖滨南路' },
];

/** Customs transport modes that carry goods across the border, with their vehicles. */
export const SHIP_MODE = '2';
export const ROAD_MODE = '4';
export const AIR_MODE = '5';
export const CARRYING_MODES = [SHIP_MODE, ROAD_MODE, AIR_MODE] as const;
export const SHIPS = ['中远海运天秤座', '中远之星', '海丰宁波', '长锦釜山', '东方香港', '中海环球', '安通腾飞', '宁远海'];
export const AIRLINES = ['CA', 'MU', 'CZ', 'HU', 'ZH', 'CK'];
export const PLATE_AREAS = ['粤B', '粤A', '浙A', '沪D', '苏E', '闽D', '鲁B'];
export const PLATE_CHARACTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** Four-digit customs district codes (关区代码). */
export const CUSTOMS_DISTRICTS = ['5141', '5316', '5300', '2244', '2233', '2900', '3100', '4200', '0100', '8012'];

export const PLACES = ['深圳前海综合保税区3号仓', '宁波梅山保税港区B2库位', '广州南沙保税港区冷链仓', '杭州综合保税区A区12号', '郑州航空港区跨境仓1号库'];
export const PLAIN_TEXTS = ['无', '见随附单证', '按合同约定', '正常'];
export const REASONS = ['订单信息申报错误，撤回重报', '消费者取消订单', '商品尺码不合适，退货', '商品质量问题，退货', '重复申报'];
export const ENGLISH_COMPANIES = [
  'Pacific Trading Co., Ltd.',
  'Global Goods Import LLC',
  'Sunrise Retail GmbH',
  'Maple Leaf Distribution Inc.',
  'Harbour Link Pte. Ltd.',
  'Northstar Commerce S.A.',
];
export const NOTES: readonly string[] = ['加急处理', '客户要求周末发货', '拼箱出运', '含电池，已备案', '样品单', '补发订单'];
