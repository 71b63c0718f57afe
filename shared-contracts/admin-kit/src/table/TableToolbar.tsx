import type { ReactNode, SelectHTMLAttributes } from 'react';
import styles from './TableToolbar.module.css';

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** The row above a table: its filters, then its buttons (Download CSV); wrapped on a phone. */
export function TableToolbar({ children }: { children: ReactNode }) {
  return <div className={styles.toolbar}>{children}</div>;
}

interface TableFilterProps {
  /** The visible name of the filter ('Filter submissions'). */
  label: string;
  /** How wide the filter grows from ('flex: 1 1 16rem'), the screen's own. */
  className?: string;
  /** The filter's input or select, styled by the toolbar. */
  children: ReactNode;
}

/** One filter of a table's toolbar: its name above its input or select. */
export function TableFilter({ label, className, children }: TableFilterProps) {
  return (
    <label className={classes(styles.filter, className)}>
      {label}
      {children}
    </label>
  );
}

/** A select in the tables' look, for a value a row changes in place (a status, a role). */
export function TableSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={classes(styles.control, className)} {...props} />;
}
