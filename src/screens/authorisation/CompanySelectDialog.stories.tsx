import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CompanyChoice } from '#core/auth-commerce.ts';
import { CompanySelectDialog } from './CompanySelectDialog.tsx';

export const sampleCompanies: CompanyChoice[] = [
  { companyCode: '91310000JAX0JQHC06', companyName: '深圳市前海优品跨境贸易有限公司' },
  { companyCode: '91330106MA2H7KQ8X5', companyName: '杭州西湖文创礼品有限公司' },
];

/** A search over the sample companies, by a part of the name (as findCompany answers). */
const search = async (name: string) => sampleCompanies.filter((company) => company.companyName.includes(name));

// /settlementAuthorization/apply's 申请授权: search by name (only a non-empty one), choose a company, 申请.
const meta = {
  title: '页面/结汇授权/选择企业',
  component: CompanySelectDialog,
  args: { open: true, search, onApply: async () => true, onClose: () => {} },
} satisfies Meta<typeof CompanySelectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: 申请 disabled until a company is found and chosen; 查询 with no name asks for one. */
export const Empty: Story = {};

/** No company matches. */
export const NothingFound: Story = { args: { search: async () => [] } };
