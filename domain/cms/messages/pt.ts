import type { en } from './en';

/** CMS: the server's messages in Portuguese. */
export const pt: Record<keyof typeof en, string> = {
  cms_columns_range: 'Escolha de 1 a 12 colunas',
  cms_link_form: 'Introduza um endereço que comece por http://, https:// ou /',
  cms_content_needs: 'Este conteúdo precisa deste campo',
  cms_stale_edit: 'Outra pessoa guardou isto entretanto: recarregue para ver as alterações dela e depois refaça as suas',
  cms_container_missing: 'Este contentor não existe',
  cms_section_missing: 'Esta secção não existe',
  cms_version_missing: 'Esta versão não pertence a este contentor',
  cms_schedule_past: 'Escolha um momento no futuro para agendar uma publicação',
  cms_not_scheduled: 'Esta versão não está à espera de ser publicada',
  cms_nothing_to_publish: 'Adicione uma secção antes de publicar',
  notification_choose_customers: "Escolha pelo menos um cliente",
  notification_segment_empty: "Escolha etiquetas, cidades ou um número de encomendas para o segmento",
  notification_orders_range: "O máximo de encomendas não pode ser inferior ao mínimo",
  notification_enter_body: "Introduza a mensagem",
  notification_choose_channel: "Escolha pelo menos um canal",
  notification_time_zone: "Este fuso horário é desconhecido",
  notification_not_draft: "Só um rascunho pode ser alterado: esta notificação está agendada ou já foi enviada",
  notification_missing: "Esta notificação não existe",
  notification_not_scheduled: "Só uma notificação agendada pode ser cancelada, antes de o envio começar",
  notification_audience_empty: "Nenhum cliente pertence a este público",
  script_enter_code: "Introduza o código do script",
  script_stale_edit: "Entretanto alguém guardou uma versão mais recente: recarregue-a e volte a fazer a sua alteração",
  script_version_missing: "Esta versão não pertence a este script",
};
