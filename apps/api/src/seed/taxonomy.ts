/**
 * The fixed vocabularies recipes are filed under: categories (meal types), cuisines, diet labels and health labels.
 * Keys are stored with recipes and sent over the API: never rename one. Names are shown in English and Arabic.
 */

import { slugFromTitle } from '@sufra/core'

export interface TaxonomyTerm {
  key: string
  name: { en: string; ar: string }
}

export interface Category extends TaxonomyTerm {
  /** URL slug: the English name lower-cased with spaces as hyphens (`Side Dish` → `side-dish`). */
  slug: string
}

function category(key: string, en: string, ar: string): Category {
  return { key, slug: slugFromTitle(en), name: { en, ar } }
}

function term(key: string, en: string, ar: string): TaxonomyTerm {
  return { key, name: { en, ar } }
}

/** Meal types, in the order the categories page lists them. */
export const categories: readonly Category[] = [
  category('breakfast', 'Breakfast', 'فطور'),
  category('lunch', 'Lunch', 'غداء'),
  category('dinner', 'Dinner', 'عشاء'),
  category('main-course', 'Main Course', 'أطباق رئيسية'),
  category('appetizer', 'Appetizer', 'مقبلات'),
  category('soup', 'Soup', 'شوربات'),
  category('salad', 'Salad', 'سلطات'),
  category('side-dish', 'Side Dish', 'أطباق جانبية'),
  category('snack', 'Snack', 'وجبات خفيفة'),
  category('dessert', 'Dessert', 'حلويات'),
  category('bread-and-baking', 'Bread and Baking', 'خبز ومعجنات'),
  category('drink', 'Drink', 'مشروبات'),
]

export const cuisines: readonly TaxonomyTerm[] = [
  term('levantine', 'Levantine', 'شامي'),
  term('lebanese', 'Lebanese', 'لبناني'),
  term('syrian', 'Syrian', 'سوري'),
  term('palestinian', 'Palestinian', 'فلسطيني'),
  term('jordanian', 'Jordanian', 'أردني'),
  term('egyptian', 'Egyptian', 'مصري'),
  term('sudanese', 'Sudanese', 'سوداني'),
  term('moroccan', 'Moroccan', 'مغربي'),
  term('algerian', 'Algerian', 'جزائري'),
  term('tunisian', 'Tunisian', 'تونسي'),
  term('libyan', 'Libyan', 'ليبي'),
  term('gulf', 'Gulf', 'خليجي'),
  term('saudi', 'Saudi', 'سعودي'),
  term('emirati', 'Emirati', 'إماراتي'),
  term('yemeni', 'Yemeni', 'يمني'),
  term('iraqi', 'Iraqi', 'عراقي'),
  term('middle-eastern', 'Middle Eastern', 'شرق أوسطي'),
  term('north-african', 'North African', 'شمال أفريقي'),
  term('turkish', 'Turkish', 'تركي'),
  term('persian', 'Persian', 'فارسي'),
  term('mediterranean', 'Mediterranean', 'متوسطي'),
  term('greek', 'Greek', 'يوناني'),
  term('italian', 'Italian', 'إيطالي'),
  term('french', 'French', 'فرنسي'),
  term('spanish', 'Spanish', 'إسباني'),
  term('indian', 'Indian', 'هندي'),
  term('pakistani', 'Pakistani', 'باكستاني'),
  term('mexican', 'Mexican', 'مكسيكي'),
  term('american', 'American', 'أمريكي'),
  term('japanese', 'Japanese', 'ياباني'),
  term('chinese', 'Chinese', 'صيني'),
  term('korean', 'Korean', 'كوري'),
  term('thai', 'Thai', 'تايلاندي'),
  term('vietnamese', 'Vietnamese', 'فيتنامي'),
]

export const dietLabels: readonly TaxonomyTerm[] = [
  term('vegetarian', 'Vegetarian', 'نباتي'),
  term('vegan', 'Vegan', 'نباتي صرف'),
  term('pescatarian', 'Pescatarian', 'نباتي مع السمك'),
  term('high-protein', 'High-Protein', 'غني بالبروتين'),
  term('low-carb', 'Low-Carb', 'قليل الكربوهيدرات'),
  term('low-fat', 'Low-Fat', 'قليل الدهون'),
  term('balanced', 'Balanced', 'متوازن'),
  term('high-fiber', 'High-Fiber', 'غني بالألياف'),
  term('gluten-free', 'Gluten-Free', 'خالٍ من الغلوتين'),
  term('dairy-free', 'Dairy-Free', 'خالٍ من الألبان'),
]

export const healthLabels: readonly TaxonomyTerm[] = [
  term('nut-free', 'Nut-Free', 'خالٍ من المكسرات'),
  term('peanut-free', 'Peanut-Free', 'خالٍ من الفول السوداني'),
  term('egg-free', 'Egg-Free', 'خالٍ من البيض'),
  term('soy-free', 'Soy-Free', 'خالٍ من الصويا'),
  term('fish-free', 'Fish-Free', 'خالٍ من السمك'),
  term('shellfish-free', 'Shellfish-Free', 'خالٍ من القشريات والمحار'),
  term('sugar-conscious', 'Sugar-Conscious', 'قليل السكر'),
  term('low-sodium', 'Low-Sodium', 'قليل الصوديوم'),
  term('alcohol-free', 'Alcohol-Free', 'خالٍ من الكحول'),
  term('wheat-free', 'Wheat-Free', 'خالٍ من القمح'),
]
