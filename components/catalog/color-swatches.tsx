'use client';
import type { StyleColor } from './style-types';

interface Props {
  colors: StyleColor[];
  selected: string;
  onSelect: (colorCode: string) => void;
}

/** One radio per color: arrow keys move between them, the name is read out. */
export function ColorSwatches({ colors, selected, onSelect }: Props) {
  const current = colors.find((c) => c.colorCode === selected);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">
        Color: <span className="font-normal">{current?.colorName}</span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {colors.map((color) => (
          <label
            key={color.colorCode}
            title={color.colorName}
            className="relative cursor-pointer rounded-full has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:checked]:ring-offset-2 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name="color"
              value={color.colorCode}
              checked={color.colorCode === selected}
              onChange={() => onSelect(color.colorCode)}
              className="sr-only"
              aria-label={color.colorName}
            />
            <span
              aria-hidden="true"
              className="block h-8 w-8 rounded-full border border-slate-300"
              style={{
                background: color.color2
                  ? `linear-gradient(135deg, ${color.color1} 50%, ${color.color2} 50%)`
                  : color.color1,
              }}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
