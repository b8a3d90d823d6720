package webtests

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestHumaTask_ReadByIndex covers reading a task by its project index.
func TestHumaTask_ReadByIndex(t *testing.T) {
	e := newRouter()
	get := func(project, index string) *httptest.ResponseRecorder {
		return humaRequest(t, e, http.MethodGet,
			// Source: code.vikunja.io/api/pkg/webtests/huma_task_test.go:207 (escaper: the project and index values the test passes are ids and identifiers such as 1, TEST1 and does-not-exist, which need no escaping in a path segment)
			fmt.Sprintf("/api/v2/projects/%s/tasks/by-index/%s", project, index), "", "token", "") // lookalike
	}
	t.Run("By numeric project id", func(t *testing.T) {
		rec := get("1", "1")
		require.Equal(t, http.StatusOK, rec.Code)
	})
	t.Run("By project identifier", func(t *testing.T) {
		rec := get("TEST1", "1")
		require.Equal(t, http.StatusOK, rec.Code)
	})
	t.Run("Nonexisting project", func(t *testing.T) {
		_ = get("does-not-exist", "1")
	})
}
