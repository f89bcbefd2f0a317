import { describe, expect, it } from 'vitest'
import { pageChunks } from '../../scripts/pageChunkGroups'

/** A module graph as the bundler reports it: static and lazy imports. */
function graph(modules: Record<string, { imports?: string[]; lazy?: string[] }>) {
  return (id: string) =>
    modules[id] ? { importedIds: modules[id].imports ?? [], dynamicallyImportedIds: modules[id].lazy ?? [] } : null
}

// The shell loads the pages lazily; the profile shares a card with home, a dialog with the
// header, and a star that home's card loads lazily.
const APP = graph({
  main: { imports: ['shell'], lazy: ['Home', 'Profile'] },
  shell: { imports: ['react'], lazy: ['ConnectDialog'] },
  ConnectDialog: { imports: ['dialogKit'] },
  Home: { imports: ['Card'] },
  Card: { imports: ['format'], lazy: ['Star'] },
  Star: {},
  Profile: { imports: ['Header', 'Sections', 'Card', 'Star', 'dialogKit', 'react'], lazy: ['BuyDialog'] },
  Header: { imports: ['format', 'ownHelper'] },
  Sections: { imports: ['ownHelper', 'buyKit'] },
  BuyDialog: { imports: ['buyKit'] },
  ownHelper: {},
  buyKit: {},
  format: {},
  dialogKit: {},
  react: {},
})

describe('pageChunks', () => {
  const { own, shared } = pageChunks({ NamePage: 'Profile' }, 'main', APP)
  const chunks = new Map([...shared, ...own])
  const named = (chunk: string) => [...chunks].filter(([, name]) => name === chunk).map(([id]) => id)

  it("puts the page's own modules in its file, those its lazy dialogs share among them", () => {
    expect(named('NamePage').sort()).toEqual(['Header', 'Profile', 'Sections', 'buyKit', 'ownHelper'])
  })

  it('leaves each module something else loads to a file of the lazy entries that need it', () => {
    // Home and the profile need the card and what it formats with: one file for both.
    expect(chunks.get('Card')).toBe(chunks.get('format'))
    // The star is loaded lazily by home's card: never in a file home would not otherwise load.
    expect(chunks.get('Star')).not.toBe(chunks.get('Card'))
    expect(chunks.get('Star')).not.toBe('NamePage')
    // The header's dialog and the profile share its kit; the shell's React is everyone's.
    expect(chunks.get('dialogKit')).not.toBe(chunks.get('react'))
    for (const module of ['Card', 'format', 'Star', 'dialogKit', 'react'])
      expect(chunks.get(module)).not.toBe('NamePage')
  })

  it('names each page its own file and shares between them what both need', () => {
    const both = pageChunks({ HomePage: 'Home', NamePage: 'Profile' }, 'main', APP)
    expect(both.own.get('Home')).toBe('HomePage')
    expect(both.own.get('Header')).toBe('NamePage')
    expect(both.shared.get('Card')).toBe(both.shared.get('format'))
    expect(both.own.has('Card')).toBe(false)
  })

  it('names two sets of entries apart even when a module of each has the same name', () => {
    const twoIndexes = graph({
      main: { lazy: ['Home', 'Profile', 'Dialog'] },
      Home: { imports: ['a/index'] },
      Dialog: { imports: ['b/index'] },
      Profile: { imports: ['a/index', 'b/index'] },
      'a/index': {},
      'b/index': {},
    })
    const { shared } = pageChunks({ NamePage: 'Profile' }, 'main', twoIndexes)
    expect(shared.get('a/index')).not.toBe(shared.get('b/index'))
  })
})
