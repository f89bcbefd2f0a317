export interface LabeledSelectProps<T extends string> {
  label: string
  value: T
  options: readonly T[]
  labels: Record<T, string>
  onChange: (value: T) => void
  testId?: string
  className?: string
}

/** A native select with a visible label: keyboard and screen readers work for free. */
export function LabeledSelect<T extends string>({
  label,
  value,
  options,
  labels,
  onChange,
  testId,
  className,
}: LabeledSelectProps<T>) {
  return (
    <label className="flex items-center gap-2 text-sm">
      {label}
      <select
        className={className ?? 'h-9 rounded-md border border-line bg-surface px-2 text-sm text-fg'}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        data-testid={testId}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </label>
  )
}
