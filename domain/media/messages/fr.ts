import type { en } from './en';

/** Media (images): the server's messages in French. */
export const fr: Record<keyof typeof en, string> = {
  send_multipart: "Envoyez l'image en multipart/form-data",
  no_file: "Aucun fichier n'a été envoyé",
  not_an_image: 'Téléversez une image JPEG, PNG ou WebP',
  image_too_large: "L'image dépasse %{megabytes} Mo",
  media_quota_exceeded: "Vos images occupent %{used} Mo sur vos %{quota} Mo ; supprimez-en ou demandez plus d'espace",
  media_upload_forbidden: "Vous ne pouvez pas téléverser d'images : il faut le droit de créer ou modifier un élément qui a des images",
  range_not_satisfiable: 'La plage demandée est hors du fichier',
};
