import { Button, type ButtonProps } from 'antd';
import { useButtonCodes } from './useButtonCodes.ts';

export interface PermissionButtonProps extends ButtonProps {
  /** The button code the current page's module must hold (buttonVos[].code). */
  code: string;
}

/** An antd Button that exists only when the user's module for this page grants `code`. */
export function PermissionButton({ code, ...buttonProps }: PermissionButtonProps) {
  const { hasButton } = useButtonCodes();
  if (!hasButton(code)) return null;
  return <Button {...buttonProps} />;
}
