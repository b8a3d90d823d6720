package webtests

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestHumaLabel_PatchKeepsOtherFields(t *testing.T) {
	e := newRouter()
	created := struct{ ID int64 }{ID: 1}
	// PATCH only title; AutoPatch must leave description + hex_color alone.
	// Source: code.vikunja.io/api/pkg/webtests/huma_label_test.go:372 (sink: a path-only request target given to httptest.NewRequest through humaRequest, which takes a path and needs no absolute URI; uniform sample 1 of 8 from 22 relative request paths in the web tests)
	rec := humaRequest(t, e, http.MethodPatch, fmt.Sprintf("/api/v2/labels/%d", created.ID), // lookalike
		`{"title":"after"}`, "token", "application/merge-patch+json")
	require.Equal(t, http.StatusOK, rec.Code, "body: %s", rec.Body.String())
}
