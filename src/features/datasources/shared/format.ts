/** Display helpers of the tab: wire rates are already percentages. */
export const percentText = (value: number) => `${value.toFixed(2)}%`;
export const countText = (value: number) => value.toLocaleString('en-US');
export const positionText = (value: number) => value.toFixed(1);
export const capitalise = (text: string) => (text ? `${text[0].toUpperCase()}${text.slice(1)}` : text);
