import type { ReactNode } from 'react';
import {
  CalendarOutlined,
  CalculatorOutlined,
  CloudDownloadOutlined,
  DownloadOutlined,
  EditOutlined,
  ExportOutlined,
  FileAddOutlined,
  FileSearchOutlined,
  PlusOutlined,
  SendOutlined,
  SyncOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { ButtonKind } from '#core/definition/index.ts';

/** One icon per button kind, so a new family's buttons look like the others without a line of code. */
export const BUTTON_ICONS: Readonly<Record<ButtonKind, ReactNode>> = {
  navigate: <PlusOutlined />,
  confirm: <SendOutlined />,
  prompt: <EditOutlined />,
  datePrompt: <CalendarOutlined />,
  updateState: <SyncOutlined />,
  taxTotal: <CalculatorOutlined />,
  export: <ExportOutlined />,
  template: <DownloadOutlined />,
  import: <UploadOutlined />,
  fileQuery: <FileSearchOutlined />,
  collect: <FileAddOutlined />,
  download: <CloudDownloadOutlined />,
};
