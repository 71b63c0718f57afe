import { useState } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

/** A write whose upload progress (percent) the form shows while it runs. */
export type ProgressiveSend<TVariables, TData> = (
  variables: TVariables,
  onUploadProgress: (percent: number) => void,
) => Promise<TData>;

/** useMutation plus the running upload's progress: null when idle. */
export function useUpload<TVariables, TData>(
  send: ProgressiveSend<TVariables, TData>,
  options: Omit<UseMutationOptions<TData, unknown, TVariables>, 'mutationFn'> = {},
) {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation<TData, unknown, TVariables>({
    ...options,
    mutationFn: (variables) => send(variables, setProgress).finally(() => setProgress(null)),
  });
  return { ...mutation, progress };
}
