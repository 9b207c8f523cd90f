// A company filing as the server answers it (queryDetailById): every required field filled with
// plausible values, both tick rules met, two attachments and the history of one declaration.
export function sampleFiling(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    companyName: '广州穗通跨境供应链管理有限公司',
    companyEnName: 'Guangzhou Suitong Cross-border Supply Chain Co., Ltd.',
    orgCode: 'MA5CKT9G3',
    socialCreditCode: '91440101MA5CKT9G3F',
    bizRegistNo: '440101000123456',
    taxPayerNo: '91440101MA5CKT9G3F',
    bizRegistDate: '2019-03-18',
    legalPerson: '陈建华',
    legalPersonIdType: '1',
    legalPersonIdNumber: '440106198203150031',
    registAddr: '广州市黄埔区开创大道2898号',
    zipCode: '510530',
    provinceCode: '440000',
    cityCode: '440100',
    areaCode: '440112',
    economicZoneCode: '2',
    economicTypeCode: '6',
    bizType: '4',
    orgType: '1',
    industryType: 'F',
    registeredCapital: 1000,
    totalInvestment: 1200,
    inPlaceFunds: 800,
    bizScope: '跨境电子商务；供应链管理服务；国际货物运输代理；普通货物仓储服务。',
    contactPerson: '李晓梅',
    mobileNo: '13826451234',
    customsRegistCode: '4401960123',
    customsCode: '5100',
    customsCodeName: '广州海关',
    bizExport: true,
    b2cBusiness: true,
    ebcCompany: true,
    logisticsCompany: true,
    approveState: '6',
    showApproveState: '审核通过',
    companyFileVos: [
      { id: 1, fileType: '1', fileTypeName: '营业执照扫描件', fileName: '营业执照.png', downloadUri: '/api/file/download/1' },
      { id: 2, fileType: '2', fileTypeName: '海关注册登记证书', fileName: '海关注册登记证书.jpg', downloadUri: '/api/file/download/2' },
    ],
    approvalRecordVos: [
      { operationTime: '2025-06-16 09:12:00', userName: '海关审核员', stateName: '审核通过', opinion: '备案信息审核通过', note: '' },
      { operationTime: '2025-06-15 16:40:00', userName: '陈建华', stateName: '审核中', opinion: '企业提交备案申请', note: '' },
    ],
    ...overrides,
  };
}

/** A company that has not filed yet: only its name, from its registration. */
export function emptyFiling(): Record<string, unknown> {
  return { companyName: '广州穗通跨境供应链管理有限公司', approveState: '0', showApproveState: '未申报', companyFileVos: [], approvalRecordVos: [] };
}
