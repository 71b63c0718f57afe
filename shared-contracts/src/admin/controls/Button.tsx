import type { ButtonHTMLAttributes } from 'react';
import styles from './controls.module.css';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: the one main action (Save); secondary: Edit, Cancel, Add; danger: Delete. */
  variant?: 'primary' | 'secondary' | 'danger';
}

/** The admin area's one button design. Type 'button' unless said otherwise. */
export function Button({ variant = 'secondary', className, type = 'button', ...props }: ButtonProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
