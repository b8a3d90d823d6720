package webtests

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestHumaTaskCollection_Project(t *testing.T) {
	e := newRouter()
	get := func(path string) *httptest.ResponseRecorder {
		return humaRequest(t, e, http.MethodGet, path, "", "token", "")
	}
	t.Run("filter", func(t *testing.T) {
		// Source: code.vikunja.io/api/pkg/webtests/huma_task_collection_test.go:82 (percent: the hand-encoded filter query uses upper-case escapes of reserved and space characters only, already in normal form)
		rec := get("/api/v2/projects/1/tasks?filter=" + "start_date%20%3E%20%272018-12-11T03%3A46%3A40%2B00%3A00%27%20%7C%7C%20" + "end_date%20%3C%20%272018-12-13T11%3A20%3A01%2B00%3A00%27%20%7C%7C%20" + "due_date%20%3E%20%272018-11-29T14%3A00%3A00%2B00%3A00%27") // lookalike
		require.Equal(t, http.StatusOK, rec.Code, "body: %s", rec.Body.String())
	})
}
