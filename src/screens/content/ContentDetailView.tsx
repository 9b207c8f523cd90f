// One news or notice item (spec §2: title, time, HTML content, downloadable attachments), with a
// back link. The HTML is cleaned by the shared sanitiser before it reaches the page.
import { useMemo } from 'react';
import { Button, Card, Divider, Empty, Flex, List, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { ContentAttachment, ContentDetail } from '#core/content.ts';
import { safeContentHtml } from './contentHtml.ts';
import { LABEL_ATTACHMENTS, LABEL_BACK, LABEL_PUBLISHED, LABEL_UPDATED } from './contentTexts.ts';
import { ContentLoadFailed } from './ContentLoadFailed.tsx';

export interface ContentDetailViewProps {
  /** null while it loads; 'failed' when it could not (the HTTP layer said why). */
  item: ContentDetail | null | 'failed';
  onBack(): void;
  onDownload(file: ContentAttachment): void;
  onRetry?(): void;
}

function ContentBody({ html }: { html: string }) {
  const safe = useMemo(() => safeContentHtml(html), [html]);
  return <div className="content-html" style={{ lineHeight: 1.8, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: safe }} />;
}

export function ContentDetailView({ item, onBack, onDownload, onRetry }: ContentDetailViewProps) {
  const back = (
    <Button type="link" icon={<ArrowLeftOutlined />} onClick={onBack} style={{ paddingInline: 0, alignSelf: 'flex-start' }}>
      {LABEL_BACK}
    </Button>
  );
  if (item === 'failed') {
    return (
      <Flex vertical gap={12}>
        {back}
        <ContentLoadFailed onRetry={onRetry} />
      </Flex>
    );
  }
  return (
    <Flex vertical gap={12}>
      {back}
      <Card>
        {item === null ? (
          <Skeleton active title paragraph={{ rows: 8 }} />
        ) : (
          <article>
            <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
              {item.title}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
              {LABEL_PUBLISHED}：{item.createTime}
              {item.updateTime !== item.createTime ? `　${LABEL_UPDATED}：${item.updateTime}` : ''}
            </Typography.Paragraph>
            <Divider />
            <ContentBody html={item.content} />
            {item.fileVos.length > 0 ? (
              <>
                <Divider titlePlacement="start">{LABEL_ATTACHMENTS}</Divider>
                <List
                  size="small"
                  dataSource={item.fileVos}
                  renderItem={(file) => (
                    <List.Item key={file.attachment.downloadUri}>
                      <a
                        href={file.attachment.downloadUri}
                        download={file.fileName}
                        onClick={(event) => {
                          event.preventDefault();
                          onDownload(file);
                        }}
                      >
                        <PaperClipOutlined /> {file.fileName}
                      </a>
                    </List.Item>
                  )}
                />
              </>
            ) : null}
            {item.content.trim() === '' && item.fileVos.length === 0 ? <Empty /> : null}
          </article>
        )}
      </Card>
    </Flex>
  );
}
