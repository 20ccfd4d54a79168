/** Media (images): the server's messages in English (polyglot syntax, see domain/serverMessages.ts). */
export const en = {
  send_multipart: 'Send the image as multipart/form-data',
  no_file: 'No file was sent',
  not_an_image: 'Upload a JPEG, PNG or WebP image',
  image_too_large: 'The image is larger than %{megabytes} MB',
  media_quota_exceeded: 'Your images use %{used} MB of your %{quota} MB; delete some or ask for more space',
  media_upload_forbidden: 'You may not upload images: it needs the right to create or edit something that has images',
  range_not_satisfiable: 'The requested range is outside the file',
} as const;
