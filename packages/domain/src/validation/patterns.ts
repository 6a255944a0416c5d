/** Input patterns of spec §5. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const LANDLINE_PATTERN = /^\d{3,4}-\d{7,8}$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

export const isMobile = (value: string): boolean => MOBILE_PATTERN.test(value);
