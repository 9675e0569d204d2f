// The play page's pair of meaning colours: colour-blind safe, white text at 4.5:1 or more. Blue
// says yes (an item fits; an answer was right), orange no.
export const YES_CLASS = 'bg-[#1d4ed8]';
export const NO_CLASS = 'bg-[#c2410c]';
