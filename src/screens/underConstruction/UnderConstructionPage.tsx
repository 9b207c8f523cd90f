import { Button, Result, Typography } from 'antd';
import { ToolOutlined } from '@ant-design/icons';

export interface UnderConstructionPageProps {
  /** The page's name as the menu shows it. */
  title: string;
  /** The function this page will offer. */
  planned?: string;
  onHome?: () => void;
}

/** An honest page for a screen that a later delivery brings: it says what will be here. */
export function UnderConstructionPage({ title, planned, onHome }: UnderConstructionPageProps) {
  return (
    <Result
      icon={<ToolOutlined />}
      title={`${title}（建设中）`}
      subTitle="该页面正在建设中，暂不能办理业务。"
      extra={
        onHome ? (
          <Button type="primary" onClick={onHome}>
            返回首页
          </Button>
        ) : undefined
      }
    >
      {planned ? (
        <Typography.Paragraph style={{ textAlign: 'center', marginBottom: 0 }}>
          <Typography.Text strong>即将提供：</Typography.Text>
          {planned}
        </Typography.Paragraph>
      ) : null}
    </Result>
  );
}
