import { count, i18n, params } from './i18n/i18n'

const messages = i18n('lib/waitInWords', {
  moment: 'a moment',
  seconds: params('{n} s'),
  minutes: params('{n} min'),
  hours: count({ one: 'about {count} hour', other: 'about {count} hours' }),
  overADay: 'more than a day',
})

/** A wait the API asks for, in words a person reads at a glance: "8 s", "2 min", "about 3 hours". */
export function waitInWords(secs: number): string {
  const t = messages.get()
  if (!Number.isFinite(secs) || secs <= 0) return t.moment
  if (secs < 60) return t.seconds({ n: String(Math.ceil(secs)) })
  if (secs < 3600) return t.minutes({ n: String(Math.ceil(secs / 60)) })
  if (secs < 86_400) return t.hours(Math.round(secs / 3600))
  return t.overADay
}
