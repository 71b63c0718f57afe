import { TableSelect } from '@academy/admin-kit';
import { ROLES, type Role } from '@academy/contracts';
import type { SelectHTMLAttributes } from 'react';
import { roleName } from './teamTexts';
import styles from './team.css';

interface RoleSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  value: Role;
  onChange: (role: Role) => void;
}

/** A choice of the three roles (an account's, an invitation's). */
export function RoleSelect({ value, onChange, ...props }: RoleSelectProps) {
  return (
    <TableSelect
      className={styles.select}
      value={value}
      onChange={(event) => onChange(event.target.value as Role)}
      {...props}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {roleName(role)}
        </option>
      ))}
    </TableSelect>
  );
}
