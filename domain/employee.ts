import { z } from './zod';
import { GENDERS } from './genders';
import { calendarDate, hasControlCharacters, recordId } from './bounds';
import { fieldLabels, schemaMessage } from './schemaMessages';
import { alphanumericText, ifscCode, panCard } from './validators';
import { MEDIA_URL_PATTERN } from './media';
import { emailAddress } from './email';

/** The employee of DESIGN section 4 and its six parts (spec section 3), shared by console and server. */
export const EMPLOYEE_STATUSES = ['active', 'disabled'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export { GENDERS };

/** In the order of spec section 3, which the edit tabs follow. */
export const EMPLOYEE_PARTS = ['account', 'information', 'address', 'bank-details', 'password', 'profile-image'] as const;
export type EmployeePart = (typeof EMPLOYEE_PARTS)[number];

export const MOBILE_PATTERN = /^(\+91)?[6-9][0-9]{9}$/;
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/;
export const PASSWORD_MIN_LENGTH = 10;

const label = fieldLabels('employees');

/** Empty inputs arrive as '' or null; both mean "no value" for optional fields. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable());

const requiredText = (field: string, max = 80) => {
  const enter = schemaMessage('server.enter_the', { field: label(field) });
  return z
    .string({ message: enter })
    .refine((text) => !hasControlCharacters(text, false), schemaMessage('server.control_characters'))
    .trim()
    .min(1, { message: enter })
    .max(max, { message: schemaMessage('server.too_long_at_most', { field: label(field), max }) });
};

const isoDate = (field: string) => calendarDate(schemaMessage('server.enter_as_date', { field: label(field) }));

export const passwordSchema = z
  .string({ message: schemaMessage('server.enter_password') })
  .min(PASSWORD_MIN_LENGTH, { message: schemaMessage('server.password_too_short', { min: PASSWORD_MIN_LENGTH }) })
  .max(128, { message: schemaMessage('server.too_long_at_most', { field: label('password'), max: 128 }) })
  .regex(/[A-Za-z]/, { message: schemaMessage('server.password_needs_letter') })
  .regex(/[0-9]/, { message: schemaMessage('server.password_needs_digit') });

const ENTER_EMAIL = schemaMessage('server.enter_email');
const ENTER_MOBILE = schemaMessage('server.enter_mobile');
const CHOOSE_ROLE = schemaMessage('server.choose_role');

export const accountSchema = z.object({
  first_name: requiredText('first_name'),
  last_name: requiredText('last_name'),
  email: emailAddress(ENTER_EMAIL),
  mobile: z
    .string({ message: ENTER_MOBILE })
    .trim()
    .regex(MOBILE_PATTERN, { message: ENTER_MOBILE }),
  role_id: z.coerce.number({ message: CHOOSE_ROLE }).pipe(recordId(CHOOSE_ROLE)),
  is_super_admin: z.boolean().optional(),
});

export const informationSchema = z.object({
  dob: optional(isoDate('dob')),
  gender: optional(z.enum(GENDERS, { message: schemaMessage('server.choose_gender') })),
  designation: optional(alphanumericText(label('designation')).max(80)),
  joining_date: optional(isoDate('joining_date')),
});

export const addressSchema = z.object({
  address_line1: optional(alphanumericText(label('address_line1')).max(120)),
  address_line2: optional(alphanumericText(label('address_line2')).max(120)),
  city: optional(alphanumericText(label('city')).max(60)),
  state: optional(alphanumericText(label('state')).max(60)),
  pincode: optional(z.string().regex(PINCODE_PATTERN, { message: schemaMessage('server.enter_pincode') })),
  country: optional(alphanumericText(label('country')).max(60)),
});

export const bankDetailsSchema = z.object({
  bank_holder: optional(alphanumericText(label('bank_holder')).max(80)),
  bank_name: optional(alphanumericText(label('bank_name')).max(80)),
  bank_account_number: optional(z.string().regex(ACCOUNT_NUMBER_PATTERN, { message: schemaMessage('server.enter_account_number') })),
  bank_ifsc: optional(ifscCode(label('bank_ifsc'))),
  bank_pan: optional(panCard(label('bank_pan'))),
});

export const passwordPartSchema = z.object({ password: passwordSchema });

/** Changing one's own password also needs the current one. */
export const passwordChangeSchema = passwordPartSchema.extend({ current_password: optional(z.string()) });

export const profileImageSchema = z.object({
  profile_image: optional(
    z.string().max(300).regex(MEDIA_URL_PATTERN, { message: schemaMessage('server.upload_through_media') }),
  ),
});

/** The fields each PATCH part may change: a part never touches another's fields. */
export const PART_SCHEMAS = {
  account: accountSchema,
  information: informationSchema,
  address: addressSchema,
  password: passwordChangeSchema,
  'bank-details': bankDetailsSchema,
  'profile-image': profileImageSchema,
} as const satisfies Record<EmployeePart, z.ZodObject>;

/** A new employee: the account and a first password; the other parts may come along. */
export const createEmployeeSchema = accountSchema
  .extend(passwordPartSchema.shape)
  .extend(informationSchema.partial().shape)
  .extend(addressSchema.partial().shape)
  .extend(bankDetailsSchema.partial().shape);

const GIVE_EMPLOYEE_ID = schemaMessage('server.give_employee_id');

/** The PATCH parts carry the employee's id in the body, next to the part's fields. */
export const employeeIdSchema = z.object({
  employee_id: z.coerce.number({ message: GIVE_EMPLOYEE_ID }).pipe(recordId(GIVE_EMPLOYEE_ID)),
});
