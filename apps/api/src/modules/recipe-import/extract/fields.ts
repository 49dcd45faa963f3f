import { type FoundImage } from './images'

/** What each reader (JSON-LD, microdata, the page) finds, before limits and clean-up. */
export interface FoundRecipe {
  title: string
  description: string
  ingredients: string[]
  instructions: string[]
  yields: string | null
  totalTimeMinutes: number | null
  /** As the page wrote them (maybe relative); resolved, checked and ranked later. */
  images: FoundImage[]
  videoUrl: string | null
}

export const emptyFound = (): FoundRecipe => ({
  title: '',
  description: '',
  ingredients: [],
  instructions: [],
  yields: null,
  totalTimeMinutes: null,
  images: [],
  videoUrl: null,
})
