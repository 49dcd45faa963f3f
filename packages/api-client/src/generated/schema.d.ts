/**
 * Generated from openapi/openapi.yaml by `pnpm generate:api` (openapi-typescript). Do not edit.
 */

export interface paths {
  '/user/login': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Sign in with email and password
     * @description The spec does not show the login payload; we chose `{ email, password }` (the form's "Remember me"
     *     has no effect and is not sent). On success the server sets the `sufra_session` cookie and answers
     *     with the signed-in user. Wrong email or password is a 401 with one sentence for both cases.
     */
    post: operations['loginUser']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/signup': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Create an account with email and password
     * @description The spec does not show the exact payload; we chose the signup form's fields
     *     `{ firstName, lastName, email, password, confirmPassword }` plus an optional `language`.
     *     `confirmPassword` must equal `password` (400 'Passwords do not match'). The password must pass the
     *     password rule (see `Password`): otherwise a 400 whose `message` says what is wrong and what to do and
     *     whose `errMessage` is `password: <problem>` (`personal`, `common`, `pattern` or `guessable`); nothing
     *     is stored. The names are stored in both
     *     `en` and `ar` until the user edits them. A taken email is a 400. The new account is signed in at once
     *     (the session cookie is set) because the next sign-up steps (`user-personal-data`, `user-other-data`)
     *     need a session. `status` starts `unverified`; it becomes `verified` once the user proves the address
     *     (a password reset through the emailed code, or a Google account with a verified email).
     */
    post: operations['signupUser']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/profile': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The signed-in user */
    get: operations['getCurrentUser']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/logout': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Sign out
     * @description Ends the session and clears the cookie. Signing out without a session is also a 200.
     */
    post: operations['logoutUser']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/auth/google': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Start a Google sign-in (browser redirect)
     * @description Redirects the browser to Google's consent screen (OpenID Connect with PKCE, `state` and `nonce`, kept in
     *     a short-lived HTTP-only cookie). The spec does not show how the app returns to the page the user came
     *     from; we chose an optional `returnTo` path (same site only), default `/`. When the server has no Google
     *     client configured it redirects to `returnTo` with `authError=google-unavailable`.
     */
    get: operations['startGoogleSignIn']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/auth/options': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Which ways of signing in this server offers
     * @description The spec does not show it; the auth modal asks so that Continue with Google can explain that it is
     *     unavailable when the server has no Google client configured.
     */
    get: operations['getAuthOptions']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/auth/google/callback': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Google sign-in callback (browser redirect)
     * @description Google redirects here. The server checks `state`, `nonce` and the PKCE verifier, exchanges `code`, and
     *     signs in the account linked to the provider's subject, or creates one (`status` verified when Google
     *     says the email is verified). A provider email that is not verified never links to an existing
     *     password account. It then redirects to the `returnTo` path; on failure to `returnTo` with
     *     `authError=google`.
     */
    get: operations['finishGoogleSignIn']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/otp': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Email a one-time password-reset code
     * @description Sends a 6-digit code valid for 10 minutes. To avoid telling who has an account, the answer is 200
     *     'OTP sent successfully' whether or not the email is registered.
     */
    post: operations['sendOtp']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/otp-verify': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Check a one-time code
     * @description A correct, unexpired code marks the email as allowed to set a new password for the next 10 minutes
     *     (the spec's reset call carries only `{ email, password }`). Five wrong tries void the code.
     */
    post: operations['verifyOtp']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/reset-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Set a new password after a verified code
     * @description Allowed only within 10 minutes of a successful `otp-verify` for the same email (otherwise 400).
     *     Ends every other session of the account. Once the code is verified, the new password must pass the
     *     password rule (see `Password`), judged with the account's email and names: otherwise a 400 with
     *     `errMessage` `password: <problem>`, the password unchanged and the code still usable.
     */
    post: operations['resetPassword']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/user-personal-data': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Save date of birth and gender (sign-up step) */
    post: operations['savePersonalData']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/user-other-data': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Save height, weight and activity level (sign-up step)
     * @description The spec does not show numeric bounds; we chose height 50–272 cm and weight 2–650 kg. The answer carries
     *     the recomputed daily goals (calorieGoal, proteinGoal, carbGoal, fatGoal, sugarGoal).
     */
    post: operations['saveOtherData']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/update': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update the signed-in user's profile (multipart)
     * @description The spec reports the method as PUT or POST; we chose PUT. Multipart text fields are coerced to the
     *     types below. Fields left out keep their value. `profilePicture` (an image file, at most 2 MB, else
     *     413) replaces the avatar. A changed email sets `status` to unverified and sends a verification
     *     email. A taken username or email is a 400.
     */
    put: operations['updateUser']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/feedback': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Send feedback to the team
     * @description The spec's form only logs its values; we chose to deliver the feedback by email to the team and keep a
     *     copy. Sign-in required (the form lives under settings).
     */
    post: operations['sendFeedback']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/units': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Choose metric or US units for amounts
     * @description The person's choice of units for recipe and shopping-list amounts (the spec has no such setting; we
     *     added it). Kept in `CurrentUser.units`; a new account starts with `metric`.
     */
    put: operations['setUnitSystem']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/delete': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Delete the signed-in user's account
     * @description The spec's form only logs its reason; we chose to really delete. `password` is required for accounts
     *     that have one (403 when wrong, rate limited like sign-in); accounts without a password (Google-only)
     *     must have signed in within the last 10 minutes (403 otherwise). The user's recipes, comments, likes,
     *     follows, lists, plans and uploaded images are removed and the session ends; the reason is kept for
     *     the team.
     */
    delete: operations['deleteAccount']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/export': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Download my data
     * @description Everything the signed-in person has put into Sufra, as one JSON file to keep: their profile (with the
     *     private fields, never a password or a session), their recipes as schema.org Recipe JSON-LD with their
     *     pictures' absolute addresses, their comments, likes, saved recipes and follows, their shopping lists
     *     and meal plans. Private (`Cache-Control: private, no-store`); the file name is in
     *     Content-Disposition.
     */
    get: operations['exportMyData']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/get-all': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * All creators
     * @description Every user, newest first; the signed-in user (when a session cookie is sent) is left out.
     */
    get: operations['listUsers']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/top-creators': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Creators with the most followers
     * @description At most 10 creators, most followers first, then most recipes.
     */
    get: operations['listTopCreators']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/profile/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A creator's public profile */
    get: operations['getUserProfile']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/recipes/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * A creator's recipes
     * @description Every recipe the user created or imported, newest first.
     */
    get: operations['listUserRecipes']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/follow/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Follow a user
     * @description Following someone already followed is a 200 with no change. Following yourself is a 400.
     */
    post: operations['followUser']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/follow/{id}/unfollow': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Stop following a user
     * @description Unfollowing someone not followed is a 200 with no change.
     */
    post: operations['unfollowUser']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/category/popular': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Categories with the most recipes
     * @description At most 20 entries, most recipes first; `_id` is the category name and `count` its recipe count.
     */
    get: operations['listPopularCategories']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/ingredient/popular': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Ingredients used in the most recipes
     * @description At most 20 entries, most recipes first; `_id` is the ingredient name and `count` its recipe count.
     */
    get: operations['listPopularIngredients']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/category': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Categories, one page */
    get: operations['listCategories']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/ingredient': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Ingredients, one page */
    get: operations['listIngredients']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/ingredient/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Ingredient detail
     * @description Nutrition per 100 g (entries above 0), portion weights and 8 recipes that use it.
     */
    get: operations['getIngredient']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipe/search/query': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Recipes of a category or containing an ingredient
     * @description `category` is a category slug (e.g. `side-dish`) and `ingredient` an ingredient slug or key
     *     (e.g. `olive-oil`); with both, recipes must match both; with neither, all recipes. Newest first.
     *     The answer names the category and the ingredient it was asked for (the pages' headings); a slug
     *     that names none is a 404 with a sentence.
     */
    get: operations['searchRecipesByTaxonomy']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/search/query': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Full search with filters
     * @description `ingredients`, `categories`, `cuisines`, `diets` and `healthLabels` are each a JSON list of strings
     *     (e.g. `["garlic","egg"]`); entries match a key or slug, or an English or Arabic name. `cookTime` is
     *     the spec's bucket in minutes: 30, 60 and 120 mean "at most", 121 means "over 2 hours".
     *     The keyword is matched in English and Arabic at once: Arabic spelling variants (hamza and alef
     *     forms, alef maqsura, taa marbuta, tatweel, diacritics, the article, Eastern Arabic digits) are
     *     folded on both sides, English words are stemmed, words within one or two letters of a known word
     *     are corrected, and ingredients are found by either language's name. `%` and `_` are literal.
     *     Titles rank above ingredients, ingredients above descriptions; popularity breaks ties.
     *     Filters combine as a cook expects: any of the chosen categories, cuisines, diet and health labels
     *     within each group, all of the chosen ingredients, and the cooking time.
     *     `mainRecipe` holds the best `limit` recipes meeting every criterion (filled on page 1 only);
     *     `similarRecipes` holds, page by page, the rest: further full matches, then recipes meeting some
     *     criteria, then recipes sharing ingredients, category or cuisine with the main ones, never
     *     repeating one. `pagination.total` counts the recipes meeting every criterion;
     *     `pagination.totalPages` counts pages of `similarRecipes`. `applied` names the list filters.
     *     Each tier is bounded so a page costs the same at any size: with criteria, full matches are
     *     counted and listed up to 500 (a `total` of 500 means at least 500), partial matches up to 300,
     *     related recipes up to 60; without criteria every recipe is counted and listed.
     */
    get: operations['searchRecipes']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/query': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Filter options for the search page */
    get: operations['getFilterOptions']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipe/random': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Random recipes for the feed
     * @description A shuffled order that stays the same for a day and a visitor, so successive `skip` values never repeat a
     *     recipe. The feed stops when fewer than `limit` come back.
     */
    get: operations['listRandomRecipes']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipe/popular': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Most liked recipes (carousel)
     * @description At most 10 recipes, most likes first.
     */
    get: operations['listPopularRecipes']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipe': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Recipes, newest first, one page
     * @description The explore grid asks for 30 per page, the planner slider for 15. An empty page ends the list.
     */
    get: operations['listRecipes']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipe/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Recipe detail
     * @description The same answer for everyone, signed in or not, so a shared cache or CDN may keep it (`public, no-cache`:
     *     revalidated with its ETag before each use, so a like, an edit or a new comment shows on the next read).
     *     The viewer's own flags are `GET /recipe-user/state/{id}`; `likedByMe` and `savedByMe` here are always false.
     */
    get: operations['getRecipe']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipe-user/state/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The signed-in user's own state on a recipe
     * @description Whether the signed-in user likes and has saved the recipe: the part of the recipe page that depends on who
     *     asks, kept out of the shared recipe detail (`GET /recipe/{id}`) so that one stays cacheable. Following the
     *     creator is the current user's `following` list. Kept by no cache.
     */
    get: operations['getRecipeViewerState']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipe-user': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The signed-in user's saved recipes
     * @description Most recently saved first (also the planner's saved-recipes tab, embedded too).
     */
    get: operations['listSavedRecipes']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/like': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The signed-in user's liked recipes
     * @description Most recently liked first.
     */
    get: operations['listLikedRecipes']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/like/{recipeId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Like or unlike a recipe (toggle) */
    post: operations['toggleRecipeLike']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipe-user/save/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Save a recipe
     * @description Saving a recipe already saved is a 200 with no change.
     */
    post: operations['saveRecipe']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipe-user/unsave/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Remove a recipe from the saved ones
     * @description Unsaving a recipe not saved is a 200 with no change.
     */
    post: operations['unsaveRecipe']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipe/delete/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Delete one of your recipes
     * @description The spec does not show the delete answer; we chose `data: { _id }`. Only the recipe's creator may
     *     delete it (403). Its comments, likes, saves and uploaded images go with it; meal-plan slots that held
     *     it become empty.
     */
    delete: operations['deleteRecipe']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipe/pdf': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * A recipe as a PDF file
     * @description The spec sends `recipe` and `recipeLang`; we chose `recipe` to be the recipe id (the server loads the
     *     recipe itself rather than printing text sent by the browser). `servings` optionally scales the
     *     amounts. The file name is in Content-Disposition.
     */
    post: operations['downloadRecipePdf']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipe/import': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Import a recipe from a web page
     * @description Reads the page's recipe structured data (schema.org Recipe), parses each ingredient line into amount,
     *     unit and a catalogue ingredient, and saves the recipe for the signed-in user with
     *     `metadata.imported: true`. A page without a readable recipe is a 400.
     */
    post: operations['importRecipe']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipe/custom': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Create a recipe (multipart)
     * @description The spec accepts 200 or 201; we answer 200. Multipart text fields are coerced to the types below; the
     *     JSON fields are parsed and checked by the server. Images are uploaded beforehand with `image/upload`;
     *     `toDeleteImages` keys are removed after a successful save. A failed check is a 400 whose `errMessage`
     *     names the field and position, e.g. `ingredients[2]: ...`, `instructions[0]: ...`, `description: ...`.
     *     Title, description, ingredient names and steps must be in the `lang` language only.
     */
    post: operations['createRecipe']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipe/edit/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Edit one of your recipes (multipart)
     * @description The spec does not show the method; we chose PUT. Same payload and checks as `recipe/custom`; only the
     *     recipe's creator may edit it (403).
     */
    put: operations['updateRecipe']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/list/create': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Create a shopping list from ingredients
     * @description `list` holds catalogue ingredient ids; `recipeId` is the recipe they came from, if any. With a recipe, each
     *     chosen ingredient comes with the recipe's amounts (scaled by `servings / recipe.servings`), the lines of
     *     one ingredient merged (converted where they can be) and the item remembering the recipe.
     */
    post: operations['createShoppingList']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/list': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The signed-in user's shopping lists
     * @description Newest first, each with its counts of items and of checked items.
     */
    get: operations['listShoppingLists']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/list/all-lists': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Every list of the signed-in user as one merged list (the sidebar's All Lists)
     * @description Items of the same catalogue ingredient (or the same free-text name, ignoring case) across all lists are
     *     one row, their amounts merged; `itemIds` are the items behind a row and `checked` is true when all of
     *     them are. Empty when the person has no list.
     */
    get: operations['getAllShoppingLists']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/list/check': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Check or uncheck several items at once (All Lists)
     * @description Every item must be one of the person's (else 404 and nothing is changed). Unknown ids are a 404 too.
     */
    post: operations['checkShoppingListItems']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/list/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * One of your shopping lists
     * @description Unchecked items first in their order, checked items after. Another user's list is a 404 (its existence
     *     is not revealed).
     */
    get: operations['getShoppingList']
    put?: never
    post?: never
    /** Delete one of your shopping lists with its items */
    delete: operations['deleteShoppingList']
    options?: never
    head?: never
    /**
     * Rename one of your shopping lists
     * @description Both sides empty give the fallback name `Shopping List` / `قائمة التسوق`.
     */
    patch: operations['renameShoppingList']
    trace?: never
  }
  '/list/{id}/items': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Add a recipe's ingredients, or a typed item, to one of your lists
     * @description Either a recipe's ingredients (`list`: the catalogue ingredient ids to take; absent = every catalogued
     *     ingredient of the recipe; amounts scaled by `servings / recipe.servings`), or one typed line (`text`),
     *     read like an ingredient line in `lang` (`2 cups flour`, `٢ كوب طحين`), tied to the catalogue when its
     *     name is known, else a free-text item named as typed. What is added merges into an item of the same
     *     catalogue ingredient (or the same free-text name, ignoring case): amounts are added, converting units
     *     where they can (mass and volume always, volume and mass through the ingredient's portions); amounts
     *     that cannot be converted stay as lines of their own. Items remember the recipes they came from.
     */
    post: operations['addShoppingListItems']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/list/{id}/items/{itemId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Remove an item from one of your lists */
    delete: operations['deleteShoppingListItem']
    options?: never
    head?: never
    /**
     * Check, rename or change the amounts of an item
     * @description `name` renames the item: it becomes a free-text item (no longer tied to the catalogue) with that name on
     *     both sides. `quantities` replaces its amount lines ([] = no amount).
     */
    patch: operations['updateShoppingListItem']
    trace?: never
  }
  '/list/{id}/clear-checked': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Remove every checked item of one of your lists */
    post: operations['clearCheckedShoppingListItems']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/list/pdf': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * A shopping list as a PDF file
     * @description The spec sends `list` and `lang`; we chose `list` to be a list id, or `all-lists` for every list of
     *     the user (the sidebar's All Lists entry). `units` (default: the person's `units`) writes the amounts
     *     in metric or US units. Another person's or an unknown list is a 404. The file name is in
     *     Content-Disposition.
     */
    post: operations['downloadShoppingListPdf']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/meal-planner/{date}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The signed-in user's plan for a day
     * @description A day without a plan is a 404 (the spec reads 404 as "no plan"). Only the signed-in person's own plans
     *     are ever read. A planned recipe deleted since is a null slot.
     */
    get: operations['getMealPlan']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/meal-planner/week': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Plans of a week (Saturday to Friday)
     * @description The spec does not show how a week is chosen; we chose an optional `date` (default today in the person's
     *     stored time zone, else UTC) whose Saturday-to-Friday week is returned. Only days that have a plan are
     *     listed, by date, each with its recipes' summaries (nutrition per serving; the client adds up a day).
     *     A planned recipe deleted since is a null slot.
     */
    get: operations['getWeekMealPlans']
    put?: never
    /**
     * Replace the plans of several days of one week at once
     * @description The whole-week edit: every day in `days` (1 to 7, all in one Saturday-to-Friday week, no date twice) is
     *     replaced as `saveMealPlan` replaces one day, in one transaction: all days are written or none. Any
     *     expired day (see `saveMealPlan`) is a 403 'This day is expired and cannot be updated' and nothing is
     *     written; the client sends only the week's days that are not expired. Unknown recipe ids are a 400
     *     naming the position (`days[1].mealPlan.Lunch[2]`). Answers the saved days, by date.
     */
    post: operations['saveWeekMealPlans']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/meal-planner/month': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Plans of a calendar month
     * @description The spec does not show how a month is chosen; we chose an optional `date` (default today in the
     *     person's stored time zone, else UTC) whose calendar month is returned. Only days that have a plan are
     *     listed, by date, with their recipes' summaries as in `getWeekMealPlans`.
     */
    get: operations['getMonthMealPlans']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/meal-planner/create': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Create or replace the plan of a day
     * @description Replaces the whole plan of `date`. `mealPlan` maps meal-time names (stored as given: the defaults by
     *     their English key `Breakfast`, `Lunch`, `Snacks`, `Dinner`, a person's own names as typed) to slots,
     *     each a recipe id or null; each row keeps one trailing empty slot (added when missing, extra trailing
     *     ones trimmed).
     *
     *     Expired days: a valid `timeZone` (IANA name) is stored on the account. A day is expired when it is
     *     before today in the stored time zone AND before today in the `timeZone` sent (so a day that is
     *     already today where the person is is never refused by mistake); with no zone known, today at UTC-12
     *     (the earliest date anywhere) is used. Saving an expired day is a 403
     *     'This day is expired and cannot be updated' and nothing is written.
     *
     *     Unknown recipe ids are a 400 whose `errMessage` names the position (`mealPlan.Lunch[2]: unknown
     *     recipe`). Answers 200 with the server's sentence in `message` and the saved day.
     */
    post: operations['saveMealPlan']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/meal-planner/delete/{date}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Delete the plan of a day
     * @description An expired day (as in `saveMealPlan`, with the stored time zone and the optional `timeZone` query) is a
     *     403 'Expired plans cannot be deleted' and nothing is deleted. A day without a plan is a 404.
     */
    delete: operations['deleteMealPlan']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/comment/{recipeId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Comments of a recipe
     * @description Top-level comments newest first, each with its replies nested (oldest first).
     */
    get: operations['listComments']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/comment/create': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Comment on a recipe or reply to a comment
     * @description `content` is the text as written; it is stored in both `content.en` and `content.ar` (no machine
     *     translation). `parentId` must be a comment of the same recipe (400 otherwise; 404 when it no longer
     *     exists). Surrounding whitespace is trimmed. At most 30 comments in 10 minutes per account and per IP
     *     address (429).
     */
    post: operations['createComment']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/comment/edit/{commentId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Edit your comment
     * @description Only the comment's author may edit it (403).
     */
    put: operations['editComment']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/comment/delete/{commentId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Delete your comment and its replies
     * @description The spec sends `{ recipeId }` in the body; it must match the comment's recipe (400 otherwise). Only the
     *     comment's author may delete it (403 otherwise). The answer lists every removed id.
     */
    delete: operations['deleteComment']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/comment/like/{commentId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Like or unlike a comment (toggle) */
    post: operations['toggleCommentLike']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/image/upload': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Upload an image
     * @description One file in the multipart field `image`: JPEG, PNG, WebP, GIF or AVIF, at most 2 MB (413 otherwise; a
     *     file that is not an image is a 400). The server stores it as WebP and answers with its `url` and `key`.
     *     The spec does not show the status; we chose 200.
     */
    post: operations['uploadImage']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/image/{key}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Remove an uploaded image
     * @description The spec does not show the image-removal call; we chose `DELETE /image/{key}`. Only the user who uploaded
     *     the image may remove it (403); removing an unknown key is a 404; a picture a recipe still shows is a 400
     *     (recipe forms send removed keys in `toDeleteImages` instead).
     */
    delete: operations['deleteImage']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/embed/recipe-card/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * A recipe card rendered for a partner page
     * @description The recipe card's HTML (server-rendered, to be hydrated by the widget) and the CSS that HTML needs, with the
     *     card's data. The same answer for everyone (`public, no-cache`, `Access-Control-Allow-Origin: *`). 503 when
     *     the embed widgets are not built on this server.
     */
    get: operations['getEmbedRecipeCard']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/embed/recipe/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * A full recipe rendered for a partner page
     * @description The recipe's HTML and CSS (as for the card), the recipe detail, and its schema.org Recipe JSON-LD with `url`
     *     the recipe on Sufra (the widget points it at the partner page and credits Sufra). `servings` scales the
     *     ingredient amounts shown (default: the recipe's own). Public, like the card; 503 when not built.
     */
    get: operations['getEmbedRecipe']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/embed/session': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Sign the current user in on a partner site
     * @description Called by Sufra's sign-in popup (on Sufra's own origin, with the cookie session): makes a token for the
     *     partner `origin`, which must be one of the server's `EMBED_ORIGINS` or Sufra's own (403 otherwise). The
     *     token lasts 30 days (and ends after 7 unused, like a cookie session); it works only as `Authorization:
     *     Bearer` from that origin, on `x-embed` operations.
     */
    post: operations['createEmbedSession']
    /**
     * Sign out of Sufra on a partner site
     * @description Ends the embed session of the request's bearer token. Without a valid token it is also a 200.
     */
    delete: operations['deleteEmbedSession']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: {
    Error: {
      statusCode: number
      /** @description A clear sentence for a person; never a stack trace, SQL or internal path. */
      message: string
      /** @description Which field failed and why, e.g. `ingredients[2]: unknown unit`. */
      errMessage?: string
    }
    /** Format: uuid */
    Uuid: string
    /** Format: date */
    IsoDate: string
    Slug: string
    ImageKey: string
    /** @description A JSON list of strings, e.g. `["garlic","egg"]`. */
    JsonListParam: string
    LocalizedText: {
      en: string
      ar: string
    }
    Image: {
      /** @description Public URL; `default.webp` means no picture (avatars). */
      url: string
      /** @description Storage key, used to remove the image. */
      key: string
    }
    /** @enum {string} */
    UserStatus: 'verified' | 'unverified'
    /** @enum {string} */
    Gender: 'male' | 'female'
    /** @enum {string} */
    ActivityLevel: 'sedentary' | 'light' | 'moderate' | 'active' | 'very active'
    /** @enum {string} */
    Language: 'english' | 'arabic' | 'spanish'
    /** @enum {string} */
    ContentLang: 'en' | 'ar'
    TaxonomyTerm: {
      _id: components['schemas']['Uuid']
      /** @description Stable key, e.g. `levantine`, `gluten-free`. */
      key: string
      name: components['schemas']['LocalizedText']
    }
    UserSummary: {
      _id: components['schemas']['Uuid']
      firstName: components['schemas']['LocalizedText']
      lastName: components['schemas']['LocalizedText']
      username: string
      image: components['schemas']['Image']
      status: components['schemas']['UserStatus']
    }
    PublicUser: {
      _id: components['schemas']['Uuid']
      firstName: components['schemas']['LocalizedText']
      lastName: components['schemas']['LocalizedText']
      username: string
      image: components['schemas']['Image']
      status: components['schemas']['UserStatus']
      bio: components['schemas']['LocalizedText']
      /** @description Ids of the users following this user. */
      follower: components['schemas']['Uuid'][]
      /** @description Ids of the users this user follows. */
      following: components['schemas']['Uuid'][]
      recipesCount: number
      youtubeURL: string | null
      instagramURL: string | null
      facebookURL: string | null
      tiktokURL: string | null
      /** Format: date-time */
      createdAt: string
    }
    /** @description The signed-in user, with private fields. Unset values are null. */
    CurrentUser: {
      _id: components['schemas']['Uuid']
      firstName: components['schemas']['LocalizedText']
      lastName: components['schemas']['LocalizedText']
      username: string
      image: components['schemas']['Image']
      status: components['schemas']['UserStatus']
      bio: components['schemas']['LocalizedText']
      follower: components['schemas']['Uuid'][]
      following: components['schemas']['Uuid'][]
      recipesCount: number
      youtubeURL: string | null
      instagramURL: string | null
      facebookURL: string | null
      tiktokURL: string | null
      /** Format: date-time */
      createdAt: string
      /** Format: email */
      email: string
      /** Format: date */
      dob: string | null
      /** @enum {string|null} */
      gender: 'male' | 'female' | null
      language: components['schemas']['Language']
      /** @enum {string|null} */
      activityLevel: 'sedentary' | 'light' | 'moderate' | 'active' | 'very active' | null
      /** @description Centimetres. */
      height: number | null
      /** @description Kilograms. */
      weight: number | null
      /** @description Daily kcal. */
      calorieGoal: number | null
      /** @description Daily grams. */
      proteinGoal: number | null
      /** @description Daily grams. */
      carbGoal: number | null
      /** @description Daily grams. */
      fatGoal: number | null
      /** @description Daily grams. */
      sugarGoal: number | null
      savedRecipes: components['schemas']['Uuid'][]
      /** @description False for Google-only accounts (no password to confirm deletion with). */
      hasPassword?: boolean
      units: components['schemas']['UnitSystem']
    }
    CreatorSummary: {
      _id: components['schemas']['Uuid']
      firstName: components['schemas']['LocalizedText']
      lastName: components['schemas']['LocalizedText']
      username: string
      image: components['schemas']['Image']
      status: components['schemas']['UserStatus']
      bio: components['schemas']['LocalizedText']
      /** @description Ids of the users following this creator. */
      follower: components['schemas']['Uuid'][]
      followersCount: number
      recipesCount: number
    }
    FollowState: {
      userId: components['schemas']['Uuid']
      /** @description Whether the signed-in user now follows `userId`. */
      following: boolean
      /** @description Ids of the users following `userId` after the call. */
      follower: components['schemas']['Uuid'][]
      followersCount: number
    }
    Nutrient: {
      name: components['schemas']['LocalizedText']
      amount: number
      unit: components['schemas']['LocalizedText']
      /** @description USDA nutrient number. */
      nutrientId: number
    }
    RecipeNutrition: {
      servings: number
      /** @constant */
      perServing: true
      nutrients: components['schemas']['Nutrient'][]
    }
    IngredientRef: {
      _id: components['schemas']['Uuid']
      slug: string
      image: components['schemas']['Image'] | null
    }
    RecipeIngredient: {
      amount: number
      unit: components['schemas']['LocalizedText']
      /** @description Id from the units catalogue, e.g. `g`, `tbsp`, `clove`. */
      unitId: string
      nameClean: components['schemas']['LocalizedText']
      ingrText?: components['schemas']['LocalizedText'] | null
      /** @description Weight in grams used for nutrition; null when unknown. */
      grams: number | null
      /** @description The catalogue ingredient; null when the line matched none. */
      details: components['schemas']['IngredientRef'] | null
    }
    Instruction: {
      step: components['schemas']['LocalizedText']
      image: components['schemas']['Image'] | null
    }
    RecipeMetadata: {
      imported: boolean
      site: string | null
      originalUrl: string | null
    }
    /** @description A recipe card. */
    RecipeSummary: {
      _id: components['schemas']['Uuid']
      title: components['schemas']['LocalizedText']
      description: components['schemas']['LocalizedText']
      thumbnail: components['schemas']['Image'] | null
      videoUrl: string | null
      /** @description Minutes. */
      time: number
      servings: number
      ingredientsCount: number
      likesCount: number
      /** @description False when signed out. */
      likedByMe: boolean
      /** @description False when signed out. */
      savedByMe: boolean
      /** @description The creator; null only if the account is gone. */
      createdBy: components['schemas']['UserSummary'] | null
      /** Format: date-time */
      createdAt: string
      metadata: components['schemas']['RecipeMetadata']
      category: components['schemas']['TaxonomyTerm'][]
      cuisine: components['schemas']['TaxonomyTerm'][]
    }
    /** @description A recipe in full. */
    Recipe: {
      _id: components['schemas']['Uuid']
      title: components['schemas']['LocalizedText']
      description: components['schemas']['LocalizedText']
      thumbnail: components['schemas']['Image'] | null
      videoUrl: string | null
      /** @description Minutes. */
      time: number
      servings: number
      ingredientsCount: number
      likesCount: number
      /**
       * @deprecated
       * @description Always false in `GET /recipe/{id}` (the same answer for everyone); the viewer's flag is
       *     `GET /recipe-user/state/{id}`. The answers to create, edit and import give the writer's own.
       */
      likedByMe: boolean
      /**
       * @deprecated
       * @description As `likedByMe`.
       */
      savedByMe: boolean
      createdBy: components['schemas']['UserSummary'] | null
      /** Format: date-time */
      createdAt: string
      metadata: components['schemas']['RecipeMetadata']
      category: components['schemas']['TaxonomyTerm'][]
      cuisine: components['schemas']['TaxonomyTerm'][]
      otherImages: components['schemas']['Image'][]
      ingredients: components['schemas']['RecipeIngredient'][]
      instructions: components['schemas']['Instruction'][]
      nutrition: components['schemas']['RecipeNutrition']
      dietLabels: components['schemas']['TaxonomyTerm'][]
      healthLabels: components['schemas']['TaxonomyTerm'][]
      commentsCount: number
      lang: components['schemas']['ContentLang']
    }
    RecipePage: {
      recipes: components['schemas']['RecipeSummary'][]
      total: number
      /** @description The category asked for (`category`), when the query names one. */
      category?: components['schemas']['Category']
      /** @description The ingredient asked for (`ingredient`), when the query names one. */
      ingredient?: components['schemas']['IngredientSummary']
    }
    LikeState: {
      recipeId: components['schemas']['Uuid']
      liked: boolean
      likesCount: number
    }
    RecipeViewerState: {
      recipeId: components['schemas']['Uuid']
      likedByMe: boolean
      savedByMe: boolean
    }
    SaveState: {
      recipeId: components['schemas']['Uuid']
      saved: boolean
      /** @description The signed-in user's saved recipe ids after the call. */
      savedRecipes: components['schemas']['Uuid'][]
    }
    Deleted: {
      _id: components['schemas']['Uuid']
    }
    Popular: {
      _id: components['schemas']['LocalizedText']
      count: number
      /** @description The category or ingredient slug, for links. */
      slug?: string
      image?: components['schemas']['Image'] | null
    }
    Category: {
      _id: components['schemas']['Uuid']
      /** @description English name lowercased with hyphens, e.g. `side-dish`. */
      slug: string
      name: components['schemas']['LocalizedText']
      image: components['schemas']['Image'] | null
    }
    CategoryPage: {
      categories: components['schemas']['Category'][]
      total: number
    }
    IngredientSummary: {
      _id: components['schemas']['Uuid']
      /** @description The catalogue key, e.g. `olive-oil`. */
      slug: string
      name: components['schemas']['LocalizedText']
      image: components['schemas']['Image'] | null
      /** @description Food group, e.g. `vegetables`. */
      group: string
    }
    IngredientPage: {
      ingredients: components['schemas']['IngredientSummary'][]
      total: number
    }
    IngredientNutrient: {
      /** @description USDA nutrient number. */
      nutrientId: number
      /** @description English nutrient name. */
      nutrientName: string
      name?: components['schemas']['LocalizedText']
      /** @description Amount per 100 g. */
      value: number
      /** @description e.g. `g`, `mg`, `kcal`. */
      unitName: string
    }
    IngredientPortion: {
      amount: number
      /** @description Unit id from the units catalogue. */
      unit: string
      grams: number
    }
    IngredientDetail: {
      _id: components['schemas']['Uuid']
      slug: string
      name: components['schemas']['LocalizedText']
      image: components['schemas']['Image'] | null
      group: string
      /** @description Per 100 g; only entries above 0. */
      nutrition: components['schemas']['IngredientNutrient'][]
      portions: components['schemas']['IngredientPortion'][]
      recipes: components['schemas']['RecipeSummary'][]
    }
    FilterOptions: {
      cuisines: components['schemas']['TaxonomyTerm'][]
      dietLabels: components['schemas']['TaxonomyTerm'][]
      healthLabels: components['schemas']['TaxonomyTerm'][]
    }
    Pagination: {
      page: number
      limit: number
      totalPages: number
      total: number
    }
    SearchResult: {
      mainRecipe: components['schemas']['RecipeSummary'][]
      similarRecipes: components['schemas']['RecipeSummary'][]
      pagination: components['schemas']['Pagination']
      applied: components['schemas']['AppliedSearchFilters']
    }
    /**
     * @description The list filters of the search as the server understood them, in the order given, each with its
     *     name in both languages (null when the value names no catalogue entry), so the page can show chips
     *     for a shared link without loading every list.
     */
    AppliedSearchFilters: {
      ingredients: components['schemas']['AppliedSearchFilter'][]
      categories: components['schemas']['AppliedSearchFilter'][]
      cuisines: components['schemas']['AppliedSearchFilter'][]
      diets: components['schemas']['AppliedSearchFilter'][]
      healthLabels: components['schemas']['AppliedSearchFilter'][]
    }
    AppliedSearchFilter: {
      /** @description The entry as the request gave it (a slug, key or name). */
      value: string
      name: components['schemas']['LocalizedText'] | null
    }
    Comment: {
      _id: components['schemas']['Uuid']
      recipeId: components['schemas']['Uuid']
      user: components['schemas']['UserSummary']
      content: components['schemas']['LocalizedText']
      /** @description Ids of the users who like the comment. */
      likes: components['schemas']['Uuid'][]
      /** Format: uuid */
      parent: string | null
      replies: components['schemas']['Comment'][]
      /** Format: date-time */
      createdAt: string
      /** Format: date-time */
      updatedAt: string
    }
    CommentLikes: {
      _id: components['schemas']['Uuid']
      likes: components['schemas']['Uuid'][]
    }
    CommentsDeleted: {
      /** @description Ids of the comment and every reply under it. */
      deleted: components['schemas']['Uuid'][]
    }
    /**
     * @description Amounts in metric (g, kg, ml, l) or US units (oz, lb, cups, quarts); count units are kept.
     * @enum {string}
     */
    UnitSystem: 'metric' | 'us'
    /**
     * @description Where an item is found in a shop, from the catalogue ingredient's food group (`other` for free text).
     * @enum {string}
     */
    Aisle:
      | 'produce'
      | 'dairy'
      | 'meat'
      | 'seafood'
      | 'bakery'
      | 'grains'
      | 'pantry'
      | 'spices'
      | 'oils'
      | 'frozen'
      | 'drinks'
      | 'other'
    /** @description One amount line. `amount` null means "some" (no number, e.g. salt to taste); `unit` '' means no unit (3 eggs). */
    ShoppingListQuantity: {
      amount: number | null
      /** @description A unit id of the units catalogue (`g`, `cup`, `tbsp`, `clove`, ...), or ''. */
      unit: string
    }
    ShoppingListRecipeRef: {
      _id: components['schemas']['Uuid']
      title: components['schemas']['LocalizedText']
    }
    ShoppingListItem: {
      _id: components['schemas']['Uuid']
      /** @description The catalogue ingredient; null for a free-text item not in the catalogue. */
      ingredientId: components['schemas']['Uuid'] | null
      name: components['schemas']['LocalizedText']
      image: components['schemas']['Image'] | null
      aisle: components['schemas']['Aisle']
      /** @description The amount lines that could not be merged into one; [] = no amount. */
      quantities: components['schemas']['ShoppingListQuantity'][]
      /** @description The recipes the item came from. */
      recipes: components['schemas']['ShoppingListRecipeRef'][]
      checked: boolean
    }
    ShoppingList: {
      _id: components['schemas']['Uuid']
      listName: components['schemas']['LocalizedText']
      /** @description Unchecked items first in their order, then checked items in their order. */
      list: components['schemas']['ShoppingListItem'][]
      /**
       * Format: uuid
       * @description The recipe the list was created from, if any.
       */
      recipeId: string | null
      /** @description Every recipe the list's items came from, in the order first added. */
      recipes: components['schemas']['ShoppingListRecipeRef'][]
      itemCount: number
      checkedCount: number
      /** Format: date-time */
      createdAt: string
      /** Format: date-time */
      updatedAt: string
    }
    ShoppingListSummary: {
      _id: components['schemas']['Uuid']
      listName: components['schemas']['LocalizedText']
      itemCount: number
      checkedCount: number
      /** Format: date-time */
      createdAt: string
      /** Format: date-time */
      updatedAt: string
    }
    ShoppingListRef: {
      _id: components['schemas']['Uuid']
      listName: components['schemas']['LocalizedText']
    }
    /**
     * @description One row of All Lists: the items of every list with the same catalogue ingredient (or free-text name,
     *     ignoring case). `_id` is the first underlying item; `checked` is true when every underlying item is.
     */
    AllShoppingListsItem: {
      _id: components['schemas']['Uuid']
      ingredientId: components['schemas']['Uuid'] | null
      name: components['schemas']['LocalizedText']
      image: components['schemas']['Image'] | null
      aisle: components['schemas']['Aisle']
      quantities: components['schemas']['ShoppingListQuantity'][]
      recipes: components['schemas']['ShoppingListRecipeRef'][]
      checked: boolean
      /** @description The items merged into this row (check them all with POST /list/check). */
      itemIds: components['schemas']['Uuid'][]
      /** @description The lists holding those items, newest list first. */
      lists: components['schemas']['ShoppingListRef'][]
    }
    AllShoppingLists: {
      /** @description Unchecked rows first, then checked rows; within each, in the order first met (newest list first, then item order). */
      list: components['schemas']['AllShoppingListsItem'][]
      recipes: components['schemas']['ShoppingListRecipeRef'][]
      itemCount: number
      checkedCount: number
    }
    /** @description Meal-time name (e.g. Breakfast, Lunch, Snacks, Dinner or the user's own) to slots. */
    MealSlots: {
      [key: string]: (string | null)[]
    }
    /**
     * @description An IANA time-zone name from the browser (`Intl.DateTimeFormat().resolvedOptions().timeZone`), e.g.
     *     `Asia/Riyadh`. One the server does not know is ignored (not stored, not used).
     */
    TimeZone: string
    MealPlan: {
      date: components['schemas']['IsoDate']
      mealPlan: components['schemas']['MealSlots']
      timeZone?: components['schemas']['TimeZone']
    }
    /** @description Several days of one Saturday-to-Friday week, each replaced as by `saveMealPlan`. */
    MealPlanWeek: {
      days: components['schemas']['MealPlan'][]
      timeZone?: components['schemas']['TimeZone']
    }
    /** @description A planned recipe with the nutrition the planner adds up. */
    MealPlanRecipe: {
      _id: components['schemas']['Uuid']
      title: components['schemas']['LocalizedText']
      thumbnail: components['schemas']['Image'] | null
      time: number
      servings: number
      nutrition: components['schemas']['RecipeNutrition']
    }
    MealPlanDay: {
      _id: components['schemas']['Uuid']
      date: components['schemas']['IsoDate']
      /** @description Meal-time name to slots; an empty slot (or a deleted recipe) is null. */
      mealPlan: {
        [key: string]: (components['schemas']['MealPlanRecipe'] | null)[]
      }
    }
    /** @description A person's data as "Download my data" saves it. */
    DataExport: {
      /** @constant */
      format: 'sufra-data-export/1'
      /** Format: date-time */
      exportedAt: string
      profile: components['schemas']['CurrentUser']
      /**
       * @description The person's recipes, newest first, each as schema.org Recipe JSON-LD (in the person's language,
       *     `url` its page on Sufra, `image` absolute addresses of its pictures).
       */
      recipes: {
        [key: string]: unknown
      }[]
      /** @description The person's comments and replies, newest first. */
      comments: components['schemas']['DataExportComment'][]
      /** @description Recipes the person likes, newest first. */
      likes: components['schemas']['DataExportRecipeRef'][]
      /** @description Recipes the person saved, newest first. */
      savedRecipes: components['schemas']['DataExportRecipeRef'][]
      /** @description People the person follows, newest first. */
      following: components['schemas']['DataExportFollow'][]
      shoppingLists: components['schemas']['ShoppingList'][]
      /** @description Every planned day, in date order; slots hold recipe ids (null = empty). */
      mealPlans: components['schemas']['MealPlan'][]
    }
    DataExportComment: {
      _id: components['schemas']['Uuid']
      recipeId: components['schemas']['Uuid']
      recipeTitle: components['schemas']['LocalizedText']
      /** Format: uri */
      recipeUrl: string
      /**
       * Format: uuid
       * @description The comment this one replies to.
       */
      parent: string | null
      content: components['schemas']['LocalizedText']
      /** Format: date-time */
      createdAt: string
      /** Format: date-time */
      updatedAt: string
    }
    DataExportRecipeRef: {
      recipeId: components['schemas']['Uuid']
      title: components['schemas']['LocalizedText']
      /** Format: uri */
      url: string
      /**
       * Format: date-time
       * @description When the person liked or saved it.
       */
      createdAt: string
    }
    DataExportFollow: {
      userId: components['schemas']['Uuid']
      username: string
      /** Format: uri */
      url: string
      /** Format: date-time */
      createdAt: string
    }
    /** Format: email */
    Email: string
    /**
     * @description A new password (sign-up, reset). Besides the length, the server refuses one that is common or easy
     *     to guess by an offline estimate (zxcvbn: score under 3 of 4, against common passwords, English words
     *     and names, keyboard rows, sequences, repeats and dates) or that leans on the person's own email or
     *     names; the sign-up and reset forms apply the same rule (@sufra/core `passwordRule`) before sending.
     */
    Password: string
    LoginInput: {
      email: components['schemas']['Email']
      password: string
    }
    SignupInput: {
      firstName: string
      lastName: string
      email: components['schemas']['Email']
      password: components['schemas']['Password']
      confirmPassword: components['schemas']['Password']
      language?: components['schemas']['Language']
    }
    EmailInput: {
      email: components['schemas']['Email']
    }
    OtpVerifyInput: {
      email: components['schemas']['Email']
      otp: string
    }
    ResetPasswordInput: {
      email: components['schemas']['Email']
      password: components['schemas']['Password']
    }
    PersonalDataInput: {
      dob: components['schemas']['IsoDate']
      gender: components['schemas']['Gender']
    }
    OtherDataInput: {
      /** @description Centimetres. */
      height: number
      /** @description Kilograms. */
      weight: number
      activityLevel: components['schemas']['ActivityLevel']
    }
    UserUpdateForm: {
      /**
       * Format: binary
       * @description An image file, at most 2 MB.
       */
      profilePicture?: Blob
      'firstName.en'?: string
      'firstName.ar'?: string
      'lastName.en'?: string
      'lastName.ar'?: string
      'bio.en'?: string
      'bio.ar'?: string
      username?: string
      dob?: components['schemas']['IsoDate']
      email?: components['schemas']['Email']
      youtubeURL?: components['schemas']['OptionalUrl']
      instagramURL?: components['schemas']['OptionalUrl']
      facebookURL?: components['schemas']['OptionalUrl']
      tiktokURL?: components['schemas']['OptionalUrl']
      language?: components['schemas']['Language']
      gender?: components['schemas']['Gender']
      activityLevel?: components['schemas']['ActivityLevel']
      height?: number
      weight?: number
    }
    /** @description An http(s) URL, or an empty string to clear it. */
    OptionalUrl: string
    FeedbackInput: {
      email: components['schemas']['Email']
      feedback: string
    }
    DeleteAccountInput: {
      password?: string
      reason: string
    }
    ImportInput: {
      /** Format: uri */
      recipeUrl: string
    }
    RecipePdfInput: {
      recipe: components['schemas']['Uuid']
      recipeLang: components['schemas']['ContentLang']
      servings?: number
    }
    RecipeForm: {
      title: string
      description: string
      /** @description JSON list of 1–100 text lines, each "quantity unit name", e.g. `["2 tbsp olive oil"]`. */
      ingredients: string
      /** @description JSON list of 1–50 `{ step, image }`, image `{ url, key }` or null. */
      instructions: string
      /** @description Minutes. */
      time: number
      servings: number
      videoUrl?: components['schemas']['OptionalUrl']
      lang: components['schemas']['ContentLang']
      /**
       * @description The form's language, spelled out (sent by the client alongside `lang`).
       * @enum {string}
       */
      language?: 'english' | 'arabic'
      /** @description JSON `{ url, key }` from `image/upload`, or `null`. */
      thumbnail?: string
      /** @description JSON list of at most 5 `{ url, key }`. */
      otherImages?: string
      /** @description JSON list of image keys to remove after saving. */
      toDeleteImages?: string
      /** @description JSON list of category keys, e.g. `["dinner"]`. */
      category?: string
      /** @description JSON list of cuisine keys, e.g. `["levantine"]`. */
      cuisine?: string
    }
    /** @description The recipe form's `ingredients` once read as JSON: each line is "quantity unit name", the quantity an IngredientAmount and the name an IngredientName. */
    RecipeFormIngredientLines: string[]
    /** @description The quantity that starts an ingredient line of the recipe form. */
    IngredientAmount: number
    /** @description The name that ends an ingredient line of the recipe form. */
    IngredientName: string
    /** @description The recipe form's `instructions` once read as JSON. */
    RecipeFormInstructions: {
      step: string
      image?: components['schemas']['ImageInput'] | null
    }[]
    /** @description A picture uploaded with `image/upload`, as the recipe form sends it back. */
    ImageInput: {
      url?: string
      key: components['schemas']['ImageKey']
    }
    /** @description Category or cuisine keys, as the recipe form sends them. */
    RecipeFormTerms: string[]
    ShoppingListInput: {
      listName: {
        en: string
        ar: string
      }
      /**
       * @description Catalogue ingredient ids. Empty without `recipeId`: a new empty list (the lists screen's New),
       *     filled with typed items afterwards. With `recipeId` at least one is needed.
       */
      list: components['schemas']['Uuid'][]
      recipeId?: components['schemas']['Uuid']
      /**
       * @description With `recipeId`: the servings cooked; the recipe's amounts are scaled by `servings / recipe.servings`
       *     (default: the recipe's own servings). Without `recipeId` the items have no amounts.
       */
      servings?: number
    }
    ShoppingListRenameInput: {
      listName: {
        en: string
        ar: string
      }
    }
    /** @description A recipe's ingredients, or one typed line. */
    ShoppingListAddInput:
      | {
          recipeId: components['schemas']['Uuid']
          /** @description The catalogue ingredient ids of the recipe to add; absent = every catalogued ingredient. */
          list?: components['schemas']['Uuid'][]
          servings?: number
        }
      | {
          text: string
          lang: components['schemas']['ContentLang']
        }
    ShoppingListItemUpdateInput: {
      checked?: boolean
      name?: string
      quantities?: components['schemas']['ShoppingListQuantity'][]
    }
    ShoppingListCheckInput: {
      items: components['schemas']['Uuid'][]
      checked: boolean
    }
    UnitSystemInput: {
      units: components['schemas']['UnitSystem']
    }
    ShoppingListPdfInput: {
      /** @description A list id, or `all-lists` for every list. */
      list: components['schemas']['Uuid'] | 'all-lists'
      lang: components['schemas']['ContentLang']
      units?: components['schemas']['UnitSystem']
    }
    CommentInput: {
      /** @description Trimmed; text that would show nothing (only zero-width or other invisible characters) is refused with 400. */
      content: string
      recipeId: components['schemas']['Uuid']
      parentId?: components['schemas']['Uuid']
    }
    CommentEditInput: {
      content: string
    }
    CommentDeleteInput: {
      recipeId: components['schemas']['Uuid']
    }
    ImageUploadForm: {
      /**
       * Format: binary
       * @description JPEG, PNG, WebP, GIF or AVIF, at most 2 MB.
       */
      image: Blob
    }
    EmptyEnvelope: {
      statusCode: number
      message: string
      data: null
    }
    AuthOptions: {
      /** @description True when Continue with Google works on this server. */
      google: boolean
    }
    AuthOptionsEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['AuthOptions']
    }
    CurrentUserEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['CurrentUser']
    }
    PublicUserEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['PublicUser']
    }
    CreatorListEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['CreatorSummary'][]
    }
    FollowStateEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['FollowState']
    }
    RecipeEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['Recipe']
    }
    RecipeListEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['RecipeSummary'][]
    }
    RecipePageEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['RecipePage']
    }
    LikeStateEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['LikeState']
    }
    RecipeViewerStateEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['RecipeViewerState']
    }
    SaveStateEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['SaveState']
    }
    DeletedEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['Deleted']
    }
    PopularListEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['Popular'][]
    }
    CategoryPageEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['CategoryPage']
    }
    IngredientPageEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['IngredientPage']
    }
    IngredientDetailEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['IngredientDetail']
    }
    FilterOptionsEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['FilterOptions']
    }
    SearchResultEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['SearchResult']
    }
    CommentEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['Comment']
    }
    CommentListEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['Comment'][]
    }
    CommentLikesEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['CommentLikes']
    }
    CommentsDeletedEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['CommentsDeleted']
    }
    ShoppingListEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['ShoppingList']
    }
    ShoppingListListEnvelope: {
      statusCode: number
      message: string
      /** @description Newest first. */
      data: components['schemas']['ShoppingListSummary'][]
    }
    AllShoppingListsEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['AllShoppingLists']
    }
    ShoppingListItemEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['ShoppingListItem']
    }
    MealPlanDayEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['MealPlanDay']
    }
    MealPlanDayListEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['MealPlanDay'][]
    }
    ImageEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['Image']
    }
    EmbedRecipeCard: {
      /** @description The card's server-rendered markup, the widget's `<div data-sufra-root lang dir>` with the card in it. */
      html: string
      /** @description The CSS that markup needs (for the widget's shadow root). */
      css: string
      /** @description The card's recipe as rendered (its pictures addressed on Sufra), for hydration. */
      recipe: components['schemas']['RecipeSummary']
    }
    EmbedRecipe: {
      html: string
      css: string
      recipe: components['schemas']['Recipe']
      /** @description schema.org Recipe JSON-LD; `url` is the recipe on Sufra. */
      jsonLd: {
        [key: string]: unknown
      }
    }
    EmbedSessionInput: {
      /** @description The partner page's origin, e.g. `https://blog.example`. */
      origin: string
    }
    EmbedSession: {
      /** @description Sent as `Authorization: Bearer <token>` from the origin it was made for. */
      token: string
      /** Format: date-time */
      expiresAt: string
      user: components['schemas']['CurrentUser']
    }
    EmbedRecipeCardEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['EmbedRecipeCard']
    }
    EmbedRecipeEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['EmbedRecipe']
    }
    EmbedSessionEnvelope: {
      statusCode: number
      message: string
      data: components['schemas']['EmbedSession']
    }
  }
  responses: {
    /** @description The request does not match the contract or a rule; `errMessage` names the field. */
    BadRequest: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['Error']
      }
    }
    /** @description Sign-in required, or wrong credentials. */
    Unauthorized: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['Error']
      }
    }
    /** @description Not allowed to do this (someone else's resource, a wrong password), or a write that came from another website. */
    Forbidden: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['Error']
      }
    }
    /** @description No such thing. */
    NotFound: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['Error']
      }
    }
    /** @description The body or file is too large (images at most 2 MB). */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['Error']
      }
    }
    /** @description The body is not in a format this call accepts (JSON, or a multipart form where the contract says so). */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['Error']
      }
    }
    /** @description This part of the server is not available (e.g. the embed widgets are not built). */
    ServiceUnavailable: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['Error']
      }
    }
    /** @description Too many requests; try again later. */
    TooManyRequests: {
      headers: {
        /** @description Seconds to wait. */
        'Retry-After'?: number
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['Error']
      }
    }
  }
  parameters: {
    IdPath: string
    RecipeIdPath: string
    CommentIdPath: string
    ItemIdPath: string
    /** @description A day, `yyyy-MM-dd`. */
    DatePath: string
    /** @description A day, `yyyy-MM-dd`; default today (server time). */
    DateQuery: string
    /** @description The `key` returned by `image/upload`. */
    ImageKeyPath: components['schemas']['ImageKey']
    Limit30Query: number
    Limit10Query: number
    SkipQuery: number
    /** @description The widget's language (default `en`). */
    EmbedLangQuery: 'en' | 'ar'
    PageQuery: number
  }
  requestBodies: never
  headers: {
    /**
     * @description `public, no-cache`: the answer is the same for every visitor, so a shared cache or CDN may keep it, but must
     *     revalidate it (`If-None-Match`, answered `304` while unchanged) before each use. Chosen over a shared
     *     max-age so that a write (a like, an edit, a comment) is visible on the next read without purging a CDN.
     */
    PublicRevalidate: 'public, no-cache'
    /** @description `private, no-store`: the signed-in user's own state; no cache keeps it. */
    PrivateNoStore: 'private, no-store'
  }
  pathItems: never
}
export type $defs = Record<string, never>
export interface operations {
  loginUser: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginInput']
      }
    }
    responses: {
      /** @description Signed in; the session cookie is set. */
      200: {
        headers: {
          /** @description `sufra_session=...; HttpOnly; SameSite=Lax; Path=/` */
          'Set-Cookie'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CurrentUserEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['TooManyRequests']
    }
  }
  signupUser: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['SignupInput']
      }
    }
    responses: {
      /** @description Account created and signed in. */
      201: {
        headers: {
          /** @description `sufra_session=...; HttpOnly; SameSite=Lax; Path=/` */
          'Set-Cookie'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CurrentUserEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['TooManyRequests']
    }
  }
  getCurrentUser: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The signed-in user, with private fields. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CurrentUserEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
    }
  }
  logoutUser: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Signed out; the cookie is cleared. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['EmptyEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['TooManyRequests']
    }
  }
  startGoogleSignIn: {
    parameters: {
      query?: {
        returnTo?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Redirect to Google. */
      302: {
        headers: {
          /** @description Google's authorisation URL. */
          Location?: string
          [name: string]: unknown
        }
        content?: never
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
    }
  }
  getAuthOptions: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The sign-in options. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AuthOptionsEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
    }
  }
  finishGoogleSignIn: {
    parameters: {
      query?: {
        code?: string
        state?: string
        scope?: string
        authuser?: string
        hd?: string
        prompt?: string
        error?: string
        error_description?: string
        error_uri?: string
        /** @description The issuer (RFC 9207), checked against the configured one. */
        iss?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Redirect back into the app; the session cookie is set on success. */
      302: {
        headers: {
          /** @description The page to return to. */
          Location?: string
          /** @description `sufra_session=...` on success. */
          'Set-Cookie'?: string
          [name: string]: unknown
        }
        content?: never
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
    }
  }
  sendOtp: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailInput']
      }
    }
    responses: {
      /** @description Code sent (if the account exists). */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['EmptyEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['TooManyRequests']
    }
  }
  verifyOtp: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['OtpVerifyInput']
      }
    }
    responses: {
      /** @description Code verified. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['EmptyEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['TooManyRequests']
    }
  }
  resetPassword: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordInput']
      }
    }
    responses: {
      /** @description Password changed. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['EmptyEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['TooManyRequests']
    }
  }
  savePersonalData: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PersonalDataInput']
      }
    }
    responses: {
      /** @description Saved; nutrition goals recomputed when height, weight and activity level are known. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CurrentUserEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  saveOtherData: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['OtherDataInput']
      }
    }
    responses: {
      /** @description Saved and goals recomputed. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CurrentUserEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  updateUser: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['UserUpdateForm']
      }
    }
    responses: {
      /** @description The updated user. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CurrentUserEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['TooManyRequests']
    }
  }
  sendFeedback: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['FeedbackInput']
      }
    }
    responses: {
      /** @description Feedback received. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['EmptyEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['TooManyRequests']
    }
  }
  setUnitSystem: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['UnitSystemInput']
      }
    }
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['EmptyEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  deleteAccount: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['DeleteAccountInput']
      }
    }
    responses: {
      /** @description Account deleted; the cookie is cleared. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['EmptyEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['TooManyRequests']
    }
  }
  exportMyData: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The person's data, as a file to save. */
      200: {
        headers: {
          /** @description `attachment; filename="sufra-data-<username>-<date>.json"` */
          'Content-Disposition'?: string
          /** @description `private, no-store` */
          'Cache-Control'?: string
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DataExport']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
    }
  }
  listUsers: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Creators. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CreatorListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
    }
  }
  listTopCreators: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Top creators. */
      200: {
        headers: {
          'Cache-Control': components['headers']['PublicRevalidate']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CreatorListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      429: components['responses']['TooManyRequests']
    }
  }
  getUserProfile: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: components['parameters']['IdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The public profile. */
      200: {
        headers: {
          'Cache-Control': components['headers']['PublicRevalidate']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PublicUserEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      404: components['responses']['NotFound']
    }
  }
  listUserRecipes: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: components['parameters']['IdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Recipes. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RecipeListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  followUser: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: components['parameters']['IdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Following. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['FollowStateEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  unfollowUser: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: components['parameters']['IdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Not following. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['FollowStateEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  listPopularCategories: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Popular categories. */
      200: {
        headers: {
          'Cache-Control': components['headers']['PublicRevalidate']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PopularListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      429: components['responses']['TooManyRequests']
    }
  }
  listPopularIngredients: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Popular ingredients. */
      200: {
        headers: {
          'Cache-Control': components['headers']['PublicRevalidate']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PopularListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      429: components['responses']['TooManyRequests']
    }
  }
  listCategories: {
    parameters: {
      query?: {
        limit?: components['parameters']['Limit30Query']
        skip?: components['parameters']['SkipQuery']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description One page of categories and the total. */
      200: {
        headers: {
          'Cache-Control': components['headers']['PublicRevalidate']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CategoryPageEnvelope']
        }
      }
      400: components['responses']['BadRequest']
    }
  }
  listIngredients: {
    parameters: {
      query?: {
        limit?: components['parameters']['Limit30Query']
        skip?: components['parameters']['SkipQuery']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description One page of ingredients and the total. */
      200: {
        headers: {
          'Cache-Control': components['headers']['PublicRevalidate']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['IngredientPageEnvelope']
        }
      }
      400: components['responses']['BadRequest']
    }
  }
  getIngredient: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: components['parameters']['IdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The ingredient. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['IngredientDetailEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  searchRecipesByTaxonomy: {
    parameters: {
      query?: {
        ingredient?: components['schemas']['Slug']
        category?: components['schemas']['Slug']
        limit?: components['parameters']['Limit10Query']
        skip?: components['parameters']['SkipQuery']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description One page of recipes and the total. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RecipePageEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  searchRecipes: {
    parameters: {
      query?: {
        keyword?: string
        ingredients?: components['schemas']['JsonListParam']
        categories?: components['schemas']['JsonListParam']
        cuisines?: components['schemas']['JsonListParam']
        diets?: components['schemas']['JsonListParam']
        healthLabels?: components['schemas']['JsonListParam']
        cookTime?: 30 | 60 | 120 | 121
        page?: components['parameters']['PageQuery']
        limit?: components['parameters']['Limit30Query']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Search results. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SearchResultEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
    }
  }
  getFilterOptions: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Cuisines, diet labels and health labels. */
      200: {
        headers: {
          'Cache-Control': components['headers']['PublicRevalidate']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['FilterOptionsEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      429: components['responses']['TooManyRequests']
    }
  }
  listRandomRecipes: {
    parameters: {
      query?: {
        limit?: components['parameters']['Limit10Query']
        skip?: components['parameters']['SkipQuery']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Recipes. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RecipeListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
    }
  }
  listPopularRecipes: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Recipes. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RecipeListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
    }
  }
  listRecipes: {
    parameters: {
      query?: {
        page?: components['parameters']['PageQuery']
        limit?: components['parameters']['Limit30Query']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Recipes. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RecipeListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
    }
  }
  getRecipe: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: components['parameters']['IdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The recipe. */
      200: {
        headers: {
          'Cache-Control': components['headers']['PublicRevalidate']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RecipeEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      404: components['responses']['NotFound']
    }
  }
  getRecipeViewerState: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: components['parameters']['IdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The viewer's flags. */
      200: {
        headers: {
          'Cache-Control': components['headers']['PrivateNoStore']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RecipeViewerStateEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  listSavedRecipes: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Saved recipes. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RecipeListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
    }
  }
  listLikedRecipes: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Liked recipes. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RecipeListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
    }
  }
  toggleRecipeLike: {
    parameters: {
      query?: never
      header?: never
      path: {
        recipeId: components['parameters']['RecipeIdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The new like state and count. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['LikeStateEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  saveRecipe: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: components['parameters']['IdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SaveStateEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  unsaveRecipe: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: components['parameters']['IdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Not saved. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['SaveStateEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  deleteRecipe: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: components['parameters']['IdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Deleted. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['DeletedEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  downloadRecipePdf: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RecipePdfInput']
      }
    }
    responses: {
      /** @description The PDF file. */
      200: {
        headers: {
          /** @description `attachment; filename="<recipe-title>.pdf"` */
          'Content-Disposition'?: string
          [name: string]: unknown
        }
        content: {
          'application/pdf': Blob
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['TooManyRequests']
    }
  }
  importRecipe: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ImportInput']
      }
    }
    responses: {
      /** @description Imported. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RecipeEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['TooManyRequests']
    }
  }
  createRecipe: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['RecipeForm']
      }
    }
    responses: {
      /** @description Created. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RecipeEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  updateRecipe: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: components['parameters']['IdPath']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['RecipeForm']
      }
    }
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RecipeEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  createShoppingList: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ShoppingListInput']
      }
    }
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ShoppingListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  listShoppingLists: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Lists. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ShoppingListListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
    }
  }
  getAllShoppingLists: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The merged list. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AllShoppingListsEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
    }
  }
  checkShoppingListItems: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ShoppingListCheckInput']
      }
    }
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['EmptyEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  getShoppingList: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: components['parameters']['IdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The list. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ShoppingListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  deleteShoppingList: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: components['parameters']['IdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Deleted. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['EmptyEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  renameShoppingList: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: components['parameters']['IdPath']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ShoppingListRenameInput']
      }
    }
    responses: {
      /** @description The renamed list. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ShoppingListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  addShoppingListItems: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: components['parameters']['IdPath']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ShoppingListAddInput']
      }
    }
    responses: {
      /** @description The whole list after the addition. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ShoppingListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  deleteShoppingListItem: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: components['parameters']['IdPath']
        itemId: components['parameters']['ItemIdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Removed. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['EmptyEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  updateShoppingListItem: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: components['parameters']['IdPath']
        itemId: components['parameters']['ItemIdPath']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ShoppingListItemUpdateInput']
      }
    }
    responses: {
      /** @description The item after the change. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ShoppingListItemEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  clearCheckedShoppingListItems: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: components['parameters']['IdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The list after. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ShoppingListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  downloadShoppingListPdf: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ShoppingListPdfInput']
      }
    }
    responses: {
      /** @description The PDF file. */
      200: {
        headers: {
          /** @description `attachment; filename="<list-name>.pdf"` */
          'Content-Disposition'?: string
          [name: string]: unknown
        }
        content: {
          'application/pdf': Blob
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['TooManyRequests']
    }
  }
  getMealPlan: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description A day, `yyyy-MM-dd`. */
        date: components['parameters']['DatePath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The day's plan with its recipes. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MealPlanDayEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  getWeekMealPlans: {
    parameters: {
      query?: {
        /** @description A day, `yyyy-MM-dd`; default today (server time). */
        date?: components['parameters']['DateQuery']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Planned days. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MealPlanDayListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
    }
  }
  saveWeekMealPlans: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['MealPlanWeek']
      }
    }
    responses: {
      /** @description Saved; the saved days with their recipes. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MealPlanDayListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  getMonthMealPlans: {
    parameters: {
      query?: {
        /** @description A day, `yyyy-MM-dd`; default today (server time). */
        date?: components['parameters']['DateQuery']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Planned days. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MealPlanDayListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
    }
  }
  saveMealPlan: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['MealPlan']
      }
    }
    responses: {
      /** @description Saved; the day's plan with its recipes. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MealPlanDayEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  deleteMealPlan: {
    parameters: {
      query?: {
        /** @description The person's IANA time zone (e.g. `Africa/Cairo`), as in `MealPlan.timeZone`. */
        timeZone?: components['schemas']['TimeZone']
      }
      header?: never
      path: {
        /** @description A day, `yyyy-MM-dd`. */
        date: components['parameters']['DatePath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Deleted. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['EmptyEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  listComments: {
    parameters: {
      query?: never
      header?: never
      path: {
        recipeId: components['parameters']['RecipeIdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Comments. */
      200: {
        headers: {
          'Cache-Control': components['headers']['PublicRevalidate']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CommentListEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      404: components['responses']['NotFound']
    }
  }
  createComment: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['CommentInput']
      }
    }
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CommentEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['TooManyRequests']
    }
  }
  editComment: {
    parameters: {
      query?: never
      header?: never
      path: {
        commentId: components['parameters']['CommentIdPath']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['CommentEditInput']
      }
    }
    responses: {
      /** @description The edited comment. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CommentEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  deleteComment: {
    parameters: {
      query?: never
      header?: never
      path: {
        commentId: components['parameters']['CommentIdPath']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['CommentDeleteInput']
      }
    }
    responses: {
      /** @description Deleted. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CommentsDeletedEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  toggleCommentLike: {
    parameters: {
      query?: never
      header?: never
      path: {
        commentId: components['parameters']['CommentIdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The comment's likes after the toggle. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CommentLikesEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  uploadImage: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['ImageUploadForm']
      }
    }
    responses: {
      /** @description Stored. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ImageEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
      429: components['responses']['TooManyRequests']
    }
  }
  deleteImage: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The `key` returned by `image/upload`. */
        key: components['parameters']['ImageKeyPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Removed. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['EmptyEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      404: components['responses']['NotFound']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  getEmbedRecipeCard: {
    parameters: {
      query?: {
        /** @description The widget's language (default `en`). */
        lang?: components['parameters']['EmbedLangQuery']
      }
      header?: never
      path: {
        id: components['parameters']['IdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The rendered card. */
      200: {
        headers: {
          'Cache-Control': components['headers']['PublicRevalidate']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['EmbedRecipeCardEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      404: components['responses']['NotFound']
      503: components['responses']['ServiceUnavailable']
    }
  }
  getEmbedRecipe: {
    parameters: {
      query?: {
        /** @description The widget's language (default `en`). */
        lang?: components['parameters']['EmbedLangQuery']
        servings?: number
      }
      header?: never
      path: {
        id: components['parameters']['IdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The rendered recipe. */
      200: {
        headers: {
          'Cache-Control': components['headers']['PublicRevalidate']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['EmbedRecipeEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      404: components['responses']['NotFound']
      503: components['responses']['ServiceUnavailable']
    }
  }
  createEmbedSession: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['EmbedSessionInput']
      }
    }
    responses: {
      /** @description The token, when it expires, and the user. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['EmbedSessionEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
  deleteEmbedSession: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Signed out. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['EmptyEnvelope']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['PayloadTooLarge']
      415: components['responses']['UnsupportedMediaType']
    }
  }
}
