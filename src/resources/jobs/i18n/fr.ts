import type { en } from './en';

export const fr: typeof en = {
  jobs: {
    status: { queued: 'En attente', running: 'En cours', done: 'Terminée', failed: 'Échouée', cancelled: 'Annulée' },
    progress: {
      label: 'Avancement',
      loading: 'Chargement de la tâche',
      unavailable: 'Cette tâche ne peut pas être affichée',
      done: '%{done} traités',
      done_of_total: '%{done} sur %{total}',
      rate: '%{rate} lignes par seconde',
      time_left: 'environ %{time} restantes',
      hours_minutes: '%{hours} h %{minutes} min',
      minutes_seconds: '%{minutes} min %{seconds} s',
      seconds: '%{seconds} s',
    },
    action: { cancel: 'Annuler la tâche', resume: 'Reprendre la tâche' },
  },
};
