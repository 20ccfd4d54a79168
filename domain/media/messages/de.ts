import type { en } from './en';

/** Media (images): the server's messages in German. */
export const de: Record<keyof typeof en, string> = {
  send_multipart: 'Senden Sie das Bild als multipart/form-data',
  no_file: 'Es wurde keine Datei gesendet',
  not_an_image: 'Laden Sie ein JPEG-, PNG- oder WebP-Bild hoch',
  image_too_large: 'Das Bild ist größer als %{megabytes} MB',
  media_quota_exceeded: 'Ihre Bilder belegen %{used} MB von %{quota} MB; löschen Sie einige oder fragen Sie nach mehr Platz',
  media_upload_forbidden: 'Sie dürfen keine Bilder hochladen: Dazu braucht es das Recht, etwas mit Bildern anzulegen oder zu bearbeiten',
  range_not_satisfiable: 'Der angeforderte Bereich liegt außerhalb der Datei',
};
