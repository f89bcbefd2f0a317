import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { Spinner } from './Spinner'
import { buttonClasses, type ButtonSize, type ButtonVariant } from './buttonClasses'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: ButtonSize
  variant?: ButtonVariant
  /** Shows the spinner and blocks clicks, keeping the label so the width does not jump. */
  loading?: boolean
  /** Adds (margin, width, visibility); it does not override the size or variant (`buttonClasses`). */
  className?: string
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { size = 'md', variant = 'default', loading = false, disabled, className, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses(size, variant, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
      {...rest}
    >
      {loading && <Spinner label="" className="shrink-0" />}
      {children}
    </button>
  )
})
