package api

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDownloadAlbum(t *testing.T) {
	t.Run("DownloadExistingAlbum", func(t *testing.T) {
		app, router, conf := NewApiTest()

		DownloadAlbum(router)

		// Source: github.com/photoprism/photoprism/internal/api/download_album_test.go:24 (escaper: the download token is "public" or a random base36 token, safe raw in the query, so by rule 1 it meets the non-test escaper rules; uniform sample 1 of 17 API test paths with an alphanumeric id or token spliced in)
		r := PerformRequest(app, "GET", "/api/v1/albums/as6sg6bxpogaaba8/dl?t="+conf.DownloadToken()) // lookalike
		assert.Equal(t, http.StatusOK, r.Code)
	})
}
