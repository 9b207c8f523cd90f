// The card list of /news and /notice (spec §2: cover image, title, update time, three-line
// excerpt; §9: 10 a page): a card opens the item; paging below. A view: the screen brings the page.
import { Card, Empty, Flex, Pagination, Skeleton, Typography } from 'antd';
import { CONTENT_PAGE_SIZES, type ContentSummary, type ContentType } from '#core/content.ts';
import { LABEL_UPDATED, MSG_NO_CONTENT, totalText } from './contentTexts.ts';
import { ContentLoadFailed } from './ContentLoadFailed.tsx';

export interface ContentCardListProps {
  type: ContentType;
  /** null while the page loads. */
  items: readonly ContentSummary[] | null;
  total: number;
  /** 1-based, as the pager shows it. */
  page: number;
  pageSize: number;
  failed?: boolean;
  onPage(page: number, pageSize: number): void;
  onOpen(item: ContentSummary): void;
  onRetry?(): void;
}

const COVER_WIDTH = 200;

function ContentCard({ item, onOpen }: { item: ContentSummary; onOpen(item: ContentSummary): void }) {
  const cover = item.coverFile?.displayUri ?? null;
  return (
    <Card
      hoverable
      role="link"
      tabIndex={0}
      aria-label={item.title}
      data-content-id={item.id}
      onClick={() => onOpen(item)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen(item);
        }
      }}
      styles={{ body: { padding: 16 } }}
    >
      <Flex gap={16} align="flex-start">
        {cover ? (
          <img
            src={cover}
            alt={item.title}
            width={COVER_WIDTH}
            height={Math.round((COVER_WIDTH * 9) / 16)}
            style={{ objectFit: 'cover', borderRadius: 6, flex: 'none' }}
          />
        ) : null}
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {item.title}
          </Typography.Title>
          <Typography.Text type="secondary">
            {LABEL_UPDATED}：{item.updateTime}
          </Typography.Text>
          <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ marginBottom: 0 }} className="content-excerpt">
            {item.excerpt}
          </Typography.Paragraph>
        </Flex>
      </Flex>
    </Card>
  );
}

export function ContentCardList({ type, items, total, page, pageSize, failed, onPage, onOpen, onRetry }: ContentCardListProps) {
  if (failed) return <ContentLoadFailed onRetry={onRetry} />;
  return (
    <Flex vertical gap={12}>
      {items === null ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : items.length === 0 ? (
        <Empty description={MSG_NO_CONTENT[type]} />
      ) : (
        items.map((item) => <ContentCard key={item.id} item={item} onOpen={onOpen} />)
      )}
      {total > 0 ? (
        <Pagination
          align="end"
          current={page}
          pageSize={pageSize}
          total={total}
          pageSizeOptions={CONTENT_PAGE_SIZES.map(String)}
          showSizeChanger
          showTotal={totalText}
          onChange={onPage}
        />
      ) : null}
    </Flex>
  );
}
