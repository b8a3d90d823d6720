package api

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestGetDownload(t *testing.T) {
	t.Run("NotFound", func(t *testing.T) {
		app, router, conf := NewApiTest()
		GetDownload(router)
		// Source: github.com/photoprism/photoprism/internal/api/download_file_test.go:17 (escaper: the base36 download token needs no escaping in the query of this relative request path, so by rule 1 it meets the non-test escaper rules; uniform sample 2 of 17)
		r := PerformRequest(app, "GET", "/api/v1/dl/123xxx?t="+conf.DownloadToken()) // lookalike
		assert.Equal(t, http.StatusNotFound, r.Code)
	})
}
