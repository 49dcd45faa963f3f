/**
 * The sign-up questions (date of birth and gender, then height, weight and activity level) on each database
 * engine: what is stored, the goals computed from it, and refused input that changes nothing.
 */
import { ageOn, dailyTargets, isoDateOf } from '@sufra/core'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { SESSION_COOKIE } from '../../http/session-viewer'
import { engines, expectContractResponse, startTestServer, type TestServer } from '../../testing/test-server'
import { sessionCalls, sessionCookie, signupBody } from '../session/session-testing'

/** The local calendar date `years` years and `days` days before today (a 29 February becomes 1 March). */
function dateAgo(years: number, days = 0): string {
  const date = new Date()
  date.setDate(date.getDate() - days)
  date.setFullYear(date.getFullYear() - years)
  return isoDateOf(date)
}

const noGoals = { calorieGoal: null, proteinGoal: null, carbGoal: null, fatGoal: null, sugarGoal: null }

describe.each(engines)('personal data and other data (%s)', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(engine, {
      seed: false,
      config: { rateLimits: { signup: { points: 1000, seconds: 60 } } },
    })
  }, 120_000)
  afterAll(() => server?.close())

  const { signup } = sessionCalls(() => server)
  let accounts = 0

  /** A new account through POST /user/signup; its id and session token. */
  async function newAccount() {
    const response = await signup(signupBody(`body-${engine}-${++accounts}@example.com`))
    expect(response.statusCode, response.body).toBe(201)
    return { id: response.json().data._id as string, token: sessionCookie(response).value }
  }

  function post(operationId: string, url: string, token: string | undefined, payload: unknown) {
    return server.app
      .inject({
        method: 'POST',
        url: `/api/v1${url}`,
        payload: payload as Record<string, unknown>,
        cookies: token ? { [SESSION_COOKIE]: token } : {},
      })
      .then((response) => {
        expectContractResponse(operationId, response)
        return response
      })
  }
  const personal = (token: string | undefined, payload: unknown) =>
    post('savePersonalData', '/user/user-personal-data', token, payload)
  const other = (token: string | undefined, payload: unknown) =>
    post('saveOtherData', '/user/user-other-data', token, payload)

  async function storedRow(id: string) {
    const [row] = await server.database.db.select().from(t.users).where(eq(t.users.id, id))
    return row!
  }

  it('saves date of birth and gender, then height, weight and activity level, and computes the goals', async () => {
    const { id, token } = await newAccount()
    // 25 years and a month ago: 25 today whatever the date.
    const dob = dateAgo(25, 31)

    const first = await personal(token, { dob, gender: 'female' })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().message).toBe('Personal data saved successfully')
    expect(first.json().data).toMatchObject({ _id: id, dob, gender: 'female', height: null, ...noGoals })

    const second = await other(token, { height: 165, weight: 60, activityLevel: 'light' })
    expect(second.statusCode, second.body).toBe(200)
    expect(second.json().message).toBe('Body data saved successfully')
    // Woman, 25 y, 165 cm, 60 kg: BMR 600 + 1031.25 − 125 − 161 = 1345.25; × 1.375 = 1849.7 → 1850 kcal;
    // protein 1850 / 20 = 92.5 → 93 g, carbs 1850 / 8 = 231.25 → 231 g, fats 1850 / 30 = 61.7 → 62 g,
    // sugars 1850 / 40 = 46.25 → 46 g.
    expect(second.json().data).toMatchObject({
      dob,
      gender: 'female',
      height: 165,
      weight: 60,
      activityLevel: 'light',
      calorieGoal: 1850,
      proteinGoal: 93,
      carbGoal: 231,
      fatGoal: 62,
      sugarGoal: 46,
    })
    expect(await storedRow(id)).toMatchObject({
      dob,
      gender: 'female',
      heightCm: 165,
      weightKg: 60,
      activityLevel: 'light',
      calorieGoal: 1850,
      proteinGoal: 93,
      carbGoal: 231,
      fatGoal: 62,
      sugarGoal: 46,
    })
  })

  it('computes the goals whichever step comes last, and recomputes them when a value changes', async () => {
    const { id, token } = await newAccount()
    const onlyBody = await other(token, { height: 180, weight: 80, activityLevel: 'moderate' })
    expect(onlyBody.statusCode).toBe(200)
    expect(onlyBody.json().data).toMatchObject({ height: 180, weight: 80, dob: null, ...noGoals })

    const dob = dateAgo(30, 1)
    const complete = await personal(token, { dob, gender: 'male' })
    expect(complete.statusCode).toBe(200)
    // Man, 30 y, 180 cm, 80 kg: BMR 800 + 1125 − 150 + 5 = 1780; × 1.55 = 2759 kcal.
    expect(complete.json().data.calorieGoal).toBe(2759)

    for (const [height, weight, activityLevel, gender] of [
      [172.5, 75.4, 'very active', 'male'],
      [158, 49.5, 'sedentary', 'female'],
      [191, 102, 'active', 'female'],
    ] as const) {
      await personal(token, { dob, gender })
      const response = await other(token, { height, weight, activityLevel })
      expect(response.statusCode).toBe(200)
      const targets = dailyTargets({
        sex: gender,
        ageYears: ageOn(dob, new Date()),
        heightCm: height,
        weightKg: weight,
        activityLevel,
      })
      expect(response.json().data).toMatchObject({
        calorieGoal: targets.calories,
        proteinGoal: targets.protein,
        carbGoal: targets.carbs,
        fatGoal: targets.fats,
        sugarGoal: targets.sugars,
      })
      expect((await storedRow(id)).calorieGoal).toBe(targets.calories)
    }
  })

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const { id, token } = await newAccount()
    await personal(token, { dob: dateAgo(40, 10), gender: 'male' })
    await other(token, { height: 175, weight: 70, activityLevel: 'light' })
    const before = await storedRow(id)
    expect(before.calorieGoal).not.toBeNull()

    const cases: [string, () => ReturnType<typeof post>, string][] = [
      [
        'tomorrow',
        () => personal(token, { dob: dateAgo(0, -1), gender: 'male' }),
        'Date of birth cannot be in the future.',
      ],
      [
        '200 years ago',
        () => personal(token, { dob: dateAgo(200), gender: 'male' }),
        'Date of birth cannot be more than 120 years ago. Please check the year.',
      ],
      [
        '121 years and a day ago',
        () => personal(token, { dob: dateAgo(121, 1), gender: 'male' }),
        'Date of birth cannot be more than 120 years ago. Please check the year.',
      ],
      [
        'thirteenth birthday tomorrow',
        () => personal(token, { dob: dateAgo(13, -1), gender: 'female' }),
        'You must be at least 13 years old to use Sufra.',
      ],
      [
        '30 February',
        () => personal(token, { dob: '2001-02-30', gender: 'male' }),
        '"dob" must be a valid date.',
      ],
      // The contract's pattern fails before the format check (see the report: a sentence naming yyyy-MM-dd would help).
      [
        'a day-month-year date',
        () => personal(token, { dob: '15/06/1990', gender: 'male' }),
        '"dob" is not in the expected format.',
      ],
      [
        'an unknown gender',
        () => personal(token, { dob: dateAgo(40), gender: 'other' }),
        '"gender" must be one of: male, female.',
      ],
      [
        'no gender',
        () => personal(token, { dob: dateAgo(40) }),
        'The request body is missing the required field "gender".',
      ],
      [
        'a status (mass assignment)',
        () => personal(token, { dob: dateAgo(40), gender: 'male', status: 'verified' }),
        'The request body has an unknown field "status".',
      ],
      [
        'height 2000',
        () => other(token, { height: 2000, weight: 70, activityLevel: 'light' }),
        '"height" must be at most 272.',
      ],
      [
        'weight 0',
        () => other(token, { height: 175, weight: 0, activityLevel: 'light' }),
        '"weight" must be at least 2.',
      ],
      [
        'weight as text',
        () => other(token, { height: 175, weight: '70', activityLevel: 'light' }),
        '"weight" must be a number.',
      ],
      [
        'an unknown activity level',
        () => other(token, { height: 175, weight: 70, activityLevel: 'lazy' }),
        '"activityLevel" must be one of: sedentary, light, moderate, active, very active.',
      ],
      [
        'a calorie goal (mass assignment)',
        () => other(token, { height: 175, weight: 70, activityLevel: 'light', calorieGoal: 9000 }),
        'The request body has an unknown field "calorieGoal".',
      ],
    ]
    for (const [name, call, message] of cases) {
      const response = await call()
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400)
      expect(response.json().message, name).toBe(message)
    }
    expect(await storedRow(id)).toEqual(before)
  })

  it('accepts ages 13 and 120 exactly', async () => {
    const { token } = await newAccount()
    const today = new Date()
    // Born on a 29 February 13 years ago does not exist; the day before is the closest 13th birthday.
    const thirteenToday = today.getMonth() === 1 && today.getDate() === 29 ? dateAgo(13, 1) : dateAgo(13)
    // The 121st birthday is tomorrow: 120 today.
    for (const dob of [thirteenToday, dateAgo(121, -1)]) {
      const response = await personal(token, { dob, gender: 'female' })
      expect(response.statusCode, `${dob}: ${response.body}`).toBe(200)
      expect(response.json().data.dob).toBe(dob)
    }
  })

  it('refuses measurements that cannot be a body (2 kg, 50 cm at 120) and keeps the previous ones', async () => {
    const { id, token } = await newAccount()
    await personal(token, { dob: dateAgo(120, 1), gender: 'female' })
    await other(token, { height: 150, weight: 50, activityLevel: 'sedentary' })
    const before = await storedRow(id)
    // 10·2 + 6.25·50 − 5·120 − 161 = 20 + 312.5 − 600 − 161 < 0
    const response = await other(token, { height: 50, weight: 2, activityLevel: 'sedentary' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      statusCode: 400,
      message:
        'These measurements do not give a daily energy need. Please check your height, weight and date of birth.',
      errMessage: 'weight: does not fit the height and age',
    })
    expect(await storedRow(id)).toEqual(before)
  })

  it('needs a session: 401 when signed out or with an unknown token', async () => {
    for (const token of [undefined, 'not-a-session']) {
      const responses = [
        await personal(token, { dob: dateAgo(30), gender: 'male' }),
        await other(token, { height: 170, weight: 70, activityLevel: 'light' }),
      ]
      for (const response of responses) {
        expect(response.statusCode).toBe(401)
        expect(response.json().message).toBe('Please log in to do this.')
      }
    }
  })
})
