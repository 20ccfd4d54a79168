import type { en } from './en';

/** Jobs: the server's messages in German. */
export const de: Record<keyof typeof en, string> = {
  job_not_found: 'Auftrag nicht gefunden',
  job_not_cancellable: 'Nur ein wartender oder laufender Auftrag kann abgebrochen werden',
  job_not_resumable: 'Nur ein fehlgeschlagener oder abgebrochener Auftrag kann fortgesetzt werden',
  job_failed: 'Der Auftrag wurde durch einen Fehler beendet: %{message}',
  job_type_unknown: 'Dieser Server kennt keine Aufträge vom Typ %{type}',
};
