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
};
