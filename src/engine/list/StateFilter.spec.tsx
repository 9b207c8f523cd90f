import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders.tsx';
import { StateFilter } from './StateFilter.tsx';
import { seedStates } from '../../testing/seedOptions.ts';

const states = seedStates('EXPU', 'ExpuOrderState');
const label = (name: string) =>
  within(screen.getByRole('radiogroup', { name: '单据状态' }))
    .getByText(name)
    .closest('label') as HTMLElement;

describe('StateFilter (spec §2.4, §4.3)', () => {
  it('lists 全部 and every state with its count; 全部 counts them all', () => {
    render(
      <AppProviders>
        <StateFilter
          states={states}
          counts={[
            { state: '0', name: '暂存', count: 4 },
            { state: '399', name: '海关审结', count: 11 },
          ]}
          value={null}
          onChange={() => {}}
        />
      </AppProviders>,
    );
    expect(label('全部').textContent).toBe('全部15');
    expect(label('暂存').textContent).toBe('暂存4');
    expect(label('海关审结').textContent).toBe('海关审结11');
    expect(label('海关退单').textContent).toBe('海关退单0');
    expect(label('全部').className).toContain('checked');
  });

  it('reports the chosen state, and null for 全部; shows no numbers before the counts arrive', () => {
    const onChange = vi.fn();
    render(
      <AppProviders>
        <StateFilter states={states} counts={null} value="100" onChange={onChange} />
      </AppProviders>,
    );
    expect(label('海关退单').className).toContain('checked');
    expect(label('暂存').textContent).toBe('暂存');
    fireEvent.click(label('发送海关成功'));
    expect(onChange).toHaveBeenLastCalledWith('3');
    fireEvent.click(label('全部'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
