import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HomeOutlined } from '@ant-design/icons';
import { adminUserFixture, moduleTreeFixture, unfiledUserFixture } from '../shell/fixtures.ts';
import { buildRouteTable } from '../../app/routing/buildRouteTable.ts';
import { screenRegistry } from '../../app/screenRegistry.ts';
import { menuDefaultFunctions } from './HomePage.tsx';
import { HomeView } from './HomeView.tsx';
import { greetingFor, gregorianDate, lunarDate } from './calendar.ts';

afterEach(cleanup);

/** A moment given by its China wall clock (the texts follow China time, whatever the zone). */
const china = (text: string) => new Date(`${text}+08:00`);
const now = china('2025-11-22T10:30:00');

describe('calendar texts', () => {
  it('writes the date with weekday and the lunar date', () => {
    expect(gregorianDate(now)).toBe('2025年11月22日 星期六');
    expect(lunarDate(now)).toBe('农历乙巳年十月初三');
    expect(lunarDate(china('2024-02-10T00:30:00'))).toBe('农历甲辰年正月初一');
  });

  it('greets by the time of day', () => {
    expect(greetingFor(china('2025-01-01T07:00:00'))).toBe('早上好');
    expect(greetingFor(now)).toBe('上午好');
    expect(greetingFor(china('2025-01-01T20:00:00'))).toBe('晚上好');
  });

  it('names the China day and hour for a browser in another zone (issue 11 point 7)', () => {
    // 2026-11-23 18:44 UTC: Los Angeles still has the 23rd at 10:44, China the 24th at 02:44.
    const late = new Date('2026-11-23T18:44:00Z');
    expect(gregorianDate(late)).toBe('2026年11月24日 星期二');
    expect(greetingFor(late)).toBe('凌晨好');
  });
});

describe('HomeView', () => {
  it('greets the company, links the user pages, and cards without data say 暂无数据', () => {
    const onOpen = vi.fn();
    render(<HomeView now={now} userInfo={adminUserFixture} quickLinks={[{ path: '/account', title: '子账号管理', icon: <HomeOutlined /> }]} onOpen={onOpen} />);
    expect(screen.getByText('上午好，杭州海贸供应链管理有限公司')).toBeTruthy();
    expect(screen.getByText(/农历乙巳年十月初三/)).toBeTruthy();
    fireEvent.click(screen.getByText('子账号管理'));
    expect(onOpen).toHaveBeenCalledWith('/account');
    expect(screen.getAllByText('暂无数据')).toHaveLength(3);
    for (const title of ['新闻动态', '通知公告', '资料下载']) expect(screen.getByText(title)).toBeTruthy();
  });

  it('lists the newest documents with their dates; a click downloads one, 更多 opens the archive', () => {
    const open = vi.fn();
    const onMore = vi.fn();
    const documents = [
      { key: '1', name: '出口申报操作指南.pdf', date: '2025-11-20', open },
      { key: '2', name: '清单导入模板.xlsx', date: '2025-11-18', open: () => {} },
    ];
    render(<HomeView now={now} userInfo={adminUserFixture} quickLinks={[]} onOpen={() => {}} documents={documents} onMoreDocuments={onMore} />);
    expect(screen.getByText('2025-11-20')).toBeTruthy();
    fireEvent.click(screen.getByText('出口申报操作指南.pdf'));
    expect(open).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('更多'));
    expect(onMore).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('暂无数据')).toHaveLength(2);
  });

  it('reminds a company without a filing', () => {
    render(<HomeView now={now} userInfo={unfiledUserFixture} quickLinks={[]} onOpen={() => {}} />);
    expect(screen.getByText(/尚未备案/)).toBeTruthy();
    expect(screen.getByText('尚未选择常用功能')).toBeTruthy();
    expect(screen.queryByText('自定义')).toBeNull();
  });
});

describe('menuDefaultFunctions', () => {
  it("takes pages from each menu group in turn, eight of them, then 修改密码 (the server's default)", () => {
    const table = buildRouteTable(moduleTreeFixture, screenRegistry);
    expect(menuDefaultFunctions(table).map((entry) => entry.name)).toEqual([
      '出口订单',
      '进口订单',
      '结汇申请',
      '企业备案',
      '工单管理',
      '数据统计',
      '物流运单',
      '支付单',
      '修改密码',
    ]);
    expect(menuDefaultFunctions(table)[0]).toEqual({ id: '11', name: '出口订单', uri: '/bill/export/order', icon: 'FileTextOutlined', type: 'billExport' });
  });
});

describe('HomeView common functions', () => {
  it('offers 自定义 when the user may customise', () => {
    const onCustomise = vi.fn();
    render(<HomeView now={now} userInfo={adminUserFixture} quickLinks={[]} onOpen={() => {}} onCustomise={onCustomise} />);
    fireEvent.click(screen.getByRole('button', { name: '自定义' }));
    expect(onCustomise).toHaveBeenCalled();
  });
});
