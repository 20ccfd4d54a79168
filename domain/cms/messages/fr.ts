import type { en } from './en';

/** CMS: the server's messages in French. */
export const fr: Record<keyof typeof en, string> = {
  cms_columns_range: 'Choisissez de 1 à 12 colonnes',
  cms_link_form: 'Saisissez une adresse commençant par http://, https:// ou /',
  cms_content_needs: 'Ce contenu a besoin de ce champ',
  cms_stale_edit: "Quelqu'un d'autre l'a enregistré entre-temps : rechargez pour voir ses changements, puis refaites les vôtres",
  cms_container_missing: "Ce conteneur n'existe pas",
  cms_section_missing: "Cette section n'existe pas",
  cms_version_missing: "Cette version n'appartient pas à ce conteneur",
  cms_schedule_past: 'Choisissez un moment futur pour programmer une publication',
  cms_not_scheduled: "Cette version n'attend pas d'être publiée",
  cms_nothing_to_publish: 'Ajoutez une section avant de publier',
};
