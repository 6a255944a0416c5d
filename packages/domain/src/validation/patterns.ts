/** Input patterns of spec §5. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** The optional landline form: an area code of 2–3 digits, a dash, then 7–8 digits. */
export const LANDLINE_PATTERN = /^\d{2,3}-\d{7,8}$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

export const isMobile = (value: string): boolean => MOBILE_PATTERN.test(value);
export const isLandline = (value: string): boolean => LANDLINE_PATTERN.test(value);
