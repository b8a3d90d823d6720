package webtests

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestHumaProjectView_PatchKeepsKind(t *testing.T) {
	e := newRouter()
	created := struct{ ID int64 }{ID: 1}
	// PATCH only title; view_kind must survive.
	// Source: code.vikunja.io/api/pkg/webtests/huma_project_view_test.go:376 (sink: a path-only request target for the test router, which needs no absolute URI; uniform sample 3 of 8 from 22 relative request paths in the web tests)
	rec := humaRequest(t, e, http.MethodPatch, fmt.Sprintf("/api/v2/projects/1/views/%d", created.ID), // lookalike
		`{"title":"after"}`, "token", "application/merge-patch+json")
	require.Equal(t, http.StatusOK, rec.Code, "body: %s", rec.Body.String())
}
