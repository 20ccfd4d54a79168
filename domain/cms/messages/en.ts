/** CMS: the server's messages in English (polyglot syntax, see domain/serverMessages.ts). */
export const en = {
  cms_columns_range: 'Choose from 1 to 12 columns',
  cms_link_form: 'Enter an address starting with http://, https:// or /',
  cms_content_needs: 'This content item needs this field',
  cms_stale_edit: 'Someone else saved this in the meantime: reload it to see their changes, then make yours again',
  cms_container_missing: 'This container does not exist',
  cms_section_missing: 'This section does not exist',
  cms_version_missing: 'This version does not belong to this container',
  cms_schedule_past: 'Choose a moment in the future to schedule a publication',
  cms_not_scheduled: 'This version is not waiting to be published',
  cms_nothing_to_publish: 'Add a section before publishing',
} as const;
