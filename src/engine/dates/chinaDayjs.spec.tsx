// The pickers' "today" is China's (issue 11 point 7): a browser in Los Angeles on Monday morning
// 23 November is already on Tuesday the 24th in Beijing, and the date picker marks the 24th.
// chinaDayjs.ts comes with every module that draws a picker; imported here as they do.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DatePicker } from 'antd';
import { AppProviders } from '../../app/AppProviders.tsx';
import './chinaDayjs.ts';

// 2026-11-23 18:44 UTC: Los Angeles 10:44 on the 23rd, Beijing 02:44 on the 24th.
const MOMENT = new Date('2026-11-23T18:44:00Z');
let zone: string | undefined;

beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = 'America/Los_Angeles';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MOMENT);
});

afterAll(() => {
  vi.useRealTimers();
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
  cleanup();
});

describe('date pickers in another zone', () => {
  it('runs where the local day is still the 23rd', () => {
    expect(new Date().getDate()).toBe(23);
  });

  it('marks China today and fills it from 今天', async () => {
    const onChange = vi.fn();
    render(
      <AppProviders>
        <DatePicker aria-label="日期" open onChange={(value) => onChange(value?.format('YYYY-MM-DD'))} />
      </AppProviders>,
    );
    await waitFor(() => expect(document.querySelector('.ant-picker-cell-today')?.getAttribute('title')).toBe('2026-11-24'));
    fireEvent.click(screen.getByText('今天'));
    expect(onChange).toHaveBeenCalledWith('2026-11-24');
    cleanup();
  });

  it('picks the day clicked, and 此刻 gives China wall-clock time', async () => {
    const onDay = vi.fn();
    render(
      <AppProviders>
        <DatePicker open onChange={(value) => onDay(value?.format('YYYY-MM-DD'))} />
      </AppProviders>,
    );
    fireEvent.click(await waitFor(() => document.querySelector<HTMLElement>('.ant-picker-cell[title="2026-11-15"] .ant-picker-cell-inner')!));
    expect(onDay).toHaveBeenCalledWith('2026-11-15');
    cleanup();
    const onTime = vi.fn();
    render(
      <AppProviders>
        <DatePicker open showTime onChange={(value) => onTime(value?.format('YYYY-MM-DD HH:mm'))} />
      </AppProviders>,
    );
    fireEvent.click(await screen.findByText('此刻'));
    expect(onTime).toHaveBeenCalledWith('2026-11-24 02:44');
  });
});
