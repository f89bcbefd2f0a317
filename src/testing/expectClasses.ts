/**
 * Components of the first load join their classes (`cx`) instead of merging them, so two classes
 * setting the same property would both be kept and the stylesheet's order would pick one. This
 * pins an element's class list and checks it is conflict-free: tailwind-merge, which drops the
 * earlier of any two such classes, must leave it as it is.
 */
import { twMerge } from 'tailwind-merge'
import { expect } from 'vitest'

export function expectClasses(element: Element, expected: string): void {
  expect(element.getAttribute('class')).toBe(expected)
  expectNoConflict(expected)
}

export function expectNoConflict(classes: string): void {
  expect(twMerge(classes), `two of these classes set the same property: ${classes}`).toBe(classes)
}
