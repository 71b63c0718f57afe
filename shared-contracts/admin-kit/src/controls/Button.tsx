import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import styles from './controls.module.css';

type Variant = 'primary' | 'secondary' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: the one main action (Save); secondary: Edit, Cancel, Add; danger: Delete. */
  variant?: Variant;
}

const buttonClasses = (variant: Variant, className?: string) =>
  [styles.button, styles[variant], className].filter(Boolean).join(' ');

/** The admin area's one button design. Type 'button' unless said otherwise. */
export function Button({ variant = 'secondary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}

/**
 * A link in the button design. A plain anchor, so following it loads the page anew (a blog's
 * 'Manage Details', which opens with a full page load).
 */
export function ButtonLink({
  variant = 'secondary',
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: Variant; href: string }) {
  return <a className={buttonClasses(variant, className)} {...props} />;
}
