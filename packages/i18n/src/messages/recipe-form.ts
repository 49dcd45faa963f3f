import { defineCatalogue } from './define-catalogue'

/**
 * The recipe form (/recipe/create and /recipe/edit/{id}): @sufra/widgets/recipe-form and its page.
 * Texts quoted in the spec (sections 5 and 8) are copied literally: 'Use only English',
 * 'Recipe saved successfully', 'Failed to upload image', 'Please upload a valid image file',
 * 'Image must be smaller than 2MB'. 'Required' and 'Something went wrong' are common.* messages.
 */
export const recipeFormMessages = defineCatalogue({
  en: {
    'recipeForm.section.details': 'Details',
    'recipeForm.section.photos': 'Photos',
    'recipeForm.section.photosHint': 'A main photo and up to 5 more. Images up to 2MB.',
    'recipeForm.section.ingredients': 'Ingredients',
    'recipeForm.section.instructions': 'Steps',

    'recipeForm.languageHint.en': 'Write the title, description, ingredients and steps in English only.',
    'recipeForm.languageHint.ar': 'Write the title, description, ingredients and steps in Arabic only.',
    'recipeForm.languageHint.editOther.en':
      'This recipe was written in English, so it is edited in English: write the title, description, ingredients and steps in English only.',
    'recipeForm.languageHint.editOther.ar':
      'This recipe was written in Arabic, so it is edited in Arabic: write the title, description, ingredients and steps in Arabic only.',

    // An imported recipe opened for review (/recipe/edit/{id}?review=import); {site} and {url} are isolated.
    'recipeForm.review.imported':
      'Imported from {site}. Check what we read from the page — amounts, units, steps, time and servings — then save to publish your version.',
    'recipeForm.review.source': 'Original page: {url}',

    'recipeForm.field.title': 'Title',
    'recipeForm.field.description': 'Description',
    'recipeForm.field.time': 'Time (minutes)',
    'recipeForm.field.servings': 'Servings',
    'recipeForm.field.videoUrl': 'Video URL',
    'recipeForm.field.category': 'Category',
    'recipeForm.field.cuisine': 'Cuisine',
    'recipeForm.field.optional': 'Optional',
    'recipeForm.field.thumbnail': 'Main photo',
    'recipeForm.field.otherImage': 'Photo {number, number}',
    'recipeForm.field.quantity': 'Quantity',
    'recipeForm.field.unit': 'Unit',
    'recipeForm.field.name': 'Ingredient',
    'recipeForm.field.step': 'Step',
    'recipeForm.field.stepImage': 'Step {number, number} photo',
    'recipeForm.placeholder.title': 'e.g. Lentil soup with cumin',
    'recipeForm.placeholder.name': 'e.g. olive oil',
    'recipeForm.placeholder.unit': 'Unit',
    'recipeForm.placeholder.choose': 'Choose…',
    'recipeForm.placeholder.step': 'Describe this step',

    'recipeForm.unitGroup.mass': 'Weight',
    'recipeForm.unitGroup.volume': 'Volume',
    'recipeForm.unitGroup.length': 'Length',
    'recipeForm.unitGroup.count': 'Count',
    'recipeForm.unitGroup.other': 'Other',

    'recipeForm.ingredient.label': 'Ingredient {number, number}',
    'recipeForm.ingredient.add': 'Add ingredient',
    'recipeForm.ingredient.remove': 'Remove ingredient {number, number}',
    'recipeForm.step.label': 'Step {number, number}',
    'recipeForm.step.add': 'Add step',
    'recipeForm.step.remove': 'Remove step {number, number}',
    'recipeForm.step.moveUp': 'Move step {number, number} up',
    'recipeForm.step.moveDown': 'Move step {number, number} down',

    'recipeForm.error.min': 'Must be at least {min, number}',
    'recipeForm.error.max': 'Must be at most {max, number}',
    'recipeForm.error.wholeNumber': 'Use a whole number',
    'recipeForm.error.tooLong': 'Use at most {max, number} characters',
    'recipeForm.error.onlyEnglish': 'Use only English',
    'recipeForm.error.onlyArabic': 'Use only Arabic',
    'recipeForm.error.inField': '{field}: {message}',
    'recipeForm.error.unit': 'Choose a unit from the list',

    'recipeForm.image.invalidType': 'Please upload a valid image file',
    'recipeForm.image.tooLarge': 'Image must be smaller than 2MB',
    'recipeForm.image.uploadFailed': 'Failed to upload image',

    'recipeForm.save': 'Save recipe',
    'recipeForm.saved': 'Recipe saved successfully',
    'recipeForm.status.unsaved': 'You have unsaved changes',
    'recipeForm.status.noChanges': 'No unsaved changes',
    'recipeForm.status.uploading': 'Waiting for photos to finish uploading…',

    'recipeForm.loading': 'Loading the recipe…',
    'recipeForm.loadFailed': 'Failed to load recipe',
    'recipeForm.retry': 'Try again',
    'recipeForm.notOwner.title': 'You can only edit your own recipes',
    'recipeForm.notOwner.description':
      'This recipe belongs to another cook. You can still view it, save it or cook it.',
    'recipeForm.backToRecipe': 'Back to the recipe',

    'recipeForm.leave.title': 'Leave without saving?',
    'recipeForm.leave.description': 'Your changes to this recipe have not been saved and will be lost.',
    'recipeForm.leave.stay': 'Stay',
    'recipeForm.leave.confirm': 'Leave',
  },
  ar: {
    'recipeForm.section.details': 'التفاصيل',
    'recipeForm.section.photos': 'الصور',
    'recipeForm.section.photosHint': 'صورة رئيسية وحتى 5 صور أخرى. الصورة حتى 2 ميغابايت.',
    'recipeForm.section.ingredients': 'المكونات',
    'recipeForm.section.instructions': 'الخطوات',

    'recipeForm.languageHint.en': 'اكتب العنوان والوصف والمكونات والخطوات بالإنجليزية فقط.',
    'recipeForm.languageHint.ar': 'اكتب العنوان والوصف والمكونات والخطوات بالعربية فقط.',
    'recipeForm.languageHint.editOther.en':
      'كُتبت هذه الوصفة بالإنجليزية، لذا تُعدَّل بالإنجليزية: اكتب العنوان والوصف والمكونات والخطوات بالإنجليزية فقط.',
    'recipeForm.languageHint.editOther.ar':
      'كُتبت هذه الوصفة بالعربية، لذا تُعدَّل بالعربية: اكتب العنوان والوصف والمكونات والخطوات بالعربية فقط.',

    'recipeForm.review.imported':
      'استوردناها من {site}. راجع ما قرأناه من الصفحة — الكميات والوحدات والخطوات والوقت وعدد الحصص — ثم احفظها لتنشر نسختك.',
    'recipeForm.review.source': 'الصفحة الأصلية: {url}',

    'recipeForm.field.title': 'العنوان',
    'recipeForm.field.description': 'الوصف',
    'recipeForm.field.time': 'الوقت (بالدقائق)',
    'recipeForm.field.servings': 'عدد الحصص',
    'recipeForm.field.videoUrl': 'رابط الفيديو',
    'recipeForm.field.category': 'التصنيف',
    'recipeForm.field.cuisine': 'المطبخ',
    'recipeForm.field.optional': 'اختياري',
    'recipeForm.field.thumbnail': 'الصورة الرئيسية',
    'recipeForm.field.otherImage': 'الصورة {number, number}',
    'recipeForm.field.quantity': 'الكمية',
    'recipeForm.field.unit': 'الوحدة',
    'recipeForm.field.name': 'المكوّن',
    'recipeForm.field.step': 'الخطوة',
    'recipeForm.field.stepImage': 'صورة الخطوة {number, number}',
    'recipeForm.placeholder.title': 'مثال: شوربة عدس بالكمون',
    'recipeForm.placeholder.name': 'مثال: زيت زيتون',
    'recipeForm.placeholder.unit': 'الوحدة',
    'recipeForm.placeholder.choose': 'اختر…',
    'recipeForm.placeholder.step': 'اشرح هذه الخطوة',

    'recipeForm.unitGroup.mass': 'الوزن',
    'recipeForm.unitGroup.volume': 'الحجم',
    'recipeForm.unitGroup.length': 'الطول',
    'recipeForm.unitGroup.count': 'العدد',
    'recipeForm.unitGroup.other': 'أخرى',

    'recipeForm.ingredient.label': 'المكوّن {number, number}',
    'recipeForm.ingredient.add': 'إضافة مكوّن',
    'recipeForm.ingredient.remove': 'إزالة المكوّن {number, number}',
    'recipeForm.step.label': 'الخطوة {number, number}',
    'recipeForm.step.add': 'إضافة خطوة',
    'recipeForm.step.remove': 'إزالة الخطوة {number, number}',
    'recipeForm.step.moveUp': 'نقل الخطوة {number, number} إلى الأعلى',
    'recipeForm.step.moveDown': 'نقل الخطوة {number, number} إلى الأسفل',

    'recipeForm.error.min': 'يجب ألا تقل القيمة عن {min, number}',
    'recipeForm.error.max': 'يجب ألا تزيد القيمة على {max, number}',
    'recipeForm.error.wholeNumber': 'استخدم عددًا صحيحًا',
    'recipeForm.error.tooLong': 'استخدم {max, number} حرفًا على الأكثر',
    'recipeForm.error.onlyEnglish': 'استخدم الإنجليزية فقط',
    'recipeForm.error.onlyArabic': 'استخدم العربية فقط',
    'recipeForm.error.inField': '{field}: {message}',
    'recipeForm.error.unit': 'اختر وحدة من القائمة',

    'recipeForm.image.invalidType': 'يرجى رفع ملف صورة صالح',
    'recipeForm.image.tooLarge': 'يجب أن يكون حجم الصورة أقل من 2 ميغابايت',
    'recipeForm.image.uploadFailed': 'فشل رفع الصورة',

    'recipeForm.save': 'حفظ الوصفة',
    'recipeForm.saved': 'تم حفظ الوصفة بنجاح',
    'recipeForm.status.unsaved': 'لديك تغييرات غير محفوظة',
    'recipeForm.status.noChanges': 'لا توجد تغييرات غير محفوظة',
    'recipeForm.status.uploading': 'بانتظار اكتمال رفع الصور…',

    'recipeForm.loading': 'جارٍ تحميل الوصفة…',
    'recipeForm.loadFailed': 'تعذّر تحميل الوصفة',
    'recipeForm.retry': 'إعادة المحاولة',
    'recipeForm.notOwner.title': 'يمكنك تعديل وصفاتك فقط',
    'recipeForm.notOwner.description': 'هذه الوصفة لطاهٍ آخر. ما زال بإمكانك عرضها أو حفظها أو طهيها.',
    'recipeForm.backToRecipe': 'العودة إلى الوصفة',

    'recipeForm.leave.title': 'المغادرة دون حفظ؟',
    'recipeForm.leave.description': 'لم تُحفظ تغييراتك على هذه الوصفة وستضيع.',
    'recipeForm.leave.stay': 'البقاء',
    'recipeForm.leave.confirm': 'المغادرة',
  },
})
