import type { en } from './en';

export const pt: typeof en = {
  jobs: {
    status: { queued: 'Na fila', running: 'Em andamento', done: 'Concluída', failed: 'Com falha', cancelled: 'Cancelada' },
    progress: {
      label: 'Progresso',
      loading: 'Carregando a tarefa',
      unavailable: 'Esta tarefa não pode ser exibida',
      done: '%{done} processados',
      done_of_total: '%{done} de %{total}',
      rate: '%{rate} linhas por segundo',
      time_left: 'cerca de %{time} restantes',
      hours_minutes: '%{hours} h %{minutes} min',
      minutes_seconds: '%{minutes} min %{seconds} s',
      seconds: '%{seconds} s',
    },
    action: { cancel: 'Cancelar tarefa', resume: 'Retomar tarefa' },
  },
};
