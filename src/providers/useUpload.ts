import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from './dataProvider';

/**
 * Uploads a file to the media base through the dataProvider: `mutateAsync(file)` answers its URL,
 * `progress` tells how much of the file under way has been sent (0 to 1).
 */
export const useUpload = () => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      return (await dataProvider.upload({ file, onProgress: setProgress })).data.url;
    },
  });
  return { ...mutation, progress };
};
