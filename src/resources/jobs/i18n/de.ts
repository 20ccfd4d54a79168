import type { en } from './en';

export const de: typeof en = {
  jobs: {
    status: { queued: 'Wartend', running: 'Läuft', done: 'Fertig', failed: 'Fehlgeschlagen', cancelled: 'Abgebrochen' },
    progress: {
      label: 'Fortschritt',
      loading: 'Auftrag wird geladen',
      unavailable: 'Dieser Auftrag kann nicht angezeigt werden',
      done: '%{done} verarbeitet',
      done_of_total: '%{done} von %{total}',
      rate: '%{rate} Zeilen pro Sekunde',
      time_left: 'noch etwa %{time}',
      hours_minutes: '%{hours} Std. %{minutes} Min.',
      minutes_seconds: '%{minutes} Min. %{seconds} Sek.',
      seconds: '%{seconds} Sek.',
    },
    action: { cancel: 'Auftrag abbrechen', resume: 'Auftrag fortsetzen' },
  },
};
