// An export order draft for the detail page's stories and specs (issue 23 point 1): its goods
// lines add up (总价 = 数量 × 单价, 商品价格 = 各行总价之和), or it has none.
export function sampleOrder(lineCount: number): Record<string, unknown> {
  const lines = Array.from({ length: lineCount }, (_, index) => ({
    id: 9000 + index,
    gnum: index + 1,
    itemNo: `SKU-00${index + 1}`,
    itemName: index === 0 ? '蓝牙耳机' : `商品${index + 1}`,
    qty: 2,
    unit: '011',
    unitName: '件',
    price: 400,
    totalPrice: 800,
    currency: '502',
    currencyName: '美元',
  }));
  return {
    id: 1,
    version: 0,
    appType: '1',
    orderType: 'E',
    orderNo: 'EO202506150001',
    ebcCode: '91440101MA5CKT9G3F',
    ebcName: '广州穗通跨境供应链管理有限公司',
    ebpCode: '91330100MA27XL6N5K',
    ebpName: '杭州速卖通电子商务有限公司',
    goodsValue: 800 * lineCount || 100,
    freight: 5,
    currency: '502',
    currencyName: '美元',
    copCode: '91440101MA5CKT9G3F',
    copName: '广州穗通跨境供应链管理有限公司',
    dxpMode: 'DXP',
    state: '0',
    stateName: '暂存',
    createTime: '2025-06-15 10:00:00',
    lines,
  };
}
