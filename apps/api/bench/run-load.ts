/** Starts load-worker.ts in a worker thread (TypeScript loaded through tsx there too) and waits for its figures. */
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import type { LoadJob, LoadResult } from './load-worker'

function start<Answer>(data: LoadJob | { jobs: LoadJob[] }, onStarted?: () => void): Promise<Answer> {
  const boot = `
    const { workerData } = require('node:worker_threads')
    import(workerData.tsx).then(({ register }) => { register(); return import(workerData.file) })
  `
  const worker = new Worker(boot, {
    eval: true,
    workerData: {
      ...data,
      tsx: import.meta.resolve('tsx/esm/api'),
      file: new URL('./load-worker.ts', import.meta.url).href,
    },
  })
  return new Promise((resolve, reject) => {
    worker.on('message', (message: Answer | 'started') => {
      if (message === 'started') return onStarted?.()
      resolve(message)
      void worker.terminate()
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`The load worker stopped (exit code ${code}).`)))
  })
}

/** One load. */
export const runLoad = (job: LoadJob) => start<LoadResult>(job)

/**
 * Several loads at once in one worker (one autocannon per job, so each has its own figures); results in
 * order. `onStarted` is called as the loads begin (the worker has started, which takes a moment).
 */
export const runLoads = (jobs: LoadJob[], onStarted?: () => void) => start<LoadResult[]>({ jobs }, onStarted)

/** CPU times of all the machine's cores added up (ms): idle and busy, for a share of busy between two readings. */
export function machineCpuTimes() {
  return os.cpus().reduce(
    (sum, cpu) => {
      const { idle, ...busy } = cpu.times
      return {
        idle: sum.idle + idle,
        busy: sum.busy + Object.values(busy).reduce((a, b) => a + b, 0),
      }
    },
    { idle: 0, busy: 0 },
  )
}
