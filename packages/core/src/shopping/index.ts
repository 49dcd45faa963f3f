export {
  unitSystems,
  convertQuantity,
  addQuantity,
  mergeQuantities,
  scaleQuantity,
  toUnitSystem,
  gramsPerMillilitre,
  type UnitSystem,
  type Quantity,
  type IngredientDensity,
} from './quantity'
export { aisles, aisleOfGroup, type Aisle } from './aisles'
