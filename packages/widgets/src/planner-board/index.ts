export { PlannerBoard, type PlannerBoardProps } from './planner-board'
