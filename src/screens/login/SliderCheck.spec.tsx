import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SliderCheck } from './SliderCheck.tsx';

afterEach(cleanup);

// jsdom has no PointerEvent; a MouseEvent with a pointer id is all the slider reads.
if (!('PointerEvent' in window)) {
  class PointerEventShim extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventShim;
}

function Controlled({ onChange }: { onChange: (v: boolean) => void }) {
  const [passed, setPassed] = useState(false);
  return (
    <>
      <SliderCheck
        value={passed}
        onChange={(v) => {
          setPassed(v);
          onChange(v);
        }}
      />
      <button type="button" onClick={() => setPassed(false)}>
        重置
      </button>
    </>
  );
}

const slider = () => screen.getByLabelText('拖动滑块完成验证');

describe('SliderCheck', () => {
  it('is a slider from 0 to 100 that the arrow keys move and End completes', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    expect(slider().getAttribute('role')).toBe('slider');
    expect(slider().getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(slider().getAttribute('aria-valuenow')).toBe('20');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(slider(), { key: 'End' });
    expect(onChange).toHaveBeenCalledWith(true);
    expect(slider().getAttribute('aria-valuetext')).toBe('验证通过');
    expect(screen.getByText('验证通过')).toBeTruthy();
  });

  it('completes after ten arrow presses and then stays locked', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    for (let i = 0; i < 10; i++) fireEvent.keyDown(slider(), { key: 'ArrowUp' });
    expect(onChange).toHaveBeenCalledWith(true);
    fireEvent.keyDown(slider(), { key: 'Home' });
    expect(slider().getAttribute('aria-valuenow')).toBe('100');
  });

  it('goes back to the start when released before the end, and when the form resets it', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    // jsdom has no layout: the track width is 0, so the handle travels over one pixel.
    fireEvent.pointerDown(slider(), { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(slider(), { clientX: 0.5, pointerId: 1 });
    fireEvent.pointerUp(slider(), { clientX: 0.5, pointerId: 1 });
    expect(slider().getAttribute('aria-valuenow')).toBe('0');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.pointerDown(slider(), { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(slider(), { clientX: 5, pointerId: 1 });
    fireEvent.pointerUp(slider(), { clientX: 5, pointerId: 1 });
    expect(onChange).toHaveBeenCalledWith(true);

    fireEvent.click(screen.getByText('重置'));
    expect(slider().getAttribute('aria-valuenow')).toBe('0');
  });
});
