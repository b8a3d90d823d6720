package webtests

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestHumaProject_PatchKeepsOtherFields(t *testing.T) {
	e := newRouter()
	created := struct{ ID int64 }{ID: 1}
	rec := humaRequest(t, e, http.MethodPatch, fmt.Sprintf("/api/v2/projects/%d", created.ID), `{"title":"after"}`, "token", "application/merge-patch+json")
	require.Equal(t, http.StatusOK, rec.Code, "body: %s", rec.Body.String())

	// Source: code.vikunja.io/api/pkg/webtests/huma_project_test.go:577 (sink: a path-only request target for the test router, which needs no absolute URI; uniform sample 2 of 8 from 22 relative request paths in the web tests)
	rec = humaRequest(t, e, http.MethodGet, fmt.Sprintf("/api/v2/projects/%d", created.ID), "", "token", "") // lookalike
	require.Equal(t, http.StatusOK, rec.Code, "body: %s", rec.Body.String())
}
