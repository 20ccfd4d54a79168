import type { en } from './en';

export const pt: typeof en = {
  resources: {
    notifications: {
      fields: {
        title: 'Título', body: 'Mensagem', image: 'URL da imagem', link: 'Link direto', channels: 'Canais', state: 'Estado',
        send_at: 'Envio em', time_zone: 'Fuso horário', sent_at: 'Enviada em', recipients: 'Destinatários', q: 'Pesquisar', job_id: 'Tarefa',
        audience: { label: 'Público', kind: 'Público', tags: 'Etiquetas de cliente', cities: 'Cidades', orders_min: 'Pelo menos … encomendas', orders_max: 'No máximo … encomendas', customer_ids: 'Clientes' },
      },
      channels: { email: 'E-mail', sms: 'SMS', push: 'Push' },
      states: { draft: 'Rascunho', scheduled: 'Agendada', sending: 'A enviar', sent: 'Enviada', cancelled: 'Cancelada', failed: 'Falhou' },
      audiences: { all: 'Todos os clientes', segment: 'Um segmento', customers: 'Clientes escolhidos' },
      audience_orders: { between: '%{min} a %{max} encomendas', at_least: 'pelo menos %{min} encomendas', at_most: 'no máximo %{max} encomendas' },
      template_hint: '{{first_name}} e {{last_name}} são preenchidos para cada cliente',
      segment_hint: 'Clientes ativos com alguma das etiquetas, em alguma das cidades, dentro do intervalo de encomendas.',
      preview: {
        audience: '%{count} cliente vai recebê-la |||| %{count} clientes vão recebê-la',
        sample: 'Pré-visualização',
        sample_for: 'Como %{customer} a lê',
      },
      sending: {
        title: 'Envio',
        send_now: 'Enviar agora',
        schedule: 'Agendar',
        send_at: 'Enviar em',
        zone: 'O seu fuso horário: %{zone}',
        sent_now: 'O envio começou',
        scheduled: 'Notificação agendada',
        goes_at: 'Agendada para %{moment} (%{zone})',
        cancel: 'Cancelar envio',
        cancel_title: 'Cancelar esta notificação?',
        cancel_content: 'Não será enviada. Fica na lista como cancelada.',
        cancelled: 'Notificação cancelada',
        was_cancelled: 'Esta notificação foi cancelada antes de ser enviada.',
      },
      deliveries: { title: 'Entregas', pending: 'Pendentes', sent: 'Enviadas', failed: 'Falhadas', skipped: 'Ignoradas' },
      outbox: { title: 'Caixa de saída', empty: 'Ainda nada na caixa de saída.', at: 'Em', channel: 'Canal', address: 'Para', subject: 'Assunto' },
    },
  },
  modules: { notifications: 'Notificações' },
};
