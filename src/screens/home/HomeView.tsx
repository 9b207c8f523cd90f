import type { ReactNode } from 'react';
import { Button, Card, Col, Empty, Flex, List, Row, Spin, Typography } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import type { UserInfo } from '#core/wire.ts';
import type { ContentSummary } from '#core/content.ts';
import { greetingFor, gregorianDate, lunarDate } from './calendar.ts';
import { HomeNewsCard, HomeNoticesCard } from './HomeContentCards.tsx';

export interface QuickLink {
  path: string;
  title: string;
  icon: ReactNode;
}

export interface HomeViewProps {
  now: Date;
  userInfo: UserInfo | null;
  /** The user's common functions (their saved choice, else the server's default). */
  quickLinks: readonly QuickLink[];
  onOpen: (path: string) => void;
  /** 自定义: to /commonFun. Omitted: no link. */
  onCustomise?: () => void;
  /** The 资料下载 card's newest documents (null while they load); omitted for a user without /archive. */
  documents?: readonly HomeDocumentItem[] | null;
  /** 更多 on the 资料下载 card: to /archive. */
  onMoreDocuments?: () => void;
  /** The newest notices (5) and news (10), null while they load; omitted: the card says 暂无数据. */
  notices?: readonly ContentSummary[] | null;
  news?: readonly ContentSummary[] | null;
  /** Opens a notice / a news item (its detail page); omitted: plain titles. */
  onOpenNotice?: (item: ContentSummary) => void;
  onOpenNews?: (item: ContentSummary) => void;
  /** 更多 on the notices and news cards: to /notice and /news. */
  onMoreNotices?: () => void;
  onMoreNews?: () => void;
}

export interface HomeDocumentItem {
  key: string;
  name: string;
  date: string | null;
  /** Downloads the document. */
  open(): void;
}

// The card keeps the title it had before the choice was the user's (快捷入口); the spec names no text.
export const COMMON_FUNCTIONS_TITLE = '快捷入口';
export const LABEL_CUSTOMISE = '自定义';
export const MSG_NO_COMMON_FUNCTIONS = '尚未选择常用功能';

export const TITLE_DOCUMENTS = '资料下载';
export const LABEL_MORE = '更多';
export const MSG_NO_DATA = '暂无数据';

function DocumentsCard({ documents, onMore }: { documents: readonly HomeDocumentItem[] | null | undefined; onMore?: () => void }) {
  return (
    <Card
      title={TITLE_DOCUMENTS}
      extra={
        onMore ? (
          <Button type="link" onClick={onMore}>
            {LABEL_MORE}
          </Button>
        ) : null
      }
    >
      {documents === null ? (
        <Spin />
      ) : documents && documents.length > 0 ? (
        <List
          size="small"
          dataSource={[...documents]}
          renderItem={(item) => (
            <List.Item
              key={item.key}
              extra={
                item.date ? (
                  <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                    {item.date}
                  </Typography.Text>
                ) : null
              }
            >
              <Button
                type="link"
                icon={<FileTextOutlined />}
                style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                onClick={item.open}
              >
                {item.name}
              </Button>
            </List.Item>
          )}
        />
      ) : (
        <Empty description={MSG_NO_DATA} />
      )}
    </Card>
  );
}

/** The home page: date with lunar date, greeting, the user's common functions, news, notices and the newest documents. */
export function HomeView(props: HomeViewProps) {
  const { now, userInfo, quickLinks, onOpen, onCustomise, documents, onMoreDocuments } = props;
  const lunar = lunarDate(now);
  const who = userInfo?.companyName || userInfo?.username || '';
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {greetingFor(now)}
          {who ? `，${who}` : ''}
        </Typography.Title>
        <Typography.Text type="secondary">
          今天是 {gregorianDate(now)}
          {lunar ? `　${lunar}` : ''}
        </Typography.Text>
        {userInfo && (!userInfo.companyCode || userInfo.filingApproved === false) ? (
          <Typography.Paragraph type="warning" style={{ marginTop: 8, marginBottom: 0 }}>
            您的企业尚未备案，请先进行企业备案后再办理单据业务。
          </Typography.Paragraph>
        ) : null}
      </Card>

      <Card
        title={COMMON_FUNCTIONS_TITLE}
        extra={
          onCustomise ? (
            <Button type="link" onClick={onCustomise}>
              {LABEL_CUSTOMISE}
            </Button>
          ) : null
        }
      >
        {quickLinks.length ? (
          <Flex wrap gap={12}>
            {quickLinks.map((link) => (
              <Button key={link.path} icon={link.icon} onClick={() => onOpen(link.path)}>
                {link.title}
              </Button>
            ))}
          </Flex>
        ) : (
          <Empty description={MSG_NO_COMMON_FUNCTIONS} />
        )}
      </Card>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <HomeNewsCard items={props.news} onOpen={props.onOpenNews} onMore={props.onMoreNews} />
        </Col>
        <Col xs={24} md={12} lg={7}>
          <HomeNoticesCard items={props.notices} onOpen={props.onOpenNotice} onMore={props.onMoreNotices} />
        </Col>
        <Col xs={24} md={12} lg={7}>
          <DocumentsCard documents={documents} onMore={onMoreDocuments} />
        </Col>
      </Row>
    </Flex>
  );
}
