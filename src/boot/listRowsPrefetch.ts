import { prefetchGet } from '../providers/httpClient';
import { takeEarlyListRequest } from './earlyListRequest';

/**
 * A signed-in deep link to a list has asked for its first page of rows as the entry started
 * (earlyListRequest.ts); httpClient keeps the answer for the list, which takes it when it renders.
 */
export const prefetchListRows = () => {
  const request = takeEarlyListRequest();
  if (request) prefetchGet(request.url, request.options, request.sent);
};
