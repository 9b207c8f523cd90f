import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { theme } from 'antd';
import { CheckOutlined, DoubleRightOutlined } from '@ant-design/icons';

export interface SliderCheckProps {
  /** true once the handle has reached the end (the login form supplies it). */
  value?: boolean;
  onChange?: (passed: boolean) => void;
  disabled?: boolean;
  /** The form's check failed (not yet passed when submitted): aria-invalid and a red border. */
  invalid?: boolean;
  /** The id of the text that says why (the form's error under the slider). */
  describedBy?: string;
}

const HANDLE = 40;
const HEIGHT = 40;
const STEP = 10;

/**
 * The login slider check (spec §2.1): drag the handle to the right end. It is a real slider
 * for assistive technology (role="slider", aria-value*), and a keyboard user completes it with
 * the arrow keys, Page Up or End. Letting go before the end puts the handle back.
 */
export function SliderCheck({ value = false, onChange, disabled, invalid, describedBy }: SliderCheckProps) {
  const { token } = theme.useToken();
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; width: number } | null>(null);
  // Rendered apart from the drag's coordinates: the handle follows the pointer without easing.
  const [dragging, setDragging] = useState(false);
  const [position, setPositionState] = useState(value ? 100 : 0);
  // Pointer events can arrive faster than renders; the handlers read the latest position here.
  const latest = useRef(position);
  const setPosition = (next: number) => {
    latest.current = next;
    setPositionState(next);
  };

  // The form resets the check (value back to false) after every failed login.
  useEffect(() => {
    latest.current = value ? 100 : 0;
    setPositionState(latest.current);
  }, [value]);

  const locked = value || disabled;
  const moveTo = (next: number) => {
    const clamped = Math.max(0, Math.min(100, next));
    setPosition(clamped);
    if (clamped >= 100) onChange?.(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (locked) return;
    const moves: Record<string, number> = {
      ArrowRight: latest.current + STEP,
      ArrowUp: latest.current + STEP,
      PageUp: latest.current + 25,
      ArrowLeft: latest.current - STEP,
      ArrowDown: latest.current - STEP,
      PageDown: latest.current - 25,
      End: 100,
      Home: 0,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    moveTo(moves[event.key]);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (locked) return;
    const track = trackRef.current;
    const width = Math.max(1, (track?.clientWidth ?? 0) - HANDLE);
    drag.current = { startX: event.clientX - (latest.current / 100) * width, width };
    setDragging(true);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const next = ((event.clientX - drag.current.startX) / drag.current.width) * 100;
    setPosition(Math.max(0, Math.min(100, next)));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    setDragging(false);
    // Only a handle that reached (practically) the end passes; anything short starts over.
    if (latest.current >= 97) moveTo(100);
    else setPosition(0);
  };

  const passedColor = token.colorSuccess;
  return (
    <div
      ref={trackRef}
      style={{
        position: 'relative',
        height: HEIGHT,
        borderRadius: token.borderRadius,
        background: token.colorFillTertiary,
        border: `1px solid ${value ? passedColor : invalid ? token.colorError : token.colorBorder}`,
        userSelect: 'none',
        overflow: 'hidden',
      }}
    >
      <div
        aria-hidden
        style={{
          position: 'absolute',
          inset: 0,
          width: `calc(${position / 100} * (100% - ${HANDLE}px) + ${HANDLE}px)`,
          background: value ? token.colorSuccessBg : token.colorPrimaryBg,
        }}
      />
      <div
        aria-hidden
        style={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: value ? passedColor : token.colorTextSecondary,
          fontSize: token.fontSizeSM,
        }}
      >
        {value ? '验证通过' : '请按住滑块，拖动到最右边'}
      </div>
      <div
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label="拖动滑块完成验证"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(position)}
        aria-valuetext={value ? '验证通过' : `已拖动${Math.round(position)}%`}
        aria-disabled={locked || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        style={{
          position: 'absolute',
          top: 0,
          left: `calc(${position / 100} * (100% - ${HANDLE}px))`,
          width: HANDLE,
          height: HEIGHT - 2,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: token.colorBgContainer,
          boxShadow: token.boxShadowTertiary,
          borderRadius: token.borderRadius,
          cursor: locked ? 'default' : 'grab',
          color: value ? passedColor : token.colorTextSecondary,
          touchAction: 'none',
          transition: dragging ? undefined : 'left 0.2s',
        }}
      >
        {value ? <CheckOutlined /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}
