// The home page's 新闻动态 and 通知公告 cards (spec §2 /home, §9): the news card shows the first 3
// news items in a carousel with their covers and lists the next ones up to index 7; the notices
// card lists 5. A click opens the item's detail page, 更多 the list. null: still loading.
import type { ReactNode } from 'react';
import { Button, Card, Carousel, Empty, List, Spin, Typography } from 'antd';
import { NotificationOutlined, ReadOutlined } from '@ant-design/icons';
import { HOME_NEWS_CAROUSEL, HOME_NEWS_LAST_INDEX, type ContentSummary } from '#core/content.ts';

export const TITLE_NEWS = '新闻动态';
export const TITLE_NOTICES = '通知公告';
const LABEL_MORE = '更多';
const MSG_NO_DATA = '暂无数据';

export interface HomeContentCardProps {
  items: readonly ContentSummary[] | null | undefined;
  /** Opens an item; omitted (a user without the page): the items are plain text. */
  onOpen?: (item: ContentSummary) => void;
  onMore?: () => void;
}

const dateOf = (item: ContentSummary) => item.updateTime.slice(0, 10);

function more(onMore?: () => void) {
  return onMore ? (
    <Button type="link" onClick={onMore}>
      {LABEL_MORE}
    </Button>
  ) : null;
}

function ItemList({ items, onOpen, icon }: { items: readonly ContentSummary[]; onOpen?: (item: ContentSummary) => void; icon: ReactNode }) {
  return (
    <List
      size="small"
      dataSource={[...items]}
      renderItem={(item) => (
        <List.Item
          key={item.id}
          extra={
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {dateOf(item)}
            </Typography.Text>
          }
        >
          {onOpen ? (
            <Button type="link" icon={icon} style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }} onClick={() => onOpen(item)}>
              {item.title}
            </Button>
          ) : (
            <Typography.Text>{item.title}</Typography.Text>
          )}
        </List.Item>
      )}
    />
  );
}

const reducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function HomeNewsCard({ items, onOpen, onMore }: HomeContentCardProps) {
  const slides = items?.slice(0, HOME_NEWS_CAROUSEL) ?? [];
  const listed = items?.slice(HOME_NEWS_CAROUSEL, HOME_NEWS_LAST_INDEX + 1) ?? [];
  return (
    <Card title={TITLE_NEWS} extra={more(onMore)} data-home-card="news">
      {items === null ? (
        <Spin />
      ) : !items || items.length === 0 ? (
        <Empty description={MSG_NO_DATA} />
      ) : (
        <>
          <Carousel autoplay={!reducedMotion()} autoplaySpeed={5000} infinite={false} dots={{ className: 'home-news-dots' }} className="home-news-carousel">
            {slides.map((item) => (
              <div key={item.id}>
                <button
                  type="button"
                  className="home-news-slide"
                  aria-label={item.title}
                  onClick={() => onOpen?.(item)}
                  disabled={!onOpen}
                  style={{
                    position: 'relative',
                    display: 'block',
                    width: '100%',
                    padding: 0,
                    border: 0,
                    background: '#f0f2f5',
                    cursor: onOpen ? 'pointer' : 'default',
                    aspectRatio: '16 / 9',
                    overflow: 'hidden',
                    borderRadius: 8,
                  }}
                >
                  {item.coverFile ? (
                    <img src={item.coverFile.displayUri} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
                  ) : null}
                  <span
                    style={{
                      position: 'absolute',
                      insetInline: 0,
                      bottom: 0,
                      padding: '8px 12px 24px',
                      color: '#fff',
                      background: 'linear-gradient(transparent, rgba(0,0,0,0.65))',
                      textAlign: 'start',
                    }}
                  >
                    {item.title}
                  </span>
                </button>
              </div>
            ))}
          </Carousel>
          {listed.length > 0 ? <ItemList items={listed} onOpen={onOpen} icon={<ReadOutlined />} /> : null}
        </>
      )}
    </Card>
  );
}

export function HomeNoticesCard({ items, onOpen, onMore }: HomeContentCardProps) {
  return (
    <Card title={TITLE_NOTICES} extra={more(onMore)} data-home-card="notices">
      {items === null ? (
        <Spin />
      ) : items && items.length > 0 ? (
        <ItemList items={items} onOpen={onOpen} icon={<NotificationOutlined />} />
      ) : (
        <Empty description={MSG_NO_DATA} />
      )}
    </Card>
  );
}
