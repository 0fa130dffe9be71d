import type { CSSProperties, InputHTMLAttributes } from 'react'
import { cn } from '../lib/cn'

export interface SliderProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> {
  value: number
  min?: number
  max?: number
  step?: number
  onChange: (value: number) => void
  'aria-label': string
}

/**
 * A native range input: arrows, Page Up/Down, Home and End work in every browser and screen readers
 * announce the value. The filled part is a CSS variable so the track paints without JS layout.
 */
export function Slider({ value, min = 0, max = 100, step = 1, onChange, className, style, ...props }: SliderProps) {
  const percent = max > min ? ((value - min) / (max - min)) * 100 : 0
  return (
    <input
      type="range"
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      className={cn('ui-slider w-full', className)}
      style={{ '--fill': `${percent}%`, ...style } as CSSProperties}
      {...props}
    />
  )
}
