import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { adminQueryClient } from './queryClient';
import { UnsavedChangesGuard } from './unsavedChanges';
import styles from './controls/controls.module.css';

/**
 * An admin screen inside the admin layout's main area: its title, then its editors, with the
 * data cache they share and the guard against leaving with unsaved changes.
 */
export function AdminScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <QueryClientProvider client={adminQueryClient}>
      <UnsavedChangesGuard>
        <div className={styles.screen}>
          <h1>{title}</h1>
          {children}
        </div>
      </UnsavedChangesGuard>
    </QueryClientProvider>
  );
}
