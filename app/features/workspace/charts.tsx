// Server-rendered SVG charts: no chart JavaScript. Each is an image whose accessible name
// carries every number it draws, so a screen reader hears the same data.

export interface Bar {
  label: string
  value: number
  /** A Tailwind fill class. */
  fill?: string
}

const describe = (title: string, bars: readonly Bar[]) =>
  `${title}: ${bars.map((b) => `${b.label} ${b.value}`).join(', ')}`

/** One row per bar, the label on the left and the value at the bar's end. */
export function BarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.value))
  const row = 28
  return (
    <svg
      role="img"
      aria-label={describe(title, bars)}
      viewBox={`0 0 400 ${bars.length * row}`}
      className="w-full"
      data-chart={title}
    >
      {bars.map((b, i) => (
        <g key={b.label} transform={`translate(0 ${i * row})`}>
          <text x="0" y="18" className="fill-slate-700 text-[11px]">
            {b.label}
          </text>
          <rect
            x="170"
            y="6"
            height="16"
            rx="3"
            width={(b.value / max) * 190}
            className={b.fill ?? 'fill-brand-600'}
          />
          <text x={176 + (b.value / max) * 190} y="18" className="fill-slate-900 text-[11px]">
            {b.value}
          </text>
        </g>
      ))}
    </svg>
  )
}

/** Columns along a time axis (months), each labelled below with its value above. */
export function ColumnChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.value))
  const width = 40
  const height = 120
  return (
    <svg
      role="img"
      aria-label={describe(title, bars)}
      viewBox={`0 0 ${bars.length * width} ${height + 34}`}
      className="w-full"
      data-chart={title}
    >
      {bars.map((b, i) => {
        const h = (b.value / max) * height
        return (
          <g key={b.label} transform={`translate(${i * width} 0)`}>
            <rect
              x="8"
              y={14 + height - h}
              width={width - 16}
              height={h}
              rx="2"
              className={b.fill ?? 'fill-brand-600'}
            />
            <text
              x={width / 2}
              y={10 + height - h}
              textAnchor="middle"
              className="fill-slate-900 text-[10px]"
            >
              {b.value}
            </text>
            <text x={width / 2} y={height + 28} textAnchor="middle" className="fill-slate-600 text-[9px]">
              {b.label}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

export interface Series {
  label: string
  fill: string
  values: readonly number[]
}

/** Stacked columns: several kinds per period (activity per week). */
export function StackedColumns({
  title,
  periods,
  series,
}: {
  title: string
  periods: readonly string[]
  series: readonly Series[]
}) {
  const totals = periods.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0))
  const max = Math.max(1, ...totals)
  const width = 50
  const height = 120
  const label = `${title}: ${periods
    .map((p, i) => `week of ${p}: ${series.map((s) => `${s.values[i] ?? 0} ${s.label}`).join(', ')}`)
    .join('; ')}`
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${periods.length * width} ${height + 34}`}
      className="w-full"
      data-chart={title}
    >
      {periods.map((p, i) => {
        let top = 14 + height
        return (
          <g key={p} transform={`translate(${i * width} 0)`}>
            {series.map((s) => {
              const h = ((s.values[i] ?? 0) / max) * height
              top -= h
              return <rect key={s.label} x="10" y={top} width={width - 20} height={h} className={s.fill} />
            })}
            <text x={width / 2} y={top - 4} textAnchor="middle" className="fill-slate-900 text-[10px]">
              {totals[i]}
            </text>
            <text x={width / 2} y={height + 28} textAnchor="middle" className="fill-slate-600 text-[9px]">
              {p}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
