/** The recipients field: addresses separated by commas, semicolons or new lines, blanks dropped. */
export const splitRecipients = (text: string): string[] =>
  text
    .split(/[,;\n\r\u2028\u2029]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
