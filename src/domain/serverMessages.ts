import englishMessages from 'ra-language-english';
import { renderMessage, type Phrase } from './renderMessage';

/** The spec's three form validators (section 5); `field` is the field's label. */
export const VALIDATION_MESSAGES = {
  alphanumeric: 'The %{field} can contain only alphabetic, numeric, commas and spaces',
  pan: 'The %{field} can only contain a valid pan card',
  ifsc: 'The %{field} can only contain a valid IFSC Code',
} as const;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/**
 * Every message the server sends, in English (polyglot syntax: `%{name}`, `||||` between the singular
 * and the plural of `smart_count`). The console's i18n key of `name` is `server.<name>`; its English
 * messages are these, and src/i18n/server holds the other languages.
 */
export const SERVER_MESSAGES = {
  // Requests and records (server/http)
  invalid_fields: 'Some fields are invalid',
  invalid_value: 'This value is not valid',
  invalid_format: 'This value does not have the expected format',
  too_few: 'Choose at least %{min}',
  too_many: 'Choose at most %{max}',
  greater_than: 'Must be greater than %{min}',
  less_than: 'Must be less than %{max}',
  value_taken: 'This value is already in use',
  slug_taken: 'This slug is already in use',
  sku_taken: 'This sku is already in use',
  barcode_taken: 'This barcode is already in use',
  email_taken: 'This email is already in use',
  name_taken: 'This name is already in use',
  code_taken: 'This code is already in use',
  path_taken: 'This path is already in use',
  record_referenced: 'This record is used by other records and cannot be changed that way',
  wrong_format: 'A value has the wrong format',
  request_refused: 'The request was refused: %{detail}',
  internal: 'Something went wrong on the server',
  not_found: 'Record not found',
  role_not_found: 'Role not found',
  employee_not_found: 'Employee not found',
  image_not_found: 'Image not found',
  route_not_found: 'No route %{method} %{url}',
  unknown_filter: 'Unknown filter "%{filter}"',
  unknown_filter_field: 'Unknown filter',
  unknown_sort: 'Cannot sort by "%{field}"',
  unknown_sort_field: 'Unknown field',
  parameter_not_json: 'The %{name} parameter is not valid JSON',
  not_json: 'Not valid JSON',
  parameter_malformed: 'The %{name} parameter is malformed',
  range_backwards: 'The range end comes before its start',
  filter_malformed: 'The %{name} filter is malformed',
  filter_value_malformed: 'Malformed filter value',
  search_empty: 'Type something to search for',
  value_out_of_range: 'A value is out of range',
  value_too_long: 'A value is too long',
  value_missing: 'A required value is missing',
  value_not_allowed: 'A value is not allowed',
  malformed_upload: 'The upload is malformed: send one file as multipart/form-data',
  control_characters: 'Remove the control characters (such as NUL) from this text',
  date_out_of_range: 'Enter a date between the years %{min} and %{max}',
  body_too_deep: 'The request body is nested too deeply (%{max} levels at most)',

  // Sessions and access
  sign_in_required: 'Sign in to continue',
  session_expired: 'Your session has expired',
  session_ended: 'Your session has ended',
  account_inactive: 'This account is not active',
  forbidden: 'You do not have permission to do this',
  sign_in_failed: 'The email or password is incorrect',
  account_disabled: 'This account is disabled',
  too_many_sign_ins: 'Too many failed sign-in attempts. Try again in %{minutes} minutes.',
  enter_your_password: 'Enter your password',
  identity_token_missing: 'The identity token is missing',
  nonce_missing: 'The nonce is missing',
  identity_disabled: 'Sign-in with an identity provider is not configured',
  identity_unverified: 'The identity provider sign-in could not be verified',
  identity_unknown: 'No active staff account uses this email',

  // Employees and roles
  enter_the: 'Enter the %{field}',
  too_long_at_most: 'The %{field} is too long (%{max} characters at most)',
  enter_as_date: 'Enter the %{field} as a date',
  enter_email: 'Enter a valid email address',
  enter_mobile: 'Enter a 10-digit Indian mobile number',
  choose_role: 'Choose a role',
  choose_existing_role: 'Choose an existing role',
  choose_gender: 'Choose a gender',
  enter_pincode: 'Enter a 6-digit pincode',
  enter_account_number: 'Enter an account number of 9 to 18 digits',
  enter_password: 'Enter a password',
  password_too_short: 'The password needs at least %{min} characters',
  password_needs_letter: 'The password needs a letter',
  password_needs_digit: 'The password needs a digit',
  current_password_incorrect: 'The current password is incorrect',
  upload_through_media: 'Upload the image through the media service',
  give_employee_id: 'Give the employee_id',
  nothing_to_update: 'Nothing to update',
  send_a_field: 'Send at least one field of this part',
  own_account: 'You cannot disable your own account',
  super_admin_makes_super_admin: 'Only a super admin can make another super admin',
  super_admin_grants_super_admin: 'Only a super admin can grant or withdraw super admin',
  super_admin_only: 'Only a super admin can change a super admin',
  own_role: 'You cannot change your own role',
  own_super_admin: 'You cannot change your own super admin status',
  role_beyond_own: 'You can only assign a role whose permissions you hold yourself',
  password_beyond_own: 'You can only set the password of someone whose permissions you hold yourself',
  grants_beyond_own: 'You can only grant or withdraw permissions you hold yourself',
  last_super_admin: 'This is the last active super admin: make another employee super admin before disabling or demoting this one',
  role_name_format: 'Use letters, digits, spaces, dashes or underscores',
  role_keeps_name: "The %{role} role keeps its name: the console's route rules use it",
  role_not_renamed: 'This role cannot be renamed',
  role_not_deleted: 'The %{role} role cannot be deleted',
  role_in_use:
    '%{smart_count} employee has this role: give them another one first |||| %{smart_count} employees have this role: give them another one first',
  unknown_module: 'Unknown module',
  unknown_action: 'Unknown action',
  role_id_or_name: 'Give the role_id of a role, or the name of a new one',
  give_role_id: 'Give a valid role_id',

  // Field labels, for the messages above that name their field
  field_first_name: 'first name',
  field_last_name: 'last name',
  field_dob: 'date of birth',
  field_joining_date: 'joining date',
  field_designation: 'designation',
  field_address_line1: 'address line 1',
  field_address_line2: 'address line 2',
  field_city: 'city',
  field_state: 'state',
  field_country: 'country',
  field_bank_holder: 'account holder',
  field_bank_name: 'bank name',
  field_ifsc: 'IFSC',
  field_pan: 'PAN',
  field_password: 'password',
  field_role_name: 'role name',
  field_description: 'description',
  field_mrp: 'MRP',
  field_price: 'price',
  field_cost: 'cost',

  // Media
  send_multipart: 'Send the image as multipart/form-data',
  no_file: 'No file was sent',
  not_an_image: 'Upload a JPEG, PNG or WebP image',
  image_too_large: 'The image is larger than %{megabytes} MB',
  media_quota_exceeded: 'Your images use %{used} MB of your %{quota} MB; delete some or ask for more space',
  media_upload_forbidden: 'You may not upload images: it needs the right to create or edit something that has images',
  range_not_satisfiable: 'The requested range is outside the file',

  // Jobs
  job_not_found: 'Job not found',
  import_unknown_brand: 'No brand is called %{name}',
  import_unknown_designer: 'No designer is called %{name}',
  import_unknown_category: 'No category is called %{name}',
  import_unknown_product: 'No product has the handle %{handle}',
  import_unknown_condition: 'No condition has the code %{code}',
  import_variant_of_other_product: 'This SKU belongs to another product',
  import_barcode_taken: 'This barcode belongs to SKU %{sku}',
  import_not_found: 'Import not found',
  import_listed_twice: 'Listed twice in this file: first in row %{row}',
  import_not_in_step: 'This import has moved on: reload it',
  import_unknown_field: 'No field is called %{field}',
  import_missing_columns: 'No column is mapped to %{columns}',
  import_too_large: 'The file is over %{megabytes} MB',
  import_not_a_table: 'Upload a CSV or XLSX file',
  import_empty: 'The file is empty',
  import_header_only: 'The file holds a header but no rows',
  import_unknown_encoding: 'The file is neither UTF-8 nor Windows-1252 text: save it as CSV UTF-8',
  import_too_many_rows: 'The file holds more than %{max} rows: split it',
  pincode_invalid: 'Enter a 6-digit pincode that does not start with 0',
  pincode_unknown: 'No place is known for this pincode',
  job_not_cancellable: 'Only a queued or running job can be cancelled',
  job_not_resumable: 'Only a failed or cancelled job can be resumed',
  job_failed: 'The job stopped on an error: %{message}',
  job_type_unknown: 'This server does not know jobs of type %{type}',

  // Catalogue
  enter_title: 'Enter a title',
  title_too_long: 'Keep the title under %{max} characters',
  description_too_long: 'Keep the description under %{max} characters',
  image_address_too_long: 'Keep image addresses under %{max} characters',
  at_most_images: 'At most %{max} images',
  at_most_tags: 'At most %{max} tags',
  amount_in_paise: 'The %{field} is in paise, a whole number',
  amount_negative: 'The %{field} cannot be negative',
  sku_too_short: 'Enter a SKU of at least %{min} characters',
  capitals_digits_hyphens: 'Use capital letters, digits and hyphens',
  barcode_format: 'Use 6 to 32 digits, capital letters or hyphens',
  enter_date_time: 'Enter a date and time',
  price_above_mrp: 'The price cannot be above the MRP',
  give_reject_reason: 'Give the reason for rejecting, at least %{min} characters',
  select_a_variant: 'Select at least one variant',
  at_most_variants: 'At most %{max} variants at a time',
  variant_ids: '%{ids}',
  variants_not_in_review: 'Some of these variants are no longer waiting for review',
  variants_not_reviewable: 'Only draft or rejected variants can be sent to review',
  variant_has_stock: 'This variant has stock on shelves. Move the stock out before deleting it.',
  product_has_variants: 'This product has variants. Delete or move its variants first, or archive the product.',

  // Taxonomy
  enter_slug: 'Enter a slug',
  slug_too_long: 'Keep the slug under %{max} characters',
  slug_format: 'Use lowercase letters, digits and single hyphens',
  enter_name: 'Enter a name',
  keep_under: 'Keep it under %{max} characters',
  enter_code: 'Enter a code',
  capitals_digits_underscores: 'Use capital letters, digits and underscores',
  lowercase_digits_underscores: 'Use lowercase letters, digits and underscores',
  position_negative: 'The position cannot be negative',
  enter_value: 'Enter a value',
  at_most_values: 'An attribute holds at most %{max} values',
  value_listed_twice: '"%{value}" is listed twice',
  enter_pin_code: 'Enter a six-digit PIN code',
  enter_phone: 'Enter a phone number',
  enter_path: 'Enter a path',
  path_format: 'Use letters, digits, hyphens, dots and slashes only',
  enter_redirect: 'Enter where it redirects to',
  redirect_target_format: 'Enter a storefront path or an http(s) address',
  choose_redirect_type: 'Choose 301 (permanent) or 302 (temporary)',
  redirect_without_target: 'A redirect has no target record',
  redirect_to_itself: 'A URL cannot redirect to itself',
  choose_target: 'Choose a target, or enter a redirect',
  choose_target_record: 'Choose the record this URL shows',
  target_missing: 'There is no record with id %{id} to show',
  redirect_loop: 'This redirect would loop: %{chain}',
  redirect_chain_too_long: 'This redirect chain is longer than %{max} steps; point it at the final path',
  parent_missing: 'This parent category does not exist',
  own_parent: 'A category cannot be its own parent',
  under_own_subcategory: 'A category cannot move under one of its own subcategories',
  still_used: 'This record is still used by %{usage}. Delete it with a replacement to move them first.',
  used_by_products: '%{smart_count} product |||| %{smart_count} products',
  used_by_variants: '%{smart_count} variant |||| %{smart_count} variants',
  used_by_categories: '%{smart_count} subcategory |||| %{smart_count} subcategories',
  used_by_urls: '%{smart_count} storefront URL |||| %{smart_count} storefront URLs',
  used_by_records: '%{smart_count} other record |||| %{smart_count} other records',
  replacement_itself: 'Choose another record as the replacement',
  replacement_missing: 'The replacement does not exist',
  attribute_code_used:
    '%{smart_count} product uses this code. To change it, add an attribute with the new code, then delete this one with it as the replacement. |||| %{smart_count} products use this code. To change it, add an attribute with the new code, then delete this one with it as the replacement.',
  products_use_value: '%{smart_count} product uses "%{value}" |||| %{smart_count} products use "%{value}"',
  rule_collection_needs_rules: 'A rule collection needs its rules',
  end_before_start: 'The end comes before the start',
  rule_conditions: 'Add one to %{max} conditions',
  rule_field: 'Choose a field',
  rule_operator_brand_id: 'A brand can only be equal or not equal',
  rule_operator_category_id: 'A category can only be equal or not equal',
  rule_operator_designer_id: 'A designer can only be equal or not equal',
  rule_operator_tag: 'A tag can be equal, not equal or contain some text',
  rule_operator_price: 'A price can be equal, not equal, greater or less',
  rule_value_brand_id: 'Choose a brand',
  rule_value_category_id: 'Choose a category',
  rule_value_designer_id: 'Choose a designer',
  rule_value_tag: 'Enter a tag of up to 40 characters',
  rule_value_price: 'Enter a price of zero or more',
  collection_missing: 'This collection does not exist',
  rule_collection_products: 'A rule collection chooses its products by its rules',
  product_missing: 'This product does not exist',
  product_in_collection: 'This product is already in the collection',
  rule_collection_filters: 'A rule collection lists its products by collection only',
  rule_collection_filter: 'Only collection_id filters a rule collection',
  attribute_values_used:
    '%{uses}. Keep this value, or change those products first. |||| %{uses}. Keep these values, or change those products first.',
  unknown_attribute: 'There is no attribute with the code "%{code}"',
  attribute_value_not_listed: '"%{value}" is not one of the values of %{attribute}',
} as const;

export type ServerMessageName = keyof typeof SERVER_MESSAGES;
/** A translation of the server's messages (src/i18n/server), key for key. */
export type ServerMessageTexts = Record<ServerMessageName, string>;

/** react-admin's own validation messages, which the console's form validators already use. */
const RA_VALIDATION = ['required', 'minLength', 'maxLength', 'minValue', 'maxValue', 'number', 'email', 'oneOf'] as const;

/** An i18n key the server may send: its own messages, the spec validators', react-admin's validation ones. */
export type MessageKey =
  | `server.${ServerMessageName}`
  | `validation.${ValidationMessageKey}`
  | `ra.validation.${(typeof RA_VALIDATION)[number]}`;

/** A parameter is text, a number, or other messages (a field label, a list of counts) rendered in place. */
export type MessageParam = string | number | ServerMessage | ServerMessage[];

export interface ServerMessage {
  key: MessageKey;
  params?: Record<string, MessageParam>;
}

const prefixed = (prefix: string, messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([name, text]) => [`${prefix}.${name}`, text]));

const raValidation = englishMessages.ra.validation as Record<string, string>;

/** The English text of every key (a message's key is one of these, so the lookup cannot miss). */
export const ENGLISH_TEMPLATES = {
  ...prefixed('server', SERVER_MESSAGES),
  ...prefixed('validation', VALIDATION_MESSAGES),
  ...prefixed('ra.validation', Object.fromEntries(RA_VALIDATION.map((name) => [name, raValidation[name]!]))),
} as Record<MessageKey, string>;

export const MESSAGE_KEYS = Object.keys(ENGLISH_TEMPLATES) as MessageKey[];

/** Polyglot's rules for English: the plural form unless smart_count is 1; unknown placeholders stay. */
const englishPhrase: Phrase = (key, params) => {
  const forms = ENGLISH_TEMPLATES[key].split('||||').map((form) => form.trim());
  const form = forms.length > 1 && params.smart_count !== 1 ? forms[1]! : forms[0]!;
  return form.replace(/%\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
};

export const englishText = (message: ServerMessage): string => renderMessage(message, englishPhrase);

