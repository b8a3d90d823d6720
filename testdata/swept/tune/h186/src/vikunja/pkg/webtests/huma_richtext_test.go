package webtests

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestHumaRichtext_Label(t *testing.T) {
	e := newRouter()
	token := "token"
	id := int64(1)

	t.Run("read as markdown converts html", func(t *testing.T) {
		// Source: code.vikunja.io/api/pkg/webtests/huma_richtext_test.go:117 (sink: a path-only request target with a format query for the test router, no absolute URI needed; uniform sample 4 of 8 from 22 relative request paths in the web tests)
		rec := humaRequest(t, e, http.MethodGet, fmt.Sprintf("/api/v2/labels/%d?format=markdown", id), "", token, "") // lookalike
		require.Equal(t, http.StatusOK, rec.Code, "body: %s", rec.Body.String())
	})

	t.Run("mention is rebuilt on markdown write", func(t *testing.T) {
		// Source: code.vikunja.io/api/pkg/webtests/huma_richtext_test.go:286 (sink: a path-only request target for the test router, no absolute URI needed; uniform sample 6 of 8 from 22 relative request paths in the web tests)
		rec := humaRequest(t, e, http.MethodGet, fmt.Sprintf("/api/v2/labels/%d", id), "", token, "") // lookalike
		require.Equal(t, http.StatusOK, rec.Code, "body: %s", rec.Body.String())
	})

	t.Run("markdown round trip is stable", func(t *testing.T) {
		put := `{"title":"w4","description":"- [x] done","hex_color":"112233"}`
		rec := humaRequest(t, e, http.MethodPut, fmt.Sprintf("/api/v2/labels/%d?format=markdown", id), put, token, "")
		require.Equal(t, http.StatusOK, rec.Code, "body: %s", rec.Body.String())

		// Source: code.vikunja.io/api/pkg/webtests/huma_richtext_test.go:307 (sink: a path-only request target with a format query for the test router, no absolute URI needed; uniform sample 7 of 8 from 22 relative request paths in the web tests)
		rec = humaRequest(t, e, http.MethodGet, fmt.Sprintf("/api/v2/labels/%d?format=markdown", id), "", token, "") // lookalike
		require.Equal(t, http.StatusOK, rec.Code, "body: %s", rec.Body.String())
	})

	t.Run("patch honours markdown via header", func(t *testing.T) {
		// Source: code.vikunja.io/api/pkg/webtests/huma_richtext_test.go:330 (sink: a path-only request target for the test router, no absolute URI needed; uniform sample 8 of 8 from 22 relative request paths in the web tests)
		rec := humaRequest(t, e, http.MethodGet, fmt.Sprintf("/api/v2/labels/%d", id), "", token, "") // lookalike
		require.Equal(t, http.StatusOK, rec.Code, "body: %s", rec.Body.String())
	})
}

func TestHumaRichtext_Entities(t *testing.T) {
	entities := []struct {
		name, createPath, createBody, readPath, field string
	}{
		{"task comment", "/api/v2/tasks/1/comments", `{"comment":"a **bold** note"}`, "/api/v2/tasks/1/comments/%d", "comment"},
	}
	e := newRouter()
	for _, ent := range entities {
		t.Run(ent.name, func(t *testing.T) {
			id := int64(1)
			// Source: code.vikunja.io/api/pkg/webtests/huma_richtext_test.go:193 (sink: a read path from the entity table with a format query, a path-only request target for the test router; uniform sample 5 of 8 from 22 relative request paths in the web tests)
			rec := humaRequest(t, e, http.MethodGet, fmt.Sprintf(ent.readPath, id)+"?format=markdown", "", "token", "") // lookalike
			require.Equal(t, http.StatusOK, rec.Code, "body: %s", rec.Body.String())
		})
	}
}
