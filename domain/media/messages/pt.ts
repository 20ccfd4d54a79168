import type { en } from './en';

/** Media (images): the server's messages in Portuguese. */
export const pt: Record<keyof typeof en, string> = {
  send_multipart: 'Envie a imagem como multipart/form-data',
  no_file: 'Nenhum arquivo foi enviado',
  not_an_image: 'Envie uma imagem JPEG, PNG ou WebP',
  image_too_large: 'A imagem tem mais de %{megabytes} MB',
  media_quota_exceeded: 'Suas imagens usam %{used} MB dos seus %{quota} MB; exclua algumas ou peça mais espaço',
  media_upload_forbidden: 'Você não pode enviar imagens: é preciso poder criar ou editar algo que tenha imagens',
  range_not_satisfiable: 'O intervalo pedido está fora do arquivo',
};
