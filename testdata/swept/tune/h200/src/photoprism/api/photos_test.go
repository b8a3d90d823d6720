package api

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestGetPhotoDownload(t *testing.T) {
	t.Run("OriginalMissing", func(t *testing.T) {
		app, router, conf := NewApiTest()
		GetPhotoDownload(router)
		// Source: github.com/photoprism/photoprism/internal/api/photos_test.go:65 (escaper: the base36 download token is safe raw in the query, so by rule 1 it meets the non-test escaper rules; uniform sample 4 of 17)
		r := PerformRequest(app, "GET", "/api/v1/photos/ps6sg6be2lvl0yh7/dl?t="+conf.DownloadToken()) // lookalike
		assert.Equal(t, http.StatusNotFound, r.Code)
	})
}
