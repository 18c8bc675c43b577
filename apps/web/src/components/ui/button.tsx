import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost';

/** Class names for a button look, also used by links that should look like buttons. */
export const buttonClass = (variant: ButtonVariant = 'primary', iconOnly = false, extra?: string) =>
  clsx(styles.button, styles[variant], iconOnly && styles.icon, extra);

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; iconOnly?: boolean };

export function Button({
  variant = 'primary',
  iconOnly = false,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return <button type={type} className={buttonClass(variant, iconOnly, className)} {...rest} />;
}
