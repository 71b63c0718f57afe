import { QueryClient } from '@tanstack/react-query';

/**
 * The admin screens' data cache (TanStack Query), one per admin bundle. Loads are not retried
 * (the 'Failed to load ...' line shows at once and Reload is one click away) and a window
 * regaining focus does not refetch under an open form.
 */
export const adminQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
