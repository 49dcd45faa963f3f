export { ShoppingListScreen, type ShoppingListScreenProps } from './shopping-list-screen'
export { ALL_LISTS } from './list-items'
