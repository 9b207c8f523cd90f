// The parties of demo bills: e-commerce companies, platforms and carriers, with unified social
// credit codes of 18 characters and a valid check character (GB 32100-2015).
import { creditCodeCheck } from '../definition/index.ts';
import type { Random } from './random.ts';

export interface Party {
  code: string;
  name: string;
}

const CODE_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

function creditCode(seed: number): string {
  let text = '91';
  let value = seed * 2654435761;
  text += ['110000', '310000', '330100', '440100', '440300', '320500', '350200', '370200'][seed % 8];
  for (let index = 0; index < 10; index += 1) {
    value = (value * 1103515245 + 12345) >>> 0;
    text += CODE_CHARACTERS[value % CODE_CHARACTERS.length];
  }
  return text.slice(0, 17) + creditCodeCheck(text.slice(0, 17));
}

const party = (name: string, index: number): Party => ({ code: creditCode(index + 1), name });

export const SELLERS: readonly Party[] = [
  '深圳市前海优品跨境贸易有限公司',
  '义乌市小商品跨境电子商务有限公司',
  '宁波港湾进出口贸易有限公司',
  '杭州丝路云商科技有限公司',
  '广州市白云区锦程服饰有限公司',
  '东莞市华南电子科技有限公司',
  '厦门海峡跨境供应链有限公司',
  '青岛海元国际贸易有限公司',
  '苏州工业园区易达电子商务有限公司',
  '上海浦东新区环球优选贸易有限公司',
  '福建泉州晋江鞋业进出口有限公司',
  '佛山市顺德区美居家电有限公司',
  '中山市古镇灯饰跨境电商有限公司',
  '温州瓯越眼镜进出口有限公司',
  '成都天府国际电子商务有限公司',
  '郑州航空港区中原跨境贸易有限公司',
].map((name, index) => party(name, index));

export const PLATFORMS: readonly Party[] = [
  '杭州阿里巴巴国际站电子商务有限公司',
  '深圳市敦煌网络科技有限公司',
  '亚马逊（中国）投资有限公司',
  '杭州速卖通电子商务有限公司',
  '广州希音国际进出口有限公司',
  '深圳市环球易购电子商务有限公司',
].map((name, index) => party(name, index + 40));

export const CARRIERS: readonly Party[] = [
  '顺丰速运有限公司',
  '中国邮政速递物流股份有限公司',
  '圆通速递有限公司',
  '中通快递股份有限公司',
  '京东物流集团有限公司',
  '菜鸟网络科技有限公司',
].map((name, index) => party(name, index + 60));

/** A party for the …Code/…Name prefix of a field: platforms for ebp…, carriers for logistics…, else sellers. */
export function pickParty(random: Random, prefix: string): Party {
  const name = prefix.toLowerCase();
  if (name.startsWith('ebp')) return random.pick(PLATFORMS);
  if (name.startsWith('logistics')) return random.pick(CARRIERS);
  return random.pick(SELLERS);
}
