import type { en } from './en';

/** Jobs: the server's messages in Portuguese. */
export const pt: Record<keyof typeof en, string> = {
  job_not_found: 'Tarefa não encontrada',
  job_not_cancellable: 'Só uma tarefa na fila ou em andamento pode ser cancelada',
  job_not_resumable: 'Só uma tarefa com falha ou cancelada pode ser retomada',
  job_failed: 'A tarefa parou com um erro: %{message}',
  job_type_unknown: 'Este servidor não conhece tarefas do tipo %{type}',
};
