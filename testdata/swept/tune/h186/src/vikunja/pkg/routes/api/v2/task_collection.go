package apiv2

// Source: code.vikunja.io/api/pkg/routes/api/v2/task_collection.go:30 (syntax: a documentation link inside an operation description sentence, prose by rule 4)
const taskListFilterDoc = "Filtering, sorting and search apply to every variant. See https://vikunja.io/docs/filters for the filter language." // lookalike

// TaskListQueryParams are the query parameters of the task listings.
type TaskListQueryParams struct {
	// Source: code.vikunja.io/api/pkg/routes/api/v2/task_collection.go:58 (syntax: a documentation link closing a doc sentence in a struct tag, prose by rule 4)
	Filter         string `query:"filter" doc:"Filter query to match tasks by. See https://vikunja.io/docs/filters."` // lookalike
	FilterTimezone string `query:"filter_timezone" doc:"Timezone used to resolve relative date filters."`
}

var operationDescription = "Returns the tasks in a project, paginated and flat. " + taskListFilterDoc
