import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from './dataProvider';

/** Uploads a file to the media base through the dataProvider; `mutateAsync(file)` answers its URL. */
export const useUpload = () => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useMutation({ mutationFn: async (file: File) => (await dataProvider.upload({ file })).data.url });
};
