// Bill times are wall-clock times of China Standard Time (UTC+8, no daylight saving) written
// yyyy-MM-dd HH:mm:ss (spec §9), whatever the server's time zone: customs, users and receipts
// all speak Beijing time, and the text sorts and compares like the moment it names. The rule
// lives in core/china-time.ts, which the client's dates read too (one business day everywhere).
export { chinaDate, chinaDateTime, chinaStamp, parseChinaDateTime } from '#core/china-time.ts';
