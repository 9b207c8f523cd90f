// Menu icons by the name the server sends in a module's `icon`. A fixed table rather than
// `import * as Icons`, which would put every icon of @ant-design/icons into the bundle.
// Names are matched loosely (ExportOutlined, export, export-outlined); unknown names fall back.
import type { ReactNode } from 'react';
import {
  AccountBookOutlined, ApiOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined, BellOutlined,
  BookOutlined, CarOutlined, CloseSquareOutlined, CloudUploadOutlined, CommentOutlined, ContainerOutlined,
  ControlOutlined, CustomerServiceOutlined, DashboardOutlined, DatabaseOutlined, DollarOutlined,
  EnvironmentOutlined, ExportOutlined, FileDoneOutlined,
  FileSearchOutlined, FileTextOutlined, FolderOpenOutlined, FormOutlined, GiftOutlined, GlobalOutlined,
  HomeOutlined, IdcardOutlined, ImportOutlined, InboxOutlined, LineChartOutlined, MergeCellsOutlined,
  MessageOutlined, MoneyCollectOutlined, NotificationOutlined, OrderedListOutlined, PartitionOutlined,
  PayCircleOutlined, ProfileOutlined, ReadOutlined, ReconciliationOutlined, RollbackOutlined,
  SafetyCertificateOutlined, SendOutlined, SettingOutlined, ShopOutlined, ShoppingCartOutlined,
  ShoppingOutlined, SignatureOutlined, SolutionOutlined, StarOutlined, StopOutlined, SwapOutlined,
  TeamOutlined, ToolOutlined, TransactionOutlined, TruckOutlined, UnorderedListOutlined, UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';

const icons: Record<string, ReactNode> = {
  accountbook: <AccountBookOutlined />, api: <ApiOutlined />, appstore: <AppstoreOutlined />, audit: <AuditOutlined />,
  bank: <BankOutlined />, barchart: <BarChartOutlined />, bell: <BellOutlined />, book: <BookOutlined />,
  car: <CarOutlined />, closesquare: <CloseSquareOutlined />, cloudupload: <CloudUploadOutlined />,
  comment: <CommentOutlined />, container: <ContainerOutlined />, control: <ControlOutlined />,
  customerservice: <CustomerServiceOutlined />, dashboard: <DashboardOutlined />, database: <DatabaseOutlined />,
  dollar: <DollarOutlined />, environment: <EnvironmentOutlined />, export: <ExportOutlined />,
  filedone: <FileDoneOutlined />,
  filesearch: <FileSearchOutlined />, filetext: <FileTextOutlined />, folderopen: <FolderOpenOutlined />,
  form: <FormOutlined />, gift: <GiftOutlined />, global: <GlobalOutlined />, home: <HomeOutlined />,
  idcard: <IdcardOutlined />, import: <ImportOutlined />, inbox: <InboxOutlined />, linechart: <LineChartOutlined />,
  mergecells: <MergeCellsOutlined />, message: <MessageOutlined />, moneycollect: <MoneyCollectOutlined />,
  notification: <NotificationOutlined />, orderedlist: <OrderedListOutlined />, partition: <PartitionOutlined />,
  paycircle: <PayCircleOutlined />, profile: <ProfileOutlined />, read: <ReadOutlined />,
  reconciliation: <ReconciliationOutlined />, rollback: <RollbackOutlined />,
  safetycertificate: <SafetyCertificateOutlined />, send: <SendOutlined />, setting: <SettingOutlined />,
  shop: <ShopOutlined />, shopping: <ShoppingOutlined />, shoppingcart: <ShoppingCartOutlined />,
  signature: <SignatureOutlined />, solution: <SolutionOutlined />, star: <StarOutlined />, stop: <StopOutlined />,
  swap: <SwapOutlined />, team: <TeamOutlined />, tool: <ToolOutlined />, transaction: <TransactionOutlined />,
  truck: <TruckOutlined />, unorderedlist: <UnorderedListOutlined />, user: <UserOutlined />,
  wallet: <WalletOutlined />,
};

function iconKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '').replace(/outlined$/, '');
}

/** The icon for a module's `icon` name; a neutral one when the name is empty or unknown. */
export function menuIcon(name: string | null | undefined): ReactNode {
  if (!name) return <AppstoreOutlined />;
  return icons[iconKey(name)] ?? <AppstoreOutlined />;
}

/** Icon names the table knows, for the seed data and the analysts' documentation. */
export const knownMenuIconNames: readonly string[] = Object.keys(icons);
