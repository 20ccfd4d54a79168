/// <reference lib="webworker" />

/**
 * Makes a first number and date formatter for the locale it is sent, then ends. The locale data the
 * first ones load (ICU's) is kept by the browser's process, not by a thread: loaded here, it is
 * loaded for the page's main thread as well, whose own first formatters then take under a millisecond.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = ({ data: locale }: MessageEvent<string>) => {
  new Intl.NumberFormat(locale).format(1);
  new Intl.DateTimeFormat(locale).format(0);
  scope.close();
};
