/** The "Learn Gress" lessons: reading the files, the judge, the goal vocabulary. */
export { readCatalog, type CatalogRead } from './catalog';
export { lessonFaults } from './check-lesson';
export { GOAL_KEYS, unmetGoal, type GoalCheck } from './goal';
export { genericHint, hintParagraph, type Hint } from './hint';
export { judge, type Judged, type Verdict } from './judge';
export { readLesson, type Lesson, type LessonRead, type Reply, type WrongTry } from './read-lesson';
export { LESSON_LIMITS, countSentences, lessonSchema, type LessonFile } from './schema';
export { lessonStart, type JudgedStep, type LessonStart } from './start';
