import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanySelectDialog } from './CompanySelectDialog.tsx';
import { sampleCompanies } from './sampleCompanies.ts';

/** A search over the sample companies, by a part of the name (as findCompany answers). */
const search = async (name: string) => sampleCompanies.filter((company) => company.companyName.includes(name));

// /settlementAuthorization/apply's 申请授权: search by name (only a non-empty one), choose a company, 申请.
const meta = {
  title: '页面/结汇授权/选择企业',
  component: CompanySelectDialog,
  args: { open: true, search, onApply: async (): Promise<boolean> => true, onClose: () => {} },
} satisfies Meta<typeof CompanySelectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: 申请 disabled until a company is found and chosen; 查询 with no name asks for one. */
export const Empty: Story = {};

/** No company matches. */
export const NothingFound: Story = { args: { search: async () => [] } };
