type PressedButtonGroupProps<T extends string> = {
  /** The group's accessible name. */
  label: string;
  options: readonly T[];
  /** The chosen option: its button is the pressed one. */
  value: string;
  onChoose: (option: T) => void;
  /** The text of an option's button. */
  optionText: (option: T) => string;
  className: string;
  /** The classes of an option's button: the same for all, or by whether it is pressed. */
  buttonClassName: string | ((pressed: boolean) => string);
  /** The options are languages: each button's text is in its own (`lang`). */
  languages?: boolean;
};

/**
 * A row of buttons for a choice of one, the chosen one pressed (`aria-pressed`).
 * Without tailwind-merge: the login page's language switch is one (150 KB budget).
 */
export function PressedButtonGroup<T extends string>({
  label,
  options,
  value,
  onChoose,
  optionText,
  className,
  buttonClassName,
  languages = false,
}: PressedButtonGroupProps<T>) {
  return (
    <div role="group" aria-label={label} className={className}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          lang={languages ? option : undefined}
          aria-pressed={value === option}
          onClick={() => onChoose(option)}
          className={
            typeof buttonClassName === 'string'
              ? buttonClassName
              : buttonClassName(value === option)
          }
        >
          {optionText(option)}
        </button>
      ))}
    </div>
  );
}
