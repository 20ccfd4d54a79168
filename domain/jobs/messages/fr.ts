import type { en } from './en';

/** Jobs: the server's messages in French. */
export const fr: Record<keyof typeof en, string> = {
  job_not_found: 'Tâche introuvable',
  job_not_cancellable: 'Seule une tâche en attente ou en cours peut être annulée',
  job_not_resumable: 'Seule une tâche échouée ou annulée peut être reprise',
  job_failed: "La tâche s'est arrêtée sur une erreur : %{message}",
  job_type_unknown: 'Ce serveur ne connaît pas les tâches de type %{type}',
};
