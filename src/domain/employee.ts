import { z } from 'zod';
import { alphanumericText, ifscCode, panCard } from './validators';
import { MEDIA_URL_PATTERN } from './media';

/** The employee of DESIGN section 4 and its six parts (spec section 3), shared by console and server. */
export const EMPLOYEE_STATUSES = ['active', 'disabled'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const GENDERS = ['female', 'male', 'other'] as const;

/** In the order of spec section 3, which the edit tabs follow. */
export const EMPLOYEE_PARTS = ['account', 'information', 'address', 'bank-details', 'password', 'profile-image'] as const;
export type EmployeePart = (typeof EMPLOYEE_PARTS)[number];

export const MOBILE_PATTERN = /^(\+91)?[6-9][0-9]{9}$/;
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/;
export const PASSWORD_MIN_LENGTH = 10;

/** Empty inputs arrive as '' or null; both mean "no value" for optional fields. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable());

const requiredText = (field: string, max = 80) =>
  z
    .string({ message: `Enter the ${field}` })
    .trim()
    .min(1, { message: `Enter the ${field}` })
    .max(max, { message: `The ${field} is too long (${max} characters at most)` });

const isoDate = (field: string) => z.iso.date({ message: `Enter the ${field} as a date` });

export const passwordSchema = z
  .string({ message: 'Enter a password' })
  .min(PASSWORD_MIN_LENGTH, { message: `The password needs at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(128, { message: 'The password is too long (128 characters at most)' })
  .regex(/[A-Za-z]/, { message: 'The password needs a letter' })
  .regex(/[0-9]/, { message: 'The password needs a digit' });

export const accountSchema = z.object({
  first_name: requiredText('first name'),
  last_name: requiredText('last name'),
  email: z
    .string({ message: 'Enter a valid email address' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Enter a valid email address' })),
  mobile: z
    .string({ message: 'Enter a 10-digit Indian mobile number' })
    .trim()
    .regex(MOBILE_PATTERN, { message: 'Enter a 10-digit Indian mobile number' }),
  role_id: z.coerce.number({ message: 'Choose a role' }).int({ message: 'Choose a role' }).positive({ message: 'Choose a role' }),
  is_super_admin: z.boolean().optional(),
});

export const informationSchema = z.object({
  dob: optional(isoDate('date of birth')),
  gender: optional(z.enum(GENDERS, { message: 'Choose a gender' })),
  designation: optional(alphanumericText('designation').max(80)),
  joining_date: optional(isoDate('joining date')),
});

export const addressSchema = z.object({
  address_line1: optional(alphanumericText('address line 1').max(120)),
  address_line2: optional(alphanumericText('address line 2').max(120)),
  city: optional(alphanumericText('city').max(60)),
  state: optional(alphanumericText('state').max(60)),
  pincode: optional(z.string().regex(PINCODE_PATTERN, { message: 'Enter a 6-digit pincode' })),
  country: optional(alphanumericText('country').max(60)),
});

export const bankDetailsSchema = z.object({
  bank_holder: optional(alphanumericText('account holder').max(80)),
  bank_name: optional(alphanumericText('bank name').max(80)),
  bank_account_number: optional(z.string().regex(ACCOUNT_NUMBER_PATTERN, { message: 'Enter an account number of 9 to 18 digits' })),
  bank_ifsc: optional(ifscCode('IFSC')),
  bank_pan: optional(panCard('PAN')),
});

export const passwordPartSchema = z.object({ password: passwordSchema });

/** Changing one's own password also needs the current one. */
export const passwordChangeSchema = passwordPartSchema.extend({ current_password: optional(z.string()) });

export const profileImageSchema = z.object({
  profile_image: optional(
    z.string().max(300).regex(MEDIA_URL_PATTERN, { message: 'Upload the image through the media service' }),
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

/** The PATCH parts carry the employee's id in the body, next to the part's fields. */
export const employeeIdSchema = z.object({
  employee_id: z.coerce.number({ message: 'Give the employee_id' }).int().positive({ message: 'Give the employee_id' }),
});
