/**
 * antd puts a space between the two characters of a two-character Chinese button label
 * (登 录, 确 定); this matches a label with or without those spaces.
 */
export function label(text: string): RegExp {
  const escaped = [...text].map((ch) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\s*${escaped.join('\\s?')}\\s*$`);
}
